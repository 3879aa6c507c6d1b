import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterStatusSchema, newsletterSubscribeBodySchema, newsletterUnsubscribeQuerySchema, tokenBodySchema } from '@gazeta/contract';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { acceptUploads } from '../../lib/uploads.ts';
import { requester, type SessionAccess } from '../accounts/index.ts';
import type { NewsletterService } from './service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Spec §7 sends the subscription as a multipart form of two short text fields, and no file. */
const subscribeForm = { maxBytes: 16 * 1024, files: 0, fileBytes: 0, fields: 4, fieldBytes: 1024 };
const LINK_INVALID = 'The link is invalid or out of date (error-link-invalid), or the input is invalid.';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService; sessions: SessionAccess }> = async (app, { newsletter, sessions }) => {
  // The newsletter's only multipart route: its own scope, the others refuse a multipart body (415).
  await app.register(async (scope) => {
    const subscribe = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, subscribeForm);
    subscribe.post('/api/subscription/subscribe', {
      config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags: ['newsletter'],
        operationId: 'subscribeToNewsletter',
        summary:
          "Subscribes to the newsletter (spec §7: multipart name and email); a confirmation link is e-mailed. For an address that is not the caller's own verified one the answer is always pending and nothing changes until its mailbox confirms",
        security: SECURITY.signedIn,
        body: newsletterSubscribeBodySchema,
        response: {
          200: newsletterStatusSchema,
          ...errors([401, 422, 429], { 429: 'Too many subscriptions from this address, or confirmation links to this e-mail, lately (error-too-many-requests).' }),
        },
      },
      handler: async (req, reply) => {
        const { user } = await sessions.requireSession(req, reply);
        return newsletter.subscribe({
          email: req.body.email,
          name: req.body.name,
          subscriber: { id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null, name: `${user.firstName} ${user.lastName}`.trim() },
          locale: requester(req).locale,
        });
      },
    });
  });

  app.post('/api/subscription/confirm', {
    config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    schema: {
      tags: ['newsletter'],
      operationId: 'confirmNewsletterSubscription',
      summary: 'Confirms a subscription from the e-mailed link',
      security: SECURITY.public,
      body: tokenBodySchema,
      response: { 200: newsletterStatusSchema, ...errors([422, 429], { 422: LINK_INVALID }) },
    },
    handler: async (req) => newsletter.confirm(req.body.token, requester(req).locale),
  });

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the URL of the header, token in the query.
  app.post('/api/subscription/unsubscribe', {
    config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    schema: {
      tags: ['newsletter'],
      operationId: 'unsubscribeFromNewsletter',
      summary: "Unsubscribes: with the token of a newsletter link, or the signed-in user's own address",
      // The token alone is enough; without one the caller's session says whose address.
      security: SECURITY.optional,
      querystring: newsletterUnsubscribeQuerySchema,
      body: z.looseObject(newsletterUnsubscribeQuerySchema.shape),
      response: { 200: newsletterStatusSchema, ...errors([401, 422, 429], { 401: 'No token, and not signed in (notification-auth-error).', 422: LINK_INVALID }) },
    },
    handler: async (req, reply) => {
      const token = req.query.token ?? req.body.token;
      if (token) return newsletter.unsubscribeByToken(token);
      const { user } = await sessions.requireSession(req, reply);
      return newsletter.unsubscribeEmail(user.email);
    },
  });
};
