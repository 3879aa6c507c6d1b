import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type EventsResponse, type EventView, type EventWrite, type MyEventsResponse } from '@gazeta/contract';
import { DIRECTORY_ORGANIZERS } from '../../seed/events.ts';
import { chicagoDay } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { businessListing, ownerOtherModerator, type TestMember } from '../../test/factories.ts';
import { client, multipart, pngFile, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

/**
 * An event's organiser as a business of the directory (issue #15): the demo links some, the
 * owner's form may name one of their approved listings (and no one else's), the event page
 * links the listing while readers can see it, and the listing's page lists its upcoming events.
 */

let t: TestApp;
let c: Client;
let clock: Date;
let today: string;
let owner: TestMember;
let other: TestMember;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  today = chicagoDay(clock);
  c = client(t);
  ({ owner, other, moderator } = await ownerOtherModerator(t, { firstName: 'Ирина' }));
});
afterAll(() => t.close());

const fieldCodes = (error: { errors?: Record<string, { code: string }[]> }) => Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]!.code]));

async function list(query: string): Promise<EventsResponse> {
  const res = await c.get(`/api/events${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<EventsResponse>(res);
}

/** A business listing of `cookie`'s member, approved by staff unless told otherwise. */
const listing = (cookie: string, approve = true) => businessListing(t, cookie, approve ? { approvedBy: moderator } : {});

async function eventForm(overrides: Record<string, string | undefined> = {}): Promise<Part[]> {
  const fields: Record<string, string | undefined> = {
    title: 'Вечер авторской песни',
    category: 'concerts',
    description: 'Песни у камина, чай и пироги.',
    start_date: addDays(today, 4),
    end_date: addDays(today, 4),
    address: '4901 Golf Rd',
    city: 'Skokie',
    state: 'IL',
    zip: '60077',
    organizer: '',
    mon_opens: '07:00 PM',
    mon_closes: '09:00 PM',
    tue_opens: '07:00 PM',
    tue_closes: '09:00 PM',
    wed_opens: '07:00 PM',
    wed_closes: '09:00 PM',
    thu_opens: '07:00 PM',
    thu_closes: '09:00 PM',
    fri_opens: '07:00 PM',
    fri_closes: '09:00 PM',
    sat_opens: '07:00 PM',
    sat_closes: '09:00 PM',
    sun_opens: '07:00 PM',
    sun_closes: '09:00 PM',
    ...overrides,
  };
  const parts: Part[] = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  parts.push(['images[0]', await pngFile(64, 48, '#aa5500')]);
  return parts;
}

/** An iCalendar file's text with its folded lines joined and its escaped commas plain (RFC 5545 §3.1, §3.3.11). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').replace(/\\,/g, ',');

const patch = (id: number, cookie: string, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, payload, headers: { ...headers, cookie } });
};

describe('the demo’s organisers', () => {
  it('links some events to listed businesses of the directory, placed by their owners', async () => {
    const rows = await t.database.query<{ id: number; business_id: number; organizer: string; owner_id: number; b_name: string; b_owner: number; b_status: string; b_active: boolean }>(
      `SELECT e.id, e.business_id, e.organizer, e.owner_id, b.name AS b_name, b.owner_id AS b_owner, b.status AS b_status, b.active AS b_active
       FROM events e JOIN businesses b ON b.id = e.business_id ORDER BY e.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.business_id)).size).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(Object.values(DIRECTORY_ORGANIZERS)).toContain(row.b_name);
      expect(row).toMatchObject({ organizer: row.b_name, owner_id: row.b_owner, b_status: 'approved', b_active: true });
    }
    const [linked] = rows;
    const event = body<EventView>(await c.get(`/api/events/${linked!.id}`));
    expect(event.organizer).toEqual({ name: linked!.b_name, business_id: linked!.business_id });
  });

  it('lists a business’s upcoming published events (?business=), soonest first', async () => {
    const [row] = await t.database.query<{ business_id: number }>(
      `SELECT business_id FROM events WHERE business_id IS NOT NULL AND status = 'published' AND next_on IS NOT NULL GROUP BY business_id ORDER BY count(*) DESC, business_id LIMIT 1`,
    );
    const expected = await t.database.query<{ id: number }>(
      `SELECT id FROM events WHERE business_id = $1 AND status = 'published' AND deleted_at IS NULL AND next_on IS NOT NULL ORDER BY next_on, id`,
      [row!.business_id],
    );
    const found = await list(`?business=${row!.business_id}`);
    expect(found.data.map((e) => e.id)).toEqual(expected.map((e) => Number(e.id)));
    expect(found.total).toBe(expected.length);
    // A business that organises nothing: an empty list.
    const [lonely] = await t.database.query<{ id: number }>(`SELECT b.id FROM businesses b WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.business_id = b.id) ORDER BY b.id LIMIT 1`);
    expect(await list(`?business=${lonely!.id}`)).toMatchObject({ data: [], total: 0 });
  });

  it('refuses a business that is not an id (422 errors.business)', async () => {
    for (const value of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = expectError(await c.get(`/api/events?business=${value}`), 422, 'error-validation');
      expect(Object.keys(res.errors ?? {}), value).toContain('business');
    }
  });
});

describe('the owner names one of their listings as organiser', () => {
  it('offers the owner’s approved listings in /api/me/events, and no one else’s', async () => {
    const mineApproved = await listing(owner.cookie);
    const mineWaiting = await listing(owner.cookie, false);
    const theirs = await listing(other.cookie);
    const offered = body<MyEventsResponse>(await c.get('/api/me/events', owner.cookie)).organizers;
    expect(offered).toContainEqual(mineApproved);
    expect(offered.map((o) => o.id)).not.toContain(mineWaiting.id);
    expect(offered.map((o) => o.id)).not.toContain(theirs.id);
  });

  it('links the event to the listing: the event page names and links it, the listing lists the event', async () => {
    const mine = await listing(owner.cookie);
    const res = await c.form('/api/events', owner.cookie, await eventForm({ business_id: String(mine.id), title: 'Вечер романса в кафе' }));
    expect(res.statusCode, res.body).toBe(201);
    const { event } = body<EventWrite>(res);
    expect(event.business_id).toBe(mine.id);
    expect((await c.post(`/api/forum/moderation/events/${event.id}`, moderator, { decision: 'approve' })).statusCode).toBe(200);
    const page = await c.get(`/api/events/${event.id}`);
    expect(body<EventView>(page).organizer).toEqual({ name: mine.name, business_id: mine.id });
    // The page changes with the listing: it carries the listing's cache tag.
    expect(String(page.headers['x-cache-tags'])).toContain(`business:${mine.id}`);
    expect((await list(`?business=${mine.id}`)).data.map((e) => e.id)).toEqual([event.id]);
    // Its calendar file and the calendar feed name the listing too, not the author.
    const organiserLine = `— ${mine.name}`;
    const ics = await c.get(`/api/events/${event.id}/calendar.ics`);
    expect(unfold(ics.body)).toContain(organiserLine);
    expect(String(ics.headers['x-cache-tags']).split(' ')).toEqual(expect.arrayContaining([`event:${event.id}`, `business:${mine.id}`]));
    expect(unfold((await c.get('/api/events/calendar.ics')).body)).toContain(organiserLine);

    // Switched off, the listing is no longer linked: the organiser's text (here the author's name) stands,
    // in the page, its file and the feed (kept by the service until a listing changes).
    expect((await c.post(`/api/businesses/${mine.id}/active`, owner.cookie, { active: false })).statusCode).toBe(200);
    expect(body<EventView>(await c.get(`/api/events/${event.id}`)).organizer).toEqual({ name: 'Ирина N.', business_id: null });
    expect(unfold((await c.get(`/api/events/${event.id}/calendar.ics`)).body)).not.toContain(organiserLine);
    expect(unfold((await c.get('/api/events/calendar.ics')).body)).not.toContain(organiserLine);
    // Switched on again, it is.
    expect((await c.post(`/api/businesses/${mine.id}/active`, owner.cookie, { active: true })).statusCode).toBe(200);
    expect(body<EventView>(await c.get(`/api/events/${event.id}`)).organizer.business_id).toBe(mine.id);

    // An edit without it unlinks the event.
    const edited = await patch(event.id, owner.cookie, await eventForm({ title: 'Вечер романса', keep_images: undefined }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<EventWrite>(edited).event.business_id).toBeNull();
  });

  it('refuses someone else’s listing, one not approved, one that does not exist, or no id (422 business_id)', async () => {
    const theirs = await listing(other.cookie);
    const waiting = await listing(owner.cookie, false);
    const mine = await listing(owner.cookie);
    const { event } = body<EventWrite>(await c.form('/api/events', owner.cookie, await eventForm({ business_id: String(mine.id) })));
    for (const value of [String(theirs.id), String(waiting.id), '99999999', 'abc', '0', '-1', '2.5']) {
      const res = await c.form('/api/events', owner.cookie, await eventForm({ business_id: value }));
      expect(res.statusCode, `${value}: ${res.body}`).toBe(422);
      expect(fieldCodes(body(res)), value).toEqual({ business_id: 'error-event-organizer-invalid' });
      const changed = await patch(event.id, owner.cookie, await eventForm({ business_id: value }));
      expect(changed.statusCode, value).toBe(422);
      expect(fieldCodes(body(changed)), value).toEqual({ business_id: 'error-event-organizer-invalid' });
    }
    // The refused edits changed nothing.
    expect(body<MyEventsResponse>(await c.get('/api/me/events', owner.cookie)).data.find((e) => e.id === event.id)!.business_id).toBe(mine.id);
    // An empty choice is no organiser.
    const none = await c.form('/api/events', owner.cookie, await eventForm({ business_id: '' }));
    expect(none.statusCode, none.body).toBe(201);
    expect(body<EventWrite>(none).event.business_id).toBeNull();
  });
});
