import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewersResponseSchema, viewersSendResponseSchema } from '@gazeta/contract';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { countingKeys } from '../../lib/reader-key.ts';
import type { ViewersService } from './service.ts';

export const viewersRoutes: FastifyPluginAsyncZod<{ viewers: ViewersService }> = async (app, { viewers }) => {
  app.post('/api/viewers/get', {
    schema: {
      tags: ['viewers'],
      operationId: 'getVisitorCounts',
      summary: 'Visitor counts for today, the week and the month',
      security: SECURITY.public,
      body: z.object({}).prefault({}),
      response: { 200: viewersResponseSchema, ...errors([422]) },
    },
    handler: () => viewers.counts(),
  });

  app.post('/api/viewers/send', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['viewers'],
      operationId: 'countVisit',
      summary: "Counts this browser's visit (once per day; the web app sends it once per 24 h)",
      security: SECURITY.public,
      response: { 200: viewersSendResponseSchema, ...errors([429]) },
    },
    handler: async (req, reply) => ({ counted: await viewers.record((day) => countingKeys(req, reply, day)) }),
  });
};
