import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  DEFAULT_RATES,
  quoteClassified,
  type Classified,
  type ClassifiedsResponse,
  type ClassifiedWrite,
  type ModerationClassified,
  type MyClassified,
  type MyClassifiedsResponse,
  type NotificationsResponse,
  type Page,
} from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { staff as staffCookie } from '../../test/factories.ts';
import { bmpFile, client, icoFile, newMember, pngFile, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';
import { TAGS } from '../../lib/cache.ts';
import type { ClassifiedPayments } from './placing-service.ts';

/**
 * The payments seam as the orders module will fill it, recorded: each order gets a number, and a
 * test "pays" it the way the orders module will, by calling the service's `paid` in a transaction.
 */
function recordingPayments() {
  const orders: { adId: number; amountCents: number; orderId: number }[] = [];
  const refunds: number[] = [];
  const cancelled: number[] = [];
  let next = 500;
  const payments: ClassifiedPayments = {
    async startOrder(_tx, ad, amountCents) {
      const orderId = (next += 1);
      orders.push({ adId: ad.id, amountCents, orderId });
      return { orderId };
    },
    async refund(adId, _reasonKey, amountCents) {
      refunds.push(adId);
      return { toCardCents: amountCents ?? 0, toBalanceCents: 0 };
    },
    async refundPlan(items) {
      return items.map((item) => ({ toCardCents: item.amountCents, toBalanceCents: 0 }));
    },
    async dropOrder(orderId) {
      cancelled.push(orderId);
    },
  };
  return { payments, orders, refunds, cancelled };
}

let t: TestApp;
let c: Client;
let clock: Date;
const recorded = recordingPayments();
let owner: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;
let moderator: string;
let textCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, classifiedPayments: recorded.payments });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  owner = await newMember(t, { firstName: 'Ольга' });
  other = await newMember(t);
  moderator = await staffCookie(t, 'moderator');
});
afterAll(() => t.close());

const uniqueText = (base = 'Продаю диван, почти новый. Звоните (312) 555-0101') => `${base} №${(textCounter += 1)}`;

/** The form of a printed ad with every field right (override any). */
function printForm(overrides: Record<string, string | string[] | undefined> = {}): Part[] {
  const fields: Record<string, string | string[] | undefined> = {
    section: 'for-sale',
    type: 'offer',
    version: 'both',
    title: 'Диван',
    text: uniqueText(),
    'editions[0]': 'chicagoland',
    issues: '2',
    publish_date: '2026-11-26',
    bold: '1',
    frame: '1',
    agree: '1',
    ...overrides,
  };
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push([name, v]);
  }
  return parts;
}

async function place(cookie: string, parts: Part[], status = 201) {
  const res = await c.form('/api/classifieds', cookie, parts);
  expect(res.statusCode, res.body).toBe(status);
  return body<ClassifiedWrite>(res);
}

async function pay(adId: number) {
  const order = recorded.orders.filter((o) => o.adId === adId).at(-1)!;
  await t.database.db.transaction((tx) => t.app.services.placing.paid(tx, adId, order.amountCents));
}

async function mine(cookie = owner.cookie) {
  const res = await c.get('/api/me/classifieds', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return body<MyClassifiedsResponse>(res);
}

describe('POST /api/classifieds', () => {
  it('refuses the signed-out (401) and members without a verified phone (403), before reading the form', async () => {
    expectError(await c.form('/api/classifieds', undefined, printForm()), 401, 'notification-auth-error');
    const unverified = await newMember(t, { phoneVerified: false });
    const res = expectError(await c.form('/api/classifieds', unverified.cookie, printForm()), 403, 'notification-please-verify-phone');
    expect(res.message).toBe('Please verify your phone number!');
  });

  it('names every missing field with its spec §5 message', async () => {
    const res = await c.form('/api/classifieds', owner.cookie, [['version', 'print']]);
    const error = expectError(res, 422, 'error-classified-section-required');
    const codes = Object.fromEntries(Object.entries(error.errors!).map(([field, list]) => [field, list[0]!.code]));
    expect(codes).toMatchObject({
      section: 'error-classified-section-required',
      type: 'error-classified-type-required',
      title: 'error-classified-title-required',
      text: 'error-classified-description-required',
      publish_date: 'error-classified-date-required',
      editions: 'error-classified-resources-required',
      issues: 'error-classified-issues',
      agree: 'error-terms-required',
    });
    expect(error.errors!['type']![0]!.message).toBe('Please select classified type.');
    expect(error.errors!['editions']![0]!.message).toBe('Please select resources.');
    expect(error.errors!['publish_date']![0]!.message).toBe('Please select date.');
    expect(error.errors!['title']![0]!.message).toBe('Please fill title.');
    expect(error.errors!['text']![0]!.message).toBe('Please fill description.');
    expect(error.errors!['issues']![0]!.message).toBe('Number of issues must be more than 0.');
  });

  it('needs issues > 0 and "I agree"; refuses control characters and unknown editions', async () => {
    let error = expectError(await c.form('/api/classifieds', owner.cookie, printForm({ issues: '0' })), 422, 'error-classified-issues');
    expect(error.message).toBe('Number of issues must be more than 0.');
    error = expectError(await c.form('/api/classifieds', owner.cookie, printForm({ agree: undefined })), 422, 'error-terms-required');
    expect(error.errors!['agree']).toBeDefined();
    error = expectError(await c.form('/api/classifieds', owner.cookie, printForm({ title: 'Ди\u0007ван' })), 422, 'validation-control-characters');
    expect(error.errors!['title']![0]!.code).toBe('validation-control-characters');
    expectError(await c.form('/api/classifieds', owner.cookie, printForm({ 'editions[0]': 'atlantis' })), 422, 'error-classified-resources-required');
    expectError(await c.form('/api/classifieds', owner.cookie, printForm({ version: 'radio' })), 422, 'error-classified-version-required');
  });

  it('refuses words glued by invisible characters, and prices spaces of any width as spaces (issue #26)', async () => {
    // Its own member: placing is rate-limited per account, and the tests after this one place ads as the owner.
    const poster = await newMember(t);
    const forty = Array.from({ length: 40 }, (_, i) => `слово${i}`);
    for (const glue of ['\u2800', '\u3164', '\u200B']) {
      const error = expectError(await c.form('/api/classifieds', poster.cookie, printForm({ text: `${forty.join(glue)} ${uniqueText()}` })), 422, 'validation-invisible-characters');
      expect(error.errors!['text']![0]!.code).toBe('validation-invisible-characters');
    }
    const title = expectError(await c.form('/api/classifieds', poster.cookie, printForm({ title: 'Диван\u3164кресло' })), 422, 'validation-invisible-characters');
    expect(title.errors!['title']![0]!.code).toBe('validation-invisible-characters');

    const text = `${forty.join('\u00A0')}\u3000${uniqueText()}`;
    const write = await place(poster.cookie, printForm({ text, bold: undefined, frame: undefined }));
    const expected = quoteClassified({ title: 'Диван', text: text.replace(/[\u00A0\u3000]/g, ' '), version: 'both', editions: 1, issues: 2, extras: { bold: false, frame: false, hot: false, priority: false, photo: false } }, DEFAULT_RATES);
    expect(write.classified.text).not.toMatch(/[\u00A0\u3000]/);
    expect(write.classified.words).toBe(expected.words);
    expect(write.classified.words).toBeGreaterThan(40);
    expect(write.classified.price_cents).toBe(expected.totalCents);
  });

  it('places a printed ad: booked, priced by the server (a client price is ignored), waiting for payment', async () => {
    const text = uniqueText('Продаю 2-bedroom condo в Skokie, $1,200/mo, anna@example.com');
    const write = await place(owner.cookie, printForm({ text, price: '1', price_cents: '1', words: '1', 'editions[1]': 'milwaukee', issues: '3' }));
    const expected = quoteClassified({ title: 'Диван', text, version: 'both', editions: 2, issues: 3, extras: { bold: true, frame: true, hot: false, priority: false, photo: false } }, DEFAULT_RATES);
    expect(write.code).toBe('notification-classified-pay');
    expect(write.message).toBe('Success. Please pay for your request.');
    expect(write.classified).toMatchObject({ status: 'awaiting_payment', price_cents: expected.totalCents, words: expected.words, due_cents: expected.totalCents, paid_cents: 0 });
    expect(write.order_id).toBe(recorded.orders.at(-1)!.orderId);
    expect(recorded.orders.at(-1)).toMatchObject({ adId: write.classified.id, amountCents: expected.totalCents });
    // The next three open issues of each edition from the publish date (deadlines after now).
    expect(write.classified.bookings.map((b) => `${b.edition}:${b.date}`)).toEqual([
      'chicagoland:2026-11-26',
      'milwaukee:2026-11-26',
      'chicagoland:2026-12-03',
      'milwaukee:2026-12-03',
      'chicagoland:2026-12-10',
      'milwaukee:2026-12-10',
    ]);
    expect(write.classified.valid_until).toBe('2026-12-16');
    expect(write.classified.lines.map((l) => l.code)).toEqual(['words', 'bold', 'frame']);

    // Paid (the orders module's callback): it goes to review.
    await pay(write.classified.id);
    const after = (await mine()).data.find((ad) => ad.id === write.classified.id)!;
    expect(after).toMatchObject({ status: 'awaiting_review', paid_cents: expected.totalCents, due_cents: 0, order_id: null });
  });

  it('a web-only ad is free, has no extras and goes straight to review', async () => {
    const write = await place(owner.cookie, printForm({ version: 'online', 'editions[0]': undefined, issues: undefined, bold: '1', hot: '1', publish_date: '2026-11-20' }));
    expect(write.code).toBe('notification-classified-review');
    expect(write.classified).toMatchObject({ status: 'awaiting_review', price_cents: 0, editions: [], bookings: [], valid_until: '2026-12-24' });
    expect(write.classified.extras).toEqual({ bold: false, frame: false, hot: false, priority: false, photo: false });
  });

  it('the same text as a live ad is a duplicate (409, spec §8)', async () => {
    const text = uniqueText();
    await place(owner.cookie, printForm({ text }));
    const error = expectError(await c.form('/api/classifieds', other.cookie, printForm({ text: `  ${text.toUpperCase()}!` })), 409, 'notification-classified-duplicate');
    expect(error.message).toBe('An classified with this text already exists!');
  });

  it('more issues than the schedule has open is "not enough issues"', async () => {
    const error = expectError(await c.form('/api/classifieds', owner.cookie, printForm({ issues: '20' })), 409, 'error-not-enough-issues');
    expect(error.message).toBe('There are not enough active issues for this operation');
    expect(error.errors!['issues']![0]!.code).toBe('error-not-enough-issues');
    expectError(await c.form('/api/classifieds', owner.cookie, printForm({ publish_date: '2020-01-01' })), 422, 'error-classified-date-required');
  });

  it('takes up to four pictures by content (jpg, png, bmp, ico), re-encoded without metadata; refuses others', async () => {
    const bmp = { data: bmpFile(4, 3), filename: 'scan.bmp', type: 'image/bmp' };
    const ico = { data: icoFile(16), filename: 'favicon.ico', type: 'image/x-icon' };
    const jpeg = {
      data: await sharp({ create: { width: 80, height: 40, channels: 3, background: '#cc6633' } })
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Secret Person' } } })
        .toBuffer(),
      filename: 'photo.jpg',
      type: 'image/jpeg',
    };
    const write = await place(owner.cookie, [...printForm({ photo: '1' }), ['images[0]', jpeg], ['images[1]', await pngFile()], ['images[2]', bmp], ['images[3]', ico]]);
    expect(write.classified.images).toHaveLength(4);
    expect(write.classified.lines.map((l) => l.code)).toContain('photo');
    const stored = await t.database.query<{ width: number; height: number; storage_key: string }>(
      'SELECT m.width, m.height, m.storage_key FROM classified_images i JOIN media m ON m.id = i.media_id WHERE i.classified_id = $1 ORDER BY i.position',
      [write.classified.id],
    );
    // EXIF orientation 6 turns the 80×40 photo upright (40×80).
    expect([stored[0]!.width, stored[0]!.height]).toEqual([40, 80]);
    expect([stored[2]!.width, stored[2]!.height]).toEqual([4, 3]);
    expect([stored[3]!.width, stored[3]!.height]).toEqual([16, 16]);
    const file = await readFile(path.join(t.storage.root, `${stored[0]!.storage_key}/40.webp`));
    expect((await sharp(file).metadata()).exif).toBeUndefined();

    const fake = { data: Buffer.from('not a picture at all'), filename: 'photo.png', type: 'image/png' };
    expectError(await c.form('/api/classifieds', owner.cookie, [...printForm(), ['images[0]', fake]]), 422, 'error-classified-image-invalid');
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => pngFile()));
    const error = expectError(await c.form('/api/classifieds', owner.cookie, [...printForm(), ...five.map((f, i): Part => [`images[${i}]`, f])]), 422, 'error-classified-images-limit');
    expect(error.message).toBe('Limit images reached!');
  });

  it('answers 415 to a body type it does not take', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/classifieds/1/prolong', headers: { cookie: owner.cookie, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    expect(res.statusCode).toBe(415);
  });
});

describe('PATCH, DELETE, prolong and pay', () => {
  it("another member's ad is not there (404), for every write", async () => {
    const write = await place(owner.cookie, printForm());
    const id = write.classified.id;
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/classifieds/${id}`, headers: { cookie: other.cookie }, payload: Object.fromEntries(printForm()) });
    expectError(patch, 404, 'error-not-found');
    expectError(await c.del(`/api/classifieds/${id}`, other.cookie), 404, 'error-not-found');
    expectError(await c.post(`/api/classifieds/${id}/prolong`, other.cookie, { issues: 1 }), 404, 'error-not-found');
    expectError(await c.post(`/api/classifieds/${id}/pay`, other.cookie), 404, 'error-not-found');
    expectError(await c.del('/api/classifieds/999999', owner.cookie), 404, 'error-not-found');
  });

  it('a changed text goes back to review; a higher price asks only for the difference', async () => {
    const text = uniqueText();
    const first = await place(owner.cookie, printForm({ text, bold: undefined, frame: undefined }));
    await pay(first.classified.id);
    const id = first.classified.id;
    // Approved and running: the catalogue shows it.
    expect((await c.post(`/api/forum/moderation/classifieds/${id}`, moderator, { decision: 'approve' })).statusCode).toBe(200);

    const edit = async (overrides: Record<string, string | undefined>) => {
      const parts = printForm({ text, bold: undefined, frame: undefined, ...overrides });
      const res = await t.app.inject({ method: 'PATCH', url: `/api/classifieds/${id}`, headers: { cookie: owner.cookie }, payload: Object.fromEntries(parts) });
      expect(res.statusCode, res.body).toBe(200);
      return body<ClassifiedWrite>(res);
    };
    // Bold added: the price rises, only the difference is ordered.
    const before = (await mine()).data.find((ad) => ad.id === id)!;
    const bolder = await edit({ bold: '1' });
    expect(bolder.classified.price_cents).toBeGreaterThan(before.price_cents);
    expect(bolder.due_cents).toBe(bolder.classified.price_cents - before.paid_cents);
    expect(recorded.orders.at(-1)).toMatchObject({ adId: id, amountCents: bolder.due_cents });
    expect(bolder.code).toBe('notification-classified-pay');
    await pay(id);
    // A changed text, same price: back to review.
    const changed = await edit({ bold: '1', text: text.replace('Продаю', 'Отдаю') });
    expect(changed.classified.status).toBe('awaiting_review');
    // The run of a booked ad is settled.
    await c.post(`/api/forum/moderation/classifieds/${id}`, moderator, { decision: 'approve' });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/classifieds/${id}`, headers: { cookie: owner.cookie }, payload: Object.fromEntries(printForm({ text, issues: '5' })) });
    expectError(res, 409, 'error-classified-booked');
  });

  it('deletes one’s own ad: gone from the list, its text free again', async () => {
    const text = uniqueText();
    const write = await place(owner.cookie, printForm({ text }));
    const deleted = await c.del(`/api/classifieds/${write.classified.id}`, owner.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Unpaid: nothing comes back, and the order it waited for is given up.
    expect(body(deleted)).toEqual({ refund: { cents: 0, to_card_cents: 0, to_balance_cents: 0 } });
    expect(recorded.cancelled).toContain(write.order_id);
    expect((await mine()).data.some((ad) => ad.id === write.classified.id)).toBe(false);
    await place(other.cookie, printForm({ text }));
  });

  it('prolongs a printed ad with a new order for the added issues; a web-only ad cannot be', async () => {
    const write = await place(owner.cookie, printForm({ bold: undefined, frame: undefined }));
    const id = write.classified.id;
    // The answers carry what CLASSIFIED_TABLE allows now: unpaid, it is paid, not prolonged.
    expect(write.classified.actions).toEqual(['pay', 'edit', 'delete']);
    expectError(await c.post(`/api/classifieds/${id}/prolong`, owner.cookie, { issues: 1 }), 409, 'error-classified-not-prolongable');
    await pay(id);
    await c.post(`/api/forum/moderation/classifieds/${id}`, moderator, { decision: 'approve' });
    expectError(await c.post(`/api/classifieds/${id}/prolong`, owner.cookie, { issues: 0 }), 422, 'error-classified-issues');
    expectError(await c.post(`/api/classifieds/${id}/prolong`, owner.cookie, { issues: 40 }), 409, 'error-not-enough-issues');
    const res = await c.post(`/api/classifieds/${id}/prolong`, owner.cookie, { issues: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const prolonged = body<ClassifiedWrite>(res);
    expect(prolonged.classified.issues).toBe(4);
    expect(prolonged.classified.bookings.map((b) => b.date)).toEqual(['2026-11-26', '2026-12-03', '2026-12-10', '2026-12-17']);
    expect(prolonged.due_cents).toBe(prolonged.classified.price_cents / 2);
    expect(recorded.orders.at(-1)).toMatchObject({ adId: id, amountCents: prolonged.due_cents });
    expect(prolonged.classified.status).toBe('scheduled');
    expect(prolonged.classified).toMatchObject({ actions: ['pay', 'edit', 'prolong', 'delete'], can_prolong: true });

    const online = await place(owner.cookie, printForm({ version: 'online', publish_date: '2026-11-20' }));
    expectError(await c.post(`/api/classifieds/${online.classified.id}/prolong`, owner.cookie, { issues: 1 }), 409, 'error-classified-not-prolongable');
    expectError(await c.post(`/api/classifieds/${online.classified.id}/pay`, owner.cookie), 409, 'error-classified-not-payable');
    expect(online.classified).toMatchObject({ actions: ['edit', 'delete'], can_prolong: false });
  });

  it('GET /api/me/classifieds: the owner’s ads with their bookings and the schedule', async () => {
    expectError(await c.get('/api/me/classifieds'), 401, 'notification-auth-error');
    const list = await mine();
    expect(list.phone_verified).toBe(true);
    expect(list.data.length).toBeGreaterThan(3);
    expect(list.schedule.editions.map((e) => e.slug)).toEqual(['chicagoland', 'milwaukee']);
    expect(list.schedule.issues.every((issue) => Date.parse(issue.deadlineAt) > clock.getTime())).toBe(true);
    expect((await mine(other.cookie)).data.every((ad) => list.data.every((own) => own.id !== ad.id))).toBe(true);
  });
});

describe('review in the moderation queue', () => {
  it('lists ads awaiting review beside posts and comments, for staff only', async () => {
    const write = await place(owner.cookie, printForm({ version: 'online', publish_date: '2026-11-20' }));
    expectError(await c.get('/api/forum/moderation?kind=classifieds', owner.cookie), 403, 'error-moderator-only');
    const res = await c.get('/api/forum/moderation?kind=classifieds', moderator);
    expect(res.statusCode, res.body).toBe(200);
    const queue = body<Page<ModerationClassified> & { counts: Record<string, number> }>(res);
    expect(queue.data.some((ad) => ad.id === write.classified.id && ad.author.name.startsWith('Ольга'))).toBe(true);
    expect(queue.counts.classifieds).toBe(queue.total);
    const posts = body<{ counts: Record<string, number> }>(await c.get('/api/forum/moderation?kind=posts', moderator));
    expect(posts.counts.classifieds).toBe(queue.total);
  });

  it('approves (running from its date) or rejects with a reason the owner reads in their language; a paid ad is refunded', async () => {
    const online = await place(owner.cookie, printForm({ version: 'online', publish_date: '2026-11-19' }));
    const approved = body<MyClassified>(await c.post(`/api/forum/moderation/classifieds/${online.classified.id}`, moderator, { decision: 'approve' }));
    expect(approved.status).toBe('running');
    expectError(await c.post(`/api/forum/moderation/classifieds/${online.classified.id}`, moderator, { decision: 'approve' }), 409, 'error-conflict');

    const printed = await place(owner.cookie, printForm());
    await pay(printed.classified.id);
    expectError(await c.post(`/api/forum/moderation/classifieds/${printed.classified.id}`, moderator, { decision: 'reject' }), 422, 'error-rejection-reason-required');
    const mailsBefore = (await t.outbox.mail()).length;
    const res = await c.post(`/api/forum/moderation/classifieds/${printed.classified.id}`, moderator, { decision: 'reject', reason: 'Нет номера телефона' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<MyClassified>(res)).toMatchObject({ status: 'rejected', rejection_reason: 'Нет номера телефона' });
    expect(recorded.refunds).toContain(printed.classified.id);
    const bell = body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie));
    expect(bell.data.data[0]).toMatchObject({ type: 'classified_rejected', icon: 'rejected', data: { rejection_reason: 'Нет номера телефона', post_title: 'Диван' } });
    const mails = await t.outbox.mail();
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe(owner.user.email);
    expect(mail.subject).toContain('не принято');
    expect(mail.text).toContain('Нет номера телефона');
    // Staff never decide on their own ads.
    const staffAd = await place(moderator, printForm({ version: 'online', publish_date: '2026-11-20' }));
    expectError(await c.post(`/api/forum/moderation/classifieds/${staffAd.classified.id}`, moderator, { decision: 'approve' }), 403, 'error-own-item');
  });
});

describe('what placing tells the catalogue', () => {
  const approve = (id: number) => c.post(`/api/forum/moderation/classifieds/${id}`, moderator, { decision: 'approve' });
  const catalogue = async (q: string) => {
    const res = await c.get(`/api/classifieds?q=${encodeURIComponent(q)}&per_page=50`);
    expect(res.statusCode, res.body).toBe(200);
    return body<ClassifiedsResponse>(res).data.map((ad) => ad.id);
  };
  const patchAd = (id: number, parts: Part[]) =>
    t.app.inject({ method: 'PATCH', url: `/api/classifieds/${id}`, headers: { cookie: owner.cookie }, payload: Object.fromEntries(parts) });
  const spelled = async (word: string) =>
    (await t.database.query<{ word: string }>('SELECT word FROM search_spellings WHERE word = $1', [word])).length > 0;

  it('keeps the spellings of what it writes: "Schaumburg" finds a new ad titled "Шаумбург" once approved', async () => {
    expect(await spelled('зарновилл')).toBe(false);
    const write = await place(owner.cookie, printForm({ version: 'online', publish_date: '2026-11-19', title: 'Гараж в Шаумбург', text: uniqueText('Распродажа в гараже, рядом Зарновилл') }));
    const id = write.classified.id;
    // The words of the new ad are spelled for other alphabets as it is written.
    expect(await spelled('зарновилл')).toBe(true);
    expect(await catalogue('Schaumburg')).not.toContain(id);
    expect((await approve(id)).statusCode).toBe(200);
    expect(await catalogue('Schaumburg')).toContain(id);
  });

  it('keeps the spellings of a changed text', async () => {
    const write = await place(owner.cookie, printForm({ version: 'online', publish_date: '2026-11-19', title: 'Стол', text: uniqueText('Продаю стол') }));
    expect(await spelled('квиллоуби')).toBe(false);
    const res = await patchAd(write.classified.id, printForm({ version: 'online', publish_date: '2026-11-19', title: 'Стол', text: uniqueText('Продаю стол из Квиллоуби') }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await spelled('квиллоуби')).toBe(true);
  });

  it('shows an approved ad at once, and takes an edited or deleted one out, through the caches (the service’s and the page cache)', async () => {
    const word = 'Зеленоглазка';
    const write = await place(owner.cookie, printForm({ version: 'online', publish_date: '2026-11-19', title: 'Котёнок', text: uniqueText(`Отдам котёнка ${word}`) }));
    const id = write.classified.id;
    expect(await catalogue(word)).toEqual([]);
    const cachePage = () => t.app.pageCache.set('ru /private-ads', { status: 200, headers: {}, etag: 'W/"ads"', bodies: { identity: Buffer.from('ads') } }, [TAGS.classifieds]);
    cachePage();
    expect((await approve(id)).statusCode).toBe(200);
    expect(t.app.pageCache.get('ru /private-ads')).toBeFalsy();
    expect(await catalogue(word)).toEqual([id]);
    expect(body<Classified>(await c.get(`/api/classifieds/${id}`)).status).toBe('running');

    // A changed text goes back to review: out of the catalogue at once.
    cachePage();
    const edited = await patchAd(id, printForm({ version: 'online', publish_date: '2026-11-19', title: 'Котёнок', text: uniqueText(`Отдам котёнка ${word}, рыжего`) }));
    expect(body<ClassifiedWrite>(edited).classified.status).toBe('awaiting_review');
    expect(t.app.pageCache.get('ru /private-ads')).toBeFalsy();
    expect(await catalogue(word)).toEqual([]);
    expect((await c.get(`/api/classifieds/${id}`)).statusCode).toBe(404);

    expect((await approve(id)).statusCode).toBe(200);
    expect(await catalogue(word)).toEqual([id]);
    cachePage();
    expect((await c.del(`/api/classifieds/${id}`, owner.cookie)).statusCode).toBe(200);
    expect(t.app.pageCache.get('ru /private-ads')).toBeFalsy();
    expect(await catalogue(word)).toEqual([]);
  });
});

describe('reports in the moderation queue', () => {
  type Queue = Page<ModerationClassified> & { counts: Record<string, number> };
  const queue = async () => body<Queue>(await c.get('/api/forum/moderation?kind=classifieds', moderator));
  const decide = (id: number, payload: unknown) => c.post(`/api/forum/moderation/classifieds/${id}`, moderator, payload);
  const report = (id: number, cookie: string, payload: { reason: string; note?: string }) => c.post(`/api/classifieds/${id}/report`, cookie, payload);

  async function runningAd(text: string) {
    const write = await place(owner.cookie, printForm({ version: 'online', publish_date: '2026-11-19', title: 'Велосипед', text: uniqueText(text) }));
    expect(body<MyClassified>(await decide(write.classified.id, { decision: 'approve' })).status).toBe('running');
    return write.classified.id;
  }

  it('shows a reported running ad with its open reports; keeping it resolves them and leaves it running', async () => {
    const id = await runningAd('Продаю велосипед, почти новый');
    expect((await queue()).data.map((ad) => ad.id)).not.toContain(id);
    // Only an ad in the queue is decided.
    expectError(await decide(id, { decision: 'approve' }), 409, 'error-conflict');
    const readers = [other, await newMember(t)];
    expect((await report(id, readers[0]!.cookie, { reason: 'spam', note: 'Одно и то же каждый день' })).statusCode).toBe(202);
    expect((await report(id, readers[1]!.cookie, { reason: 'fraud' })).statusCode).toBe(202);

    const before = await queue();
    const queued = before.data.find((ad) => ad.id === id);
    expect(queued?.status).toBe('running');
    expect(queued?.reports.count).toBe(2);
    expect(queued?.reports.items.map((r) => [r.reason, r.note]).toSorted()).toEqual([
      ['fraud', ''],
      ['spam', 'Одно и то же каждый день'],
    ]);
    expect(before.counts.classifieds).toBe(before.total);
    const posts = body<Queue>(await c.get('/api/forum/moderation?kind=posts', moderator));
    expect(posts.counts.classifieds).toBe(before.total);

    const bell = body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie)).data.data.length;
    const kept = await decide(id, { decision: 'approve' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(body<MyClassified>(kept).status).toBe('running');
    const after = await queue();
    expect(after.data.map((ad) => ad.id)).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
    expect(await t.app.services.classifieds.reportsOf([id])).toEqual(new Map());
    // Nothing changed for the owner: no notification.
    expect(body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie)).data.data.length).toBe(bell);
    expect((await c.get(`/api/classifieds/${id}`)).statusCode).toBe(200);
  });

  it('rejecting a reported running ad takes it down with the reason and resolves its reports', async () => {
    const id = await runningAd('Продаю велосипед, дёшево');
    expect((await report(id, other.cookie, { reason: 'outdated', note: 'Уже продан' })).statusCode).toBe(202);
    const queued = (await queue()).data.find((ad) => ad.id === id);
    expect(queued?.reports).toMatchObject({ count: 1, items: [{ reason: 'outdated', note: 'Уже продан' }] });
    expectError(await decide(id, { decision: 'reject' }), 422, 'error-rejection-reason-required');

    const res = await decide(id, { decision: 'reject', reason: 'Объявление неактуально' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<MyClassified>(res)).toMatchObject({ status: 'rejected', rejection_reason: 'Объявление неактуально' });
    expect((await queue()).data.map((ad) => ad.id)).not.toContain(id);
    expect(await t.app.services.classifieds.reportsOf([id])).toEqual(new Map());
    expect((await c.get(`/api/classifieds/${id}`)).statusCode).toBe(404);
    const bell = body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie));
    expect(bell.data.data[0]).toMatchObject({ type: 'classified_rejected', data: { rejection_reason: 'Объявление неактуально' } });
  });

  it('an ad awaiting review carries no reports; deciding it leaves the queue', async () => {
    const write = await place(owner.cookie, printForm({ version: 'online', publish_date: '2026-11-19' }));
    const queued = (await queue()).data.find((ad) => ad.id === write.classified.id);
    expect(queued?.reports).toEqual({ count: 0, items: [] });
  });
});

describe('the lifecycle job', () => {
  it('starts, expires and reminds once, whatever the number of runs', async () => {
    const write = await place(owner.cookie, printForm({ issues: '1', bold: undefined, frame: undefined }));
    const id = write.classified.id;
    await pay(id);
    await c.post(`/api/forum/moderation/classifieds/${id}`, moderator, { decision: 'approve' });
    const lifecycle = t.app.services.placingLifecycle;
    const queued: number[] = [];
    const enqueue = async (_tx: unknown, ids: number[]) => void queued.push(...ids);
    const status = async () => (await mine()).data.find((ad) => ad.id === id)!.status;

    expect(await status()).toBe('scheduled');
    // Its page is read (and kept) before it runs: the job says when it starts and ends.
    expect((await c.get(`/api/classifieds/${id}`)).statusCode).toBe(404);
    // Its one issue is on 26 November; it is valid until 2 December. A week before, the reminder.
    clock = new Date('2026-11-26T14:00:00Z');
    const [first, second] = await Promise.all([lifecycle.tick(enqueue), lifecycle.tick(enqueue)]);
    expect([...first.started, ...second.started]).toContain(id);
    expect(await status()).toBe('running');
    expect((await c.get(`/api/classifieds/${id}`)).statusCode).toBe(200);
    expect(queued.filter((q) => q === id)).toHaveLength(1);
    await lifecycle.tick(enqueue);
    expect(queued.filter((q) => q === id)).toHaveLength(1);

    const sms = (await t.outbox.sms()).length;
    expect(await lifecycle.remind(id)).toBe('sent');
    const mail = (await t.outbox.mail()).at(-1)!;
    expect(mail.text).toContain(`/profile/classifields?prolong=${id}`);
    expect((await t.outbox.sms()).length).toBe(sms + 1);

    clock = new Date('2026-12-03T15:00:00Z');
    const run = await lifecycle.tick(enqueue);
    expect(run.expired).toContain(id);
    expect(await status()).toBe('expired');
    expect((await c.get(`/api/classifieds/${id}`)).statusCode).toBe(404);
    expect(await lifecycle.remind(id)).toBe('skipped');
    clock = new Date(t.seedNow.getTime() + 2 * 3600_000);
  });
});
