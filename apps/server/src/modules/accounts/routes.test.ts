import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthState, CodeSent, SignedIn, User } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reader = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
const moderator = DEMO_ACCOUNTS.find((a) => a.role === 'moderator')!;

/** Distinct IPs keep the per-address SMS limit out of tests that are not about it. */
let ipCounter = 10;
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;
let phoneCounter = 2_000;
const nextPhone = () => `+1773555${String((phoneCounter += 1)).padStart(4, '0')}`;

function post(url: string, payload: unknown, opts: { cookie?: string; ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
}
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

function sessionCookie(res: LightMyRequestResponse): string {
  const sid = res.cookies.find((c) => c.name === 'sid');
  expect(sid, `sid cookie in ${JSON.stringify(res.cookies)}`).toBeDefined();
  expect(sid!.httpOnly).toBe(true);
  expect(sid!.sameSite).toBe('Lax');
  return `sid=${sid!.value}`;
}

async function lastCode(phone: string): Promise<string> {
  const messages = (await t.outbox.sms()).filter((m) => m.to === phone);
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.body ?? '')?.[1];
  expect(code, `an SMS code for ${phone}`).toBeDefined();
  return code!;
}

async function lastLink(to: string, path: string): Promise<string> {
  const mails = (await t.outbox.mail()).filter((m) => m.to.includes(to));
  const match = new RegExp(`${path.replace('?', '\\?')}\\?token=([A-Za-z0-9_-]+)`).exec(mails.at(-1)?.text ?? '');
  expect(match, `a ${path} link mailed to ${to}`).not.toBeNull();
  return match![1]!;
}

async function passwordLogin(login: string, password: string, ip?: string) {
  return post('/api/auth/login', { login, password }, { ...(ip ? { ip } : {}) });
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  const res = await passwordLogin(account.email, account.password);
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

function newPerson() {
  const n = (phoneCounter += 1);
  return {
    first_name: 'Ольга',
    last_name: 'Иванова',
    email: `olga${n}@example.com`,
    phone: `+1 (773) 555-${String(n).padStart(4, '0')}`,
    password: 'long enough secret',
    password_confirmation: 'long enough secret',
    terms: true,
  };
}

/** Registers someone through both steps and returns their cookie. */
async function register(person = newPerson()) {
  const ip = nextIp();
  const step1 = await post('/api/auth/register', person, { ip });
  expect(step1.statusCode, step1.body).toBe(202);
  const { phone } = body<CodeSent>(step1);
  const step2 = await post('/api/auth/register/verify', { phone, code: await lastCode(phone) }, { ip });
  expect(step2.statusCode, step2.body).toBe(200);
  return { cookie: sessionCookie(step2), person, phone, user: body<SignedIn>(step2).user };
}

describe('sign-up by SMS code', () => {
  it('sends a code, and the right code activates the account, signs in and mails an e-mail link', async () => {
    const person = newPerson();
    const res = await post('/api/auth/register', person, { ip: nextIp() });
    expect(res.statusCode, res.body).toBe(202);
    const sent = body<CodeSent>(res);
    expect(sent).toMatchObject({ sent: true, expires_in: 600 });
    expect(sent.phone).toMatch(/^\+1\d{10}$/);

    // Not active yet: no sign-in with the password.
    expectError(await passwordLogin(person.email, person.password), 404, 'notification-user-not-found');

    const code = await lastCode(sent.phone);
    const done = await post('/api/auth/register/verify', { phone: sent.phone, code });
    expect(done.statusCode, done.body).toBe(200);
    const signedIn = body<SignedIn>(done);
    expect(signedIn).toMatchObject({ auth: true, authMethod: 'Sms' });
    expect(signedIn.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(signedIn.user).toMatchObject({
      first_name: 'Ольга',
      email: person.email,
      phone: sent.phone,
      phone_verified: true,
      email_verified: false,
      role: 'user',
      balance: 0,
      has_password: true,
    });
    const cookie = sessionCookie(done);
    const state = body<AuthState>(await get('/api/auth/isAuth', cookie));
    expect(state).toMatchObject({ auth: true, token: null, user: { email: person.email } });

    // The e-mail link confirms the address.
    const token = await lastLink(person.email, '/verify-email');
    expect((await post('/api/auth/email/verify', { token })).statusCode).toBe(200);
    expect(body<User>(await get('/api/profile', cookie)).email_verified).toBe(true);
    // Used once only.
    expectError(await post('/api/auth/email/verify', { token }), 422, 'error-verification-failed');
  });

  it('names each bad field with the spec texts and creates nothing', async () => {
    const res = await post('/api/auth/register', {
      first_name: ' ',
      email: 'not-an-email',
      phone: '12345',
      password: 'long enough secret',
      password_confirmation: 'something else',
    });
    const error = expectError(res, 422, 'error-validation');
    expect(error.errors?.['first_name']?.[0]?.code).toBe('error-first-name-required');
    expect(error.errors?.['last_name']?.[0]?.code).toBe('error-last-name-required');
    expect(error.errors?.['email']?.[0]).toEqual({ code: 'notification-error-invalid-email', message: 'The email field must be a valid email address.' });
    expect(error.errors?.['phone']?.[0]?.code).toBe('error-phone-invalid');
    expect(error.errors?.['terms']?.[0]?.code).toBe('error-terms-required');
    expect(error.errors?.['password_confirmation']?.[0]).toEqual({ code: 'error-password-mismatch', message: 'Password and confirm password must be same.' });
  });

  it('refuses a phone or an e-mail that an account already has (409 with the field)', async () => {
    const phoneTaken = await post('/api/auth/register', { ...newPerson(), phone: reader.phone }, { ip: nextIp() });
    expect(expectError(phoneTaken, 409, 'notification-error-phone-taken').errors?.['phone']?.[0]?.code).toBe('notification-error-phone-taken');
    const emailTaken = await post('/api/auth/register', { ...newPerson(), email: reader.email.toUpperCase() }, { ip: nextIp() });
    expect(expectError(emailTaken, 409, 'notification-error-email-taken').errors?.['email']?.[0]?.code).toBe('notification-error-email-taken');
  });

  it('rejects a wrong code, and after five wrong tries the right one too', async () => {
    const person = newPerson();
    const ip = nextIp();
    const { phone } = body<CodeSent>(await post('/api/auth/register', person, { ip }));
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = expectError(await post('/api/auth/register/verify', { phone, code: wrong }), 422, 'notification-invalid-code-error');
    expect(first.message).toBe('Invalid code! Please, try again.');
    expect(first.errors?.['code']?.[0]?.code).toBe('notification-invalid-code-error');
    for (let i = 0; i < 3; i += 1) await post('/api/auth/register/verify', { phone, code: wrong });
    expectError(await post('/api/auth/register/verify', { phone, code: wrong }), 422, 'error-code-attempts');
    expectError(await post('/api/auth/register/verify', { phone, code }), 422, 'error-code-attempts');
    // A malformed code is a field error before anything is looked up.
    const malformed = await post('/api/auth/register/verify', { phone, code: '12ab' });
    expect(expectError(malformed, 422, 'error-validation').errors?.['code']?.[0]?.code).toBe('notification-invalid-code-error');
  });

  it('expires a code after 10 minutes', async () => {
    let clock = new Date('2026-11-22T12:00:00Z');
    const timed = await createTestApp({ now: () => clock });
    try {
      const person = newPerson();
      const res = await timed.app.inject({ method: 'POST', url: '/api/auth/register', payload: person });
      const { phone } = body<CodeSent>(res);
      const code = /\d{6}/.exec((await timed.outbox.sms()).at(-1)!.body)![0];
      clock = new Date(clock.getTime() + 10 * 60 * 1000 + 1);
      const late = await timed.app.inject({ method: 'POST', url: '/api/auth/register/verify', payload: { phone, code } });
      expectError(late, 422, 'notification-invalid-code-error');
    } finally {
      await timed.close();
    }
  });

  it('sends at most 3 codes per phone and per IP address in 15 minutes', async () => {
    const person = newPerson();
    for (let i = 0; i < 3; i += 1) expect((await post('/api/auth/register', person, { ip: nextIp() })).statusCode).toBe(202);
    expectError(await post('/api/auth/register', person, { ip: nextIp() }), 429, 'error-too-many-requests');

    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await post('/api/auth/register', newPerson(), { ip })).statusCode).toBe(202);
    expectError(await post('/api/auth/register', newPerson(), { ip }), 429, 'error-too-many-requests');
  });

  it('stores the password with argon2id, never in clear', async () => {
    const { person } = await register();
    const rows = await t.database.db.execute(sql`select password_hash from users where email = ${person.email}`);
    const hash = String((rows as unknown as { rows: Array<{ password_hash: string }> }).rows[0]!.password_hash);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(person.password);
  });
});

describe('sign-in', () => {
  it('by password with a phone number or an e-mail; a new session id each time', async () => {
    const byEmail = await passwordLogin(reader.email, reader.password);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(body<SignedIn>(byEmail)).toMatchObject({ auth: true, authMethod: 'Password', user: { role: 'user', email: reader.email } });
    const byPhone = await passwordLogin('1-312-555-0101', reader.password);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(sessionCookie(byPhone)).not.toBe(sessionCookie(byEmail));
  });

  it('signing in again in the same browser ends the session it had (the id rotates)', async () => {
    const first = await signIn(reader);
    const again = await post('/api/auth/login', { login: reader.email, password: reader.password }, { cookie: first });
    expect(again.statusCode, again.body).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expectError(await get('/api/profile', first), 401, 'notification-auth-error');
    expect((await get('/api/profile', second)).statusCode).toBe(200);
  });

  it('tells an unknown user from a wrong password, in the spec words', async () => {
    const unknown = expectError(await passwordLogin('nobody@example.com', 'whatever1'), 404, 'notification-user-not-found');
    expect(unknown.message).toBe('User not found');
    const wrong = expectError(await passwordLogin(moderator.email, 'wrong password'), 401, 'notification-incorrect-password');
    expect(wrong.message).toBe('Invalid credentials');
  });

  it('rate-limits password guessing per address and account', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) await passwordLogin(moderator.email, `guess-${i}`, ip);
    expectError(await passwordLogin(moderator.email, moderator.password, ip), 429, 'error-too-many-requests');
    // Another account from the same address is not locked out by it.
    expect((await passwordLogin(reader.email, reader.password, ip)).statusCode).toBe(200);
  });

  it('by SMS code', async () => {
    const ip = nextIp();
    const sent = await post('/api/auth/sms/send', { phone: reader.phone }, { ip });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await post('/api/auth/login/sms', { phone: reader.phone, code: await lastCode(reader.phone) }, { ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<SignedIn>(res)).toMatchObject({ authMethod: 'Sms', user: { email: reader.email } });
    expectError(await post('/api/auth/sms/send', { phone: '+17735550000' }, { ip: nextIp() }), 404, 'notification-user-not-found');
    expect(expectError(await post('/api/auth/sms/send', { phone: 'abc' }), 422, 'error-validation').errors?.['phone']?.[0]?.code).toBe('error-phone-invalid');
  });

  it('works for API clients with the Bearer token, and isAuth gives it back', async () => {
    const res = await passwordLogin(reader.email, reader.password);
    const { token } = body<SignedIn>(res);
    const state = body<AuthState>(await get('/api/auth/isAuth', undefined, { authorization: token }));
    expect(state).toMatchObject({ auth: true, token, user: { email: reader.email } });
    expect((await get('/api/profile', undefined, { authorization: token })).statusCode).toBe(200);
  });

  it('logout ends the session and clears the cookie', async () => {
    const cookie = await signIn(reader);
    const out = await get('/api/auth/logout', cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(body<AuthState>(await get('/api/auth/isAuth', cookie))).toEqual({ auth: false, token: null, user: null });
    expectError(await get('/api/profile', cookie), 401, 'notification-auth-error');
  });

  it('answers 401 "Unauthenticated." without a session, and "out of date" for an expired one', async () => {
    const none = expectError(await get('/api/profile'), 401, 'notification-auth-error');
    expect(none.message).toBe('Unauthenticated.');
    expectError(await get('/api/profile', 'sid=' + 'x'.repeat(43)), 401, 'notification-auth-error');

    let clock = new Date('2026-11-22T12:00:00Z');
    const timed = await createTestApp({ now: () => clock });
    try {
      const res = await timed.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: reader.email, password: reader.password } });
      const cookie = sessionCookie(res);
      clock = new Date(clock.getTime() + 31 * 24 * 60 * 60 * 1000);
      const expired = await timed.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
      expect(expectError(expired, 401, 'notification-auth-expired').message).toBe('Authorization data is out of date, please re-authorize.');
    } finally {
      await timed.close();
    }
  });

  it('refuses a cookie-authenticated write from another site (CSRF)', async () => {
    const cookie = await signIn(reader);
    const res = await post('/api/profile/delete', { confirmation: 'DELETE', sure: true }, { cookie, headers: { origin: 'https://evil.example' } });
    expectError(res, 403, 'error-forbidden');
    const opaque = await post('/api/profile/delete', { confirmation: 'DELETE', sure: true }, { cookie, headers: { origin: 'null' } });
    expectError(opaque, 403, 'error-forbidden');
    expect((await get('/api/profile', cookie)).statusCode).toBe(200);
    // The same opaque origin from our own page (the browser says same-origin) goes through.
    const own = await post('/api/auth/login', { login: reader.email, password: reader.password }, { headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('sends a referrer policy under which our own forms keep their Origin', async () => {
    expect((await get('/api/auth/isAuth')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('forgotten password', () => {
  it('mails a single-use link; the new password works, the old does not, and every session ends', async () => {
    const { cookie, person } = await register();
    const res = await post('/api/auth/password/forgot', { email: person.email }, { ip: nextIp() });
    expect(res.statusCode).toBe(202);
    const token = await lastLink(person.email, '/reset-password');

    const mismatch = await post('/api/auth/password/reset', { token, password: 'brand new secret', password_confirmation: 'other' });
    expect(expectError(mismatch, 422, 'error-validation').errors?.['password_confirmation']?.[0]?.message).toBe('The passwords must match.');

    const reset = await post('/api/auth/password/reset', { token, password: 'brand new secret', password_confirmation: 'brand new secret' });
    expect(reset.statusCode, reset.body).toBe(200);
    expectError(await get('/api/profile', cookie), 401, 'notification-auth-error');
    expect((await passwordLogin(person.email, 'brand new secret')).statusCode).toBe(200);
    expectError(await passwordLogin(person.email, person.password), 401, 'notification-incorrect-password');
    const again = await post('/api/auth/password/reset', { token, password: 'third secret!', password_confirmation: 'third secret!' });
    expectError(again, 422, 'error-link-invalid');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await t.outbox.mail()).length;
    expect((await post('/api/auth/password/forgot', { email: 'nobody@example.com' })).statusCode).toBe(202);
    expect((await t.outbox.mail()).length).toBe(before);
    expect(expectError(await post('/api/auth/password/forgot', { email: '' }), 422, 'error-validation').errors?.['email']?.[0]?.message).toBe('Please fill email field.');
  });

  it('a reset link expires', async () => {
    expectError(await post('/api/auth/password/reset', { token: 'x'.repeat(43), password: 'brand new secret', password_confirmation: 'brand new secret' }), 422, 'error-link-invalid');
  });
});

describe('profile', () => {
  it('edits names; a new e-mail becomes unverified and gets a link', async () => {
    const { cookie, person } = await register();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { first_name: 'Olga', last_name: 'Ivanova', email: `new.${person.email}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<User>(res)).toMatchObject({ first_name: 'Olga', full_name: 'Olga Ivanova', email: `new.${person.email}`, email_verified: false });
    await lastLink(`new.${person.email}`, '/verify-email');

    const taken = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload: { first_name: 'O', last_name: 'I', email: reader.email } });
    expectError(taken, 409, 'notification-error-email-taken');
  });

  it('changes the phone only with the code sent to the new number', async () => {
    const { cookie } = await register();
    const taken = await post('/api/profile/phone', { phone: reader.phone }, { cookie, ip: nextIp() });
    expect(expectError(taken, 409, 'notification-error-phone-taken').message).toBe('The phone number has already been taken.');
    const phone = nextPhone();
    expect((await post('/api/profile/phone', { phone }, { cookie, ip: nextIp() })).statusCode).toBe(200);
    const res = await post('/api/profile/phone/verify', { phone, code: await lastCode(phone) }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<User>(res)).toMatchObject({ phone, phone_verified: true });
  });

  it("one user's code cannot confirm a phone for another", async () => {
    const alice = await register();
    const bob = await register();
    const phone = nextPhone();
    await post('/api/profile/phone', { phone }, { cookie: alice.cookie, ip: nextIp() });
    const res = await post('/api/profile/phone/verify', { phone, code: await lastCode(phone) }, { cookie: bob.cookie });
    expectError(res, 422, 'notification-invalid-code-error');
    expect(body<User>(await get('/api/profile', bob.cookie)).phone).toBe(bob.phone);
  });

  it('changes the password with the current one; other sessions end, this one continues', async () => {
    const { cookie, person } = await register();
    const other = await signIn(person);
    const wrong = await post('/api/profile/password', { current_password: 'nope', password: 'next secret 1', password_confirmation: 'next secret 1' }, { cookie });
    const error = expectError(wrong, 422, 'error-incorrect-current-password');
    expect(error.errors?.['current_password']?.[0]?.message).toBe('Error, incorrect password');
    const res = await post('/api/profile/password', { current_password: person.password, password: 'next secret 1', password_confirmation: 'next secret 1' }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = sessionCookie(res);
    expect((await get('/api/profile', fresh)).statusCode).toBe(200);
    expectError(await get('/api/profile', other), 401, 'notification-auth-error');
    expectError(await get('/api/profile', cookie), 401, 'notification-auth-error');
  });

  it('deletes the account after the typed confirmation: personal data gone, sessions ended, can register again', async () => {
    const { cookie, person, phone } = await register();
    const unsure = await post('/api/profile/delete', { confirmation: 'delete' }, { cookie });
    expect(expectError(unsure, 422, 'error-validation').errors?.['sure']).toBeDefined();
    const wrongWord = await post('/api/profile/delete', { confirmation: 'yes', sure: true }, { cookie });
    expect(expectError(wrongWord, 422, 'error-validation').errors?.['confirmation']?.[0]?.code).toBe('error-delete-confirmation');

    const res = await post('/api/profile/delete', { confirmation: 'удалить', sure: true }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await get('/api/profile', cookie), 401, 'notification-auth-error');
    expectError(await passwordLogin(person.email, person.password), 404, 'notification-user-not-found');
    const rows = await t.database.db.execute(sql`select first_name, email, phone, password_hash from users where deleted_at is not null`);
    const deleted = (rows as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(deleted.length).toBeGreaterThan(0);
    for (const row of deleted) expect(row).toEqual({ first_name: '', email: null, phone: null, password_hash: null });
    // The phone and e-mail are free again.
    expect((await post('/api/auth/register', { ...person, phone }, { ip: nextIp() })).statusCode).toBe(202);
  });

  it('a user can only ever reach their own profile', async () => {
    const alice = await register();
    const bob = await register();
    expect(body<User>(await get('/api/profile', alice.cookie)).id).toBe(alice.user.id);
    expect(body<User>(await get('/api/profile', bob.cookie)).id).toBe(bob.user.id);
    // No route takes a user id: there is nothing to point at someone else.
    expect((await get(`/api/profile/${alice.user.id}`, bob.cookie)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('the demo accounts carry their roles', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await passwordLogin(account.email, account.password, nextIp());
      expect(body<SignedIn>(res).user.role).toBe(account.role);
    }
  });
});
