import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, issuesRequestSchema, issuesResponseSchema, pageQuerySchema, printIssueDetailSchema } from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { ArchiveService } from './service.ts';

export const archiveRoutes: FastifyPluginAsyncZod<{ archive: ArchiveService }> = async (app, { archive }) => {
  app.post('/api/issues/get', {
    schema: {
      tags: ['archive'],
      operationId: 'listIssues',
      summary: 'Printed issues, newest first, page by page',
      security: SECURITY.public,
      querystring: pageQuerySchema,
      body: issuesRequestSchema.prefault({}),
      response: { 200: issuesResponseSchema, ...errors([422]) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.archive]);
      return archive.issues(req.query.page, req.body.per_page, requestLocale(req));
    },
  });

  app.get('/api/issues/:id', {
    schema: {
      tags: ['archive'],
      operationId: 'getIssue',
      summary: 'One printed issue with what ran in it: the articles, the private ads and the display ads',
      security: SECURITY.public,
      params: idParamSchema,
      response: { 200: printIssueDetailSchema, ...errors([404, 422]) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.archive]);
      return archive.issue(req.params.id, requestLocale(req));
    },
  });
};
