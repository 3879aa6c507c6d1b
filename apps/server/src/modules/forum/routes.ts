import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentInputSchema,
  commentsResponseSchema,
  errorResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  forumCommentSchema,
  forumPostSchema,
  idParamSchema,
  likeResponseSchema,
  MAX_IMAGES,
  pageQuerySchema,
  POST_IMAGE_MAX_BYTES,
} from '@gazeta/contract';
import { presentedToken, type SessionAccess } from '../accounts/session.ts';
import { forumAccess } from './access.ts';
import { forumErrorHandler } from './form-errors.ts';
import { moderationRoutes } from './moderation-routes.ts';
import type { ModerationService } from './moderation-service.ts';
import { notificationsRoutes } from './notifications-routes.ts';
import type { NotificationsService } from './notifications-service.ts';
import { postFormBodySchema, readPostForm } from './post-form.ts';
import type { ForumService } from './service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };
const noContent = { 204: z.null().describe('deleted') };

/**
 * The post form's files: at most MAX_IMAGES (a fifth is notification-max-images) of at most
 * POST_IMAGE_MAX_BYTES each (error-image-too-large), both 422 on the `images` field.
 */
const postUpload = { multipartOptions: { limits: { files: MAX_IMAGES, fileSize: POST_IMAGE_MAX_BYTES } } };
/** Likes are unique per user in the database; this only slows a script toggling one, per session. */
const likeLimit = { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => presentedToken(req)?.token ?? req.ip } };

export const forumRoutes: FastifyPluginAsyncZod<{
  forum: ForumService;
  moderation: ModerationService;
  notifications: NotificationsService;
  sessions: SessionAccess;
}> = async (app, { forum, moderation, notifications, sessions }) => {
  const access = forumAccess(sessions);
  app.setErrorHandler(forumErrorHandler);

  app.get('/api/forum/posts', {
    schema: {
      tags: ['forum'],
      summary: 'The feed: approved posts by popularity or newest first, optionally of one tag; view=my is the caller’s own posts, drafts included',
      querystring: feedQuerySchema,
      response: { 200: feedResponseSchema, ...errors },
    },
    handler: async (req, reply) => forum.feed(req.query, req.query.view === 'my' ? await access.member(req, reply) : await access.viewer(req)),
  });

  app.get('/api/forum/posts/:id', {
    schema: {
      tags: ['forum'],
      summary: 'One post (an unapproved one only for its author and moderators)',
      params: idParamSchema,
      response: { 200: forumPostSchema, ...errors },
    },
    handler: async (req) => forum.post(req.params.id, await access.viewer(req)),
  });

  app.post('/api/forum/posts', {
    onRequest: access.writersOnly,
    config: postUpload,
    schema: {
      tags: ['forum'],
      summary: 'Writes a post (spec §7 multipart: title, content, is_draft, tags[0], images[n]); it waits for moderation unless kept as a draft',
      consumes: ['multipart/form-data', 'application/json'],
      body: postFormBodySchema,
      response: { 201: forumPostSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await forum.createPost(await access.writer(req, reply), readPostForm(req.body))),
  });

  app.post('/api/forum/posts/:id', {
    onRequest: access.writersOnly,
    config: postUpload,
    schema: {
      tags: ['forum'],
      summary: 'Edits one’s own post (same form, plus keep_images[n]); it goes back to moderation unless kept as a draft',
      consumes: ['multipart/form-data', 'application/json'],
      params: idParamSchema,
      body: postFormBodySchema,
      response: { 200: forumPostSchema, ...errors },
    },
    handler: async (req, reply) => forum.updatePost(req.params.id, await access.writer(req, reply), readPostForm(req.body)),
  });

  app.delete('/api/forum/posts/:id', {
    onRequest: access.writersOnly,
    schema: { tags: ['forum'], summary: 'Deletes one’s own post', params: idParamSchema, response: { ...noContent, ...errors } },
    handler: async (req, reply) => {
      await forum.deletePost(req.params.id, await access.writer(req, reply));
      return reply.code(204).send(null);
    },
  });

  app.post('/api/forum/posts/:id/like', {
    onRequest: access.writersOnly,
    config: likeLimit,
    schema: { tags: ['forum'], summary: 'Toggles the caller’s like of an approved post', params: idParamSchema, response: { 200: likeResponseSchema, ...errors } },
    handler: async (req, reply) => forum.togglePostLike(req.params.id, await access.writer(req, reply)),
  });

  app.get('/api/forum/posts/:id/comments', {
    schema: {
      tags: ['forum'],
      summary: 'Comments of a post, oldest first: top-level comments paged, each followed by its replies',
      params: idParamSchema,
      querystring: pageQuerySchema,
      response: { 200: commentsResponseSchema, ...errors },
    },
    handler: async (req) => forum.comments(req.params.id, req.query.page, await access.viewer(req)),
  });

  app.post('/api/forum/posts/:id/comments', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['forum'],
      summary: 'Comments on an approved post, or replies to a comment of it; the comment waits for moderation',
      params: idParamSchema,
      body: commentInputSchema,
      response: { 201: forumCommentSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await forum.addComment(req.params.id, await access.writer(req, reply), req.body)),
  });

  app.patch('/api/forum/comments/:id', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['forum'],
      summary: 'Edits one’s own comment; it goes back to moderation',
      params: idParamSchema,
      body: commentInputSchema.pick({ text: true }),
      response: { 200: forumCommentSchema, ...errors },
    },
    handler: async (req, reply) => forum.updateComment(req.params.id, await access.writer(req, reply), req.body),
  });

  app.delete('/api/forum/comments/:id', {
    onRequest: access.writersOnly,
    schema: { tags: ['forum'], summary: 'Deletes one’s own comment', params: idParamSchema, response: { ...noContent, ...errors } },
    handler: async (req, reply) => {
      await forum.deleteComment(req.params.id, await access.writer(req, reply));
      return reply.code(204).send(null);
    },
  });

  app.post('/api/forum/comments/:id/like', {
    onRequest: access.writersOnly,
    config: likeLimit,
    schema: { tags: ['forum'], summary: 'Toggles the caller’s like of an approved comment', params: idParamSchema, response: { 200: likeResponseSchema, ...errors } },
    handler: async (req, reply) => forum.toggleCommentLike(req.params.id, await access.writer(req, reply)),
  });

  await app.register(moderationRoutes, { moderation, access });
  await app.register(notificationsRoutes, { notifications, access });
};
