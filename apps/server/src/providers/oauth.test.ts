import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createOAuthClients, createPkce, facebookOAuth, googleOAuth, type OAuthClient } from './oauth.ts';

const redirectUri = 'http://localhost:3000/api/auth/oauth/google/callback';
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('createPkce', () => {
  it('makes an RFC 7636 verifier and its S256 challenge, fresh every time', () => {
    const { verifier, challenge } = createPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(challenge).toBe(s256(verifier));
    expect(createPkce().verifier).not.toBe(verifier);
  });
});

describe('googleOAuth (OpenID Connect)', () => {
  const server = new OAuth2Server();
  /** Who the mock provider says signed in; each test sets it. */
  let person: Record<string, unknown> = {};
  let discoveries = 0;
  let client: OAuthClient;

  beforeAll(async () => {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    server.service.on('beforeWellKnownOpenIdConfiguration', () => (discoveries += 1));
    server.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, { sub: person['sub'] }));
    server.service.on('beforeUserinfo', (response: MutableResponse) => {
      response.body = { ...person };
    });
    client = googleOAuth({ clientId: 'gazeta-web', clientSecret: 'google-secret', issuer: server.issuer.url! });
  });
  afterAll(() => server.stop());

  /** Plays the browser: follows the authorization URL to the provider, which redirects back at once. */
  async function signInAtProvider(state: string) {
    const pkce = createPkce();
    const url = new URL(await client.authorizationUrl({ state, codeChallenge: pkce.challenge, redirectUri }));
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    return { url, back, verifier: pkce.verifier, code: back.searchParams.get('code')! };
  }

  it('asks for openid email profile with state and an S256 challenge', async () => {
    const { url, back } = await signInAtProvider('state-1');
    expect(url.origin).toBe(server.issuer.url);
    expect(url.searchParams.get('client_id')).toBe('gazeta-web');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('exchanges the code and reads a verified profile', async () => {
    person = { sub: '109876543210', email: 'ivan@example.com', email_verified: true, given_name: 'Иван', family_name: 'Петров' };
    const { code, verifier } = await signInAtProvider('state-2');
    await expect(client.exchange({ code, codeVerifier: verifier, redirectUri })).resolves.toEqual({
      provider: 'google',
      id: '109876543210',
      email: 'ivan@example.com',
      emailVerified: true,
      firstName: 'Иван',
      lastName: 'Петров',
    });
  });

  it('keeps an unverified address unverified', async () => {
    person = { sub: 'u-2', email: 'maybe@example.com', email_verified: false, given_name: 'Ann', family_name: 'Lee' };
    const { code, verifier } = await signInAtProvider('state-3');
    const profile = await client.exchange({ code, codeVerifier: verifier, redirectUri });
    expect(profile).toMatchObject({ id: 'u-2', email: 'maybe@example.com', emailVerified: false });
  });

  /** The status the token endpoint refused with (oauth4webapi keeps the response as the cause). */
  async function refusal(exchange: Promise<unknown>): Promise<number | undefined> {
    const error = await exchange.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error).cause;
    return cause instanceof Response ? cause.status : undefined;
  }

  it('rejects a wrong code verifier', async () => {
    person = { sub: 'u-3', email: 'x@example.com', email_verified: true };
    const { code } = await signInAtProvider('state-4');
    expect(await refusal(client.exchange({ code, codeVerifier: createPkce().verifier, redirectUri }))).toBe(400);
  });

  it('rejects a code the provider never issued', async () => {
    person = { sub: 'u-4' };
    expect(await refusal(client.exchange({ code: 'not-a-code', codeVerifier: createPkce().verifier, redirectUri }))).toBe(400);
  });

  it('rejects userinfo about someone other than the ID token names', async () => {
    person = { sub: 'u-5', email: 'x@example.com', email_verified: true };
    const { code, verifier } = await signInAtProvider('state-5');
    server.service.once('beforeUserinfo', (response: MutableResponse) => {
      response.body = { ...person, sub: 'someone-else' };
    });
    await expect(client.exchange({ code, codeVerifier: verifier, redirectUri })).rejects.toThrow(/"sub"/);
  });

  it('discovers the provider once and reuses it', () => {
    expect(discoveries).toBe(1);
  });
});

describe('facebookOAuth', () => {
  const secret = 'facebook-app-secret';
  let graph: { url: string; close: () => Promise<void> };
  let profile: Record<string, unknown> = {};
  /** The challenge the fake Facebook saw at the authorization step, as its dialog would keep it. */
  let challenge = '';
  const requests: string[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const oauthError = (res: ServerResponse, message: string) =>
    json(res, 400, { error: { message, type: 'OAuthException', code: 100 } });

  function handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const url = new URL(req.url!, 'http://graph.test');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/v23.0/oauth/access_token') {
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== 'fb-app' || form.get('client_secret') !== secret) return oauthError(res, 'Error validating client secret.');
      if (form.get('redirect_uri') !== redirectUri) return oauthError(res, 'redirect_uri mismatch');
      if (form.get('code') !== 'fb-code') return oauthError(res, 'Invalid verification code format.');
      if (s256(form.get('code_verifier') ?? '') !== challenge) return oauthError(res, 'Invalid code verifier.');
      return json(res, 200, { access_token: 'fb-token', token_type: 'bearer', expires_in: 5183944 });
    }
    if (req.method === 'GET' && url.pathname === '/v23.0/me') {
      if (req.headers.authorization !== 'Bearer fb-token') return json(res, 401, { error: { message: 'Invalid OAuth access token.' } });
      if (url.searchParams.get('fields') !== 'id,email,first_name,last_name') return oauthError(res, 'Unexpected fields.');
      const proof = createHmac('sha256', secret).update('fb-token').digest('hex');
      if (url.searchParams.get('appsecret_proof') !== proof) return oauthError(res, 'Invalid appsecret_proof.');
      return json(res, 200, profile);
    }
    json(res, 404, { error: { message: 'Unknown path' } });
  }

  beforeAll(async () => {
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => handle(req, body, res));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    graph = { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
  });
  afterAll(() => graph.close());

  const facebook = () =>
    facebookOAuth({ clientId: 'fb-app', clientSecret: secret, authUrl: 'https://www.facebook.com/v23.0/dialog/oauth', graphUrl: `${graph.url}/v23.0` });

  async function authorize(client: OAuthClient) {
    const pkce = createPkce();
    const url = new URL(await client.authorizationUrl({ state: 'fb-state', codeChallenge: pkce.challenge, redirectUri }));
    challenge = url.searchParams.get('code_challenge')!;
    return { url, verifier: pkce.verifier };
  }

  it('sends the browser to the dialog with the scopes, state and an S256 challenge', async () => {
    const { url } = await authorize(facebook());
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v23.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fb-app',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'email public_profile',
      state: 'fb-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code and reads the profile; a returned address counts as verified', async () => {
    profile = { id: '10150000000000001', email: 'olga@example.com', first_name: 'Ольга', last_name: 'Смирнова' };
    const client = facebook();
    const { verifier } = await authorize(client);
    requests.length = 0;
    await expect(client.exchange({ code: 'fb-code', codeVerifier: verifier, redirectUri })).resolves.toEqual({
      provider: 'facebook',
      id: '10150000000000001',
      email: 'olga@example.com',
      emailVerified: true,
      firstName: 'Ольга',
      lastName: 'Смирнова',
    });
    expect(requests).toEqual(['POST /v23.0/oauth/access_token', 'GET /v23.0/me']);
  });

  it('gives no address and no verification when Facebook returns none', async () => {
    profile = { id: '10150000000000002', first_name: 'Phone', last_name: 'Only' };
    const client = facebook();
    const { verifier } = await authorize(client);
    await expect(client.exchange({ code: 'fb-code', codeVerifier: verifier, redirectUri })).resolves.toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it('rejects a bad code or a wrong verifier with the Graph API message', async () => {
    const client = facebook();
    const { verifier } = await authorize(client);
    await expect(client.exchange({ code: 'other', codeVerifier: verifier, redirectUri })).rejects.toThrow(
      'Facebook token exchange failed: HTTP 400 Invalid verification code format.',
    );
    await expect(client.exchange({ code: 'fb-code', codeVerifier: createPkce().verifier, redirectUri })).rejects.toThrow(/Invalid code verifier/);
  });
});

describe('createOAuthClients', () => {
  it('makes a client only for providers with both an id and a secret', () => {
    expect(createOAuthClients(loadConfig({ PAYMENTS_PROVIDER: 'sandbox' }))).toEqual({});
    const clients = createOAuthClients(
      loadConfig({ PAYMENTS_PROVIDER: 'sandbox', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_CLIENT_ID: 'f' }),
    );
    expect(Object.keys(clients)).toEqual(['google']);
    expect(clients.google?.provider).toBe('google');
    const both = createOAuthClients(
      loadConfig({ PAYMENTS_PROVIDER: 'sandbox', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'x' }),
    );
    expect(Object.keys(both).sort()).toEqual(['facebook', 'google']);
  });
});
