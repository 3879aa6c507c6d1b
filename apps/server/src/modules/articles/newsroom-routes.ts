import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleMediaSchema,
  articleRevisionsSchema,
  POST_IMAGE_MAX_BYTES,
  idParamSchema,
  newsroomArticleCreateSchema,
  newsroomArticleLinkSchema,
  newsroomArticleRevisionParamsSchema,
  newsroomArticleSaveSchema,
  newsroomArticleScheduleSchema,
  newsroomArticleSchema,
  newsroomArticlesPageSchema,
  newsroomArticlesQuerySchema,
  newsroomArticleTranslateSchema,
  newsroomArticleVersionSchema,
  staleVersionErrorSchema,
} from '@gazeta/contract';
import { keepPrivate } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { formFields, sentFiles } from '../../lib/form-fields.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { acceptUploads, UploadedFile } from '../../lib/uploads.ts';
import type { MemberAccess } from '../accounts/index.ts';
import { StaleVersion, type NewsroomArticles } from './newsroom-service.ts';

const NO_ARTICLE = 'No article with this id (error-not-found).';
const REFUSED = 'Signed in below the editor rung (error-editor-only).';
const CONFLICT =
  'error-stale-version: someone saved the article since this version was read (the answer also carries `version`, `saved_by` and `saved_at`: StaleVersionError); error-article-action: not in its present state; error-article-translation-taken: the group has this language.';
const PATH = '/api/newsroom/articles';

/** A 409 is the contract's error; the stale version's also carries `version`, `saved_by` and `saved_at` (StaleVersionError). */
const conflict = errors([409], { 409: CONFLICT });

/** The stale version's answer carries who saved the article and when. */
async function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  keepPrivate(reply, true);
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaleVersion) {
      // The contract's Error with more fields: sent as the contract's StaleVersionError says (checked by its schema).
      const stale = staleVersionErrorSchema.parse({ message: error.message, code: 'error-stale-version', version: error.version, saved_by: error.savedBy, saved_at: error.savedAt });
      return reply.code(409).serializer(JSON.stringify).type('application/json; charset=utf-8').send(stale) as never;
    }
    throw error;
  }
}

/** The newsroom's articles (issue #27, decision 057): editors and admins only, every change audited. */
export const newsroomArticlesRoutes: FastifyPluginAsyncZod<{ newsroom: NewsroomArticles; access: MemberAccess }> = async (app, { newsroom, access }) => {
  const editor = (req: Parameters<MemberAccess['staff']>[0], reply: FastifyReply) => access.staff(req, reply, 'editor');
  const rate = { rateLimit: { max: 240, timeWindow: '1 minute' } };

  app.get(PATH, {
    schema: {
      tags: ['newsroom'],
      operationId: 'listNewsroomArticles',
      summary: 'Articles for the newsroom, newest change first (keyset pages), by state, section, language, author, days and words',
      security: SECURITY.signedIn,
      querystring: newsroomArticlesQuerySchema,
      response: { 200: newsroomArticlesPageSchema, ...errors([401, 403, 422], { 403: REFUSED }) },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.list(await editor(req, reply), req.query, requestLocale(req))),
  });

  app.post(PATH, {
    config: rate,
    schema: {
      tags: ['newsroom'],
      operationId: 'createNewsroomArticle',
      summary: 'A new draft (audited article.create)',
      security: SECURITY.signedIn,
      body: newsroomArticleCreateSchema,
      response: { 201: newsroomArticleSchema, ...errors([401, 403, 422], { 403: REFUSED }) },
    },
    handler: async (req, reply) =>
      answer(reply, async () => {
        const created = await newsroom.create(await editor(req, reply), req.body, requestLocale(req));
        reply.code(201);
        return created;
      }),
  });

  // The picture upload takes multipart, in a scope of its own (decision 013).
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, { maxBytes: POST_IMAGE_MAX_BYTES + 16 * 1024, files: 1, fileBytes: POST_IMAGE_MAX_BYTES, fields: 2, fieldBytes: 1024 });
    uploads.post(`${PATH}/media`, {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      onRequest: async (req, reply) => {
        await editor(req, reply);
      },
      schema: {
        tags: ['newsroom'],
        operationId: 'uploadNewsroomArticleMedia',
        summary: 'A picture for an article (its cover, or an image in its text): stored re-encoded; its media id and addresses',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data'],
        body: z.looseObject({ file: z.unknown().meta({ type: 'string', format: 'binary' }).describe('the picture, by content (jpg, png, gif, webp…), at most 8 MB') }).partial(),
        response: { 201: articleMediaSchema, ...errors([401, 403, 413, 422], { 403: REFUSED }) },
      },
      handler: async (req, reply) => {
        const file = sentFiles(formFields(req.body), 'file')[0];
        const stored = await newsroom.storeMedia(await editor(req, reply), file instanceof UploadedFile ? file : null);
        keepPrivate(reply, true);
        return reply.code(201).send(stored);
      },
    });
  });

  app.get(`${PATH}/:id`, {
    schema: {
      tags: ['newsroom'],
      operationId: 'getNewsroomArticle',
      summary: 'What the editor edits: the working copy, its state, version, revisions to come and linked translations',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: newsroomArticleSchema, ...errors([401, 403, 404], { 403: REFUSED, 404: NO_ARTICLE }) },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.view(await editor(req, reply), req.params.id, requestLocale(req))),
  });

  app.patch(`${PATH}/:id`, {
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    schema: {
      tags: ['newsroom'],
      operationId: 'saveNewsroomArticle',
      summary: 'Save or autosave the working copy at the version read (a live article keeps its live text until Publish)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: newsroomArticleSaveSchema,
      response: { 200: newsroomArticleSchema, ...errors([401, 403, 404, 422], { 403: REFUSED, 404: NO_ARTICLE }), ...conflict },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.save(await editor(req, reply), req.params.id, req.body, requestLocale(req))),
  });

  app.post(`${PATH}/:id/publish`, {
    config: rate,
    schema: {
      tags: ['newsroom'],
      operationId: 'publishNewsroomArticle',
      summary: 'Publish now; for a published article, put the working copy live (Update). Clears every cached page that shows it',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: newsroomArticleVersionSchema,
      response: { 200: newsroomArticleSchema, ...errors([401, 403, 404, 422], { 403: REFUSED, 404: NO_ARTICLE, 422: 'A title and a text are needed (validation-required on title or body_html), or the input is invalid.' }), ...conflict },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.publish(await editor(req, reply), req.params.id, req.body.version, requestLocale(req))),
  });

  app.post(`${PATH}/:id/schedule`, {
    config: rate,
    schema: {
      tags: ['newsroom'],
      operationId: 'scheduleNewsroomArticle',
      summary: 'Goes out at publish_at: an ISO instant with Z or an offset, or YYYY-MM-DDTHH:MM on Chicago’s clock',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: newsroomArticleScheduleSchema,
      response: { 200: newsroomArticleSchema, ...errors([401, 403, 404, 422], { 403: REFUSED, 404: NO_ARTICLE, 422: 'publish_at is not a time, or not in the future (validation-publish-at-past); or the article is incomplete.' }), ...conflict },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.schedule(await editor(req, reply), req.params.id, req.body, requestLocale(req))),
  });

  app.post(`${PATH}/:id/unpublish`, {
    config: rate,
    schema: {
      tags: ['newsroom'],
      operationId: 'unpublishNewsroomArticle',
      summary: 'Off the site: published → unpublished (its page answers 404), scheduled → draft',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: newsroomArticleVersionSchema,
      response: { 200: newsroomArticleSchema, ...errors([401, 403, 404, 422], { 403: REFUSED, 404: NO_ARTICLE }), ...conflict },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.unpublish(await editor(req, reply), req.params.id, req.body.version, requestLocale(req))),
  });

  app.get(`${PATH}/:id/revisions`, {
    schema: {
      tags: ['newsroom'],
      operationId: 'listNewsroomArticleRevisions',
      summary: 'The article’s revisions, newest first: who, when, what made it',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: articleRevisionsSchema, ...errors([401, 403, 404], { 403: REFUSED, 404: NO_ARTICLE }) },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.revisions(await editor(req, reply), req.params.id)),
  });

  app.post(`${PATH}/:id/revisions/:revision/restore`, {
    config: rate,
    schema: {
      tags: ['newsroom'],
      operationId: 'restoreNewsroomArticleRevision',
      summary: 'A revision becomes the working copy again (a new revision; audited article.restore)',
      security: SECURITY.signedIn,
      params: newsroomArticleRevisionParamsSchema,
      body: newsroomArticleVersionSchema,
      response: { 200: newsroomArticleSchema, ...errors([401, 403, 404, 422], { 403: REFUSED, 404: 'No such article, or no such revision of it (error-not-found).' }), ...conflict },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.restore(await editor(req, reply), req.params.id, req.params.revision, req.body.version, requestLocale(req))),
  });

  app.post(`${PATH}/:id/translations`, {
    config: rate,
    schema: {
      tags: ['newsroom'],
      operationId: 'translateNewsroomArticle',
      summary: 'A translation: a new draft in another language, in the article’s translation group (audited article.translate)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: newsroomArticleTranslateSchema,
      response: { 201: newsroomArticleSchema, ...errors([401, 403, 404, 422], { 403: REFUSED, 404: NO_ARTICLE }), ...conflict },
    },
    handler: async (req, reply) =>
      answer(reply, async () => {
        const created = await newsroom.translate(await editor(req, reply), req.params.id, req.body.lang, requestLocale(req));
        reply.code(201);
        return created;
      }),
  });

  app.post(`${PATH}/:id/translations/link`, {
    config: rate,
    schema: {
      tags: ['newsroom'],
      operationId: 'linkNewsroomArticleTranslation',
      summary: 'Links another article (and its group) as a translation of this one',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: newsroomArticleLinkSchema,
      response: { 200: newsroomArticleSchema, ...errors([401, 403, 404, 422], { 403: REFUSED, 404: NO_ARTICLE }), ...conflict },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.link(await editor(req, reply), req.params.id, req.body.article_id, requestLocale(req))),
  });

  app.post(`${PATH}/:id/translations/unlink`, {
    config: rate,
    schema: {
      tags: ['newsroom'],
      operationId: 'unlinkNewsroomArticleTranslation',
      summary: 'Takes the article out of its translation group',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: newsroomArticleSchema, ...errors([401, 403, 404], { 403: REFUSED, 404: NO_ARTICLE }) },
    },
    handler: async (req, reply) => answer(reply, async () => newsroom.unlink(await editor(req, reply), req.params.id, requestLocale(req))),
  });
};
