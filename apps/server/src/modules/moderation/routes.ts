import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moderationBusinessesResponseSchema,
  myBusinessSchema,
  moderationClassifiedsResponseSchema,
  moderationEventsResponseSchema,
  moderationBannersResponseSchema,
  myBannerSchema,
  myClassifiedSchema,
  myEventSchema,
  feedCommentSchema,
  feedPostSchema,
  idParamSchema,
  moderationCommentsResponseSchema,
  moderationDecisionSchema,
  moderationPostsResponseSchema,
  moderationQuerySchema,
} from '@gazeta/contract';
import { formErrorHandler } from '../../lib/form-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { MemberAccess } from '../accounts/index.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { ReviewService } from './review-service.ts';
import type { ModerationService } from './service.ts';

const MODERATORS_ONLY = 'The caller is not a moderator, editor or admin (error-moderator-only).';
/** A decision on one post or comment. */
const decisionErrors = errors([401, 403, 404, 409, 422], {
  403: "The caller is not a moderator, editor or admin (error-moderator-only), or the item is the caller's own (error-own-item).",
  409: 'The item is a draft its author has not sent (error-conflict).',
  422: 'A rejection without its reason (error-rejection-reason-required), or other invalid input.',
});

/** Moderation of the feed: moderators, editors and admins (403 error-moderator-only for others, error-own-item on their own items). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService; review: ReviewService; access: MemberAccess }> = async (app, { moderation, review, access }) => {
  app.setErrorHandler(formErrorHandler);
  app.get('/api/forum/moderation', {
    schema: {
      tags: ['moderation'],
      operationId: 'getModerationQueue',
      summary: 'The queue: pending posts, pending comments, private ads awaiting review and running ads readers reported (each ad with its open reports), business listings, events or paid banners awaiting review, the longest waiting first, with the counts of all of them',
      security: SECURITY.signedIn,
      querystring: moderationQuerySchema,
      response: {
        200: z.union([moderationPostsResponseSchema, moderationCommentsResponseSchema, moderationClassifiedsResponseSchema, moderationBusinessesResponseSchema, moderationEventsResponseSchema, moderationBannersResponseSchema]),
        ...errors([401, 403, 422], { 403: MODERATORS_ONLY }),
      },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return moderation.queue(req.query.kind, req.query.page, await access.member(req, reply));
    },
  });

  app.post('/api/forum/moderation/posts/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'moderatePost',
      summary: 'Approves a post, or rejects it with a reason; the author is notified',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: { 200: feedPostSchema, ...decisionErrors },
    },
    handler: async (req, reply) => {
      // Through the review queue's registry (decision 059): the same checks, notifications and audit entry.
      const viewer = await access.member(req, reply);
      await review.decide('post', req.params.id, req.body, viewer, requestLocale(req));
      return moderation.postAfter(req.params.id, viewer);
    },
  });

  app.post('/api/forum/moderation/comments/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'moderateComment',
      summary: 'Approves a comment, or rejects it with a reason; its author, and on approval the post’s author (and the one answered), are notified',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: { 200: feedCommentSchema, ...decisionErrors },
    },
    handler: async (req, reply) => {
      // Through the review queue's registry (decision 059): the same checks, notifications and audit entry.
      const viewer = await access.member(req, reply);
      await review.decide('comment', req.params.id, req.body, viewer, requestLocale(req));
      return moderation.commentAfter(req.params.id, viewer);
    },
  });

  app.post('/api/forum/moderation/classifieds/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'moderateClassified',
      summary: 'Approves a private ad awaiting review (scheduled, or running from its publish date) or keeps a reported running ad, or rejects either with a reason (the owner is notified and mailed in their language, a paid ad is refunded); its open reports are resolved',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: {
        200: myClassifiedSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: "The caller is not a moderator, editor or admin (error-moderator-only), or the ad is the caller's own (error-own-item).",
          409: 'The ad is neither awaiting review nor running with open reports, or it changed meanwhile (error-conflict).',
          422: 'A rejection without its reason (error-rejection-reason-required), or other invalid input.',
        }),
      },
    },
    handler: async (req, reply) => {
      // Through the review queue's registry (decision 059): the same checks, notifications and audit entry.
      const viewer = await access.member(req, reply);
      await review.decide('classified', req.params.id, req.body, viewer, requestLocale(req));
      return moderation.classifiedAfter(req.params.id);
    },
  });

  app.post('/api/forum/moderation/businesses/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'moderateBusiness',
      summary: 'Approves a business listing awaiting review (it enters the catalogue unless its owner switched it off), or rejects it with a reason (the owner is notified and mailed in their language, a paid hot deal is refunded)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: {
        200: myBusinessSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: "The caller is not a moderator, editor or admin (error-moderator-only), or the listing is the caller's own (error-own-item).",
          409: 'The listing is not awaiting review, or it changed meanwhile (error-conflict).',
          422: 'A rejection without its reason (error-rejection-reason-required), or other invalid input.',
        }),
      },
    },
    handler: async (req, reply) => {
      // Through the review queue's registry (decision 059): the same checks, notifications and audit entry.
      const viewer = await access.member(req, reply);
      await review.decide('business', req.params.id, req.body, viewer, requestLocale(req));
      return moderation.businessAfter(req.params.id);
    },
  });

  app.post('/api/forum/moderation/events/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'moderateEvent',
      summary: 'Approves an event awaiting review (published in the catalogue), or rejects it with a reason; the owner is notified and mailed in their language',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: {
        200: myEventSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: "The caller is not a moderator, editor or admin (error-moderator-only), or the event is the caller's own (error-own-item).",
          409: 'The event is not awaiting review, or it changed meanwhile (error-conflict).',
          422: 'A rejection without its reason (error-rejection-reason-required), or other invalid input.',
        }),
      },
    },
    handler: async (req, reply) => {
      // Through the review queue's registry (decision 059): the same checks, notifications and audit entry.
      const viewer = await access.member(req, reply);
      await review.decide('event', req.params.id, req.body, viewer, requestLocale(req));
      return moderation.eventAfter(req.params.id);
    },
  });

  app.post('/api/forum/moderation/banners/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'moderateBanner',
      summary: 'Approves a paid banner awaiting review (placed in the strip for its run), or rejects it with a reason (its payment refunded); the owner is notified and mailed in their language',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: {
        200: myBannerSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: "The caller is not a moderator, editor or admin (error-moderator-only), or the banner is the caller's own (error-own-item).",
          409: 'The banner is not awaiting review, or it changed meanwhile (error-conflict).',
          422: 'A rejection without its reason (error-rejection-reason-required), or other invalid input.',
        }),
      },
    },
    handler: async (req, reply) => {
      // Through the review queue's registry (decision 059): the same checks, notifications and audit entry.
      const viewer = await access.member(req, reply);
      await review.decide('banner', req.params.id, req.body, viewer, requestLocale(req));
      return moderation.bannerAfter(req.params.id);
    },
  });
};
