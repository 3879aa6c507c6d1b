import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { SearchService } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get('/api/search', {
    schema: {
      tags: ['search'],
      operationId: 'searchArticles',
      summary: 'Full-text search over articles in Russian, English and Lithuanian, ranked, with highlighted snippets',
      security: SECURITY.public,
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, ...errors([422]) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.articles]);
      return search.search(req.query.q, req.query.page, req.query.per_page, requestLocale(req));
    },
  });
};
