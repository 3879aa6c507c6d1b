import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthState, CodeSent, SignedIn, User } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
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

/** Thirty ways people type one US number. */
function phoneFormats(phone: string): string[] {
  const digits = phone.slice(2);
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [
    `+1${digits}`, `${area}-${exchange}-${line}`, `(${area})${exchange}-${line}`, `1 ${area} ${exchange} ${line}`, `1-${area}-${exchange}-${line}`,
    `+1 (${area}) ${exchange}-${line}`, `${digits}`, `1${digits}`, `(${area}) ${exchange} ${line}`, `${area}.${exchange}.${line}`,
    ` ${digits} `, `+1-${area}-${exchange}-${line}`, `1 (${area}) ${exchange}-${line}`, `${area} ${exchange}-${line}`, `+1 ${area} ${exchange} ${line}`,
    `1.${area}.${exchange}.${line}`, `(${area})-${exchange}-${line}`, `+1(${area})${exchange}${line}`, `${area}${exchange}-${line}`, `${area}-${exchange}${line}`,
    `1 ${area}-${exchange}-${line}`, `+1 ${digits}`, `1-(${area})-${exchange}-${line}`, `(${area}) ${exchange}-${line}`, `+1.${area}.${exchange}.${line}`,
    `1(${area})${exchange}-${line}`, `  +1${digits}`, `${area} ${exchange} ${line}`, `+1 ${area}-${exchange}-${line}`, `1 ${area}${exchange}${line}`,
  ];
}

function patchProfile(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload });
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

    // Not active yet: no sign-in with the password (answered as any wrong sign-in is).
    expectError(await passwordLogin(person.email, person.password), 401, 'notification-incorrect-password');

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

  it('answers a taken phone as any other; only its holder learns after the code that it is taken (409)', async () => {
    const ip = nextIp();
    const taken = await post('/api/auth/register', { ...newPerson(), phone: reader.phone }, { ip });
    const free = await post('/api/auth/register', newPerson(), { ip: nextIp() });
    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(202);
    expect(Object.keys(body<CodeSent>(taken)).sort()).toEqual(Object.keys(body<CodeSent>(free)).sort());
    expect(body<CodeSent>(taken)).toMatchObject({ sent: true, expires_in: 600 });

    const { phone } = body<CodeSent>(taken);
    const verify = await post('/api/auth/register/verify', { phone, code: await lastCode(phone) }, { ip });
    const error = expectError(verify, 409, 'notification-error-phone-taken');
    expect(error.message).toBe('The phone number has already been taken.');
    expect(error.errors?.['phone']?.[0]?.code).toBe('notification-error-phone-taken');
    expect(verify.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('gives a confirmed e-mail address to no one else: the new account has none, and the owner is told', async () => {
    const { user } = await register({ ...newPerson(), email: reader.email.toUpperCase() });
    expect(user.email).toBeFalsy();
    expect(user.email_verified).toBe(false);
    const told = (await t.outbox.mail()).filter((mail) => mail.to === reader.email).at(-1);
    expect(told?.subject).toBe('Кто-то указал ваш адрес при регистрации');
    expect(told?.text).not.toMatch(/token=/);
    // The owner still signs in with it.
    expect((await passwordLogin(reader.email, reader.password)).statusCode).toBe(200);
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

  it('answers an unknown account and a wrong password alike, in the spec words (no probing who has an account)', async () => {
    const unknown = await passwordLogin('nobody@example.com', 'whatever1', nextIp());
    const wrong = await passwordLogin(moderator.email, 'wrong password', nextIp());
    expect(expectError(unknown, 401, 'notification-incorrect-password').message).toBe('Invalid credentials');
    expect(unknown.body).toBe(wrong.body);
    const unknownPhone = await passwordLogin('+17735550000', 'whatever1', nextIp());
    expect(unknownPhone.statusCode).toBe(401);
    expect(unknownPhone.body).toBe(wrong.body);
  });

  it('rate-limits password guessing per address and account', async () => {
    const { person } = await register();
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) await passwordLogin(`guess${i}@example.com`, `guess-${i}`, ip);
    // Ten tries for ten other accounts do not use up this account's allowance from the address.
    expect((await passwordLogin(person.email, person.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) await passwordLogin(person.email.toUpperCase(), `guess-${i}`, ip);
    expectError(await passwordLogin(person.email, person.password, ip), 429, 'error-too-many-requests');
    // Another account from the same address is not locked out by it.
    expect((await passwordLogin(reader.email, reader.password, ip)).statusCode).toBe(200);
  });

  it('counts every way of typing one phone number as the same account: 30 formats end in 429 well before 30', async () => {
    const { phone } = await register();
    const formats = phoneFormats(phone);
    expect(new Set(formats).size).toBe(30);

    // From one address: the address-and-account limit (10 in 15 minutes) holds for every format.
    const ip = nextIp();
    const fromOne: number[] = [];
    for (const typed of formats) fromOne.push((await passwordLogin(typed, 'wrong password', ip)).statusCode);
    expect(fromOne.indexOf(429)).toBeGreaterThan(0);
    expect(fromOne.indexOf(429)).toBeLessThanOrEqual(10);

    // From 30 addresses: the account's own backoff holds, even against the right password.
    const other = await register();
    const fromMany: number[] = [];
    for (const typed of phoneFormats(other.phone)) fromMany.push((await passwordLogin(typed, 'wrong password', nextIp())).statusCode);
    expect(fromMany.indexOf(429)).toBeGreaterThan(0);
    expect(fromMany.indexOf(429)).toBeLessThanOrEqual(6);
    expect(fromMany.slice(fromMany.indexOf(429)).every((status) => status === 429)).toBe(true);
    expectError(await passwordLogin(other.phone, other.person.password, nextIp()), 429, 'error-too-many-requests');
    expectError(await passwordLogin(other.person.email, other.person.password, nextIp()), 429, 'error-too-many-requests');
  });

  it('the per-account wait never locks the owner out of sign-in by SMS code, which lifts it', async () => {
    const { phone, person } = await register();
    for (let i = 0; i < 6; i += 1) await passwordLogin(phone, `guess-${i}`, nextIp());
    expectError(await passwordLogin(phone, person.password, nextIp()), 429, 'error-too-many-requests');
    const ip = nextIp();
    expect((await post('/api/auth/sms/send', { phone }, { ip })).statusCode).toBe(200);
    const bySms = await post('/api/auth/login/sms', { phone, code: await lastCode(phone) }, { ip });
    expect(bySms.statusCode, bySms.body).toBe(200);
    expect((await passwordLogin(phone, person.password, nextIp())).statusCode).toBe(200);
  });

  it('an unknown account waits after wrong passwords just as a known one does', async () => {
    const statuses: number[] = [];
    const phone = nextPhone();
    for (let i = 0; i < 8; i += 1) statuses.push((await passwordLogin(`1 ${phone.slice(2)}`, `guess-${i}`, nextIp())).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('limits password tries per address across accounts', async () => {
    const ip = nextIp();
    let status = 0;
    let tries = 0;
    while (status !== 429 && tries < 120) {
      tries += 1;
      status = (await passwordLogin(`sweep${tries}@example.com`, 'password1', ip)).statusCode;
    }
    expect(status).toBe(429);
    expect(tries).toBe(101);
    expectError(await passwordLogin(reader.email, reader.password, ip), 429, 'error-too-many-requests');
    // A hundred argon2 checks (unknown accounts are checked against a dummy hash alike): minutes on a busy machine.
  }, 180_000);

  it('by SMS code', async () => {
    const ip = nextIp();
    const sent = await post('/api/auth/sms/send', { phone: reader.phone }, { ip });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await post('/api/auth/login/sms', { phone: reader.phone, code: await lastCode(reader.phone) }, { ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<SignedIn>(res)).toMatchObject({ authMethod: 'Sms', user: { email: reader.email } });
    expect(expectError(await post('/api/auth/sms/send', { phone: 'abc' }), 422, 'error-validation').errors?.['phone']?.[0]?.code).toBe('error-phone-invalid');
  });

  it('"send me a code" answers alike for an unknown phone; "User not found" comes only after its code', async () => {
    const known = await post('/api/auth/sms/send', { phone: reader.phone }, { ip: nextIp() });
    const phone = nextPhone();
    const unknown = await post('/api/auth/sms/send', { phone: `1-${phone.slice(2, 5)}-${phone.slice(5, 8)}-${phone.slice(8)}` }, { ip: nextIp() });
    expect(unknown.statusCode, unknown.body).toBe(known.statusCode);
    expect(Object.keys(body(unknown))).toEqual(Object.keys(body(known)));
    expect(body<CodeSent>(unknown)).toEqual({ sent: true, phone, expires_in: 600 });
    const wrongCode = await post('/api/auth/login/sms', { phone, code: (await lastCode(phone)) === '000000' ? '111111' : '000000' });
    expectError(wrongCode, 422, 'notification-invalid-code-error');
    const res = await post('/api/auth/login/sms', { phone, code: await lastCode(phone) });
    expect(expectError(res, 404, 'notification-user-not-found').message).toBe('User not found');
  });

  it('limits the SMS route per phone (however typed) and per address whether or not the phone is known', async () => {
    const phone = nextPhone();
    const typed = [phone, phone.slice(2), `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`];
    for (const t of typed) expect((await post('/api/auth/sms/send', { phone: t }, { ip: nextIp() })).statusCode).toBe(200);
    expectError(await post('/api/auth/sms/send', { phone: `1 ${phone.slice(2)}` }, { ip: nextIp() }), 429, 'error-too-many-requests');

    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await post('/api/auth/sms/send', { phone: nextPhone() }, { ip })).statusCode).toBe(200);
    expectError(await post('/api/auth/sms/send', { phone: nextPhone() }, { ip }), 429, 'error-too-many-requests');
    expectError(await post('/api/auth/sms/send', { phone: reader.phone }, { ip }), 429, 'error-too-many-requests');
  });

  it('works for API clients with the Bearer token, and isAuth gives it back', async () => {
    const res = await passwordLogin(reader.email, reader.password);
    const { token } = body<SignedIn>(res);
    const state = body<AuthState>(await get('/api/auth/isAuth', undefined, { authorization: token }));
    expect(state).toMatchObject({ auth: true, token, user: { email: reader.email } });
    expect((await get('/api/profile', undefined, { authorization: token })).statusCode).toBe(200);
  });

  it('logout (POST) ends the session and clears the cookie', async () => {
    const cookie = await signIn(reader);
    const out = await post('/api/auth/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(body<AuthState>(await get('/api/auth/isAuth', cookie))).toEqual({ auth: false, token: null, user: null });
    expectError(await get('/api/profile', cookie), 401, 'notification-auth-error');
  });

  it('a GET logout with only the cookie (a link or image on another site) does nothing: 405', async () => {
    const cookie = await signIn(reader);
    const out = await get('/api/auth/logout', cookie);
    expectError(out, 405, 'error-method-not-allowed');
    expect(out.headers['allow']).toBe('POST');
    expect(out.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await get('/api/profile', cookie)).statusCode).toBe(200);
  });

  it("the spec's GET logout still ends the session of an API client sending the Bearer header", async () => {
    const { token } = body<SignedIn>(await passwordLogin(reader.email, reader.password));
    const out = await get('/api/auth/logout', undefined, { authorization: token });
    expect(out.statusCode, out.body).toBe(200);
    expectError(await get('/api/profile', undefined, { authorization: token }), 401, 'notification-auth-error');
  });

  it('answers that carry a token or personal data are never cached (no-store)', async () => {
    const login = await passwordLogin(reader.email, reader.password);
    const cookie = sessionCookie(login);
    const person = newPerson();
    const ip = nextIp();
    const step1 = await post('/api/auth/register', person, { ip });
    const { phone } = body<CodeSent>(step1);
    const step2 = await post('/api/auth/register/verify', { phone, code: await lastCode(phone) }, { ip });
    const answers = {
      login,
      wrongLogin: await passwordLogin(reader.email, 'wrong password', nextIp()),
      register: step1,
      registerVerify: step2,
      isAuth: await get('/api/auth/isAuth', cookie),
      profile: await get('/api/profile', cookie),
      profileEdit: await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload: { first_name: 'Анна', last_name: 'Петрова', email: reader.email } }),
    };
    for (const [name, res] of Object.entries(answers)) expect(res.headers['cache-control'], name).toBe('no-store');
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
    expect((await post('/api/auth/email/verify', { token: await lastLink(person.email, '/verify-email') })).statusCode).toBe(200);
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

  it('sends a reset link only to a confirmed address', async () => {
    const { person } = await register();
    const before = (await t.outbox.mail()).filter((m) => m.to.includes(person.email)).length;
    expect((await post('/api/auth/password/forgot', { email: person.email }, { ip: nextIp() })).statusCode).toBe(202);
    expect((await t.outbox.mail()).filter((m) => m.to.includes(person.email)).length).toBe(before);
  });

  it('a reset link expires', async () => {
    expectError(await post('/api/auth/password/reset', { token: 'x'.repeat(43), password: 'brand new secret', password_confirmation: 'brand new secret' }), 422, 'error-link-invalid');
  });
});

describe('profile', () => {
  it('edits names without a password; the same e-mail needs none', async () => {
    const { cookie, person } = await register();
    const res = await patchProfile(cookie, { first_name: 'Olga', last_name: 'Ivanova', email: person.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<User>(res)).toMatchObject({ first_name: 'Olga', full_name: 'Olga Ivanova', email: person.email, pending_email: null });
  });

  it('a new e-mail needs the password, waits for its link (the old one stays and is told), then takes effect', async () => {
    const { cookie, person } = await register();
    const verifyOld = await lastLink(person.email, '/verify-email');
    expect((await post('/api/auth/email/verify', { token: verifyOld })).statusCode).toBe(200);
    const newEmail = `new.${person.email}`;
    const change = { first_name: 'Olga', last_name: 'Ivanova', email: newEmail };

    const without = expectError(await patchProfile(cookie, change), 422, 'error-incorrect-current-password');
    expect(without.errors?.['current_password']?.[0]?.message).toBe('Error, incorrect password');
    expectError(await patchProfile(cookie, { ...change, current_password: 'wrong password' }), 422, 'error-incorrect-current-password');
    expect(body<User>(await get('/api/profile', cookie))).toMatchObject({ first_name: 'Ольга', email: person.email, email_verified: true, pending_email: null });

    const res = await patchProfile(cookie, { ...change, current_password: person.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<User>(res)).toMatchObject({ first_name: 'Olga', email: person.email, email_verified: true, pending_email: newEmail });
    const notice = (await t.outbox.mail()).filter((m) => m.to.includes(person.email)).at(-1)!;
    expect(notice.text).toContain(newEmail);
    const token = await lastLink(newEmail, '/verify-email');

    // Until the link is followed the account's address is the old one, for sign-in and reset links.
    expect((await passwordLogin(person.email, person.password)).statusCode).toBe(200);
    expectError(await passwordLogin(newEmail, person.password, nextIp()), 401, 'notification-incorrect-password');
    await post('/api/auth/password/forgot', { email: newEmail }, { ip: nextIp() });
    expect((await t.outbox.mail()).filter((m) => m.to.includes(newEmail) && m.text.includes('/reset-password'))).toEqual([]);

    expect((await post('/api/auth/email/verify', { token })).statusCode).toBe(200);
    expect(body<User>(await get('/api/profile', cookie))).toMatchObject({ email: newEmail, email_verified: true, pending_email: null });
    expect((await passwordLogin(newEmail, person.password)).statusCode).toBe(200);
    expectError(await passwordLogin(person.email, person.password, nextIp()), 401, 'notification-incorrect-password');
  });

  it('a change of e-mail still waiting for its link is withdrawn by sending the current address again', async () => {
    const { cookie, person } = await register();
    const newEmail = `later.${person.email}`;
    const asked = await patchProfile(cookie, { first_name: 'Olga', last_name: 'Ivanova', email: newEmail, current_password: person.password });
    expect(body<User>(asked).pending_email).toBe(newEmail);
    const token = await lastLink(newEmail, '/verify-email');

    // Withdrawing needs no proof: it only keeps the address the account has.
    const withdrawn = await patchProfile(cookie, { first_name: 'Olga', last_name: 'Ivanova', email: person.email });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(body<User>(withdrawn)).toMatchObject({ email: person.email, pending_email: null });
    // The link already sent no longer changes anything.
    expect((await post('/api/auth/email/verify', { token })).statusCode).toBe(422);
    expect(body<User>(await get('/api/profile', cookie))).toMatchObject({ email: person.email, pending_email: null });
  });

  it('a new e-mail a confirmed account holds is refused (409); one only claimed unconfirmed is not', async () => {
    const { cookie, person } = await register();
    const taken = await patchProfile(cookie, { first_name: 'O', last_name: 'I', email: reader.email, current_password: person.password });
    expectError(taken, 409, 'notification-error-email-taken');
    const squatter = await register();
    const claimed = await patchProfile(cookie, { first_name: 'O', last_name: 'I', email: squatter.person.email, current_password: person.password });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await post('/api/auth/email/verify', { token: await lastLink(squatter.person.email, '/verify-email') })).statusCode).toBe(200);
    expect(body<User>(await get('/api/profile', cookie)).email).toBe(squatter.person.email);
    expect(body<User>(await get('/api/profile', squatter.cookie)).email).toBeNull();
  });

  it('an unconfirmed address on someone else\'s account does not stop its real owner from signing up', async () => {
    const owner = newPerson();
    const squatter = await register({ ...newPerson(), email: owner.email, password: 'squatter secret', password_confirmation: 'squatter secret' });
    const step1 = await post('/api/auth/register', owner, { ip: nextIp() });
    expect(step1.statusCode, step1.body).toBe(202);
    const { phone } = body<CodeSent>(step1);
    const step2 = await post('/api/auth/register/verify', { phone, code: await lastCode(phone) });
    expect(step2.statusCode, step2.body).toBe(200);
    const cookie = sessionCookie(step2);
    expect(body<SignedIn>(step2).user).toMatchObject({ email: null, pending_email: owner.email });
    // The owner follows the link that came to their mailbox: the address is theirs, confirmed.
    expect((await post('/api/auth/email/verify', { token: await lastLink(owner.email, '/verify-email') })).statusCode).toBe(200);
    expect(body<User>(await get('/api/profile', cookie))).toMatchObject({ email: owner.email, email_verified: true });
    expect(body<User>(await get('/api/profile', squatter.cookie)).email).toBeNull();
    expectError(await passwordLogin(owner.email, squatter.person.password, nextIp()), 401, 'notification-incorrect-password');
    expect((await passwordLogin(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('changes the phone only with the password and the code sent to the new number', async () => {
    const { cookie, person } = await register();
    const phone = nextPhone();
    expectError(await post('/api/profile/phone', { phone }, { cookie, ip: nextIp() }), 422, 'error-incorrect-current-password');
    expectError(await post('/api/profile/phone', { phone, current_password: 'wrong password' }, { cookie, ip: nextIp() }), 422, 'error-incorrect-current-password');
    expect((await t.outbox.sms()).filter((m) => m.to === phone)).toEqual([]);
    const taken = await post('/api/profile/phone', { phone: reader.phone, current_password: person.password }, { cookie, ip: nextIp() });
    expect(expectError(taken, 409, 'notification-error-phone-taken').message).toBe('The phone number has already been taken.');
    expect((await post('/api/profile/phone', { phone, current_password: person.password }, { cookie, ip: nextIp() })).statusCode).toBe(200);
    const res = await post('/api/profile/phone/verify', { phone, code: await lastCode(phone) }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<User>(res)).toMatchObject({ phone, phone_verified: true });
  });

  it("one user's code cannot confirm a phone for another", async () => {
    const alice = await register();
    const bob = await register();
    const phone = nextPhone();
    await post('/api/profile/phone', { phone, current_password: alice.person.password }, { cookie: alice.cookie, ip: nextIp() });
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
    const wrongWord = await post('/api/profile/delete', { confirmation: 'yes', sure: true, current_password: person.password }, { cookie });
    expect(expectError(wrongWord, 422, 'error-validation').errors?.['confirmation']?.[0]?.code).toBe('error-delete-confirmation');
    // A stolen session alone cannot delete the account: the password is asked for.
    expectError(await post('/api/profile/delete', { confirmation: 'удалить', sure: true }, { cookie }), 422, 'error-incorrect-current-password');
    const wrongPassword = await post('/api/profile/delete', { confirmation: 'удалить', sure: true, current_password: 'wrong password' }, { cookie });
    expectError(wrongPassword, 422, 'error-incorrect-current-password');
    expect((await get('/api/profile', cookie)).statusCode).toBe(200);

    const res = await post('/api/profile/delete', { confirmation: 'удалить', sure: true, current_password: person.password }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await get('/api/profile', cookie), 401, 'notification-auth-error');
    expectError(await passwordLogin(person.email, person.password, nextIp()), 401, 'notification-incorrect-password');
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

describe('accounts without a password prove themselves with an SMS code, or a fresh sign-in', () => {
  let socialCounter = 0;
  /** A Google-only account (no password, no phone) signed in now; its cookie. */
  async function socialAccount(app = t.app) {
    socialCounter += 1;
    const profile = { provider: 'google' as const, id: `g-proof-${socialCounter}`, email: null, emailVerified: false, firstName: 'Соня', lastName: 'Г' };
    const { rawToken } = await app.services.accounts.oauthSignIn(profile, { ip: nextIp(), locale: 'ru' });
    return `sid=${rawToken}`;
  }

  it('a phone confirmed, then the code sent to it is the proof for e-mail, first password and deletion', async () => {
    const cookie = await socialAccount();
    const phone = nextPhone();
    // Just signed in: adding a phone needs nothing more.
    expect((await post('/api/profile/phone', { phone }, { cookie, ip: nextIp() })).statusCode).toBe(200);
    expect((await post('/api/profile/phone/verify', { phone, code: await lastCode(phone) }, { cookie })).statusCode).toBe(200);

    const change = { first_name: 'Соня', last_name: 'Г', email: `sonya${socialCounter}@example.com` };
    expect(expectError(await patchProfile(cookie, change), 422, 'notification-invalid-code-error').errors?.['code']).toBeDefined();
    expectError(await patchProfile(cookie, { ...change, current_password: 'anything at all' }), 422, 'notification-invalid-code-error');
    const sent = await post('/api/profile/code', {}, { cookie, ip: nextIp() });
    expect(body<CodeSent>(sent)).toMatchObject({ sent: true, phone });
    const code = await lastCode(phone);
    expectError(await patchProfile(cookie, { ...change, code: code === '000000' ? '111111' : '000000' }), 422, 'notification-invalid-code-error');
    const res = await patchProfile(cookie, { ...change, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<User>(res)).toMatchObject({ email: null, pending_email: change.email });
    // A code proves once.
    expectError(await post('/api/profile/delete', { confirmation: 'DELETE', sure: true, code }, { cookie }), 422, 'notification-invalid-code-error');

    const firstPassword = { password: 'first secret 1', password_confirmation: 'first secret 1' };
    expectError(await post('/api/profile/password', firstPassword, { cookie }), 422, 'notification-invalid-code-error');
    await post('/api/profile/code', {}, { cookie, ip: nextIp() });
    const set = await post('/api/profile/password', { ...firstPassword, code: await lastCode(phone) }, { cookie });
    expect(set.statusCode, set.body).toBe(200);
    expect(body<SignedIn>(set).user.has_password).toBe(true);
  });

  it('the proof code goes only to the account\'s own confirmed phone', async () => {
    const cookie = await socialAccount();
    expectError(await post('/api/profile/code', {}, { cookie, ip: nextIp() }), 422, 'notification-please-verify-phone');
  });

  it('with neither a password nor a phone, only a sign-in within the last minutes will do', async () => {
    let clock = new Date('2026-11-22T12:00:00Z');
    const timed = await createTestApp({ now: () => clock });
    try {
      const cookie = await socialAccount(timed.app);
      clock = new Date(clock.getTime() + 11 * 60 * 1000);
      const inject = (url: string, payload: Record<string, unknown>, method: 'POST' | 'PATCH' = 'POST') =>
        timed.app.inject({ method, url, headers: { cookie }, payload, remoteAddress: nextIp() });
      expectError(await inject('/api/profile', { first_name: 'A', last_name: 'B', email: 'late@example.com' }, 'PATCH'), 403, 'error-reauth-required');
      expectError(await inject('/api/profile/phone', { phone: nextPhone() }), 403, 'error-reauth-required');
      expectError(await inject('/api/profile/password', { password: 'first secret 1', password_confirmation: 'first secret 1' }), 403, 'error-reauth-required');
      expectError(await inject('/api/profile/delete', { confirmation: 'DELETE', sure: true }), 403, 'error-reauth-required');
      const me = await timed.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
      expect(body<User>(me)).toMatchObject({ email: null, pending_email: null, phone: null, has_password: false });
    } finally {
      await timed.close();
    }
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
