import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveSearchQuerySchema, archiveSearchResponseSchema, searchQuerySchema, searchResponseSchema } from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { ArchiveSearch } from './archive.ts';
import type { SearchService } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; archiveSearch: ArchiveSearch }> = async (app, { search, archiveSearch }) => {
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

  app.get('/api/search/archive', {
    schema: {
      tags: ['search'],
      operationId: 'searchArchive',
      summary: "Full-text search over the printed issues' text (their PDFs), ranked, each with its number, day and a highlighted snippet",
      security: SECURITY.public,
      querystring: archiveSearchQuerySchema,
      response: { 200: archiveSearchResponseSchema, ...errors([422]) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.archive]);
      return archiveSearch.search(req.query.q, req.query.page, req.query.per_page, requestLocale(req));
    },
  });
};
