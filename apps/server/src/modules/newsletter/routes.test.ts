import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_NAME_MAX, type NewsletterStatus, type User } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newMember } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let cookie: string;
const editor = DEMO_ACCOUNTS.find((a) => a.role === 'editor')!;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: editor.email, password: editor.password } });
  cookie = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>) {
  const boundary = '----gazeta-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

let addresses = 0;
const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const subscribe = (fields: Record<string, string>, withCookie = cookie) => {
  const { payload, contentType } = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    payload,
    headers: { 'content-type': contentType, ...(withCookie ? { cookie: withCookie } : {}) },
    // Each from its own address: the route's per-address limit is not what these tests are about.
    remoteAddress: nextAddress(),
  });
};

async function mailTo(email: string) {
  return (await t.outbox.mail()).filter((m) => m.to.includes(email));
}

const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

/** A new member whose e-mail address is verified (the newsletter trusts only that one as theirs). */
async function verifiedMember() {
  const member = await newMember(t);
  await t.database.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [member.id]);
  return { ...member, email: member.user.email! };
}

async function confirmOwn(member: { email: string; cookie: string }) {
  expect((await subscribe({ name: 'Own Name', email: member.email }, member.cookie)).statusCode).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: '/api/subscription/confirm', payload: { token: tokenIn((await mailTo(member.email)).at(-1)!.text) } });
  expect(body<NewsletterStatus>(res)).toEqual({ status: 'subscribed' });
}

const rowOf = async (email: string) => (await t.database.query('SELECT name, user_id, status, unsubscribe_token, locale FROM newsletter_subscriptions WHERE email = $1', [email]))[0];
const profile = async (cookie: string) => body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } }));

describe('newsletter (double opt-in)', () => {
  it('needs a signed-in user', async () => {
    expectError(await subscribe({ name: 'Jonas Kazlauskas', email: editor.email }, ''), 401, 'notification-auth-error');
  });

  it('checks the e-mail', async () => {
    const res = await subscribe({ name: 'Jonas', email: 'nope' });
    expect(expectError(res, 422, 'error-validation').errors?.['email']?.[0]?.code).toBe('notification-error-invalid-email');
  });

  it("multipart subscribe of one's own address → pending, confirmation mail with one-click unsubscribe headers → confirmed → unsubscribe by one click", async () => {
    const me = await verifiedMember();
    const res = await subscribe({ name: 'Jonas Kazlauskas', email: me.email }, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<NewsletterStatus>(res)).toEqual({ status: 'pending' });

    const [confirmMail] = await mailTo(me.email);
    expect(confirmMail).toBeDefined();
    expect(confirmMail!.text).toContain('Jonas Kazlauskas');
    expect(confirmMail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /<([^>]+)>/.exec(String(confirmMail!.headers['list-unsubscribe']))?.[1];
    expect(unsubscribeUrl).toMatch(/\/api\/subscription\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    const confirmToken = tokenIn(confirmMail!.text);

    const confirmed = await t.app.inject({ method: 'POST', url: '/api/subscription/confirm', payload: { token: confirmToken } });
    expect(body<NewsletterStatus>(confirmed)).toEqual({ status: 'subscribed' });
    const welcome = (await mailTo(me.email)).at(-1)!;
    expect(welcome.headers['list-unsubscribe']).toBe(confirmMail!.headers['list-unsubscribe']);
    expect(welcome.text).toContain('/newsletter/unsubscribe?token=');
    expectError(await t.app.inject({ method: 'POST', url: '/api/subscription/confirm', payload: { token: confirmToken } }), 422, 'error-link-invalid');

    // A mail client's one-click POST (RFC 8058): form-encoded, no cookie, no Origin.
    const url = new URL(unsubscribeUrl!);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(body<NewsletterStatus>(oneClick)).toEqual({ status: 'none' });
  });

  it("shows in the user's profile and can be ended from there", async () => {
    const res = await subscribe({ name: 'Jonas', email: editor.email });
    expect(body<NewsletterStatus>(res).status).toBe('pending');
    expect(body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).newsletter).toBe('pending');
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec((await mailTo(editor.email)).at(-1)!.text)![1];
    await t.app.inject({ method: 'POST', url: '/api/subscription/confirm', payload: { token } });
    expect(body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).newsletter).toBe('subscribed');
    // Subscribing again changes nothing and sends nothing.
    const mails = (await mailTo(editor.email)).length;
    expect(body<NewsletterStatus>(await subscribe({ name: 'Jonas', email: editor.email }))).toEqual({ status: 'subscribed' });
    expect((await mailTo(editor.email)).length).toBe(mails);

    const out = await t.app.inject({ method: 'POST', url: '/api/subscription/unsubscribe', headers: { cookie }, payload: {} });
    expect(body<NewsletterStatus>(out)).toEqual({ status: 'none' });
    expect(body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).newsletter).toBe('none');
  });

  it('an unknown unsubscribe token is a clear error; without token or session, 401', async () => {
    expectError(await t.app.inject({ method: 'POST', url: `/api/subscription/unsubscribe?token=${'x'.repeat(43)}` }), 422, 'error-link-invalid');
    expectError(await t.app.inject({ method: 'POST', url: '/api/subscription/unsubscribe' }), 401, 'notification-auth-error');
  });

  it('sends at most 3 confirmation mails per address in 15 minutes: the owner hears 429, anyone else the usual answer', async () => {
    const me = await verifiedMember();
    for (let i = 0; i < 3; i += 1) expect((await subscribe({ name: 'X', email: me.email }, me.cookie)).statusCode).toBe(200);
    expectError(await subscribe({ name: 'X', email: me.email }, me.cookie), 429, 'error-too-many-requests');

    const email = 'many.times@example.com';
    for (let i = 0; i < 5; i += 1) {
      const res = await subscribe({ name: 'X', email });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<NewsletterStatus>(res)).toEqual({ status: 'pending' });
    }
    expect(await mailTo(email)).toHaveLength(3);
  });
});

describe('the name (issue #12: plain, length-limited single-line text)', () => {
  it('refuses markup, links, line breaks, control characters and overlong names, and sends nothing', async () => {
    const email = 'name.checks@example.com';
    const cases: [string, string][] = [
      ['<b>Jonas</b>', 'error-name-invalid'],
      ['Win a prize at https://evil.example', 'error-name-invalid'],
      ['Jonas\nCall us now', 'validation-control-characters'],
      ['Jo\u0000nas', 'validation-control-characters'],
      ['J'.repeat(NEWSLETTER_NAME_MAX + 1), 'validation-too-big'],
    ];
    for (const [name, code] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/subscription/subscribe', headers: { cookie }, payload: { name, email }, remoteAddress: nextAddress() });
      expect(expectError(res, 422, 'error-validation').errors?.['name']?.[0]?.code, name).toBe(code);
    }
    expect(await mailTo(email)).toEqual([]);
    expect((await subscribe({ name: "Jean-Luc O'Brien Jr.", email })).statusCode).toBe(200);
  });
});

describe("someone else's address (issue #12)", () => {
  it('gets the same answer whether it is on the list or not, and nothing of theirs changes', async () => {
    const stranger = await newMember(t, { emailVerified: false });
    const subscribed = await verifiedMember();
    const pending = await verifiedMember();
    const unsubscribed = await verifiedMember();
    const unknown = await verifiedMember();
    await confirmOwn(subscribed);
    expect((await subscribe({ name: 'Own Name', email: pending.email }, pending.cookie)).statusCode).toBe(200);
    await confirmOwn(unsubscribed);
    await t.app.inject({ method: 'POST', url: '/api/subscription/unsubscribe', headers: { cookie: unsubscribed.cookie }, payload: {} });
    const members = [subscribed, pending, unsubscribed, unknown];
    const before = await Promise.all(members.map(async (m) => ({ row: await rowOf(m.email), profile: (await profile(m.cookie)).newsletter, mails: (await mailTo(m.email)).length })));
    expect(before.map((b) => b.profile)).toEqual(['subscribed', 'pending', 'none', 'none']);

    const answers = [];
    for (const m of members) {
      const res = await subscribe({ name: 'Prize Office', email: m.email }, stranger.cookie);
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ status: 200, body: '{"status":"pending"}' })]));

    const after = await Promise.all(members.map(async (m) => ({ row: await rowOf(m.email), profile: (await profile(m.cookie)).newsletter, mails: (await mailTo(m.email)).length })));
    // Nothing changed in the rows nor in the profiles; only the address the list never had got a letter.
    expect(after.map((a) => ({ ...a, mails: 0 }))).toEqual(before.map((b) => ({ ...b, mails: 0 })));
    expect(after.map((a, i) => a.mails - before[i]!.mails)).toEqual([0, 0, 0, 1]);

    // That letter is ours alone: no name the stranger wrote, no markup, and its link is the owner's to use.
    const letter = (await mailTo(unknown.email)).at(-1)!;
    expect(letter.text).not.toContain('Prize Office');
    expect(letter.text).toContain(unknown.email);
    expect(letter.headers['content-type']).toMatch(/^text\/plain/);
    expect(letter.headers['list-unsubscribe']).toBeUndefined();
    expect(body<NewsletterStatus>(await t.app.inject({ method: 'POST', url: '/api/subscription/confirm', payload: { token: tokenIn(letter.text) } }))).toEqual({ status: 'subscribed' });
    expect((await profile(unknown.cookie)).newsletter).toBe('subscribed');
    const row = await rowOf(unknown.email);
    expect(row).toMatchObject({ name: '', user_id: null, status: 'subscribed' });

    // The stranger's own address, unverified, is treated as anyone's.
    expect(body<NewsletterStatus>(await subscribe({ name: 'Me', email: stranger.user.email! }, stranger.cookie))).toEqual({ status: 'pending' });
    expect(await rowOf(stranger.user.email!)).toBeUndefined();
    expect((await profile(stranger.cookie)).newsletter).toBe('none');
  });
});
