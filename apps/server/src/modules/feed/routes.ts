import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentInputSchema,
  commentsResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  feedCommentSchema,
  feedPostSchema,
  idParamSchema,
  likeResponseSchema,
  MAX_IMAGES,
  pageQuerySchema,
  POST_FORM_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
} from '@gazeta/contract';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { acceptUploads, type UploadLimits } from '../../lib/uploads.ts';
import { type MemberAccess, writeLimits } from '../accounts/index.ts';
import { keepPrivate, TAGS, tagAnswer } from '../../lib/cache.ts';
import { feedErrorHandler } from './form-errors.ts';
import { postFormBodySchema, readPostForm } from './post-form.ts';
import type { FeedService } from './service.ts';

const noContent = { 204: z.null().describe('deleted') };

/** The answers of the feed's operations, each as it applies there. */
const WRITERS_ONLY = 'The account has not confirmed its phone (notification-please-verify-phone).';
const OWN_ONLY = "The account has not confirmed its phone (notification-please-verify-phone), or the item is not the caller's own (error-not-owner).";
const NO_POST = 'No post with this id that the caller may see (error-not-found).';
const NO_COMMENT = 'No comment with this id that the caller may see (error-not-found).';
const TOO_FAST = 'Too many posts, edits or comments by this writer lately (error-writing-too-fast).';
const IMAGES_TOO_LARGE = 'The images are too large to take in (error-image-too-large, on the `images` field).';
const LIKES_TOO_FAST = 'Too many likes from this session in a minute (error-too-many-requests).';

/**
 * The post form, the feed's only multipart: at most MAX_IMAGES files (a fifth is
 * notification-max-images) of at most POST_IMAGE_MAX_BYTES each (error-image-too-large), both
 * 422 on the `images` field; the whole body at most that much image plus the text fields, or a
 * 413 before it is read.
 */
const postUpload: UploadLimits = {
  maxBytes: POST_FORM_MAX_BYTES,
  files: MAX_IMAGES,
  fileBytes: POST_IMAGE_MAX_BYTES,
  fields: 30,
  fieldBytes: 256 * 1024,
};

export const feedRoutes: FastifyPluginAsyncZod<{
  feed: FeedService;
  access: MemberAccess;
}> = async (app, { feed, access }) => {
  /** Likes are unique per user in the database; this only slows a script toggling one, per member and per address. */
  const likeLimit = writeLimits(app, access, { max: 60, timeWindow: '1 minute' });
  app.setErrorHandler(feedErrorHandler);

  app.get('/api/forum/posts', {
    schema: {
      tags: ['feed'],
      operationId: 'listFeedPosts',
      summary: 'The feed: approved posts by popularity or newest first, optionally of one tag; view=my is the caller’s own posts, drafts included',
      security: SECURITY.optional,
      querystring: feedQuerySchema,
      response: {
        200: feedResponseSchema,
        ...errors([401, 404, 422], { 401: 'view=my without a session (notification-auth-error, notification-auth-expired).', 404: 'No category with this name (error-not-found).' }),
      },
    },
    handler: async (req, reply) => {
      tagAnswer(reply, [TAGS.feed]);
      const viewer = req.query.view === 'my' ? await access.member(req, reply) : await access.viewer(req);
      keepPrivate(reply, viewer !== null);
      return feed.list(req.query, viewer);
    },
  });

  app.get('/api/forum/posts/:id', {
    schema: {
      tags: ['feed'],
      operationId: 'getFeedPost',
      summary: 'One post (an unapproved one only for its author and moderators)',
      security: SECURITY.optional,
      params: idParamSchema,
      response: { 200: feedPostSchema, ...errors([404], { 404: NO_POST }) },
    },
    handler: async (req, reply) => {
      tagAnswer(reply, [TAGS.feedPost(req.params.id)]);
      const viewer = await access.viewer(req);
      keepPrivate(reply, viewer !== null);
      return feed.post(req.params.id, viewer);
    },
  });

  // Only writing a post takes a multipart form (spec §7): its own scope, the other routes refuse one (415).
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, postUpload);

    uploads.post('/api/forum/posts', {
      onRequest: access.writersOnly,
      schema: {
        tags: ['feed'],
        operationId: 'createFeedPost',
        summary: 'Writes a post (spec §7 multipart: title, content, is_draft, tags[0], images[n]); it waits for moderation unless kept as a draft',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: postFormBodySchema,
        response: { 201: feedPostSchema, ...errors([401, 403, 413, 422, 429], { 403: WRITERS_ONLY, 413: IMAGES_TOO_LARGE, 429: TOO_FAST }) },
      },
      handler: async (req, reply) => reply.code(201).send(await feed.createPost(await access.writer(req, reply), readPostForm(req.body))),
    });

    uploads.post('/api/forum/posts/:id', {
      onRequest: access.writersOnly,
      schema: {
        tags: ['feed'],
        operationId: 'updateFeedPost',
        summary: 'Edits one’s own post (same form, plus keep_images[n]); it goes back to moderation unless kept as a draft',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        body: postFormBodySchema,
        response: {
          200: feedPostSchema,
          ...errors([401, 403, 404, 413, 422, 429], { 403: OWN_ONLY, 404: NO_POST, 413: IMAGES_TOO_LARGE, 429: TOO_FAST }),
        },
      },
      handler: async (req, reply) => feed.updatePost(req.params.id, await access.writer(req, reply), readPostForm(req.body)),
    });
  });

  app.delete('/api/forum/posts/:id', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['feed'],
      operationId: 'deleteFeedPost',
      summary: 'Deletes one’s own post',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { ...noContent, ...errors([401, 403, 404], { 403: OWN_ONLY, 404: NO_POST }) },
    },
    handler: async (req, reply) => {
      await feed.deletePost(req.params.id, await access.writer(req, reply));
      return reply.code(204).send(null);
    },
  });

  app.post('/api/forum/posts/:id/like', {
    onRequest: [access.writersOnly, likeLimit],
    schema: {
      tags: ['feed'],
      operationId: 'toggleFeedPostLike',
      summary: 'Toggles the caller’s like of an approved post',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: likeResponseSchema, ...errors([401, 403, 404, 429], { 403: WRITERS_ONLY, 404: 'No approved post with this id (error-not-found).', 429: LIKES_TOO_FAST }) },
    },
    handler: async (req, reply) => feed.togglePostLike(req.params.id, await access.writer(req, reply)),
  });

  app.get('/api/forum/posts/:id/comments', {
    schema: {
      tags: ['feed'],
      operationId: 'listFeedComments',
      summary: 'Comments of a post, oldest first: top-level comments paged, each followed by its replies',
      security: SECURITY.optional,
      params: idParamSchema,
      querystring: pageQuerySchema,
      response: { 200: commentsResponseSchema, ...errors([404, 422], { 404: NO_POST }) },
    },
    handler: async (req, reply) => {
      tagAnswer(reply, [TAGS.feedPost(req.params.id)]);
      const viewer = await access.viewer(req);
      keepPrivate(reply, viewer !== null);
      return feed.comments(req.params.id, req.query.page, viewer);
    },
  });

  app.post('/api/forum/posts/:id/comments', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['feed'],
      operationId: 'createFeedComment',
      summary: 'Comments on an approved post, or replies to a comment of it; the comment waits for moderation',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: commentInputSchema,
      response: {
        201: feedCommentSchema,
        ...errors([401, 403, 404, 422, 429], {
          403: 'The account has not confirmed its phone (notification-please-verify-phone), or the post is not approved (error-post-not-commentable).',
          404: NO_POST,
          422: 'An empty comment (error-comment-empty), a reply to a comment not of this post (error-reply-invalid), or other invalid input.',
          429: TOO_FAST,
        }),
      },
    },
    handler: async (req, reply) => reply.code(201).send(await feed.addComment(req.params.id, await access.writer(req, reply), req.body)),
  });

  app.patch('/api/forum/comments/:id', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['feed'],
      operationId: 'updateFeedComment',
      summary: 'Edits one’s own comment; it goes back to moderation',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: commentInputSchema.pick({ text: true }),
      response: { 200: feedCommentSchema, ...errors([401, 403, 404, 422], { 403: OWN_ONLY, 404: NO_COMMENT }) },
    },
    handler: async (req, reply) => feed.updateComment(req.params.id, await access.writer(req, reply), req.body),
  });

  app.delete('/api/forum/comments/:id', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['feed'],
      operationId: 'deleteFeedComment',
      summary: 'Deletes one’s own comment',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { ...noContent, ...errors([401, 403, 404], { 403: OWN_ONLY, 404: NO_COMMENT }) },
    },
    handler: async (req, reply) => {
      await feed.deleteComment(req.params.id, await access.writer(req, reply));
      return reply.code(204).send(null);
    },
  });

  app.post('/api/forum/comments/:id/like', {
    onRequest: [access.writersOnly, likeLimit],
    schema: {
      tags: ['feed'],
      operationId: 'toggleFeedCommentLike',
      summary: 'Toggles the caller’s like of an approved comment',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: {
        200: likeResponseSchema,
        ...errors([401, 403, 404, 429], { 403: WRITERS_ONLY, 404: 'No approved comment with this id on an approved post (error-not-found).', 429: LIKES_TOO_FAST }),
      },
    },
    handler: async (req, reply) => feed.toggleCommentLike(req.params.id, await access.writer(req, reply)),
  });
};
