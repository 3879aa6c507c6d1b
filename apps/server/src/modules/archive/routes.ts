import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issuesRequestSchema, issuesResponseSchema, pageQuerySchema } from '@gazeta/contract';
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
    handler: (req) => archive.issues(req.query.page, req.body.per_page, requestLocale(req)),
  });
};
