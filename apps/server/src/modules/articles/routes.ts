import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleSchema,
  articlesQuerySchema,
  articlesResponseSchema,
  articleStatsSchema,
  articleViewResponseSchema,
  idParamSchema,
} from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { countingKeys } from '../../lib/reader-key.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { articleTags, type ArticlesService } from './service.ts';

const NO_ARTICLE = 'No article with this id (error-not-found).';

export const articlesRoutes: FastifyPluginAsyncZod<{ articles: ArticlesService }> = async (app, { articles }) => {
  app.get('/api/articles', {
    schema: {
      tags: ['articles'],
      operationId: 'listArticles',
      summary: 'The article catalogue, newest first (or one language first, then the others), optionally of one category',
      security: SECURITY.public,
      querystring: articlesQuerySchema,
      response: { 200: articlesResponseSchema, ...errors([404, 422], { 404: 'No category with this slug (error-not-found).' }) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [req.query.category ? TAGS.category(req.query.category) : TAGS.articles]);
      return articles.list(req.query, requestLocale(req));
    },
  });

  app.get('/api/articles/:id', {
    schema: {
      tags: ['articles'],
      operationId: 'getArticle',
      summary: 'One article with its tags and similar articles',
      security: SECURITY.public,
      params: idParamSchema,
      response: { 200: articleSchema, ...errors([404], { 404: NO_ARTICLE }) },
    },
    handler: async (req, reply) => {
      const article = await articles.get(req.params.id, requestLocale(req));
      tagAnswer(reply, articleTags(article.id, article.category.slug));
      return article;
    },
  });

  app.get('/api/articles/:id/stats', {
    schema: {
      tags: ['articles'],
      operationId: 'getArticleStats',
      summary: 'Live views and likes (members’ votes, with dislikes and the caller’s own vote, are at GET /api/votes/article/{id})',
      security: SECURITY.public,
      params: idParamSchema,
      response: { 200: articleStatsSchema, ...errors([404], { 404: NO_ARTICLE }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return articles.stats(req.params.id);
    },
  });

  app.post('/api/articles/:id/view', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['articles'],
      operationId: 'countArticleView',
      summary: 'Counts a view, at most once per 24 hours per browser (a request without the browser id cookie: per address and day)',
      security: SECURITY.public,
      params: idParamSchema,
      response: { 200: articleViewResponseSchema, ...errors([404, 429], { 404: NO_ARTICLE }) },
    },
    handler: (req, reply) => articles.countView(req.params.id, (day) => countingKeys(req, reply, day)),
  });
};
