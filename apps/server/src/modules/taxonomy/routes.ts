import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesRequestSchema,
  categoriesResponseSchema,
  pageQuerySchema,
  tagsRequestSchema,
  tagsResponseSchema,
} from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { TaxonomyService } from './service.ts';

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService }> = async (app, { taxonomy }) => {
  app.post('/api/categories/get', {
    schema: {
      tags: ['articles'],
      operationId: 'listCategories',
      summary: 'Article categories, page by page',
      security: SECURITY.public,
      querystring: pageQuerySchema,
      body: categoriesRequestSchema.prefault({}),
      response: { 200: categoriesResponseSchema, ...errors([422]) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.taxonomy]);
      return taxonomy.categories(req.query.page, req.body.per_page, requestLocale(req));
    },
  });

  app.post('/api/tags/get', {
    schema: {
      tags: ['articles'],
      operationId: 'listTags',
      summary: 'Tags, page by page; `from: "articles"` keeps the tags articles use',
      security: SECURITY.public,
      querystring: pageQuerySchema,
      body: tagsRequestSchema.prefault({}),
      response: { 200: tagsResponseSchema, ...errors([422]) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.taxonomy]);
      return taxonomy.tags(req.query.page, req.body.per_page, req.body.from);
    },
  });
};
