import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OAUTH_PROVIDERS, oauthCallbackQuerySchema, oauthProvidersSchema, type OAuthProvider } from '@gazeta/contract';
import { notFound } from '../../lib/http-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { randomToken, sameSecret } from '../../lib/secrets.ts';
import { createPkce, type OAuthClient } from '../../providers/oauth.ts';
import type { AccountsService } from './service.ts';
import { requester, type SessionAccess } from './session.ts';

const STATE_COOKIE = 'oauth_state';
const STATE_TTL_S = 10 * 60;
const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
const NOT_CONFIGURED = 'No such provider, or it is not configured on this server (error-not-found).';

/**
 * Google and Facebook sign-in: authorization code with state and PKCE. The state and the
 * verifier wait in a short-lived httpOnly cookie, which SameSite=Lax still sends on the
 * provider's redirect back (a top-level GET).
 */
export const oauthRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  sessions: SessionAccess;
  clients: Partial<Record<OAuthProvider, OAuthClient>>;
  publicUrl: string;
}> = async (app, { accounts, sessions, clients, publicUrl }) => {
  const redirectUri = (provider: OAuthProvider) => `${publicUrl}/api/auth/oauth/${provider}/callback`;
  const cookiePath = '/api/auth/oauth';
  // The callback sets the session cookie; none of these answers is for a cache.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/auth/providers', {
    schema: {
      tags: ['auth'],
      operationId: 'listSignInProviders',
      summary: 'Social sign-in providers configured on this server',
      security: SECURITY.public,
      response: { 200: oauthProvidersSchema },
    },
    handler: async () => ({ providers: OAUTH_PROVIDERS.filter((p) => clients[p]) }),
  });

  app.get('/api/auth/oauth/:provider', {
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    schema: {
      tags: ['auth'],
      operationId: 'startSocialSignIn',
      summary: 'Starts social sign-in (redirects to the provider)',
      security: SECURITY.public,
      params: providerParams,
      response: { 302: z.null().describe("To the provider's sign-in page (Location)"), ...errors([404, 429], { 404: NOT_CONFIGURED }) },
    },
    handler: async (req, reply) => {
      const { provider } = req.params;
      const client = clients[provider];
      if (!client) throw notFound('This sign-in provider is not configured.');
      const state = randomToken();
      const pkce = createPkce();
      reply.setCookie(STATE_COOKIE, `${provider}.${state}.${pkce.verifier}`, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        maxAge: STATE_TTL_S,
      });
      const url = await client.authorizationUrl({ state, codeChallenge: pkce.challenge, redirectUri: redirectUri(provider) });
      return reply.redirect(url);
    },
  });

  app.get('/api/auth/oauth/:provider/callback', {
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    schema: {
      tags: ['auth'],
      operationId: 'finishSocialSignIn',
      summary: 'Where the provider sends the browser back; signs in and goes to /profile',
      security: SECURITY.public,
      params: providerParams,
      querystring: oauthCallbackQuerySchema,
      response: {
        302: z.null().describe('To /profile, signed in (the session cookie is set); or to /login?error=oauth when the provider refused or the state does not match'),
        ...errors([404, 422, 429], { 404: NOT_CONFIGURED }),
      },
    },
    handler: async (req, reply) => {
      const { provider } = req.params;
      const client = clients[provider];
      if (!client) throw notFound('This sign-in provider is not configured.');
      const [cookieProvider, state, verifier] = (req.cookies[STATE_COOKIE] ?? '').split('.');
      reply.clearCookie(STATE_COOKIE, { path: cookiePath });
      const { code, state: returnedState } = req.query;
      const valid = cookieProvider === provider && state && verifier && code && returnedState && sameSecret(state, returnedState);
      if (!valid) {
        req.log.info({ provider, error: req.query.error }, 'social sign-in refused or state mismatch');
        return reply.redirect('/login?error=oauth');
      }
      try {
        const profile = await client.exchange({ code, codeVerifier: verifier, redirectUri: redirectUri(provider) });
        const { rawToken } = await accounts.oauthSignIn(profile, requester(req));
        await sessions.replaceSession(req, reply, rawToken);
        return reply.redirect('/profile');
      } catch (err) {
        req.log.warn({ err, provider }, 'social sign-in failed');
        return reply.redirect('/login?error=oauth');
      }
    },
  });
};
