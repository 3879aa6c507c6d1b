import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesRequestSchema,
  categoriesResponseSchema,
  errorResponseSchema,
  pageQuerySchema,
  tagsRequestSchema,
  tagsResponseSchema,
} from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { TaxonomyService } from './service.ts';

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService }> = async (app, { taxonomy }) => {
  app.post('/api/categories/get', {
    schema: {
      tags: ['articles'],
      summary: 'Article categories, page by page',
      querystring: pageQuerySchema,
      body: categoriesRequestSchema.prefault({}),
      response: { 200: categoriesResponseSchema, 422: errorResponseSchema },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.taxonomy]);
      return taxonomy.categories(req.query.page, req.body.per_page, requestLocale(req));
    },
  });

  app.post('/api/tags/get', {
    schema: {
      tags: ['articles'],
      summary: 'Tags, page by page; `from: "articles"` keeps the tags articles use',
      querystring: pageQuerySchema,
      body: tagsRequestSchema.prefault({}),
      response: { 200: tagsResponseSchema, 422: errorResponseSchema },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.taxonomy]);
      return taxonomy.tags(req.query.page, req.body.per_page, req.body.from);
    },
  });
};
