import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewersResponseSchema, viewersSendResponseSchema } from '@gazeta/contract';
import { readerKey } from '../../lib/reader-key.ts';
import type { ViewersService } from './service.ts';

export const viewersRoutes: FastifyPluginAsyncZod<{ viewers: ViewersService }> = async (app, { viewers }) => {
  app.post('/api/viewers/get', {
    schema: {
      tags: ['viewers'],
      summary: 'Visitor counts for today, the week and the month',
      body: z.object({}).prefault({}),
      response: { 200: viewersResponseSchema },
    },
    handler: () => viewers.counts(),
  });

  app.post('/api/viewers/send', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['viewers'],
      summary: "Counts this browser's visit (once per day; the web app sends it once per 24 h)",
      response: { 200: viewersSendResponseSchema },
    },
    handler: async (req, reply) => ({ counted: await viewers.record(readerKey(req, reply)) }),
  });
};
