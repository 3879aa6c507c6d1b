import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  feedCommentSchema,
  feedPostSchema,
  idParamSchema,
  moderationCommentsResponseSchema,
  moderationDecisionSchema,
  moderationPostsResponseSchema,
  moderationQuerySchema,
} from '@gazeta/contract';
import { formErrorHandler } from '../../lib/form-errors.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { ModerationService } from './service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };

/** Moderation of the feed: moderators, editors and admins (403 error-moderator-only for others, error-own-item on their own items). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService; access: MemberAccess }> = async (app, { moderation, access }) => {
  app.setErrorHandler(formErrorHandler);
  app.get('/api/forum/moderation', {
    schema: {
      tags: ['moderation'],
      summary: 'The queue: pending posts or pending comments, the longest waiting first, with both counts',
      querystring: moderationQuerySchema,
      response: { 200: z.union([moderationPostsResponseSchema, moderationCommentsResponseSchema]), ...errors },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return moderation.queue(req.query.kind, req.query.page, await access.member(req, reply));
    },
  });

  app.post('/api/forum/moderation/posts/:id', {
    schema: {
      tags: ['moderation'],
      summary: 'Approves a post, or rejects it with a reason; the author is notified',
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: { 200: feedPostSchema, ...errors },
    },
    handler: async (req, reply) => moderation.decidePost(req.params.id, req.body, await access.member(req, reply)),
  });

  app.post('/api/forum/moderation/comments/:id', {
    schema: {
      tags: ['moderation'],
      summary: 'Approves a comment, or rejects it with a reason; its author, and on approval the post’s author (and the one answered), are notified',
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: { 200: feedCommentSchema, ...errors },
    },
    handler: async (req, reply) => moderation.decideComment(req.params.id, req.body, await access.member(req, reply)),
  });
};
