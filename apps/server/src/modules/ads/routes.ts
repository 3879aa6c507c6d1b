import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adsRequestSchema, adsResponseSchema, errorResponseSchema } from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import type { AdsService } from './service.ts';

export const adsRoutes: FastifyPluginAsyncZod<{ ads: AdsService }> = async (app, { ads }) => {
  app.post('/api/adv/get', {
    schema: {
      tags: ['ads'],
      summary: 'Advertisements for the strip, de-duplicated by ad_id',
      body: adsRequestSchema.prefault({}),
      response: { 200: adsResponseSchema, 422: errorResponseSchema },
    },
    handler: async (req, reply) => {
      tagAnswer(reply, [TAGS.ads]);
      return { data: await ads.strip(req.body.per_page) };
    },
  });
};
