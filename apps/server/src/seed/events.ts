import { and, asc, eq, inArray, isNull, like } from 'drizzle-orm';
import { addDays, eventDays, type WEEKDAYS, weekdaysIn, type DayHours, type WeeklySchedule } from '@gazeta/contract';
import { chicagoDay } from '../lib/chicago-time.ts';
import type { Db } from '../db/client.ts';
import { businesses, eventDays as eventDaysTable, eventImages, events, users } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { eventPictureKey } from './art/event-pictures.ts';
import { EVENT_TEMPLATES } from './content/index.ts';
import type { EventTemplate } from './content/schemas.ts';
import type { Random } from './random.ts';
import { lookupZip } from './zip-lookup.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Organisers of the demo calendar that are listings of the demo directory, by the name the
 * directory gives them: their events link the listing (its page lists them as upcoming events),
 * name it, and were placed by its owner, as the event form allows (issue #15).
 */
export const DIRECTORY_ORGANIZERS: Readonly<Record<string, string>> = {
  'Ресторан «Белые ночи»': 'Ресторан «Белые ночи»',
  'Ресторан «Самовар»': 'Кафе «Самовар»',
  'Магазин «Деликатесы»': 'Магазин «Деликатесы»',
  'Бухгалтерия «Баланс»': 'Бухгалтерская фирма «Баланс»',
  'Агентство недвижимости «Дом»': 'Агентство недвижимости «Ваш дом»',
  'North Shore Chess Club': 'Chess Club Gambit',
};

/** The first listed listing (oldest id) of each name, with its owner: where the demo's organisers link. */
async function listingsNamed(db: Db, names: readonly string[]): Promise<Map<string, { id: number; ownerId: number }>> {
  const rows = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId, name: businesses.name })
    .from(businesses)
    .where(and(inArray(businesses.name, [...names]), eq(businesses.status, 'approved'), eq(businesses.active, true), isNull(businesses.deletedAt)))
    .orderBy(asc(businesses.id));
  const found = new Map<string, { id: number; ownerId: number }>();
  for (const row of rows) if (!found.has(row.name)) found.set(row.name, { id: row.id, ownerId: row.ownerId });
  return found;
}
/** Events of the demo content: every template once. */
export const DEMO_EVENTS = EVENT_TEMPLATES.length;
/** Rows written per statement: far under PostgreSQL's 65,535 parameters. */
const EVENT_BATCH = 1000;
const DAY_BATCH = 5000;

export interface PlannedEvent {
  template: EventTemplate;
  /** Who placed it: the demo reader, or the n-th other member (round robin). */
  owner: 'reader' | number;
  startDate: string;
  endDate: string;
  schedule: WeeklySchedule;
  daysOff: string[];
  city: string;
  state: string;
  lat: number;
  lng: number;
  status: 'published' | 'awaiting_review' | 'rejected';
  rejectionReason: string | null;
  createdAt: Date;
  picture: string;
}

const range = (text: string): DayHours => {
  if (text === 'off') return 'off';
  const [opens, closes] = text.split('-') as [string, string];
  return { opens, closes };
};

/** A template's weekly schedule: its hours for the weekdays its span covers (every weekday when given per day). */
function scheduleOf(template: EventTemplate, startDate: string, endDate: string): WeeklySchedule {
  if (typeof template.hours !== 'string') {
    const days = weekdaysIn(startDate, endDate);
    return Object.fromEntries(Object.entries(template.hours).filter(([day]) => days.includes(day as (typeof WEEKDAYS)[number])).map(([day, hours]) => [day, range(hours)]));
  }
  const hours = range(template.hours);
  return Object.fromEntries(weekdaysIn(startDate, endDate).map((day) => [day, hours]));
}

/**
 * Every event of the demo: the templates as written (dates from today), then, for a larger
 * count (the bench's 50,000), copies spread over the next two months in other towns, each from
 * a random stream of its own so the first ones stay the same whatever the count.
 */
export function planEvents(now: Date, count: number, random: (label: string) => Random): PlannedEvent[] {
  const today = chicagoDay(now);
  const planned: PlannedEvent[] = [];
  const zips = [...new Set(EVENT_TEMPLATES.map((t) => t.zip))];
  for (let copy = 0; planned.length < count; copy++) {
    const r = random(`events/${copy}`);
    for (const [i, template] of EVENT_TEMPLATES.entries()) {
      if (planned.length >= count) break;
      // Copies keep their shape (one day, a few days, weekly) and move in time and place.
      const start = copy === 0 ? template.start : template.start < 0 ? r.int(-40, -1) : r.int(0, 60);
      const span = copy === 0 ? template.span : template.start < 0 && start + template.span >= 0 ? Math.max(0, -start - 1) : Math.min(template.span, 60);
      const startDate = addDays(today, start);
      const endDate = addDays(startDate, span);
      const zip = copy === 0 ? template.zip : r.pick(zips);
      const place = lookupZip(zip);
      const schedule = scheduleOf(template, startDate, endDate);
      // A day off falls on a day the event would take place (the first one from that offset on).
      const pattern = eventDays({ startDate, endDate, schedule, daysOff: [] });
      const daysOff = [...new Set((template.off ?? []).map((d) => pattern.find((day) => day >= addDays(startDate, d))).filter((day): day is string => day !== undefined))];
      if (eventDays({ startDate, endDate, schedule, daysOff }).length === 0) continue;
      planned.push({
        template,
        owner: i % 7 === 3 ? 'reader' : (i + copy) % 12,
        startDate,
        endDate,
        schedule,
        daysOff,
        city: place.city,
        state: place.state,
        // Where the site puts an address without a geocoder: the ZIP code's centre (decision 029).
        lat: place.latitude,
        lng: place.longitude,
        status: 'published',
        rejectionReason: null,
        createdAt: new Date(now.getTime() - r.int(2, 30) * DAY_MS - r.int(0, DAY_MS)),
        picture: eventPictureKey(template.category, i + copy),
      });
    }
  }
  return planned;
}

/** The demo reader's own events beside the calendar: one waiting for review, one rejected with its reason (the profile and the moderation queue show them). */
export function readerEvents(now: Date): PlannedEvent[] {
  const today = chicagoDay(now);
  const place = lookupZip('60076');
  const base = { owner: 'reader' as const, city: place.city, state: place.state, lat: place.latitude, lng: place.longitude, daysOff: [], createdAt: new Date(now.getTime() - 2 * DAY_MS) };
  const waiting: EventTemplate = {
    category: 'classes',
    lang: 'ru',
    title: 'Кружок вязания для начинающих',
    description: 'Учимся вязать спицами и крючком: шарфы, носки, игрушки. Пряжу и спицы дадим на первом занятии.',
    organizer: '',
    address: '4436 Oakton St',
    zip: '60076',
    start: 10,
    span: 42,
    hours: { thu: '17:00-19:00' },
  };
  const rejected: EventTemplate = { ...waiting, category: 'other', title: 'Продаю диван — забирайте в субботу', description: 'Диван в хорошем состоянии, самовывоз.', start: 5, span: 0, hours: '10:00-12:00' };
  return [
    { ...base, template: waiting, startDate: addDays(today, 10), endDate: addDays(today, 52), schedule: { thu: { opens: '17:00', closes: '19:00' } }, status: 'awaiting_review', rejectionReason: null, picture: eventPictureKey('classes', 1) },
    {
      ...base,
      template: rejected,
      startDate: addDays(today, 5),
      endDate: addDays(today, 5),
      schedule: scheduleOf(rejected, addDays(today, 5), addDays(today, 5)),
      status: 'rejected',
      rejectionReason: 'Это объявление о продаже, а не событие: разместите его в частных объявлениях.',
      picture: eventPictureKey('other', 0),
    },
  ];
}

/**
 * Writes the planned events with their days and posters: owned by the demo reader and the
 * demo's other members (the advertisers the classifieds' seed made), published since their
 * creation. An organiser that is a listed business of the demo directory (DIRECTORY_ORGANIZERS)
 * is linked: the event names the listing and belongs to its owner.
 */
export async function seedEvents(
  db: Db,
  options: { now: Date; plan: readonly PlannedEvent[]; pictures: ReadonlyMap<string, number>; indexWords: (texts: readonly string[]) => Promise<void> },
): Promise<{ events: number; days: number }> {
  const { now, plan, pictures } = options;
  const today = chicagoDay(now);
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
  if (!reader) throw new Error('seed: the demo reader must exist before the events');
  const members = (await db.select({ id: users.id }).from(users).where(like(users.email, 'advertiser%@demo.gazeta.local')).orderBy(users.id)).map((row) => row.id);
  const ownerOf = (owner: PlannedEvent['owner']) => (owner === 'reader' || members.length === 0 ? reader.id : members[owner % members.length]!);
  const listings = await listingsNamed(db, Object.values(DIRECTORY_ORGANIZERS));
  /** The listing an event's organiser is in the directory, when it is there and listed. */
  const listingOf = (event: PlannedEvent) => {
    const name = DIRECTORY_ORGANIZERS[event.template.organizer];
    const listing = name === undefined ? undefined : listings.get(name);
    return name === undefined || listing === undefined ? null : { ...listing, name };
  };
  let dayRows = 0;
  for (let from = 0; from < plan.length; from += EVENT_BATCH) {
    const batch = plan.slice(from, from + EVENT_BATCH);
    const daysOf = batch.map((event) => eventDays(event));
    const ids = await db
      .insert(events)
      .values(
        batch.map((event, i) => {
          const listing = listingOf(event);
          return {
            ownerId: listing?.ownerId ?? ownerOf(event.owner),
            businessId: listing?.id ?? null,
            organizer: listing?.name ?? event.template.organizer,
            category: event.template.category,
            lang: event.template.lang,
            title: event.template.title,
            description: event.template.description,
            address: event.template.address,
            city: event.city,
            state: event.state,
            zip: event.template.zip,
            lat: event.lat,
            lng: event.lng,
            locationSource: 'zip' as const,
            startDate: event.startDate,
            endDate: event.endDate,
            schedule: event.schedule,
            daysOff: event.daysOff,
            daysCount: daysOf[i]!.length,
            nextOn: daysOf[i]!.find((day) => day >= today) ?? null,
            status: event.status,
            rejectionReason: event.rejectionReason,
            publishedAt: event.status === 'published' ? event.createdAt : null,
            createdAt: event.createdAt,
            updatedAt: event.createdAt,
          };
        }),
      )
      .returning({ id: events.id });
    const days = ids.flatMap((row, i) => daysOf[i]!.map((day) => ({ eventId: row.id, day })));
    for (let d = 0; d < days.length; d += DAY_BATCH) await db.insert(eventDaysTable).values(days.slice(d, d + DAY_BATCH));
    dayRows += days.length;
    await db.insert(eventImages).values(ids.map((row, i) => ({ eventId: row.id, mediaId: pictures.get(batch[i]!.picture)!, position: 0 })));
  }
  // Copies share their texts: each template's words once.
  await options.indexWords(EVENT_TEMPLATES.flatMap((t) => [t.title, t.description]).concat([...new Set(plan.map((e) => e.city))]));
  return { events: plan.length, days: dayRows };
}
