import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthProviders, User } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import type { OAuthClient, OAuthProfile } from '../../providers/oauth.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError } from '../../test/http.ts';

/**
 * The routes' part of social sign-in (state, PKCE cookie, linking) with a scripted provider;
 * the real protocol against a live OAuth server is tested with the provider module.
 */
function scriptedProvider() {
  const seen: Array<{ code: string; codeVerifier: string; redirectUri: string }> = [];
  let profile: OAuthProfile = { provider: 'google', id: 'g-1', email: null, emailVerified: false, firstName: 'A', lastName: 'B' };
  const client: OAuthClient = {
    provider: 'google',
    authorizationUrl: async ({ state, codeChallenge, redirectUri }) =>
      `https://accounts.example/auth?${new URLSearchParams({ state, code_challenge: codeChallenge, redirect_uri: redirectUri })}`,
    exchange: async (input) => {
      seen.push(input);
      if (input.code === 'bad') throw new Error('invalid_grant');
      return profile;
    },
  };
  return { client, seen, setProfile: (p: Partial<OAuthProfile>) => (profile = { ...profile, ...p }) };
}

const provider = scriptedProvider();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ oauthClients: { google: provider.client } });
});
afterAll(() => t.close());

/** Starts the flow; returns the provider URL's parameters and the state cookie. */
async function start() {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google' });
  expect(res.statusCode).toBe(302);
  const url = new URL(res.headers.location!);
  const stateCookie = res.cookies.find((c) => c.name === 'oauth_state')!;
  expect(stateCookie.httpOnly).toBe(true);
  return { params: url.searchParams, cookie: `oauth_state=${stateCookie.value}` };
}

async function callback(query: Record<string, string>, cookie: string) {
  return t.app.inject({ method: 'GET', url: `/api/auth/oauth/google/callback?${new URLSearchParams(query)}`, headers: { cookie } });
}

describe('social sign-in routes', () => {
  it('lists only configured providers; an unconfigured one is 404', async () => {
    expect(body<OAuthProviders>(await t.app.inject({ method: 'GET', url: '/api/auth/providers' }))).toEqual({ providers: ['google'] });
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/oauth/facebook' }), 404, 'error-not-found');
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/oauth/twitter' }), 404, 'error-not-found');
  });

  it('creates an account from a verified Google e-mail, with PKCE S256, and goes to /profile', async () => {
    provider.setProfile({ id: 'g-new', email: 'New.Person@Gmail.com', emailVerified: true, firstName: 'New', lastName: 'Person' });
    const { params, cookie } = await start();
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('redirect_uri')).toMatch(/\/api\/auth\/oauth\/google\/callback$/);
    const res = await callback({ code: 'ok', state: params.get('state')! }, cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/profile');
    expect(res.headers['cache-control']).toBe('no-store');
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    const me = body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: `sid=${sid.value}` } }));
    expect(me).toMatchObject({ email: 'new.person@gmail.com', email_verified: true, phone: null, providers: ['google'], has_password: false });
    // The verifier sent to the token endpoint is the one whose hash went to the provider.
    const { createHash } = await import('node:crypto');
    const verifier = provider.seen.at(-1)!.codeVerifier;
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(params.get('code_challenge'));
  });

  it('links to the existing account with the same verified e-mail', async () => {
    const reader = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
    provider.setProfile({ id: 'g-reader', email: reader.email, emailVerified: true });
    const { params, cookie } = await start();
    const res = await callback({ code: 'ok', state: params.get('state')! }, cookie);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    const me = body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: `sid=${sid.value}` } }));
    expect(me).toMatchObject({ email: reader.email, phone: reader.phone, providers: ['google'] });
  });

  it('never takes over an account through an unverified e-mail', async () => {
    const moderator = DEMO_ACCOUNTS.find((a) => a.role === 'moderator')!;
    provider.setProfile({ id: 'g-attacker', email: moderator.email, emailVerified: false });
    const { params, cookie } = await start();
    const res = await callback({ code: 'ok', state: params.get('state')! }, cookie);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    const me = body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: `sid=${sid.value}` } }));
    expect(me.role).toBe('user');
    expect(me.email).toBeNull();
  });

  it('never signs into an account whose e-mail is unconfirmed (a pre-registration trap): a new account gets the address', async () => {
    // Someone signs up first with the victim's address, which they cannot confirm.
    const trap = { first_name: 'T', last_name: 'R', email: 'victim@gmail.com', phone: '+17735559001', password: 'trap password', password_confirmation: 'trap password', terms: true };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: trap })).statusCode).toBe(202);
    const code = /\b(\d{6})\b/.exec((await t.outbox.sms()).filter((m) => m.to === trap.phone).at(-1)!.body)![1]!;
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/register/verify', payload: { phone: trap.phone, code } });
    const trapCookie = `sid=${verified.cookies.find((c) => c.name === 'sid')!.value}`;
    const trapId = body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: trapCookie } })).id;

    // The victim signs in with Google, which vouches for the address.
    provider.setProfile({ id: 'g-victim', email: 'Victim@Gmail.com', emailVerified: true, firstName: 'V', lastName: 'W' });
    const { params, cookie } = await start();
    const res = await callback({ code: 'ok', state: params.get('state')! }, cookie);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    const me = body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: `sid=${sid.value}` } }));
    expect(me.id).not.toBe(trapId);
    expect(me).toMatchObject({ email: 'victim@gmail.com', email_verified: true, phone: null, providers: ['google'] });
    // The trap account lost the address it never proved, and its password opens nothing of the victim's.
    expect(body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: trapCookie } }))).toMatchObject({ email: null, providers: [] });
    const trapLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'victim@gmail.com', password: trap.password } });
    expectError(trapLogin, 401, 'notification-incorrect-password');
  });

  it('an unconfirmed provider address next to an unconfirmed account address: a new account without it', async () => {
    const other = { first_name: 'O', last_name: 'P', email: 'shared@example.com', phone: '+17735559002', password: 'other password', password_confirmation: 'other password', terms: true };
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: other });
    const code = /\b(\d{6})\b/.exec((await t.outbox.sms()).filter((m) => m.to === other.phone).at(-1)!.body)![1]!;
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/register/verify', payload: { phone: other.phone, code } });
    const otherId = body<{ user: User }>(verified).user.id;
    provider.setProfile({ id: 'g-unverified', email: 'shared@example.com', emailVerified: false });
    const { params, cookie } = await start();
    const res = await callback({ code: 'ok', state: params.get('state')! }, cookie);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    const me = body<User>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: `sid=${sid.value}` } }));
    expect(me.id).not.toBe(otherId);
    expect(me.email).toBeNull();
  });

  it('a wrong or missing state, a refused consent or a failed exchange go back to /login?error=oauth', async () => {
    const { params, cookie } = await start();
    for (const [query, withCookie] of [
      [{ code: 'ok', state: 'forged-state-value' }, cookie],
      [{ code: 'ok', state: params.get('state')! }, ''],
      [{ error: 'access_denied', state: params.get('state')! }, cookie],
      [{ code: 'bad', state: params.get('state')! }, cookie],
    ] as const) {
      const res = await callback(query, withCookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=oauth');
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });
});
