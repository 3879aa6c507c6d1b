import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterStatus, User } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
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

const subscribe = (fields: Record<string, string>, withCookie = cookie) => {
  const { payload, contentType } = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    payload,
    headers: { 'content-type': contentType, ...(withCookie ? { cookie: withCookie } : {}) },
  });
};

async function mailTo(email: string) {
  return (await t.outbox.mail()).filter((m) => m.to.includes(email));
}

describe('newsletter (double opt-in)', () => {
  it('needs a signed-in user', async () => {
    expectError(await subscribe({ name: 'Jonas Kazlauskas', email: editor.email }, ''), 401, 'notification-auth-error');
  });

  it('checks the e-mail', async () => {
    const res = await subscribe({ name: 'Jonas', email: 'nope' });
    expect(expectError(res, 422, 'error-validation').errors?.['email']?.[0]?.code).toBe('notification-error-invalid-email');
  });

  it('multipart subscribe → pending, confirmation mail with one-click unsubscribe headers → confirmed → unsubscribe by one click', async () => {
    const email = 'reader.newsletter@example.com';
    const res = await subscribe({ name: 'Jonas Kazlauskas', email });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<NewsletterStatus>(res)).toEqual({ status: 'pending' });

    const [confirmMail] = await mailTo(email);
    expect(confirmMail).toBeDefined();
    expect(confirmMail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /<([^>]+)>/.exec(String(confirmMail!.headers['list-unsubscribe']))?.[1];
    expect(unsubscribeUrl).toMatch(/\/api\/subscription\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    const confirmToken = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmMail!.text)?.[1];
    expect(confirmToken).toBeDefined();

    const confirmed = await t.app.inject({ method: 'POST', url: '/api/subscription/confirm', payload: { token: confirmToken } });
    expect(body<NewsletterStatus>(confirmed)).toEqual({ status: 'subscribed' });
    const welcome = (await mailTo(email)).at(-1)!;
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

  it('sends at most 3 confirmation mails per address in 15 minutes', async () => {
    const email = 'many.times@example.com';
    for (let i = 0; i < 3; i += 1) expect((await subscribe({ name: 'X', email })).statusCode).toBe(200);
    expectError(await subscribe({ name: 'X', email }), 429, 'error-too-many-requests');
  });
});
