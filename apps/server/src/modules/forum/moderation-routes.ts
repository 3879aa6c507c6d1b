import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  forumCommentSchema,
  forumPostSchema,
  idParamSchema,
  moderationCommentsResponseSchema,
  moderationDecisionSchema,
  moderationPostsResponseSchema,
  moderationQuerySchema,
} from '@gazeta/contract';
import type { ForumAccess } from './access.ts';
import type { ModerationService } from './moderation-service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };

/** Moderation of the feed: moderators, editors and admins (403 error-moderator-only for others). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService; access: ForumAccess }> = async (app, { moderation, access }) => {
  app.get('/api/forum/moderation', {
    schema: {
      tags: ['forum moderation'],
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
      tags: ['forum moderation'],
      summary: 'Approves a post, or rejects it with a reason; the author is notified',
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: { 200: forumPostSchema, ...errors },
    },
    handler: async (req, reply) => moderation.decidePost(req.params.id, req.body, await access.member(req, reply)),
  });

  app.post('/api/forum/moderation/comments/:id', {
    schema: {
      tags: ['forum moderation'],
      summary: 'Approves a comment, or rejects it with a reason; its author, and on approval the post’s author (and the one answered), are notified',
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: { 200: forumCommentSchema, ...errors },
    },
    handler: async (req, reply) => moderation.decideComment(req.params.id, req.body, await access.member(req, reply)),
  });
};
