import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adsRequestSchema, adsResponseSchema } from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { AdsService } from './service.ts';

export const adsRoutes: FastifyPluginAsyncZod<{ ads: AdsService }> = async (app, { ads }) => {
  app.post('/api/adv/get', {
    schema: {
      tags: ['ads'],
      operationId: 'listAds',
      summary: 'Advertisements for the strip, de-duplicated by ad_id; `alt` in the reader’s language',
      security: SECURITY.public,
      body: adsRequestSchema.prefault({}),
      response: { 200: adsResponseSchema, ...errors([422]) },
    },
    handler: async (req, reply) => {
      tagAnswer(reply, [TAGS.ads]);
      return { data: await ads.strip(req.body.per_page, requestLocale(req)) };
    },
  });
};
