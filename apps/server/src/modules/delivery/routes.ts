import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryPointsResponseSchema, nearestQuerySchema, nearestResponseSchema } from '@gazeta/contract';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { mapTilesOf } from '../geo/index.ts';
import type { DeliveryService } from './service.ts';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService; tileUrl: string }> = async (
  app,
  { delivery, tileUrl },
) => {
  const map = mapTilesOf(tileUrl);

  app.get('/api/delivery-points', {
    schema: {
      tags: ['delivery'],
      operationId: 'listDeliveryPoints',
      summary: 'Every place the printed weekly can be picked up, with the map tile settings',
      security: SECURITY.public,
      response: { 200: deliveryPointsResponseSchema },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await delivery.all(), map };
    },
  });

  app.get('/api/delivery-points/nearest', {
    schema: {
      tags: ['delivery'],
      operationId: 'findNearestDeliveryPoints',
      summary: 'The delivery points nearest to a US ZIP code',
      security: SECURITY.public,
      querystring: nearestQuerySchema,
      response: { 200: nearestResponseSchema, ...errors([404, 422], { 404: 'Unknown ZIP code (error-not-found).' }) },
    },
    handler: (req) => delivery.nearest(req.query.zip, req.query.limit),
  });
};
