import { createHash, createHmac, randomBytes } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import type { OAuthProvider } from '@gazeta/contract';
import type { Config } from '../config.ts';

/** Who signed in, as the provider vouches for them. */
export interface OAuthProfile {
  provider: OAuthProvider;
  /** The provider's stable id of the person (Google's `sub`, Facebook's app-scoped id). */
  id: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface OAuthClient {
  provider: OAuthProvider;
  /** URL to send the browser to, with state and a PKCE S256 challenge. */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): Promise<string>;
  /** Exchanges the callback's code (PKCE verifier) and reads the profile. Throws on any failure. */
  exchange(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuthProfile>;
}

const TIMEOUT_MS = 15_000;

/** A PKCE pair (RFC 7636): the verifier stays with us, the S256 challenge goes to the provider. */
export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The authorization request of RFC 6749 §4.1.1 with PKCE; set on top of any query the base URL has. */
function authorizationRequest(
  base: string,
  scope: string,
  clientId: string,
  input: { state: string; codeChallenge: string; redirectUri: string },
): string {
  const url = new URL(base);
  const params = {
    client_id: clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** Google, or any OpenID Connect provider, found through discovery from its issuer. */
export function googleOAuth(opts: { clientId: string; clientSecret: string; issuer: string }): OAuthClient {
  const issuer = new URL(opts.issuer);
  const client: oauth.Client = { client_id: opts.clientId };
  const auth = oauth.ClientSecretPost(opts.clientSecret);
  // Plain http is refused by oauth4webapi; only a local test issuer ever uses it.
  const http = { [oauth.allowInsecureRequests]: issuer.protocol === 'http:', signal: () => AbortSignal.timeout(TIMEOUT_MS) };

  let discovery: Promise<oauth.AuthorizationServer> | undefined;
  const server = () => {
    discovery ??= oauth
      .discoveryRequest(issuer, http)
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((err: unknown) => {
        // A failed discovery (provider down) is retried on the next sign-in rather than cached.
        discovery = undefined;
        throw err;
      });
    return discovery;
  };

  return {
    provider: 'google',
    async authorizationUrl(input) {
      const as = await server();
      if (!as.authorization_endpoint) throw new Error(`${opts.issuer} names no authorization endpoint`);
      return authorizationRequest(as.authorization_endpoint, 'openid email profile', opts.clientId, input);
    },
    async exchange({ code, codeVerifier, redirectUri }) {
      const as = await server();
      // The route has checked the state and hands over only the code. Each provider has its own
      // callback URL, the mix-up defence that makes the `iss` response parameter redundant here
      // (RFC 9700 §4.4.2), so a server that promises to send `iss` is taken as having sent it.
      const callback = new URLSearchParams({ code, ...(as.authorization_response_iss_parameter_supported ? { iss: as.issuer } : {}) });
      const params = oauth.validateAuthResponse(as, client, callback, oauth.skipStateCheck);
      const tokenResponse = await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, codeVerifier, http);
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse, { requireIdToken: true });
      const idToken = oauth.getValidatedIdTokenClaims(tokens);
      if (!idToken) throw new Error('no ID token in the token response');
      // The userinfo answer must be about the same subject as the ID token.
      const userInfoResponse = await oauth.userInfoRequest(as, client, tokens.access_token, http);
      const claims = { ...idToken, ...(await oauth.processUserInfoResponse(as, client, idToken.sub, userInfoResponse)) };
      // Typed as a boolean, but some providers send the string "true".
      const verified: unknown = claims.email_verified;
      return {
        provider: 'google',
        id: claims.sub,
        email: str(claims.email) ?? null,
        emailVerified: verified === true || verified === 'true',
        firstName: str(claims.given_name) ?? str(claims.name) ?? '',
        lastName: str(claims.family_name) ?? '',
      };
    },
  };
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => undefined);
  const json = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    // Graph API errors look like { error: { message, type, code } }.
    const error = json['error'];
    const message = typeof error === 'object' && error !== null ? str((error as Record<string, unknown>)['message']) : str(error);
    throw new Error(`Facebook ${what} failed: HTTP ${response.status}${message ? ` ${message}` : ''}`);
  }
  return json;
}

/** Facebook Login's manual flow (not OpenID Connect): a code for a token, then the Graph API's /me. */
export function facebookOAuth(opts: { clientId: string; clientSecret: string; authUrl: string; graphUrl: string }): OAuthClient {
  const graphUrl = opts.graphUrl.replace(/\/+$/, '');
  return {
    provider: 'facebook',
    async authorizationUrl(input) {
      return authorizationRequest(opts.authUrl, 'email public_profile', opts.clientId, input);
    },
    async exchange({ code, codeVerifier, redirectUri }) {
      // POSTed so that the app secret stays out of URLs, and so out of any proxy's logs.
      const tokenResponse = await fetch(`${graphUrl}/oauth/access_token`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({
          client_id: opts.clientId,
          client_secret: opts.clientSecret,
          redirect_uri: redirectUri,
          code,
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const accessToken = str((await readJson(tokenResponse, 'token exchange'))['access_token']);
      if (!accessToken) throw new Error('Facebook token exchange failed: no access_token');
      const me = new URL(`${graphUrl}/me`);
      me.searchParams.set('fields', 'id,email,first_name,last_name');
      // Works whether or not the app requires it ("Require App Secret" in the app's settings).
      me.searchParams.set('appsecret_proof', createHmac('sha256', opts.clientSecret).update(accessToken).digest('hex'));
      const profileResponse = await fetch(me, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const profile = await readJson(profileResponse, 'profile request');
      const id = str(profile['id']);
      if (!id) throw new Error('Facebook profile has no id');
      const email = str(profile['email']) ?? null;
      return {
        provider: 'facebook',
        id,
        email,
        // Facebook returns an address only once its owner has confirmed it.
        emailVerified: email !== null,
        firstName: str(profile['first_name']) ?? '',
        lastName: str(profile['last_name']) ?? '',
      };
    },
  };
}

/** A client for each provider whose id and secret are both configured. */
export function createOAuthClients(config: Config): Partial<Record<OAuthProvider, OAuthClient>> {
  const clients: Partial<Record<OAuthProvider, OAuthClient>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    clients.google = googleOAuth({
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      issuer: config.GOOGLE_ISSUER,
    });
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    clients.facebook = facebookOAuth({
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      authUrl: config.FACEBOOK_AUTH_URL,
      graphUrl: config.FACEBOOK_GRAPH_URL,
    });
  }
  return clients;
}
