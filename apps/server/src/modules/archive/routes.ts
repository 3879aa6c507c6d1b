import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, issuesRequestSchema, issuesResponseSchema, pageQuerySchema } from '@gazeta/contract';
import { requestLocale } from '../../lib/request-locale.ts';
import type { ArchiveService } from './service.ts';

export const archiveRoutes: FastifyPluginAsyncZod<{ archive: ArchiveService }> = async (app, { archive }) => {
  app.post('/api/issues/get', {
    schema: {
      tags: ['archive'],
      summary: 'Printed issues, newest first, page by page',
      querystring: pageQuerySchema,
      body: issuesRequestSchema.prefault({}),
      response: { 200: issuesResponseSchema, 422: errorResponseSchema },
    },
    handler: (req) => archive.issues(req.query.page, req.body.per_page, requestLocale(req)),
  });
};
