import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  displayAdRate,
  openIssues,
  type DisplayAdWrite,
  type ModerationCounts,
  type ModerationDisplayAd,
  type MyDisplayAd,
  type MyDisplayAdsResponse,
  type NotificationsResponse,
  type Order,
  type Page,
  type PrintEditionsResponse,
  type PrintScheduleResponse,
  type ScheduledIssue,
} from '@gazeta/contract';
import { eq, sql } from 'drizzle-orm';
import { displayAdBookings, editionIssues } from '../../db/schema/index.ts';
import { addDays } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ownerOtherModerator, staff, type TestMember } from '../../test/factories.ts';
import { client, newMember, paySandbox, pngFile, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let member: TestMember;
let other: TestMember;
let moderator: string;
let editions: string[];
let schedule: ScheduledIssue[];
/** The first issue day open in every edition. */
let first: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-for-display-ads' } });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  ({ owner: member, other, moderator } = await ownerOtherModerator(t, { firstName: 'Ирина', emailVerified: clock, email: 'irina.ads@example.com', locale: 'ru' }));
  editions = body<PrintEditionsResponse>(await t.app.inject({ method: 'GET', url: '/api/print/editions' })).data.map((e) => e.slug);
  schedule = body<PrintScheduleResponse>(await t.app.inject({ method: 'GET', url: '/api/print/schedule' })).data;
  const firsts = editions.map((edition) => openIssues(schedule, clock, edition)[0]!.date);
  first = firsts.toSorted().at(-1)!;
});
afterAll(() => t.close());

function form(overrides: Record<string, string | undefined> = {}, chosen: string[] = [editions[0]!], images: Part[1][] = []): Part[] {
  const fields: Record<string, string | undefined> = {
    request_type: 'design',
    item: 'Пекарня «Колосок»',
    message: 'Свежий хлеб каждый день. Скидка 10% по купону.',
    email: 'Kolosok@Example.com',
    phone: '1 (234) 567-8900',
    units: '4',
    term: '12w',
    publish_on: first,
    agree: '1',
    ...overrides,
  };
  return [
    ...Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ...chosen.map((edition, i): Part => [`editions[${i}]`, edition]),
    ...images.map((image, i): Part => [`images[${i}]`, image]),
  ];
}

async function create(parts: Part[], cookie = member.cookie): Promise<DisplayAdWrite> {
  const res = await c.form('/api/display-ads', cookie, parts);
  expect(res.statusCode, res.body).toBe(201);
  return body<DisplayAdWrite>(res);
}

const decide = (id: number, payload: unknown, cookie = moderator) => c.post(`/api/forum/moderation/advertising/${id}`, cookie, payload);
const mine = async (cookie = member.cookie) => body<MyDisplayAdsResponse>(await c.get('/api/me/display-ads?lang=ru', cookie));
const mineOne = async (id: number) => (await mine()).data.find((ad) => ad.id === id)!;
const fieldCode = (res: Parameters<typeof body>[0], field: string) => body<{ errors: Record<string, { code: string }[]> }>(res).errors[field]?.[0]?.code;

describe('asking for a display ad (POST /api/display-ads)', () => {
  it('prices it by the rate card on the server, whatever the browser says, and opens an order ("Success. Please pay for your request.")', async () => {
    const write = await create([...form({ units: '8', term: '24w' }, editions.slice(0, 2), [await pngFile(400, 300)]), ['price_cents', '1']]);
    expect(write).toMatchObject({ code: 'notification-display-pay', message: 'Success. Please pay for your request.' });
    const n = Math.min(2, editions.length);
    expect(write.ad).toMatchObject({ status: 'awaiting_payment', units: 8, term: '24w', issues: 24, price_cents: displayAdRate(DEFAULT_RATES, 8, '24w') * 24 * n, order_id: write.order_id, booked: 0 });
    expect(write.ad.email).toBe('kolosok@example.com');
    expect(write.ad.phone).toBe('+12345678900');
    expect(write.ad.images[0]!.src).toMatch(/\.webp$/);
    expect(write.ad.editions.map((e) => e.slug)).toEqual(editions.slice(0, 2));
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, member.cookie)).total_cents).toBe(write.ad.price_cents);
    expect((await mine(other.cookie)).data).toEqual([]);
  });

  it('the open rate: per issue, as many as asked (1 to 11)', async () => {
    const write = await create(form({ units: '1', term: 'open', issues: '3' }));
    expect(write.ad).toMatchObject({ term: 'open', issues: 3, price_cents: DEFAULT_RATES.display_ads['1'].open * 3 });
    // A term ignores the open rate's field.
    expect((await create(form({ units: '1', term: '12w', issues: '3' }))).ad).toMatchObject({ issues: 12, price_cents: displayAdRate(DEFAULT_RATES, 1, '12w') * 12 });
  });

  it('names every missing or bad field', async () => {
    const picture = await pngFile();
    const cases: [Part[], string, string][] = [
      [form({ request_type: undefined }), 'request_type', 'error-display-type-required'],
      [form({ request_type: 'poster' }), 'request_type', 'error-display-type-required'],
      [form({ item: ' ' }), 'item', 'error-display-item-required'],
      [form({ item: 'x'.repeat(151) }), 'item', 'error-display-item-too-long'],
      [form({ message: undefined }), 'message', 'error-display-message-required'],
      [form({ message: 'x'.repeat(2001) }), 'message', 'error-display-message-too-long'],
      [form({ email: undefined }), 'email', 'error-email-required'],
      [form({ email: 'nope' }), 'email', 'notification-error-invalid-email'],
      [form({ phone: '12345' }), 'phone', 'error-phone-invalid'],
      [form({ units: '3' }), 'units', 'error-display-units-required'],
      [form({ units: '' }), 'units', 'error-display-units-required'],
      [form({ term: '6w' }), 'term', 'error-display-term-required'],
      [form({ term: 'open', issues: '0' }), 'issues', 'error-classified-issues'],
      [form({ term: 'open', issues: undefined }), 'issues', 'error-classified-issues'],
      [form({ term: 'open', issues: '12' }), 'issues', 'error-display-issues-too-many'],
      [form({}, []), 'editions', 'error-classified-resources-required'],
      [form({}, ['NOT A SLUG']), 'editions', 'error-classified-resources-required'],
      [form({}, ['atlantis']), 'editions', 'validation-invalid'],
      [form({ publish_on: '2026-02-30' }), 'publish_on', 'error-classified-date-required'],
      [form({ publish_on: addDays(first, -30) }), 'publish_on', 'error-classified-date-required'],
      [form({ agree: undefined }), 'agree', 'error-terms-required'],
      [form({ message: 'Bad\u0007text' }), 'message', 'validation-control-characters'],
      [form({ message: 'Glued\u2800words\u3164here' }), 'message', 'validation-invisible-characters'],
      [form({ request_type: 'ready' }), 'images', 'error-display-artwork-required'],
      [form({}, undefined, [picture, picture, picture, picture, picture]), 'images', 'error-classified-images-limit'],
      [[...form(), ['logo', picture], ['logo', picture]], 'logo', 'error-display-logo-limit'],
    ];
    // Another member: the form's rate limit counts per member.
    const tester = await newMember(t);
    for (const [parts, field, code] of cases) {
      const res = await c.form('/api/display-ads', tester.cookie, parts);
      expect(res.statusCode, `${field} ${code}: ${res.body}`).toBe(422);
      expect(fieldCode(res, field), `${field} ${code}`).toBe(code);
    }
    expectError(await c.form('/api/display-ads', undefined, form()), 401, 'notification-auth-error');
  });

  it('"Error! Not enough issues for your request!" when the schedule cannot hold it', async () => {
    const last = openIssues(schedule, clock, editions[0]).at(-1)!.date;
    // The open rate must fit whole in the schedule; a term needs its first issue there.
    const open = await c.form('/api/display-ads', member.cookie, form({ term: 'open', issues: '3', publish_on: last }));
    expect(open.statusCode).toBe(422);
    expect(fieldCode(open, 'issues')).toBe('error-display-not-enough-issues');
    expect(body<{ errors: Record<string, { message: string }[]> }>(open).errors['issues']![0]!.message).toBe('Error! Not enough issues for your request!');
    const term = await c.form('/api/display-ads', member.cookie, form({ term: '48w', publish_on: addDays(last, 7) }));
    expect(fieldCode(term, 'publish_on')).toBe('error-display-not-enough-issues');
    expect((await create(form({ term: '48w', publish_on: last }))).ad.issues).toBe(48);
  });

  it('keeps a logo beside the pictures', async () => {
    const write = await create([...form({ request_type: 'ready' }, undefined, [await pngFile(300, 300)]), ['logo', await pngFile(120, 60)]]);
    expect(write.ad.logo?.src).toMatch(/\.webp$/);
    expect(write.ad.images).toHaveLength(1);
  });
});

describe('paid, booked, reviewed by staff', () => {
  it('once paid it is booked into the schedule and waits for review; staff accept it, the member is notified and mailed', async () => {
    const write = await create(form({ term: 'open', issues: '2' }, editions.slice(0, 2)));
    await paySandbox(c, write.order_id, member.cookie);
    const paid = await mineOne(write.ad.id);
    const n = Math.min(2, editions.length);
    expect(paid).toMatchObject({ status: 'awaiting_review', order_id: null, booked: 2 * n, out: 0 });
    expect(paid.runs.flatMap((run) => run.issues.map((issue) => issue.date))[0]).toBe(first);
    expectError(await c.del(`/api/display-ads/${write.ad.id}`, member.cookie), 409, 'error-display-locked');

    const queue = body<Page<ModerationDisplayAd>>(await c.get('/api/forum/moderation/advertising', moderator));
    expect(queue.data.find((ad) => ad.id === write.ad.id)?.author.name).toMatch(/^Ирина/);
    const counts = body<{ counts: ModerationCounts }>(await c.get('/api/forum/moderation?kind=posts', moderator)).counts;
    expect(counts.advertising).toBe(queue.total);
    expectError(await c.get('/api/forum/moderation/advertising', member.cookie), 403, 'error-moderator-only');
    expectError(await decide(write.ad.id, { decision: 'approve' }, other.cookie), 403, 'error-moderator-only');

    expect(body<MyDisplayAd>(await decide(write.ad.id, { decision: 'approve' }))).toMatchObject({ status: 'approved', booked: 2 * n });
    expectError(await decide(write.ad.id, { decision: 'approve' }), 409, 'error-conflict');
    const notes = body<NotificationsResponse>(await c.get('/api/forum/notifications', member.cookie));
    expect(notes.data.data.some((note) => note.type === 'display_ad_approved')).toBe(true);
    expect((await t.outbox.mail()).some((m) => m.to === 'irina.ads@example.com' && m.subject.includes('Пекарня «Колосок»') && m.subject.includes('принята'))).toBe(true);
  });

  it('rejected with a reason: refunded, its open issues let go', async () => {
    const write = await create(form());
    await paySandbox(c, write.order_id, member.cookie);
    expect((await mineOne(write.ad.id)).booked).toBeGreaterThan(0);
    expectError(await decide(write.ad.id, { decision: 'reject' }), 422, 'error-rejection-reason-required');
    expect(body<MyDisplayAd>(await decide(write.ad.id, { decision: 'reject', reason: 'Нет макета' }))).toMatchObject({ status: 'rejected', rejection_reason: 'Нет макета', booked: 0 });
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, member.cookie)).status).toBe('refunded');
    expect((await c.del(`/api/display-ads/${write.ad.id}`, member.cookie)).statusCode).toBe(204);
  });

  it('refunded in full by staff (to the balance), gives up what it paid for: its open issues let go, no longer paid or printed', async () => {
    const write = await create(form({ term: 'open', issues: '2' }));
    await paySandbox(c, write.order_id, member.cookie);
    expect(body<MyDisplayAd>(await decide(write.ad.id, { decision: 'approve' }))).toMatchObject({ status: 'approved' });
    expect((await mineOne(write.ad.id)).booked).toBeGreaterThan(0);
    const admin = await staff(t, 'admin');
    const refunded = await c.post(`/api/orders/${write.order_id}/refund`, admin, { to: 'balance', reason: 'Goodwill' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(body<Order>(refunded).status).toBe('refunded');
    expect(await mineOne(write.ad.id)).toMatchObject({ status: 'awaiting_payment', booked: 0, order_id: null });
    const bookings = await t.database.db.select().from(displayAdBookings).where(eq(displayAdBookings.adId, write.ad.id));
    expect(bookings).toEqual([]);
    // Nothing is booked for it again as the schedule grows.
    await t.app.services.displayAds.bookAhead();
    expect((await mineOne(write.ad.id)).booked).toBe(0);
  });

  it('a term longer than the schedule is booked as the schedule grows, never past its weeks', async () => {
    const write = await create(form({ term: '24w' }));
    await paySandbox(c, write.order_id, member.cookie);
    const before = (await mineOne(write.ad.id)).booked;
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(24);
    await t.app.services.print.extend({ weeks: 40 });
    expect(await t.app.services.displayAds.bookAhead()).toBe(24 - before);
    expect((await mineOne(write.ad.id)).booked).toBe(24);
    expect(await t.app.services.displayAds.bookAhead()).toBe(0);
  });

  it('sends the tear sheet of each issue the archive holds, once', async () => {
    const write = await create(form({ term: 'open', issues: '1' }));
    await paySandbox(c, write.order_id, member.cookie);
    await decide(write.ad.id, { decision: 'approve' });
    const [booking] = await t.database.db.select().from(displayAdBookings).where(eq(displayAdBookings.adId, write.ad.id));
    const [archived] = await t.database.query<{ id: number; number: number }>('SELECT id, number FROM print_issues ORDER BY published_on DESC LIMIT 1');
    // The newsroom files the issue in the archive.
    await t.database.db.update(editionIssues).set({ archiveIssueId: archived!.id }).where(eq(editionIssues.id, booking!.issueId));
    // Every accepted ad in that issue gets its sheet (an earlier test's too), each once.
    const accepted = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM display_ad_bookings b JOIN display_ads a ON a.id = b.ad_id AND a.status = 'approved' WHERE b.issue_id = ${booking!.issueId}`,
    );
    expect(await t.app.services.displayAds.sendTearSheets()).toBe(accepted[0]!.n);
    expect(await t.app.services.displayAds.sendTearSheets()).toBe(0);
    const ad = await mineOne(write.ad.id);
    expect(ad.runs[0]!.issues[0]!.archive).toMatchObject({ number: archived!.number });
    const notes = body<NotificationsResponse>(await c.get('/api/forum/notifications', member.cookie));
    expect(notes.data.data.find((note) => note.type === 'tear_sheet')?.data.content_preview).toContain(String(archived!.number));
    const mail = (await t.outbox.mail()).find((m) => m.to === 'irina.ads@example.com' && m.subject.includes(String(archived!.number)));
    expect(mail?.text).toContain(ad.runs[0]!.issues[0]!.archive!.pdf_url);
    // Accepted with its issue still to come, it stays.
    expectError(await c.del(`/api/display-ads/${write.ad.id}`, member.cookie), 409, 'error-display-locked');
  });

  it('offers Delete exactly when the server takes it: not on the day of its last issue, from the day after (the answer’s actions)', async () => {
    const write = await create(form({ term: 'open', issues: '1' }));
    expect((await mineOne(write.ad.id)).actions).toEqual(['pay', 'delete']);
    await paySandbox(c, write.order_id, member.cookie);
    expect((await mineOne(write.ad.id)).actions).toEqual([]);
    await decide(write.ad.id, { decision: 'approve' });
    const day = (await mineOne(write.ad.id)).runs[0]!.issues[0]!.date;
    const saved = clock;
    try {
      // Noon in Chicago on the issue's day: the issue is out (the list counts it) but its day is not over.
      clock = new Date(`${day}T18:00:00Z`);
      const onTheDay = await mineOne(write.ad.id);
      expect(onTheDay).toMatchObject({ out: 1, actions: [] });
      expectError(await c.del(`/api/display-ads/${write.ad.id}`, member.cookie), 409, 'error-display-locked');
      clock = new Date(`${addDays(day, 1)}T18:00:00Z`);
      expect((await mineOne(write.ad.id)).actions).toEqual(['delete']);
      expect((await c.del(`/api/display-ads/${write.ad.id}`, member.cookie)).statusCode).toBe(204);
    } finally {
      clock = saved;
    }
  });

  it('deletes an ad not yet paid (its order given up), only one’s own', async () => {
    const write = await create(form());
    expectError(await c.del(`/api/display-ads/${write.ad.id}`, other.cookie), 404, 'error-not-found');
    expect((await c.del(`/api/display-ads/${write.ad.id}`, member.cookie)).statusCode).toBe(204);
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, member.cookie)).status).toBe('cancelled');
    expectError(await decide(write.ad.id, { decision: 'approve' }), 404, 'error-not-found');
    const [left] = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM display_ad_bookings WHERE ad_id = ${write.ad.id}`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(left!.n).toBe(0);
  });
});
