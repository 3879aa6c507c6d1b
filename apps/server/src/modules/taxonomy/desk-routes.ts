import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryChangeSchema,
  categoryCreateSchema,
  categoryMergeResponseSchema,
  categoryOrderSchema,
  deskCategoriesResponseSchema,
  deskCategorySchema,
  deskTagSchema,
  deskTagsQuerySchema,
  deskTagsResponseSchema,
  idParamSchema,
  mergeSchema,
  tagChangeSchema,
  tagCreateSchema,
  tagMergeResponseSchema,
} from '@gazeta/contract';
import { formErrorHandler } from '../../lib/form-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { TaxonomyDeskService } from './desk-service.ts';

const EDITORS = 'The caller is not an editor or admin (error-editor-only).';
const NO_CATEGORY = 'No category with this id (error-not-found).';
const NO_TAG = 'No tag with this id (error-not-found).';
/** Staff writes are few; the limit is there for a runaway script. */
const WRITES = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/**
 * The newsroom's categories and tags (issue #27, decision 062), for editors and admins. The
 * public reads (POST /api/categories/get, POST /api/tags/get) stay as spec §7 names them.
 */
export const taxonomyDeskRoutes: FastifyPluginAsyncZod<{ desk: TaxonomyDeskService; access: MemberAccess }> = async (app, { desk, access }) => {
  // A refused body answers every field's code (error-desk-…), as a form's does.
  app.setErrorHandler(formErrorHandler);
  const editor = (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return access.staff(req, reply, 'editor');
  };

  app.get('/api/newsroom/categories', {
    schema: {
      tags: ['newsroom'],
      operationId: 'listDeskCategories',
      summary: 'Every article category in menu order, with how many articles each has and its earlier addresses (editors)',
      security: SECURITY.signedIn,
      response: { 200: deskCategoriesResponseSchema, ...errors([401, 403], { 403: EDITORS }) },
    },
    handler: async (req, reply) => ({ data: await desk.categories(await editor(req, reply)) }),
  });

  app.post('/api/newsroom/categories', {
    schema: {
      tags: ['newsroom'],
      operationId: 'createCategory',
      summary: 'A new article category, last in the menu (editors)',
      security: SECURITY.signedIn,
      body: categoryCreateSchema,
      response: { 201: deskCategorySchema, ...errors([401, 403, 409, 422], { 403: EDITORS, 409: 'Another category has this slug (error-desk-slug-taken).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => reply.code(201).send(await desk.createCategory(await editor(req, reply), req.body)),
  });

  app.put('/api/newsroom/categories/order', {
    schema: {
      tags: ['newsroom'],
      operationId: 'orderCategories',
      summary: 'The header menu’s order: every category id once, first to last (editors)',
      security: SECURITY.signedIn,
      body: categoryOrderSchema,
      response: { 200: deskCategoriesResponseSchema, ...errors([401, 403, 422], { 403: EDITORS, 422: 'Not every category once (error-desk-order-incomplete).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => ({ data: await desk.reorderCategories(await editor(req, reply), req.body.ids) }),
  });

  app.patch('/api/newsroom/categories/:id', {
    schema: {
      tags: ['newsroom'],
      operationId: 'changeCategory',
      summary: 'Renames a category in either language or gives it a new slug; the old /cat/{slug} then answers 301 to the new one (editors)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: categoryChangeSchema,
      response: { 200: deskCategorySchema, ...errors([401, 403, 404, 409, 422], { 403: EDITORS, 404: NO_CATEGORY, 409: 'Another category has this slug (error-desk-slug-taken).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => desk.changeCategory(await editor(req, reply), req.params.id, req.body),
  });

  app.delete('/api/newsroom/categories/:id', {
    schema: {
      tags: ['newsroom'],
      operationId: 'removeCategory',
      summary: 'Removes a category no article is in (editors); one in use is merged instead',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('Removed'), ...errors([401, 403, 404, 409], { 403: EDITORS, 404: NO_CATEGORY, 409: 'Articles are in it (error-desk-in-use).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => {
      await desk.removeCategory(await editor(req, reply), req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/newsroom/categories/:id/merge', {
    schema: {
      tags: ['newsroom'],
      operationId: 'mergeCategory',
      summary: 'Moves every article of the category into another and removes it, in one transaction; its address redirects to the other’s (editors)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: mergeSchema,
      response: { 200: categoryMergeResponseSchema, ...errors([401, 403, 404, 422], { 403: EDITORS, 404: NO_CATEGORY, 422: 'No such category to merge into, or itself (error-desk-merge-target, error-desk-merge-self).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => desk.mergeCategory(await editor(req, reply), req.params.id, req.body.into),
  });

  app.get('/api/newsroom/tags', {
    schema: {
      tags: ['newsroom'],
      operationId: 'listDeskTags',
      summary: 'Tags by name, with how many articles and feed posts use each; `q` searches the three names (editors)',
      security: SECURITY.signedIn,
      querystring: deskTagsQuerySchema,
      response: { 200: deskTagsResponseSchema, ...errors([401, 403, 422], { 403: EDITORS }) },
    },
    handler: async (req, reply) => desk.tags(await editor(req, reply), req.query.q),
  });

  app.post('/api/newsroom/tags', {
    schema: {
      tags: ['newsroom'],
      operationId: 'createTag',
      summary: 'A new tag (editors)',
      security: SECURITY.signedIn,
      body: tagCreateSchema,
      response: { 201: deskTagSchema, ...errors([401, 403, 409, 422], { 403: EDITORS, 409: 'Another tag has this name (error-desk-tag-taken).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => reply.code(201).send(await desk.createTag(await editor(req, reply), req.body)),
  });

  app.patch('/api/newsroom/tags/:id', {
    schema: {
      tags: ['newsroom'],
      operationId: 'changeTag',
      summary: 'Renames a tag: its tag_name, English or Russian name (editors)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: tagChangeSchema,
      response: { 200: deskTagSchema, ...errors([401, 403, 404, 409, 422], { 403: EDITORS, 404: NO_TAG, 409: 'Another tag has this name (error-desk-tag-taken).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => desk.changeTag(await editor(req, reply), req.params.id, req.body),
  });

  app.delete('/api/newsroom/tags/:id', {
    schema: {
      tags: ['newsroom'],
      operationId: 'removeTag',
      summary: 'Removes a tag no article or feed post uses (editors)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('Removed'), ...errors([401, 403, 404, 409], { 403: EDITORS, 404: NO_TAG, 409: 'Articles or posts use it (error-desk-in-use).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => {
      await desk.removeTag(await editor(req, reply), req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/newsroom/tags/:id/merge', {
    schema: {
      tags: ['newsroom'],
      operationId: 'mergeTag',
      summary: 'Folds a duplicate tag into another: its articles and feed posts carry the other, and it is removed, in one transaction (editors)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: mergeSchema,
      response: { 200: tagMergeResponseSchema, ...errors([401, 403, 404, 422], { 403: EDITORS, 404: NO_TAG, 422: 'No such tag to merge into, or itself (error-desk-merge-target, error-desk-merge-self).' }) },
    },
    config: WRITES,
    handler: async (req, reply) => desk.mergeTag(await editor(req, reply), req.params.id, req.body.into),
  });
};

const CATEGORY_PAGE = /^\/(cat)\/([a-z0-9-]+)(\/?)(\?.*)?$/;
const CATEGORY_FEED = /^\/(rss)\/([a-z0-9-]+)\.xml(\?.*)?$/;

/**
 * An earlier address of a category, /cat/{old} or /rss/{old}.xml, answers 301 to its current one
 * (decision 062): links to a renamed or merged category keep working.
 */
export function categoryRedirects(desk: Pick<TaxonomyDeskService, 'redirectOf'>) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const page = CATEGORY_PAGE.exec(req.url);
    const feed = page ? null : CATEGORY_FEED.exec(req.url);
    const match = page ?? feed;
    if (!match) return;
    const slug = match[2]!;
    const to = await desk.redirectOf(slug);
    if (to === null) return;
    const query = (page ? match[4] : match[3]) ?? '';
    return reply.redirect(page ? `/cat/${to}${query}` : `/rss/${to}.xml${query}`, 301);
  };
}
