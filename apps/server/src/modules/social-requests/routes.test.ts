import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  type ModerationSocialRequest,
  type MySocialRequest,
  type MySocialRequestsResponse,
  type NotificationsResponse,
  type Order,
  type Page,
  type SocialRequestWrite,
} from '@gazeta/contract';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ownerOtherModerator, staff, type TestMember } from '../../test/factories.ts';
import { client, pngFile, type Client, type Part, paySandbox as pay } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let member: TestMember;
let other: TestMember;
let moderator: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-for-social' } });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  today = chicagoDay(clock);
  c = client(t);
  ({ owner: member, other, moderator } = await ownerOtherModerator(t, { firstName: 'Вера', emailVerified: clock, email: 'vera.social@example.com' }));
});
afterAll(() => t.close());

function form(overrides: Record<string, string | undefined> = {}, networks = ['facebook', 'telegram'], images: Part[1][] = []): Part[] {
  const fields: Record<string, string | undefined> = { text: 'Открытие пекарни «Колосок» в субботу!\nПриходите.', publish_on: addDays(today, 3), agree: '1', ...overrides };
  return [
    ...Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ...networks.map((network, i): Part => [`networks[${i}]`, network]),
    ...images.map((image, i): Part => [`images[${i}]`, image]),
  ];
}

async function create(parts: Part[], cookie = member.cookie): Promise<SocialRequestWrite> {
  const res = await c.form('/api/social-requests', cookie, parts);
  expect(res.statusCode, res.body).toBe(201);
  return body<SocialRequestWrite>(res);
}

const paySandbox = (orderId: number, cookie = member.cookie) => pay(c, orderId, cookie);

const decide = (id: number, payload: unknown, cookie = moderator) => c.post(`/api/forum/moderation/social/${id}`, cookie, payload);
const mine = async (cookie = member.cookie) => body<MySocialRequestsResponse>(await c.get('/api/me/social-requests', cookie));

describe('asking for a post on the paper’s pages (POST /api/social-requests)', () => {
  it('prices each network chosen on the server and opens an order ("Success. Please pay for your request.")', async () => {
    const write = await create([...form({}, ['telegram', 'facebook', 'telegram'], [await pngFile(400, 300)]), ['price_cents', '1']]);
    expect(write).toMatchObject({ code: 'notification-social-pay', message: 'Success. Please pay for your request.' });
    expect(write.request).toMatchObject({ status: 'awaiting_payment', networks: ['facebook', 'telegram'], price_cents: DEFAULT_RATES.social_posts.facebook + DEFAULT_RATES.social_posts.telegram, order_id: write.order_id, links: {} });
    expect(write.request.images).toHaveLength(1);
    expect(write.request.images[0]!.src).toMatch(/\.webp$/);
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, member.cookie)).total_cents).toBe(write.request.price_cents);
    expect((await mine(other.cookie)).data).toEqual([]);
  });

  it('reads a browser’s CR LF line breaks as one break each, counted so', async () => {
    const text = `${'Строка\r\n'.repeat(285)}конец`;
    expect(text.replaceAll('\r\n', '\n').length).toBeLessThanOrEqual(2000);
    expect(text.length).toBeGreaterThan(2000);
    const write = await create(form({ text }));
    expect(write.request.text).toBe(text.replaceAll('\r\n', '\n'));
  });

  it('names every missing or bad field ("Please select social networks")', async () => {
    const cases: [Part[], string, string][] = [
      [form({ text: undefined }), 'text', 'error-social-text-required'],
      [form({ text: 'x'.repeat(2001) }), 'text', 'error-social-text-too-long'],
      [form({ publish_on: undefined }), 'publish_on', 'error-social-date-required'],
      [form({ publish_on: '2026-13-01' }), 'publish_on', 'error-social-date-required'],
      [form({ publish_on: addDays(today, -1) }), 'publish_on', 'error-social-date-past'],
      [form({ publish_on: addDays(today, 91) }), 'publish_on', 'error-social-date-too-far'],
      [form({}, []), 'networks', 'error-social-networks-required'],
      [form({}, ['myspace']), 'networks', 'error-social-networks-required'],
      [form({ agree: undefined }), 'agree', 'error-terms-required'],
      [form({ text: 'Bad\u0007text' }), 'text', 'validation-control-characters'],
      [form({ text: 'Glued\u2800words\u200Bhere' }), 'text', 'validation-invisible-characters'],
    ];
    for (const [parts, field, code] of cases) {
      const res = await c.form('/api/social-requests', member.cookie, parts);
      expect(res.statusCode, `${field} ${code}`).toBe(422);
      expect(body<{ errors: Record<string, { code: string }[]> }>(res).errors[field]?.[0]?.code, `${field} ${code}`).toBe(code);
    }
    const picture = await pngFile();
    const res = await c.form('/api/social-requests', member.cookie, form({}, ['facebook'], [picture, picture, picture, picture, picture]));
    expect(res.statusCode).toBe(422);
    expect(body<{ errors: Record<string, { code: string }[]> }>(res).errors['images']![0]!.code).toBe('error-classified-images-limit');
    expectError(await c.form('/api/social-requests', undefined, form()), 401, 'notification-auth-error');
  });
});

describe('paid, posted by staff or rejected', () => {
  it('waits for staff once paid; posted with each network’s link, the member is notified and mailed', async () => {
    const write = await create(form({}, ['facebook', 'twitter']));
    await paySandbox(write.order_id);
    expect((await mine()).data.find((r) => r.id === write.request.id)).toMatchObject({ status: 'awaiting_publication', order_id: null });
    expectError(await c.del(`/api/social-requests/${write.request.id}`, member.cookie), 409, 'error-social-locked');

    const queue = body<Page<ModerationSocialRequest>>(await c.get('/api/forum/moderation/social', moderator));
    expect(queue.data.map((r) => r.id)).toContain(write.request.id);
    expect(queue.data.find((r) => r.id === write.request.id)!.author.name).toMatch(/^Вера/);
    expectError(await c.get('/api/forum/moderation/social', member.cookie), 403, 'error-moderator-only');
    expectError(await decide(write.request.id, { decision: 'publish', links: { facebook: 'https://facebook.com/gazeta/posts/1', twitter: 'https://x.com/gazeta/status/1' } }, other.cookie), 403, 'error-moderator-only');

    // A link for each of its networks, and no other.
    const missing = await decide(write.request.id, { decision: 'publish', links: { facebook: 'https://facebook.com/gazeta/posts/1' } });
    expect(missing.statusCode).toBe(422);
    expect(body<{ errors: Record<string, unknown> }>(missing).errors).toHaveProperty(['links.twitter']);
    expect((await decide(write.request.id, { decision: 'publish', links: { facebook: 'javascript:alert(1)', twitter: 'https://x.com/gazeta/status/1' } })).statusCode).toBe(422);
    expect((await decide(write.request.id, { decision: 'publish', links: { facebook: 'https://facebook.com/p/1', twitter: 'https://x.com/s/1', telegram: 'https://t.me/gazeta/1' } })).statusCode).toBe(422);

    const links = { facebook: 'https://facebook.com/gazeta/posts/1', twitter: 'https://x.com/gazeta/status/1' };
    expect(body<MySocialRequest>(await decide(write.request.id, { decision: 'publish', links }))).toMatchObject({ status: 'published', links });
    expectError(await decide(write.request.id, { decision: 'publish', links }), 409, 'error-conflict');
    const notes = body<NotificationsResponse>(await c.get('/api/forum/notifications', member.cookie));
    expect(notes.data.data.some((n) => n.type === 'social_published')).toBe(true);
    const mail = (await t.outbox.mail()).find((m) => m.to === 'vera.social@example.com' && m.text.includes(links.twitter));
    expect(mail).toBeDefined();
    // Published, it can be cleared from the list.
    expect((await c.del(`/api/social-requests/${write.request.id}`, member.cookie)).statusCode).toBe(204);
  });

  it('rejected with a reason, it is refunded', async () => {
    const write = await create(form({}, ['telegram']));
    await paySandbox(write.order_id);
    expectError(await decide(write.request.id, { decision: 'reject' }), 422, 'error-rejection-reason-required');
    expect(body<MySocialRequest>(await decide(write.request.id, { decision: 'reject', reason: 'Реклама алкоголя' }))).toMatchObject({ status: 'rejected', rejection_reason: 'Реклама алкоголя' });
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, member.cookie)).status).toBe('refunded');
  });

  it('refunded in full by staff before it is posted, gives up its place in the queue and waits for payment again', async () => {
    const write = await create(form({}, ['telegram']));
    await paySandbox(write.order_id);
    expect((await mine()).data.find((r) => r.id === write.request.id)).toMatchObject({ status: 'awaiting_publication' });
    const admin = await staff(t, 'admin');
    const refunded = await c.post(`/api/orders/${write.order_id}/refund`, admin, { to: 'balance', reason: 'Goodwill' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await mine()).data.find((r) => r.id === write.request.id)).toMatchObject({ status: 'awaiting_payment', order_id: null });
    expectError(await decide(write.request.id, { decision: 'reject', reason: 'x' }), 409, 'error-conflict');
  });

  it('deletes a request not yet paid (its order given up), and only one’s own', async () => {
    const write = await create(form());
    expectError(await c.del(`/api/social-requests/${write.request.id}`, other.cookie), 404, 'error-not-found');
    expect((await c.del(`/api/social-requests/${write.request.id}`, member.cookie)).statusCode).toBe(204);
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, member.cookie)).status).toBe('cancelled');
    expectError(await decide(write.request.id, { decision: 'reject', reason: 'x' }), 404, 'error-not-found');
  });
});
