import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  eventDays,
  eventWindows,
  MODERATION_PER_PAGE,
  monthGrid,
  weekdayOf,
  type EventFacetsResponse,
  type EventMonthResponse,
  type EventsResponse,
  type EventSummary,
  type EventView,
  type EventWrite,
  type ModerationEvent,
  type MyEvent,
  type MyEventsResponse,
  type NotificationsResponse,
  type Page,
  type WeeklySchedule,
} from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { chicagoDay, chicagoInstant } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ownerOtherModerator, type TestMember } from '../../test/factories.ts';
import { client, multipart, newMember, pngFile, signIn, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let today: string;
let owner: TestMember;
let other: TestMember;
let moderator: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  today = chicagoDay(clock);
  c = client(t);
  ({ owner, other, moderator } = await ownerOtherModerator(t, { firstName: 'Ольга' }));
  reader = await signIn(t, DEMO_ACCOUNTS.find((a) => a.role === 'user')!);
});
afterAll(() => t.close());

interface Row extends Record<string, unknown> {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
  schedule: WeeklySchedule;
  days_off: string[];
  days_count: number;
  next_on: string | null;
  category: string;
  city: string;
  deleted_at: string | null;
}

const allEvents = () =>
  t.database.query<Row>(
    `SELECT id, status, start_date::text, end_date::text, schedule, days_off::text[] AS days_off, days_count, next_on::text, category, city, deleted_at FROM events ORDER BY id`,
  );
const daysOf = async (id: number) => (await t.database.query<{ day: string }>('SELECT day::text FROM event_days WHERE event_id = $1 ORDER BY day', [id])).map((r) => r.day);

async function list(query = '', cookie?: string): Promise<EventsResponse> {
  const res = await c.get(`/api/events${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return body<EventsResponse>(res);
}

/** Every page of a list, by its cursors. */
async function everything(query = ''): Promise<EventSummary[]> {
  const all: EventSummary[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? '&' : '?';
    const page: EventsResponse = await list(`${query}${cursor ? `${sep}cursor=${cursor}` : ''}`);
    all.push(...page.data);
    cursor = page.next_cursor;
    if (cursor) query = query || '?per_page=20';
  } while (cursor);
  return all;
}

/** The form of an event with every field right (override any; undefined leaves it out). */
async function eventForm(overrides: Record<string, string | string[] | undefined> = {}, pictures = 1): Promise<Part[]> {
  const fields: Record<string, string | string[] | undefined> = {
    title: 'Уроки шахмат для детей',
    category: 'classes',
    description: 'Каждую среду и субботу: дебюты, тактика, турниры.\nДля детей 6–12 лет.',
    start_date: addDays(today, 3),
    end_date: addDays(today, 45),
    address: '4436 Oakton St',
    city: 'Skokie',
    state: 'IL',
    zip: '60076',
    organizer: 'Шахматный клуб «Ладья»',
    wed_opens: '05:00 PM',
    wed_closes: '06:30 PM',
    sat_opens: '10:00 AM',
    sat_closes: '11:30 AM',
    sun_opens: 'off',
    ...overrides,
  };
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const [i, v] of (Array.isArray(value) ? value : [value]).entries()) parts.push([Array.isArray(value) ? `${name}[${i}]` : name, v]);
  }
  for (let i = 0; i < pictures; i++) parts.push([`images[${i}]`, await pngFile(64, 48, ['#cc3333', '#33cc33', '#3333cc', '#cccc33', '#33cccc'][i % 5])]);
  return parts;
}

async function create(cookie: string, parts: Part[], status = 201) {
  const res = await c.form('/api/events', cookie, parts);
  expect(res.statusCode, res.body).toBe(status);
  return body<EventWrite>(res);
}

function patch(id: number, cookie: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, payload, headers: { ...headers, cookie } });
}

const fieldCodes = (error: { errors?: Record<string, { code: string }[]> }) => Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]!.code]));

describe('the demo calendar', () => {
  it('has 50 and more published events, some weekly, some over several days, some over, spread over the next two months', async () => {
    const rows = (await allEvents()).filter((row) => row.status === 'published' && row.deleted_at === null);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    const weekly = rows.filter((row) => row.days_count > 1 && Object.values(row.schedule).filter((h) => h !== 'off').length < 7 && row.end_date > addDays(row.start_date, 13));
    const multiDay = rows.filter((row) => row.days_count > 1 && row.end_date <= addDays(row.start_date, 6));
    const past = rows.filter((row) => row.next_on === null);
    expect(weekly.length).toBeGreaterThanOrEqual(8);
    expect(multiDay.length).toBeGreaterThanOrEqual(8);
    expect(past.length).toBeGreaterThanOrEqual(5);
    const starts = rows.map((row) => row.next_on).filter((day): day is string => day !== null);
    expect(starts.some((day) => day === today)).toBe(true);
    expect(starts.some((day) => day > addDays(today, 45) && day <= addDays(today, 62))).toBe(true);
    expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThanOrEqual(10);
  });

  it('keeps exactly the days eventDays gives each event, and its next day', async () => {
    for (const row of await allEvents()) {
      const days = eventDays({ startDate: row.start_date, endDate: row.end_date, schedule: row.schedule, daysOff: row.days_off });
      expect(await daysOf(row.id), `event ${row.id}`).toEqual(days);
      expect(row.days_count).toBe(days.length);
      expect(row.next_on).toBe(days.find((day) => day >= today) ?? null);
    }
  });
});

describe('GET /api/events', () => {
  it('lists upcoming published events by their next day, every one once across its pages', async () => {
    const all = await everything();
    const published = (await allEvents()).filter((row) => row.status === 'published' && row.next_on !== null && row.deleted_at === null);
    expect(all.map((e) => e.id).toSorted((a, b) => a - b)).toEqual(published.map((row) => row.id));
    const keys = all.map((e) => `${e.next_date} ${String(e.id).padStart(8, '0')}`);
    expect(keys).toEqual(keys.toSorted());
    const first = await list();
    expect(first.total).toBe(published.length);
    expect(first.today).toBe(today);
    // Its hours on that day, and a picture.
    const sample = all[0]!;
    const row = published.find((r) => r.id === sample.id)!;
    expect(row.schedule[weekdayOf(sample.next_date)]).toEqual({ opens: sample.opens, closes: sample.closes });
    expect(sample.image?.src).toMatch(/^\/media\//);
  });

  it('chooses by date in Chicago time: today, this weekend, this week, later', async () => {
    const windows = eventWindows(today);
    const rows = await allEvents();
    const daysById = new Map(await Promise.all(rows.map(async (row) => [row.id, await daysOf(row.id)] as const)));
    const todays = await everything('?when=today');
    expect(todays.length).toBeGreaterThan(0);
    for (const e of todays) expect(daysById.get(e.id)).toContain(today);
    const weekend = await everything('?when=weekend');
    expect(weekend.length).toBeGreaterThan(0);
    for (const e of weekend) {
      expect(daysById.get(e.id)!.some((day) => day >= windows.weekend.from && day <= windows.weekend.to)).toBe(true);
      expect(e.next_date >= windows.weekend.from && e.next_date <= windows.weekend.to).toBe(true);
    }
    const week = await everything('?when=week');
    for (const e of week) expect(e.next_date <= windows.week.to).toBe(true);
    const later = await everything('?when=later');
    for (const e of later) expect(e.next_date >= windows.later.from).toBe(true);
    expect(week.length + later.length).toBe((await list()).total);
  });

  it('lists past events apart, the latest first, and they stay reachable', async () => {
    const past = await everything('?when=past');
    expect(past.length).toBeGreaterThanOrEqual(5);
    for (const e of past) expect(e.end_date < today).toBe(true);
    expect(past.map((e) => e.end_date)).toEqual(past.map((e) => e.end_date).toSorted().reverse());
    expect((await everything()).some((e) => past.some((p) => p.id === e.id))).toBe(false);
    const res = await c.get(`/api/events/${past[0]!.id}`);
    expect(res.statusCode).toBe(200);
  });

  it('filters by category and city, and finds words across alphabets', async () => {
    const concerts = await everything('?category=concerts');
    expect(concerts.length).toBeGreaterThan(0);
    expect(concerts.every((e) => e.category.slug === 'concerts')).toBe(true);
    const skokie = await everything('?city=skokie');
    expect(skokie.length).toBeGreaterThan(0);
    expect(skokie.every((e) => e.city === 'Skokie')).toBe(true);
    // "Скоки" finds the events in Skokie (decision 018's spellings).
    const found = await list(`?q=${encodeURIComponent('Скоки')}`);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((e) => e.city === 'Skokie' || /скоки|skokie/i.test(e.title))).toBe(true);
    const chess = await list(`?q=${encodeURIComponent('шахматы')}`);
    expect(chess.query).toBe('шахматы');
  });

  it('refuses a cursor it did not give, an unknown choice and control characters (422)', async () => {
    expectError(await c.get('/api/events?cursor=bm90LWEtY3Vyc29y'), 422, 'error-validation');
    expectError(await c.get('/api/events?when=tomorrow'), 422, 'error-validation');
    expectError(await c.get('/api/events?category=opera'), 422, 'error-validation');
    expectError(await c.get(`/api/events?q=${encodeURIComponent('a\u0000b')}`), 422, 'error-validation');
  });

  it('names the categories and cities with their upcoming events', async () => {
    const res = await c.get('/api/events/facets', undefined);
    const facets = body<EventFacetsResponse>(res);
    expect(facets.categories).toHaveLength(12);
    expect(facets.categories.reduce((sum, cat) => sum + cat.count, 0)).toBe(facets.total);
    expect(facets.cities[0]!.count).toBeGreaterThanOrEqual(facets.cities.at(-1)!.count);
    const ru = body<EventFacetsResponse>(await t.app.inject({ url: '/api/events/facets', headers: { 'accept-language': 'ru' } }));
    expect(ru.categories.find((cat) => cat.slug === 'concerts')!.name).toBe('Концерты');
  });
});

describe('GET /api/events/month', () => {
  it('gives every day of the month grid with how many events take place and the first few', async () => {
    const month = today.slice(0, 7);
    const view = body<EventMonthResponse>(await c.get(`/api/events/month?month=${month}`));
    const grid = monthGrid(month);
    expect(view.days[0]!.date).toBe(grid.from);
    expect(view.days.at(-1)!.date).toBe(grid.to);
    expect(view.days.length % 7).toBe(0);
    const published = (await allEvents()).filter((row) => row.status === 'published' && row.deleted_at === null);
    const days = new Map(await Promise.all(published.map(async (row) => [row.id, await daysOf(row.id)] as const)));
    for (const day of view.days) {
      const expected = published.filter((row) => days.get(row.id)!.includes(day.date)).map((row) => row.id);
      expect(day.count, day.date).toBe(expected.length);
      expect(day.events.length).toBe(Math.min(3, expected.length));
      for (const e of day.events) expect(expected).toContain(e.id);
    }
    expectError(await c.get('/api/events/month?month=2026-13'), 422, 'error-validation');
  });
});

describe('calendar files', () => {
  it('gives one event as an RFC 5545 file whose sittings are its days (ical.js expands it)', async () => {
    const weekly = (await allEvents()).find((row) => row.status === 'published' && row.days_off.length > 0 && row.next_on !== null)!;
    const res = await c.get(`/api/events/${weekly.id}/calendar.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${weekly.id}.ics"`);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const starts: string[] = [];
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const iterator = new ICAL.Event(vevent).iterator();
      for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toJSDate().toISOString());
    }
    const days = await daysOf(weekly.id);
    const expected = days.map((day) => {
      const hours = weekly.schedule[weekdayOf(day)] as { opens: string };
      return chicagoInstant(day, hours.opens).toISOString();
    });
    expect(starts.toSorted()).toEqual(expected.toSorted());
    expect(res.body).toContain('EXDATE;TZID=America/Chicago:');
    // The same file again: 304 for a reader who has it.
    const again = await t.app.inject({ url: `/api/events/${weekly.id}/calendar.ics`, headers: { 'if-none-match': res.headers['etag'] as string } });
    expect(again.statusCode).toBe(304);
  });

  it('serves a feed of upcoming events, and of one category, cacheable by anyone', async () => {
    const res = await c.get('/api/events/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    const feed = new ICAL.Component(ICAL.parse(res.body));
    const uids = new Set(feed.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')).replace(/-[a-z]+@/, '@')));
    const upcoming = await everything();
    expect(uids.size).toBe(upcoming.length);
    const concerts = await c.get('/api/events/calendar.ics?category=concerts');
    const count = new ICAL.Component(ICAL.parse(concerts.body)).getAllSubcomponents('vevent').length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(feed.getAllSubcomponents('vevent').length);
    expect(concerts.body).toContain('X-WR-CALNAME:');
    const again = await t.app.inject({ url: '/api/events/calendar.ics', headers: { 'if-none-match': res.headers['etag'] as string } });
    expect(again.statusCode).toBe(304);
    expectError(await c.get('/api/events/calendar.ics?category=opera'), 422, 'error-validation');
  });

  it('answers 404 for an event nobody may see', async () => {
    expectError(await c.get('/api/events/99999/calendar.ics'), 404, 'error-not-found');
  });
});

describe('placing an event', () => {
  it('refuses the signed-out (401) and members without a verified phone (403)', async () => {
    expectError(await c.form('/api/events', undefined, await eventForm()), 401, 'notification-auth-error');
    const unverified = await newMember(t, { phoneVerified: false });
    const error = expectError(await c.form('/api/events', unverified.cookie, await eventForm()), 403, 'notification-please-verify-phone');
    expect(error.message).toBe('Please verify your phone number!');
  });

  it('names every missing field with its spec §5 "Please fill" message', async () => {
    const res = await c.form('/api/events', owner.cookie, [['organizer', 'x']]);
    const error = expectError(res, 422, 'error-event-title-required');
    expect(error.message).toBe('Please fill title.');
    expect(fieldCodes(error)).toMatchObject({
      title: 'error-event-title-required',
      category: 'error-event-category-required',
      description: 'error-event-description-required',
      start_date: 'error-event-start-date-required',
      end_date: 'error-event-end-date-required',
      address: 'error-event-address-required',
      city: 'error-event-city-required',
      state: 'error-event-state-required',
      zip: 'error-event-zip-required',
    });
    expect(error.errors!['zip']![0]!.message).toBe('Please fill zip-code.');
    // Every field right but no picture: "Please fill picture."
    const noPicture = expectError(await c.form('/api/events', owner.cookie, await eventForm({}, 0)), 422, 'error-event-picture-required');
    expect(noPicture.message).toBe('Please fill picture.');
  });

  it('refuses bad dates, times, ZIP codes and days off with their messages', async () => {
    const cases: [Record<string, string | string[] | undefined>, string, string][] = [
      [{ zip: '6007' }, 'zip', 'error-event-zip-invalid'],
      [{ state: 'ZZ' }, 'state', 'error-event-state-required'],
      [{ start_date: '2026-02-30' }, 'start_date', 'error-event-date-invalid'],
      [{ end_date: addDays(today, 1), start_date: addDays(today, 2) }, 'end_date', 'error-event-end-before-start'],
      [{ end_date: addDays(today, 400) }, 'end_date', 'error-event-too-long'],
      [{ start_date: addDays(today, -20), end_date: addDays(today, -1) }, 'end_date', 'error-event-ended'],
      [{ wed_opens: '25:00', wed_closes: '06:00 PM' }, 'schedule.wed', 'error-event-time-invalid'],
      [{ wed_opens: undefined, wed_closes: undefined, sat_opens: undefined, sat_closes: undefined }, 'schedule', 'error-event-schedule-required'],
      [{ days_off: [addDays(today, 100)] }, 'days_off', 'error-event-days-off-invalid'],
      [{ start_date: addDays(today, 3), end_date: addDays(today, 3), days_off: [addDays(today, 3)], mon_opens: '9:00 AM', mon_closes: '10:00 AM', tue_opens: '9:00 AM', tue_closes: '10:00 AM', thu_opens: '9:00 AM', thu_closes: '10:00 AM', fri_opens: '9:00 AM', fri_closes: '10:00 AM', sun_opens: '9:00 AM', sun_closes: '10:00 AM' }, 'days_off', 'error-event-no-days'],
      [{ title: 'Шахматы\u0000' }, 'title', 'validation-control-characters'],
      [{ lat: '91', lng: '-87.7' }, 'lat', 'validation-too-big'],
      [{ lat: '42.03' }, 'lng', 'error-geo-position-pair'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await c.form('/api/events', owner.cookie, await eventForm(overrides));
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(422);
      expect(fieldCodes(body(res)), JSON.stringify(overrides)).toMatchObject({ [field]: code });
    }
  });

  it('sends an event for review: its days are worked out, it stays out of the catalogue until approved', async () => {
    const write = await create(owner.cookie, await eventForm({ days_off: [addDays(today, 17)], lat: '42.0334', lng: '-87.7416' }, 2));
    expect(write.code).toBe('notification-event-review');
    expect(write.message).toBe('Your event has been sent for review.');
    const event = write.event;
    expect(event).toMatchObject({ status: 'awaiting_review', city: 'Skokie', state: 'IL', zip: '60076', organizer: 'Шахматный клуб «Ладья»', location: { lat: 42.0334, lng: -87.7416, source: 'owner' } });
    expect(event.schedule).toEqual({ wed: { opens: '17:00', closes: '18:30' }, sat: { opens: '10:00', closes: '11:30' }, sun: 'off' });
    expect(event.images).toHaveLength(2);
    const expected = eventDays({ startDate: event.start_date, endDate: event.end_date, schedule: event.schedule, daysOff: [addDays(today, 17)] });
    expect(await daysOf(event.id)).toEqual(expected);
    expect(event.days_count).toBe(expected.length);
    expect(event.next_date).toBe(expected[0]);
    expect((await everything()).some((e) => e.id === event.id)).toBe(false);
    // Others do not see it; its owner and staff do.
    expectError(await c.get(`/api/events/${event.id}`), 404, 'error-not-found');
    expectError(await c.get(`/api/events/${event.id}`, other.cookie), 404, 'error-not-found');
    expect(body<EventView>(await c.get(`/api/events/${event.id}`, owner.cookie))).toMatchObject({ status: 'awaiting_review', own: true });
    expect(body<EventView>(await c.get(`/api/events/${event.id}`, moderator))).toMatchObject({ status: 'awaiting_review', own: false });
    const mine = body<MyEventsResponse>(await c.get('/api/me/events', owner.cookie));
    expect(mine.data[0]!.id).toBe(event.id);
    expect(mine).toMatchObject({ phone_verified: true, today });
  });

  it('puts an event without a pin where its address is: the ZIP code’s centre without a geocoder (decision 029)', async () => {
    const { event } = await create(owner.cookie, await eventForm({ title: 'Без точки на карте', zip: '60062', city: 'Northbrook' }));
    const [centre] = await t.database.query<{ lat: number; lng: number }>('SELECT lat, lng FROM events WHERE id = $1', [event.id]);
    expect(event.location).toEqual({ lat: centre!.lat, lng: centre!.lng, source: 'zip' });
    // Northbrook's ZIP code, some kilometres north of Skokie's.
    expect(event.location!.lat).toBeGreaterThan(42.08);
    expect(event.location!.lat).toBeLessThan(42.17);
  });

  it('staff approve it: it is published in the catalogue, the owner is notified and mailed', async () => {
    const { event } = await create(owner.cookie, await eventForm({ title: 'Турнир по шахматам' }));
    const queue = body<Page<ModerationEvent> & { counts: { events: number } }>(await c.get('/api/forum/moderation?kind=events', moderator));
    expect(queue.data.some((e) => e.id === event.id && e.author.name === 'Ольга N.')).toBe(true);
    expect(queue.counts.events).toBe(queue.total);
    expect(queue.per_page).toBe(MODERATION_PER_PAGE);
    const before = (await everything()).length;
    const mails = (await t.outbox.mail()).length;
    const res = await c.post(`/api/forum/moderation/events/${event.id}`, moderator, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<MyEvent>(res).status).toBe('published');
    const after = await everything();
    expect(after.length).toBe(before + 1);
    expect(after.find((e) => e.id === event.id)).toMatchObject({ title: 'Турнир по шахматам', recurring: true, category: { slug: 'classes' } });
    const published = await c.get(`/api/events/${event.id}`);
    expect(body<EventView>(published)).toMatchObject({ status: 'published', organizer: { name: 'Шахматный клуб «Ладья»', business_id: null } });
    expect(published.headers['cache-control']).toBeUndefined();
    // The owner's answer (own: true) is theirs alone, published or not.
    const ownView = await c.get(`/api/events/${event.id}`, owner.cookie);
    expect(body<EventView>(ownView)).toMatchObject({ own: true });
    expect(ownView.headers['cache-control']).toBe('private, no-store');
    const bell = body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie));
    expect(bell.data.data[0]).toMatchObject({ type: 'event_approved', icon: 'approved', data: { post_title: 'Турнир по шахматам' } });
    const mail = (await t.outbox.mail()).at(-1)!;
    expect((await t.outbox.mail()).length).toBe(mails + 1);
    expect(mail.to).toBe(owner.user.email);
    expect(mail.text).toContain(`/event/${event.id}`);
    // Decided already: 409.
    expectError(await c.post(`/api/forum/moderation/events/${event.id}`, moderator, { decision: 'approve' }), 409, 'error-conflict');
  });

  it('staff reject it with a reason that reaches the author (notification and e-mail in their language)', async () => {
    const { event } = await create(owner.cookie, await eventForm({ title: 'Распродажа мебели' }));
    expectError(await c.post(`/api/forum/moderation/events/${event.id}`, moderator, { decision: 'reject' }), 422, 'error-rejection-reason-required');
    expectError(await c.post(`/api/forum/moderation/events/${event.id}`, owner.cookie, { decision: 'approve' }), 403, 'error-moderator-only');
    const res = await c.post(`/api/forum/moderation/events/${event.id}`, moderator, { decision: 'reject', reason: 'Это не событие, а распродажа' });
    expect(body<MyEvent>(res)).toMatchObject({ status: 'rejected', rejection_reason: 'Это не событие, а распродажа' });
    const bell = body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie));
    expect(bell.data.data[0]).toMatchObject({ type: 'event_rejected', icon: 'rejected', data: { rejection_reason: 'Это не событие, а распродажа' } });
    const mail = (await t.outbox.mail()).at(-1)!;
    expect(mail.subject).toBe('Ваше событие «Распродажа мебели» не принято');
    expect(mail.text).toContain('Это не событие, а распродажа');
    expect(mail.text).toContain('/profile/events');
  });

  it('a moderator never decides on their own event', async () => {
    const staff = await newMember(t, { role: 'moderator' });
    const { event } = await create(staff.cookie, await eventForm({ title: 'Собственное событие' }));
    expectError(await c.post(`/api/forum/moderation/events/${event.id}`, staff.cookie, { decision: 'approve' }), 403, 'error-own-item');
  });

  it('an edit goes back to review and keeps the pictures asked for; a delete takes it out of every list', async () => {
    const { event } = await create(owner.cookie, await eventForm({ title: 'Лекция об Одессе' }, 2));
    await c.post(`/api/forum/moderation/events/${event.id}`, moderator, { decision: 'approve' });
    expect((await everything()).some((e) => e.id === event.id)).toBe(true);
    expectError(await patch(event.id, other.cookie, await eventForm()), 404, 'error-not-found');
    const res = await patch(event.id, owner.cookie, [...(await eventForm({ title: 'Лекция об Одессе и море', keep_images: [String(event.images[1]!.id)], end_date: addDays(today, 10) }, 0))]);
    expect(res.statusCode, res.body).toBe(200);
    const changed = body<EventWrite>(res).event;
    expect(changed).toMatchObject({ title: 'Лекция об Одессе и море', status: 'awaiting_review', end_date: addDays(today, 10) });
    expect(changed.images.map((image) => image.id)).toEqual([event.images[1]!.id]);
    expect(await daysOf(event.id)).toEqual(eventDays({ startDate: changed.start_date, endDate: changed.end_date, schedule: changed.schedule, daysOff: [] }));
    expect((await everything()).some((e) => e.id === event.id)).toBe(false);
    expectError(await c.del(`/api/events/${event.id}`, other.cookie), 404, 'error-not-found');
    expect((await c.del(`/api/events/${event.id}`, owner.cookie)).statusCode).toBe(204);
    expectError(await c.get(`/api/events/${event.id}`, owner.cookie), 404, 'error-not-found');
    expect(await daysOf(event.id)).toEqual([]);
  });

  it('a published event leaves the upcoming list for the past once its last day has gone by', async () => {
    const { event } = await create(owner.cookie, await eventForm({ title: 'Однодневный семинар', start_date: addDays(today, 1), end_date: addDays(today, 1), mon_opens: '09:00 AM', mon_closes: '05:00 PM', tue_opens: '09:00 AM', tue_closes: '05:00 PM', thu_opens: '09:00 AM', thu_closes: '05:00 PM', fri_opens: '09:00 AM', fri_closes: '05:00 PM', sun_opens: '09:00 AM', sun_closes: '05:00 PM' }));
    await c.post(`/api/forum/moderation/events/${event.id}`, moderator, { decision: 'approve' });
    expect((await everything()).some((e) => e.id === event.id)).toBe(true);
    const saved = clock;
    clock = new Date(clock.getTime() + 3 * 86_400_000);
    try {
      expect((await everything()).some((e) => e.id === event.id)).toBe(false);
      expect((await everything('?when=past')).some((e) => e.id === event.id)).toBe(true);
      expect(body<EventView>(await c.get(`/api/events/${event.id}`)).upcoming).toEqual([]);
    } finally {
      clock = saved;
    }
  });
});

describe("the demo reader's events", () => {
  it('has one waiting for review and one rejected with its reason', async () => {
    const mine = body<MyEventsResponse>(await c.get('/api/me/events', reader));
    expect(mine.data.map((e) => e.status)).toEqual(expect.arrayContaining(['awaiting_review', 'rejected', 'published']));
    expect(mine.data.find((e) => e.status === 'rejected')!.rejection_reason).toMatch(/частных объявлениях/);
  });
});
