import {
  classifiedLanguage,
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENTS_PER_MONTH_DAY,
  eventDays,
  eventWindows,
  eventWriteIssues,
  hoursOf,
  HTTP_ERROR_CODES,
  MODERATION_PER_PAGE,
  monthGrid,
  offsetOf,
  weekdayOf,
  type EventCategory,
  type EventFacetsResponse,
  type EventForm,
  type EventMonthQuery,
  type EventMonthResponse,
  type EventsQuery,
  type EventsResponse,
  type EventStatus,
  type EventSummary,
  type EventView,
  type EventWrite,
  type Image,
  type Locale,
  type ModerationDecision,
  type ModerationEvent,
  type MyEvent,
  type MyEventsResponse,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { cachedAsync, TAGS, type CacheTags } from '../../lib/cache.ts';
import { chicagoDay } from '../../lib/chicago-time.ts';
import { formError } from '../../lib/form-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { isStaffViewer, type Contact, type ContactsLookup, type Viewer } from '../accounts/index.ts';
import { storeClassifiedImages } from '../classifieds/index.ts';
import type { GeoService } from '../geo/index.ts';
import { imageView, type MediaRow, type MediaService } from '../media/index.ts';
import type { MessageQueue, OutboxMessage } from '../outbox/index.ts';
import type { NewNotification, NotificationsService } from '../notifications/index.ts';
import { highlight, MARK_END, MARK_START } from '../search/index.ts';
import { calendarFile, type CalendarEvent } from './ics.ts';
import type { EventPatch, EventRow, EventsRepository, ImageRow, Keyset, ListFilter, SummaryRow } from './repository.ts';
import { decodeCursor as decodeKeysetCursor, encodeCursor as encodeKeysetCursor } from '../../lib/cursor.ts';

/** Public reads are kept this long, and dropped at once when an event changes (its tags are invalidated). */
const PUBLIC_CACHE_MS = 60_000;
/** A calendar feed holds the soonest upcoming events, at most this many. */
export const FEED_EVENTS_MAX = 500;
/** The days an event's page lists, at most. */
const UPCOMING_SHOWN = 60;
/** How often a subscribed calendar should look again. */
const FEED_REFRESH_HOURS = 6;

/** What a change to events shows on: every list, and each changed event's page. */
export const eventTags = (ids: readonly number[]): string[] => [TAGS.events, ...ids.map((id) => TAGS.event(id))];

/** The search module's part in events: spellings of their words, and queries widened by them (decision 018). */
export interface EventSpellings {
  recordSpellings(texts: readonly string[]): Promise<void>;
  widenQuery(text: string): Promise<string | null>;
}

/**
 * The business directory's part in events: the name of a listing readers can see (an event
 * links its organiser only then), and the listings an owner may name as organiser.
 */
export interface EventDirectory {
  listedName(id: number): Promise<string | null>;
  approvedOf(ownerId: number): Promise<{ id: number; name: string }[]>;
}

/** The form as the routes read it: the contract's checked input and the picture files. */
export interface EventFormData {
  input: EventForm;
  images: UploadedFile[];
}

/** A calendar file as the routes send it. */
export interface CalendarDocument {
  body: string;
  lastModified: Date | null;
}

/** The cursor after this event: its calendar key (day, id). */
export const encodeCursor = (key: Keyset): string => encodeKeysetCursor([key.day, key.id]);

/** The calendar key a cursor carries, or null when it is not one this server made. */
export const decodeCursor = (cursor: string): Keyset | null =>
  decodeKeysetCursor(cursor, 2, ([day], id) => (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? { day, id } : null));

const badCursor = () =>
  new HttpError(422, HTTP_ERROR_CODES.validation, 'The cursor is not one this list gave.', { cursor: [{ code: 'validation-invalid', message: 'Invalid cursor.' }] });

const fieldError = (field: string, code: keyof typeof EVENT_MESSAGES) => formError({ [field]: [{ code, message: EVENT_MESSAGES[code] }] });
const eventNotFound = () => notFound('Event not found.');
const iso = (value: Date | string) => new Date(value).toISOString();
/** The stored position and how it was found (a row from before the source was kept reads as the ZIP code's centre). */
const locationOf = (row: Pick<EventRow, 'lat' | 'lng' | 'locationSource'>) => (row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng, source: row.locationSource ?? 'zip' });
const isPublic = (row: Pick<EventRow, 'status' | 'deletedAt'>) => row.status === 'published' && row.deletedAt === null;
/** The name the site shows for a person: first name and last initial. */
const personName = (owner: Contact | undefined) => (!owner || owner.deleted ? '' : `${owner.firstName} ${owner.lastName.slice(0, 1)}${owner.lastName ? '.' : ''}`.trim());

export function createEventsService(deps: {
  repo: EventsRepository;
  media: Pick<MediaService, 'storeImage' | 'release'>;
  storage: Pick<FileStorage, 'url'>;
  notifications: Pick<NotificationsService, 'record' | 'forget'>;
  /** The owner hears of a decision by e-mail too, written with it (decision 047). */
  outbox: MessageQueue;
  /** Whom to write to: the owner's confirmed address, name and language (accounts). */
  contacts: ContactsLookup;
  cacheTags: CacheTags;
  spellings?: EventSpellings;
  /** The organisers' listings; without it no event links one. */
  directory?: EventDirectory;
  /** Where an address is (decision 029): the owner's pin, else the geocoder's answer or the ZIP code's centre. */
  geo: Pick<GeoService, 'position'>;
  /** The public origin: the calendar files' links and UIDs, the e-mails' links. */
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, media, storage, notifications, outbox, contacts, cacheTags, spellings, directory, geo, publicUrl, now = () => new Date() } = deps;
  const lists = { tags: { bus: cacheTags, of: () => [TAGS.events] } };
  const host = new URL(publicUrl).host;

  // ---- the next days: moved on once a day, before the first read of the day ----
  let freshFor: string | null = null;
  let freshening: Promise<void> | null = null;
  async function fresh(today: string): Promise<void> {
    if (freshFor === today) return;
    freshening ??= repo
      .refreshNextDays(today)
      .then((moved) => {
        freshFor = today;
        if (moved.length > 0) cacheTags.invalidate(eventTags(moved));
      })
      .finally(() => {
        freshening = null;
      });
    await freshening;
  }

  const today = () => chicagoDay(now());

  const categoryName = (category: EventCategory, locale: Locale) => translator(locale)(`events:categories.${category}`);

  function pictureOf(row: { storageKey: string; width: number | null; height: number | null; widths: number[] }, alt: string, width: number): Image {
    return imageView(row, alt, storage, width);
  }

  function summaryView(row: SummaryRow, locale: Locale): EventSummary {
    const t = translator(locale);
    const hours = hoursOf(row.schedule, weekdayOf(row.shown_on)) ?? { opens: '00:00', closes: '00:00' };
    return {
      id: row.id,
      title: row.title,
      category: { slug: row.category, name: categoryName(row.category, locale) },
      lang: row.lang,
      city: row.city,
      state: row.state,
      start_date: row.start_date,
      end_date: row.end_date,
      next_date: row.shown_on,
      opens: hours.opens,
      closes: hours.closes,
      recurring: Number(row.days_count) > 1,
      days_count: Number(row.days_count),
      image:
        row.storage_key === null
          ? null
          : pictureOf({ storageKey: row.storage_key, width: row.width, height: row.height, widths: row.widths ?? [] }, t('events:event.photoAlt', { title: row.title, number: 1 }), 640),
      ...(row.title_highlight ? { title_highlight: highlight(row.title_highlight) } : {}),
    };
  }

  // ---- cached reads (tagged: a change drops what showed it) ----

  const pageOf = cachedAsync(
    async (key: string) => {
      const { filter, after, limit } = JSON.parse(key) as { filter: ListFilter; after: Keyset | null; limit: number };
      return repo.page(filter, after, limit, { start: MARK_START, end: MARK_END });
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 2000, ...lists },
  );
  const countOf = cachedAsync((key: string) => repo.count(JSON.parse(key) as ListFilter), { ttlMs: PUBLIC_CACHE_MS, maxEntries: 2000, ...lists });
  const facetsOf = cachedAsync((_day: string) => repo.facets(), { ttlMs: PUBLIC_CACHE_MS, ...lists });
  const monthOf = cachedAsync(
    (key: string) => {
      const { from, to, category, city } = JSON.parse(key) as { from: string; to: string; category?: EventCategory; city?: string };
      return repo.month(from, to, { category, city }, EVENTS_PER_MONTH_DAY);
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 500, ...lists },
  );
  const eventData = cachedAsync(
    async (key: string) => {
      const { id, day } = JSON.parse(key) as { id: number; day: string };
      const row = await repo.byId(id);
      if (!row) return null;
      const [images, upcoming, owners] = await Promise.all([repo.imagesOf([id]), repo.daysOf(id, day, UPCOMING_SHOWN), contacts([row.ownerId])]);
      return { row, images, upcoming, owner: owners.get(row.ownerId) };
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 5000, tags: { bus: cacheTags, of: (key: string) => [TAGS.event((JSON.parse(key) as { id: number }).id)] } },
  );
  const feedOf = cachedAsync(
    async (key: string) => {
      const { category, locale } = JSON.parse(key) as { category?: EventCategory; locale: Locale };
      const rows = await repo.forFeed(category, FEED_EVENTS_MAX);
      const owners = await contacts(rows.map((row) => row.ownerId));
      const t = translator(locale);
      const name = category ? t('events:calendar.categoryName', { category: categoryName(category, locale) }) : t('events:calendar.name');
      const items = await Promise.all(rows.map(async (row) => calendarEvent(row, (await organizerOf(row, owners.get(row.ownerId))).name, locale)));
      return document(name, items, true);
    },
    // It names the linked listings: a listing renamed or switched off changes it.
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 100, tags: { bus: cacheTags, of: () => [TAGS.events, TAGS.businesses] } },
  );

  /** An event as a calendar file writes it; `organizer` as the event's page names it (organizerOf). */
  function calendarEvent(row: EventRow, organizer: string, locale: Locale): CalendarEvent {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      location: `${row.address}, ${row.city}, ${row.state} ${row.zip}`,
      geo: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
      url: `${publicUrl}/event/${row.id}`,
      category: categoryName(row.category, locale),
      organizer,
      calendar: { startDate: row.startDate, endDate: row.endDate, schedule: row.schedule, daysOff: row.daysOff },
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  function document(name: string, items: CalendarEvent[], feed: boolean): CalendarDocument {
    const lastModified = items.reduce<Date | null>((latest, item) => (latest === null || item.updatedAt > latest ? item.updatedAt : latest), null);
    return { body: calendarFile({ name, host, events: items, ...(feed ? { refreshHours: FEED_REFRESH_HOURS } : {}) }), lastModified };
  }

  /** An event the caller may see: a published one for anyone; its owner sees it in any state, staff every event. */
  async function visible(id: number, viewer: Viewer | null) {
    const day = today();
    await fresh(day);
    const data = await eventData(JSON.stringify({ id, day }));
    if (!data) throw eventNotFound();
    if (isPublic(data.row) || isStaffViewer(viewer) || viewer?.id === data.row.ownerId) return data;
    throw eventNotFound();
  }

  /** Who organises it: the linked listing while readers can see it (by its name), else the organiser's text or the author's name. */
  async function organizerOf(row: EventRow, owner: Contact | undefined): Promise<EventView['organizer']> {
    const listed = row.businessId === null || !directory ? null : await directory.listedName(row.businessId);
    return listed === null ? { name: row.organizer || personName(owner), business_id: null } : { name: listed, business_id: row.businessId };
  }

  /** The organiser an owner named, checked: one of their approved listings, or 422 on business_id. */
  async function checkedOrganizer(input: EventForm, viewer: Viewer): Promise<number | null> {
    if (input.business_id === undefined) return null;
    const own = directory ? await directory.approvedOf(viewer.id) : [];
    if (!own.some((listing) => listing.id === input.business_id)) throw fieldError('business_id', 'error-event-organizer-invalid');
    return input.business_id;
  }

  function eventView(data: { row: EventRow; images: ImageRow[]; upcoming: string[]; owner: Contact | undefined }, viewer: Viewer | null, locale: Locale, organizer: EventView['organizer']): EventView {
    const { row } = data;
    const t = translator(locale);
    const days = eventDays({ startDate: row.startDate, endDate: row.endDate, schedule: row.schedule, daysOff: row.daysOff });
    const shown = data.upcoming[0] ?? days.at(-1) ?? row.endDate;
    const hours = hoursOf(row.schedule, weekdayOf(shown)) ?? { opens: '00:00', closes: '00:00' };
    const images = data.images.map((image, index) => pictureOf(image, t('events:event.photoAlt', { title: row.title, number: index + 1 }), 960));
    return {
      id: row.id,
      title: row.title,
      category: { slug: row.category, name: categoryName(row.category, locale) },
      lang: row.lang,
      city: row.city,
      state: row.state,
      start_date: row.startDate,
      end_date: row.endDate,
      next_date: shown,
      opens: hours.opens,
      closes: hours.closes,
      recurring: row.daysCount > 1,
      days_count: row.daysCount,
      image: images[0] ?? null,
      description: row.description,
      address: row.address,
      zip: row.zip,
      location: locationOf(row),
      schedule: row.schedule,
      days_off: row.daysOff,
      upcoming: data.upcoming,
      images,
      organizer,
      status: row.status,
      own: viewer?.id === row.ownerId,
      calendar_url: `/api/events/${row.id}/calendar.ics`,
      updated_at: iso(row.updatedAt),
    };
  }

  async function filterOf(query: Pick<EventsQuery, 'when' | 'category' | 'city' | 'q' | 'business'>, day: string): Promise<ListFilter> {
    const windows = eventWindows(day);
    const when: ListFilter['when'] =
      query.when === 'past'
        ? { kind: 'past' }
        : query.when === 'today'
          ? { kind: 'upcoming', nextTo: day }
          : query.when === 'week'
            ? { kind: 'upcoming', nextTo: windows.week.to }
            : query.when === 'weekend'
              ? { kind: 'upcoming', nextTo: windows.weekend.to, on: windows.weekend }
              : query.when === 'later'
                ? { kind: 'upcoming', nextFrom: windows.later.from }
                : { kind: 'upcoming' };
    return {
      when,
      ...(query.category ? { category: query.category } : {}),
      ...(query.city ? { city: query.city.toLowerCase() } : {}),
      ...(query.q ? { search: { text: query.q, cross: (await spellings?.widenQuery(query.q)) ?? null } } : {}),
      ...(query.business === undefined ? {} : { business: query.business }),
    };
  }

  // ---- the owner's side ----

  function myView(row: EventRow, images: ImageRow[]): MyEvent {
    const day = today();
    const next = row.nextOn && row.nextOn >= day ? row.nextOn : eventDays({ startDate: row.startDate, endDate: row.endDate, schedule: row.schedule, daysOff: row.daysOff }).find((d) => d >= day) ?? null;
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      description: row.description,
      start_date: row.startDate,
      end_date: row.endDate,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      location: locationOf(row),
      organizer: row.organizer,
      business_id: row.businessId,
      schedule: row.schedule,
      days_off: row.daysOff,
      days_count: row.daysCount,
      next_date: next,
      status: row.status,
      rejection_reason: row.rejectionReason,
      images: images.map((image, index) => ({ ...pictureOf(image, translator('en')('events:event.photoAlt', { title: row.title, number: index + 1 }), 640), id: image.id })),
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    };
  }

  async function views(rows: readonly EventRow[]): Promise<MyEvent[]> {
    const images = await repo.imagesOf(rows.map((row) => row.id));
    return rows.map((row) => myView(row, images.filter((image) => image.eventId === row.id)));
  }

  async function ownEvent(id: number, viewer: Viewer): Promise<EventRow> {
    const row = await repo.byId(id);
    if (!row || row.ownerId !== viewer.id) throw eventNotFound();
    return row;
  }

  /** The row's fields from the form: its language, its days and the next of them, and where it is. */
  async function fieldsOf(input: EventForm, day: string, businessId: number | null) {
    const where = await geo.position({ address: input.address, city: input.city, state: input.state, zip: input.zip }, { lat: input.lat, lng: input.lng });
    const daysOff = [...new Set(input.days_off)].toSorted();
    const calendar = { startDate: input.start_date, endDate: input.end_date, schedule: input.schedule, daysOff };
    const days = eventDays(calendar);
    return {
      days,
      fields: {
        title: input.title,
        category: input.category,
        description: input.description,
        lang: classifiedLanguage(`${input.title}\n${input.description}`),
        address: input.address,
        city: input.city,
        state: input.state,
        zip: input.zip,
        lat: where?.lat ?? null,
        lng: where?.lng ?? null,
        locationSource: where?.source ?? null,
        organizer: input.organizer,
        businessId,
        startDate: input.start_date,
        endDate: input.end_date,
        schedule: input.schedule,
        daysOff,
        daysCount: days.length,
        nextOn: days.find((d) => d >= day) ?? null,
      },
    };
  }

  /** What every write checks beyond the form's own rules: it has not ended already, and it has a picture. */
  function writeChecks(input: EventForm, pictures: number, day: string) {
    const [first] = eventWriteIssues(input, pictures, day);
    if (first) throw fieldError(first.field, first.code);
    if (pictures > EVENT_LIMITS.images) throw formError({ images: [{ code: 'error-classified-images-limit', message: 'Limit images reached!' }] });
  }

  /** Runs a write that takes freshly stored pictures; when it does not happen they are released. */
  async function keepingImages<T>(stored: readonly MediaRow[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await media.release(stored.map((row) => row.id));
      throw error;
    }
  }

  async function answer(id: number): Promise<EventWrite> {
    const row = (await repo.byId(id))!;
    const [view] = await views([row]);
    return { event: view!, code: 'notification-event-review', message: EVENT_MESSAGES['notification-event-review'] };
  }

  async function indexWords(input: Pick<EventForm, 'title' | 'description' | 'city'>) {
    await spellings?.recordSpellings([input.title, input.description, input.city]);
  }

  /** The owner's e-mail of a decision, for the outbox (composed in their language when it goes). */
  const decisionMail = (row: EventRow, decision: ModerationDecision): OutboxMessage => {
    const key = decision.decision === 'approve' ? 'approved' : 'rejected';
    return {
      userId: row.ownerId,
      kind: `event-${key}`,
      subject: `events:emails.${key}.subject`,
      body: `events:emails.${key}.body`,
      values: {
        title: row.title,
        reason: decision.decision === 'reject' ? decision.reason : '',
        link: decision.decision === 'approve' ? `${publicUrl}/event/${row.id}` : `${publicUrl}/profile/events`,
      },
    };
  };


  function changed(ids: readonly number[]): void {
    cacheTags.invalidate(eventTags(ids));
  }

  return {
    changed,

    /** Moves every event's next day on to today (the lifecycle job runs it too); the ids moved. */
    async refresh(at: Date = now()): Promise<number[]> {
      const moved = await repo.refreshNextDays(chicagoDay(at));
      if (moved.length > 0) changed(moved);
      return moved;
    },

    /** A page of the catalogue: upcoming events by their next day (or past ones, newest first), keyset-paged. */
    async list(query: EventsQuery, locale: Locale): Promise<EventsResponse> {
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (query.cursor !== undefined && after === null) throw badCursor();
      const day = today();
      await fresh(day);
      const filter = await filterOf(query, day);
      // The day is part of the key: a new day reads new pages.
      const [rows, total] = await Promise.all([pageOf(JSON.stringify({ filter, after, limit: query.per_page + 1, day })), countOf(JSON.stringify({ ...filter, day }))]);
      const shown = rows.slice(0, query.per_page);
      const last = shown.at(-1);
      return {
        data: shown.map((row) => summaryView(row, locale)),
        next_cursor: rows.length > query.per_page && last ? encodeCursor({ day: last.key_day, id: last.id }) : null,
        total,
        per_page: query.per_page,
        today: day,
        query: query.q ?? null,
      };
    },

    /** The categories (every one, in order) and cities with their upcoming events. */
    async facets(locale: Locale): Promise<EventFacetsResponse> {
      const day = today();
      await fresh(day);
      const found = await facetsOf(day);
      const counts = new Map(found.categories.map((row) => [row.category, Number(row.n)]));
      return {
        categories: EVENT_CATEGORIES.map((slug) => ({ slug, name: categoryName(slug, locale), count: counts.get(slug) ?? 0 })),
        cities: found.cities.map((row) => ({ name: row.city, count: Number(row.n) })),
        total: found.total,
      };
    },

    /** The month view: every day of the month's grid with how many events take place and the first few. */
    async month(query: EventMonthQuery): Promise<EventMonthResponse> {
      const day = today();
      const month = query.month ?? day.slice(0, 7);
      const grid = monthGrid(month);
      const rows = await monthOf(JSON.stringify({ from: grid.from, to: grid.to, category: query.category, city: query.city?.toLowerCase() }));
      const byDay = new Map<string, EventMonthResponse['days'][number]>();
      for (const row of rows) {
        let entry = byDay.get(row.day);
        if (!entry) byDay.set(row.day, (entry = { date: row.day, count: Number(row.total), events: [] }));
        entry.events.push({ id: Number(row.id), title: row.title, opens: row.opens });
      }
      const days: EventMonthResponse['days'] = [];
      for (let date = grid.from; date <= grid.to; date = nextDay(date)) days.push(byDay.get(date) ?? { date, count: 0, events: [] });
      return { month, today: day, days };
    },

    /** An event members may vote on (decision 029): published and not deleted (past ones too), with its owner, who may not. */
    async votable(id: number): Promise<{ ownerId: number } | null> {
      const row = await repo.byId(id);
      return row && isPublic(row) ? { ownerId: row.ownerId } : null;
    },

    async get(id: number, viewer: Viewer | null, locale: Locale): Promise<EventView> {
      const data = await visible(id, viewer);
      return eventView(data, viewer, locale, await organizerOf(data.row, data.owner));
    },

    /** One event's calendar file ("Add to calendar"), for whoever may see the event. */
    async calendarOf(id: number, viewer: Viewer | null, locale: Locale): Promise<CalendarDocument & { published: boolean; businessId: number | null }> {
      const data = await visible(id, viewer);
      const organizer = await organizerOf(data.row, data.owner);
      return {
        ...document(data.row.title, [calendarEvent(data.row, organizer.name, locale)], false),
        published: isPublic(data.row),
        businessId: organizer.business_id,
      };
    },

    /** The calendar feed of every upcoming event, or of one category (soonest first, FEED_EVENTS_MAX at most). */
    async feed(category: EventCategory | undefined, locale: Locale): Promise<CalendarDocument> {
      await fresh(today());
      return feedOf(JSON.stringify({ category, locale, day: today() }));
    },

    // ---- the owner's side ----

    async mine(viewer: Viewer, phoneVerified: boolean): Promise<MyEventsResponse> {
      const [rows, organizers] = await Promise.all([repo.ownedBy(viewer.id), directory ? directory.approvedOf(viewer.id) : []]);
      return { data: await views(rows), organizers, phone_verified: phoneVerified, today: today() };
    },

    /** Sends a new event for review: its days are worked out and stored with it. */
    async create(viewer: Viewer, form: EventFormData): Promise<EventWrite> {
      const day = today();
      writeChecks(form.input, form.images.length, day);
      const businessId = await checkedOrganizer(form.input, viewer);
      const stored = await storeClassifiedImages(media, form.images);
      const at = now();
      const { days, fields } = await fieldsOf(form.input, day, businessId);
      const id = await keepingImages(stored, () =>
        repo.transaction((tx) =>
          repo.insert(tx, { ...fields, ownerId: viewer.id, status: 'awaiting_review', createdAt: at, updatedAt: at }, days, stored.map((row) => row.id)),
        ),
      );
      await indexWords(form.input);
      changed([id]);
      return answer(id);
    },

    /** Changes one's own event: it goes back to review (and leaves the catalogue until approved again). */
    async update(id: number, viewer: Viewer, form: EventFormData): Promise<EventWrite> {
      await ownEvent(id, viewer);
      const own = new Set((await repo.imagesOf([id])).map((image) => image.id));
      const keep = [...new Set(form.input.keep_images)].filter((imageId) => own.has(imageId));
      const day = today();
      writeChecks(form.input, keep.length + form.images.length, day);
      const businessId = await checkedOrganizer(form.input, viewer);
      const stored = await storeClassifiedImages(media, form.images);
      const at = now();
      const { days, fields } = await fieldsOf(form.input, day, businessId);
      const dropped = await keepingImages(stored, () =>
        repo.transaction(async (tx) => {
          const row = await repo.lockById(tx, id);
          if (!row || row.ownerId !== viewer.id) throw eventNotFound();
          const patch: EventPatch = { ...fields, status: 'awaiting_review', rejectionReason: null, updatedAt: at };
          await repo.update(id, patch, tx);
          await repo.replaceDays(tx, id, days);
          return repo.replaceImages(tx, id, keep, stored.map((row) => row.id));
        }),
      );
      await media.release(dropped);
      await indexWords(form.input);
      changed([id]);
      return answer(id);
    },

    /** Deletes one's own event: it leaves every list, its pictures go. */
    async remove(id: number, viewer: Viewer): Promise<void> {
      await ownEvent(id, viewer);
      await media.release(await repo.softDelete(id, now()));
      changed([id]);
    },

    // ---- review (the moderation module decides who may) ----

    reviewCount: () => repo.reviewQueueCount(),

    async reviewQueue(page: number): Promise<{ data: ModerationEvent[]; total: number }> {
      const [rows, total] = await Promise.all([repo.reviewQueue(MODERATION_PER_PAGE, offsetOf(page, MODERATION_PER_PAGE)), repo.reviewQueueCount()]);
      const [list, owners] = await Promise.all([views(rows), contacts(rows.map((row) => row.ownerId))]);
      return { data: list.map((view, i) => ({ ...view, author: { id: rows[i]!.ownerId, name: personName(owners.get(rows[i]!.ownerId)) || 'Deleted account' } })), total };
    },

    async reviewItem(id: number): Promise<{ id: number; ownerId: number; status: EventStatus; title: string } | undefined> {
      return repo.byId(id);
    },

    /**
     * Records a review: approved, the event is published (in the catalogue from now on);
     * rejected, it carries the reason. `notes` are written in the same transaction; the owner is
     * also told by e-mail in their language.
     */
    async decide(item: { id: number; status: EventStatus }, decision: ModerationDecision, notes: readonly NewNotification[], also?: (tx: Db) => Promise<void>): Promise<boolean> {
      const row = await repo.byId(item.id);
      if (!row || row.status !== item.status) return false;
      const at = now();
      const patch: EventPatch =
        decision.decision === 'approve'
          ? { status: 'published', rejectionReason: null, publishedAt: row.publishedAt ?? at, updatedAt: at }
          : { status: 'rejected', rejectionReason: decision.reason, updatedAt: at };
      let mails: number[] = [];
      const decided = await repo.decide(row.id, row.status, patch, async (tx) => {
        await notifications.record(tx, notes);
        await also?.(tx);
        mails = await outbox.enqueue(tx, [decisionMail(row, decision)]);
      });
      if (!decided) return false;
      notifications.forget(notes.map((note) => note.userId));
      changed([row.id]);
      await outbox.deliver(mails);
      return true;
    },

    async reviewed(id: number): Promise<MyEvent> {
      const row = await repo.byId(id);
      if (!row) throw eventNotFound();
      return (await views([row]))[0]!;
    },

    /** Keeps the spellings of events' words, so that a query in the other alphabet finds them (the seed calls it too). */
    indexWords: (texts: readonly string[]) => spellings?.recordSpellings(texts) ?? Promise.resolve(),
  };
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export type EventsService = ReturnType<typeof createEventsService>;
