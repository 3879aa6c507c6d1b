import {
  CLASSIFIED_MESSAGES,
  CLASSIFIED_SECTIONS,
  CLASSIFIEDS_SEARCH_COUNT_CAP,
  HTTP_ERROR_CODES,
  MODERATION_REPORTS_SHOWN,
  isLocale,
  type Classified,
  type ClassifiedContactBody,
  type ClassifiedOpenReports,
  type ClassifiedReportBody,
  type ClassifiedSection,
  type ClassifiedSectionsResponse,
  type ClassifiedsQuery,
  type ClassifiedsResponse,
  type ClassifiedSummary,
  type Image,
  type Locale,
} from '@gazeta/contract';
import { cachedAsync, TAGS, type CacheTags } from '../../lib/cache.ts';
import { chicagoDay } from '../../lib/chicago-time.ts';
import type { OnceKeys } from '../../lib/reader-key.ts';
import { HttpError, notFound, unauthenticated } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { Mailer } from '../../providers/mail.ts';
import type { SmsSender } from '../../providers/sms.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { isStaffViewer, type Viewer } from '../accounts/index.ts';
import { imageView } from '../media/index.ts';
import { highlight, MARK_END, MARK_START } from '../search/index.ts';
import { runsView } from './runs-view.ts';
import type { AdRow, CatalogueFilter, CatalogueRow, ClassifiedsRepository, ImageRow, Keyset, PersonRow, RunRow } from './repository.ts';
import { decodeCursor as decodeKeysetCursor, encodeCursor as encodeKeysetCursor } from '../../lib/cursor.ts';

/** Public reads are kept this long, and dropped at once when an ad changes (its tags are invalidated). */
const PUBLIC_CACHE_MS = 60_000;
/** Messages one sender may have relayed to advertisers: per hour and per day. */
export const CONTACT_LIMITS = { perHour: 10, perDay: 30 } as const;
/** An SMS carries this much of a message; the rest is cut with an ellipsis. */
export const SMS_MESSAGE_MAX = 300;
/** Open reports read at a time for the moderation queue, at most. */
const REPORTS_MAX = 200;

/** What a change to ads shows on: every list of ads, and each changed ad's page. */
export const classifiedTags = (ids: readonly number[]): string[] => [TAGS.classifieds, ...ids.map((id) => TAGS.classified(id))];

/** The search module's part in the classifieds: spellings of their words, and queries widened by them (decision 018). */
export interface ClassifiedSpellings {
  recordSpellings(texts: readonly string[]): Promise<void>;
  widenQuery(text: string): Promise<string | null>;
}

// ---------------------------------------------------------------------------------------------
// The keyset cursor: where the next page starts, as an opaque token.

const PUBLISHED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** The cursor after this ad: its catalogue key (priority, hot, published_at, id). */
export const encodeCursor = (key: Keyset): string => encodeKeysetCursor([key.priority ? 1 : 0, key.hot ? 1 : 0, key.publishedAt, key.id]);

/** The catalogue key a cursor carries, or null when it is not one this server made. */
export const decodeCursor = (cursor: string): Keyset | null =>
  decodeKeysetCursor(cursor, 4, ([priority, hot, publishedAt], id) =>
    (priority === 0 || priority === 1) && (hot === 0 || hot === 1) && typeof publishedAt === 'string' && PUBLISHED_AT.test(publishedAt) && !Number.isNaN(Date.parse(publishedAt))
      ? { priority: priority === 1, hot: hot === 1, publishedAt, id }
      : null,
  );

const badCursor = () =>
  new HttpError(422, HTTP_ERROR_CODES.validation, 'The cursor is not one this list gave.', { cursor: [{ code: 'validation-invalid', message: 'Invalid cursor.' }] });

// ---------------------------------------------------------------------------------------------

/** The text of an SMS: the message cut to `max` characters, on a word boundary when one is near. */
export function clipMessage(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** How a reader who wrote can be answered: their confirmed e-mail, else their verified phone. */
export function replyAddress(sender: Pick<PersonRow, 'email' | 'email_verified' | 'phone' | 'phone_verified'>): { email: string | null; text: string } | null {
  if (sender.email && sender.email_verified) return { email: sender.email, text: sender.email };
  if (sender.phone && sender.phone_verified) return { email: null, text: sender.phone };
  return null;
}

/** How the owner hears of a message: e-mail when their address is confirmed, else SMS to a verified phone, else not at all. */
export function ownerChannel(owner: Pick<PersonRow, 'email' | 'email_verified' | 'phone' | 'phone_verified' | 'deleted'>): 'email' | 'sms' | 'none' {
  if (owner.deleted) return 'none';
  if (owner.email && owner.email_verified) return 'email';
  if (owner.phone && owner.phone_verified) return 'sms';
  return 'none';
}

const isPublic = (row: Pick<AdRow, 'status' | 'deleted'>) => row.status === 'running' && !row.deleted;
const iso = (timestamp: string) => new Date(timestamp).toISOString();

export function createClassifiedsService(deps: {
  repo: ClassifiedsRepository;
  storage: Pick<FileStorage, 'url'>;
  mailer: Mailer;
  sms: SmsSender;
  /** The public origin, for the link to the ad in a relayed message. */
  publicUrl: string;
  /** A change readers see invalidates its tags; the page cache and these caches listen. */
  cacheTags: CacheTags;
  /** Search keeps the spellings of ads' words and widens queries with them. */
  spellings?: ClassifiedSpellings;
  now?: () => Date;
}) {
  const { repo, storage, mailer, sms, publicUrl, cacheTags, spellings, now = () => new Date() } = deps;
  const lists = { tags: { bus: cacheTags, of: () => [TAGS.classifieds] } };

  const filterOf = async (query: Pick<ClassifiedsQuery, 'section' | 'type' | 'photo' | 'q'>): Promise<CatalogueFilter> => ({
    section: query.section,
    type: query.type,
    photo: query.photo === '1',
    ...(query.q ? { search: { text: query.q, cross: (await spellings?.widenQuery(query.q)) ?? null } } : {}),
  });

  // The catalogue's pages and counts, kept briefly and dropped as soon as any ad changes.
  const sectionCounts = cachedAsync((_all: null) => repo.sectionCounts(), { ttlMs: PUBLIC_CACHE_MS, ...lists });
  const pageOf = cachedAsync(
    async (key: string) => {
      const { query, after, limit } = JSON.parse(key) as { query: Pick<ClassifiedsQuery, 'section' | 'type' | 'photo' | 'q'>; after: Keyset | null; limit: number };
      // A search that matches fewer ads than the count's cap reads its matches first (see PagePlan).
      const plan = query.q && (await countOf(JSON.stringify(query))) <= CLASSIFIEDS_SEARCH_COUNT_CAP ? 'matches-first' : 'in-order';
      return repo.page(await filterOf(query), after, limit, { start: MARK_START, end: MARK_END }, plan);
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 2000, ...lists },
  );
  const countOf = cachedAsync(
    async (key: string) => {
      const query = JSON.parse(key) as Pick<ClassifiedsQuery, 'section' | 'type' | 'photo' | 'q'>;
      // The whole catalogue and each section are counted by the one scan the section chips need
      // (after a change, a page reads the catalogue's 100,000 ads once, not twice).
      if (!query.q && !query.type && query.photo !== '1') {
        const counts = await sectionCounts(null);
        return query.section ? (counts.get(query.section) ?? 0) : [...counts.values()].reduce((sum, n) => sum + n, 0);
      }
      return repo.count(await filterOf(query), query.q ? CLASSIFIEDS_SEARCH_COUNT_CAP : undefined);
    },
    {
      ttlMs: PUBLIC_CACHE_MS,
      maxEntries: 2000,
      ...lists,
    },
  );
  // One ad, in whatever state: who may see it is decided per request.
  const adData = cachedAsync(
    async (id: number) => {
      const row = await repo.byId(id);
      if (!row) return null;
      const [images, runs] = await Promise.all([repo.images(id), repo.runs(id)]);
      return { row, images, runs };
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 5000, tags: { bus: cacheTags, of: (id: number) => [TAGS.classified(id)] } },
  );

  // A section's name is looked up once per language: i18next's lookups were most of the cost of a list's answer.
  const sectionNames = new Map<string, string>();
  const sectionName = (section: ClassifiedSection, locale: Locale) => {
    const key = `${locale} ${section}`;
    let name = sectionNames.get(key);
    if (name === undefined) sectionNames.set(key, (name = translator(locale)(`classifieds:sections.${section}`)));
    return name;
  };
  /** A catalogue row's view, made once per language: the rows are those `pageOf` keeps, so a view lives as long as its page. */
  const summaries = new WeakMap<CatalogueRow, Partial<Record<Locale, ClassifiedSummary>>>();
  const summaryOf = (row: CatalogueRow, locale: Locale): ClassifiedSummary => {
    let views = summaries.get(row);
    if (!views) summaries.set(row, (views = {}));
    return (views[locale] ??= summaryView(row, locale));
  };

  function pictureOf(row: { storage_key: string; width: number | null; height: number | null; widths: number[] | null }, alt: string, width: number): Image {
    return imageView({ storageKey: row.storage_key, width: row.width, height: row.height, widths: row.widths ?? [] }, alt, storage, width);
  }

  function summaryView(row: CatalogueRow, locale: Locale): ClassifiedSummary {
    const t = translator(locale);
    return {
      id: row.id,
      section: { slug: row.section, name: sectionName(row.section, locale) },
      type: row.type,
      lang: row.lang,
      title: row.title,
      text: row.body,
      extras: { bold: row.bold, frame: row.frame, hot: row.hot, priority: row.priority, photo: row.photo },
      image: row.storage_key === null ? null : pictureOf({ ...row, storage_key: row.storage_key }, t('classifieds:ad.photoAlt', { title: row.title, number: 1 }), 640),
      images_count: Number(row.images_count ?? 0),
      published_at: iso(row.published_at),
      valid_until: row.valid_until,
      ...(row.title_highlight === null || row.title_highlight === undefined ? {} : { title_highlight: highlight(row.title_highlight) }),
      ...(row.text_highlight === null || row.text_highlight === undefined ? {} : { text_highlight: highlight(row.text_highlight) }),
    };
  }

  function adView(data: { row: AdRow; images: ImageRow[]; runs: RunRow[] }, viewer: Viewer | null, locale: Locale): Classified {
    const { row } = data;
    const t = translator(locale);
    const images = data.images.map((image, index) => pictureOf(image, t('classifieds:ad.photoAlt', { title: row.title, number: index + 1 }), 960));
    return {
      ...summaryView(row, locale),
      image: images[0] ?? null,
      images,
      phone: row.show_phone ? row.phone : null,
      publish_on: row.publish_on,
      updated_at: iso(row.updated_at),
      status: row.status,
      own: viewer?.id === row.owner_id,
      runs: runsView(data.runs, locale, storage),
    };
  }

  /** An ad the caller may see: a running one for anyone; the owner also sees theirs in any other state, staff every ad. */
  async function visibleAd(id: number, viewer: Viewer | null) {
    const data = await adData(id);
    if (!data) throw notFound('Classified not found.');
    const { row } = data;
    if (isPublic(row)) return data;
    if (isStaffViewer(viewer) || (viewer?.id === row.owner_id && !row.deleted)) return data;
    throw notFound('Classified not found.');
  }

  /** A running ad that someone other than its owner acts on (writes to, reports). */
  async function othersAd(id: number, viewer: Viewer | null, ownCode: 'error-contact-own-ad' | 'error-report-own-ad') {
    const data = await adData(id);
    if (!data || !isPublic(data.row)) throw notFound('Classified not found.');
    if (viewer?.id === data.row.owner_id) throw new HttpError(403, ownCode, CLASSIFIED_MESSAGES[ownCode]);
    return data.row;
  }

  const tooOften = () => new HttpError(429, 'error-contact-too-often', CLASSIFIED_MESSAGES['error-contact-too-often']);

  async function deliver(ad: AdRow, owner: PersonRow, sender: PersonRow, reply: { email: string | null; text: string }, message: string): Promise<'email' | 'sms' | 'none'> {
    const channel = ownerChannel(owner);
    // In the owner's language, whatever the sender reads the site in.
    const t = translator(isLocale(owner.locale) ? owner.locale : 'ru');
    const senderName = `${sender.first_name} ${sender.last_name}`.trim() || t('classifieds:contact.someone');
    const link = `${publicUrl}/private-ads/${ad.id}`;
    try {
      if (channel === 'email') {
        const body = t('emails:classifiedContact.body', { name: owner.first_name || owner.email, sender: senderName, title: ad.title, link, message, reply: reply.text });
        await mailer.send({
          to: owner.email!,
          subject: t('emails:classifiedContact.subject', { title: ad.title }),
          text: `${body}\n\n— ${t('emails:signature')}`,
          ...(reply.email ? { headers: { 'Reply-To': reply.email } } : {}),
        });
      } else if (channel === 'sms') {
        await sms.send({ to: owner.phone!, body: t('emails:classifiedContact.sms', { sender: senderName, id: ad.id, message: clipMessage(message, SMS_MESSAGE_MAX), reply: reply.text }) });
      }
    } catch {
      throw new HttpError(503, HTTP_ERROR_CODES.unavailable, 'The message could not be sent. Please try again later.');
    }
    return channel;
  }

  return {
    /** A page of the catalogue: running ads, priority and hot first, then newest; keyset-paged. */
    async list(query: ClassifiedsQuery, locale: Locale): Promise<ClassifiedsResponse> {
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (query.cursor !== undefined && after === null) throw badCursor();
      const filter = { section: query.section, type: query.type, photo: query.photo, q: query.q };
      const [rows, counted] = await Promise.all([
        pageOf(JSON.stringify({ query: filter, after, limit: query.per_page + 1 })),
        countOf(JSON.stringify(filter)),
      ]);
      const capped = query.q !== undefined && counted > CLASSIFIEDS_SEARCH_COUNT_CAP;
      const total = capped ? CLASSIFIEDS_SEARCH_COUNT_CAP : counted;
      const shown = rows.slice(0, query.per_page);
      const last = shown.at(-1);
      const next = rows.length > query.per_page && last ? encodeCursor({ priority: last.priority, hot: last.hot, publishedAt: last.published_at, id: last.id }) : null;
      return { data: shown.map((row) => summaryOf(row, locale)), next_cursor: next, total, total_capped: capped, per_page: query.per_page, query: query.q ?? null };
    },

    /** Every section in the catalogue's order, with its running ads. */
    async sections(locale: Locale): Promise<ClassifiedSectionsResponse> {
      const counts = await sectionCounts(null);
      const data = CLASSIFIED_SECTIONS.map((slug) => ({
        slug,
        name: sectionName(slug, locale),
        name_en: sectionName(slug, 'en'),
        name_ru: sectionName(slug, 'ru'),
        count: counts.get(slug) ?? 0,
      }));
      return { data, total: data.reduce((sum, section) => sum + section.count, 0) };
    },

    async get(id: number, viewer: Viewer | null, locale: Locale): Promise<Classified> {
      return adView(await visibleAd(id, viewer), viewer, locale);
    },

    /** Whether the ad is public (its answer may be kept by the page cache): a running one. */
    async isPublic(id: number): Promise<boolean> {
      const data = await adData(id);
      return data !== null && isPublic(data.row);
    },

    /**
     * Relays a signed-in reader's message to the ad's owner: by e-mail in the owner's language
     * with the sender's address to answer, or by SMS when the owner has no confirmed e-mail.
     * The owner's address is never told, and the answer is the same however the owner is
     * reached (or not). Limited per sender account, however many sessions or addresses it uses.
     */
    async contact(id: number, viewer: Viewer, body: ClassifiedContactBody): Promise<{ ok: true }> {
      const ad = await othersAd(id, viewer, 'error-contact-own-ad');
      const at = now();
      const [hour, day] = await Promise.all([
        repo.contactsSince(viewer.id, new Date(at.getTime() - 3600_000)),
        repo.contactsSince(viewer.id, new Date(at.getTime() - 24 * 3600_000)),
      ]);
      if (hour >= CONTACT_LIMITS.perHour || day >= CONTACT_LIMITS.perDay) throw tooOften();
      const [sender, owner] = await Promise.all([repo.person(viewer.id), repo.person(ad.owner_id)]);
      if (!sender || sender.deleted) throw unauthenticated();
      const reply = replyAddress(sender);
      if (!reply) throw new HttpError(403, 'error-contact-reply-address', CLASSIFIED_MESSAGES['error-contact-reply-address']);
      const channel = owner ? await deliver(ad, owner, sender, reply, body.message) : 'none';
      await repo.recordContact({ classifiedId: id, senderId: viewer.id, channel, at });
      return { ok: true };
    },

    /**
     * A reader's report, for staff: once per reader (a signed-in reader's account, an anonymous
     * browser's reader key, or without one its address of the day: a script is one reader).
     */
    async report(id: number, reporter: { viewer: Viewer | null; readerKeys: (day: string) => OnceKeys }, body: ClassifiedReportBody): Promise<{ ok: true }> {
      await othersAd(id, reporter.viewer, 'error-report-own-ad');
      const member = reporter.viewer && `u:${reporter.viewer.id}`;
      const { key: reporterKey, sameReader } = member ? { key: member, sameReader: [member] } : reporter.readerKeys(chicagoDay(now()));
      const added = await repo.addReport({ classifiedId: id, reporterKey, sameReader, userId: reporter.viewer?.id ?? null, reason: body.reason, note: body.note ?? '', at: now() });
      if (!added) throw new HttpError(409, 'error-report-duplicate', CLASSIFIED_MESSAGES['error-report-duplicate']);
      return { ok: true };
    },

    /** Ads with open reports, most reported first (for the moderation queue). */
    openReports: (limit = REPORTS_MAX) => repo.openReports(Math.min(limit, REPORTS_MAX)),

    /** The open reports of these ads for the moderation queue: how many, and the newest; an ad without any is not in the map. */
    async reportsOf(ids: readonly number[]): Promise<Map<number, ClassifiedOpenReports>> {
      const found = new Map<number, ClassifiedOpenReports>();
      for (const row of await repo.reportsOf([...new Set(ids)], MODERATION_REPORTS_SHOWN)) {
        let reports = found.get(row.classified_id);
        if (!reports) found.set(row.classified_id, (reports = { count: row.open, items: [] }));
        reports.items.push({ reason: row.reason, note: row.note, created_at: iso(row.created_at) });
      }
      return found;
    },

    /** Staff close an ad's open reports; how many there were. */
    resolveReports: (classifiedId: number, staff: Viewer) => repo.resolveReports(classifiedId, staff.id, now()),

    /**
     * Keeps the spellings of ads' words (title and text) so that a query in the other alphabet
     * finds them: call it when an ad is written or changed (and the seed does for its ads).
     */
    async indexWords(ads: readonly { title: string; body: string }[]): Promise<void> {
      await spellings?.recordSpellings(ads.flatMap((ad) => [ad.title, ad.body]));
    },

    /** Says ads changed (written, approved, edited, expired, deleted): their pages and every list are read anew. */
    changed(ids: readonly number[]): void {
      cacheTags.invalidate(classifiedTags(ids));
    },
  };
}

export type ClassifiedsService = ReturnType<typeof createClassifiedsService>;
