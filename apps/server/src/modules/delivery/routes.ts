import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryPointsResponseSchema,
  errorResponseSchema,
  nearestQuerySchema,
  nearestResponseSchema,
} from '@gazeta/contract';
import type { DeliveryService } from './service.ts';

const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService; tileUrl: string }> = async (
  app,
  { delivery, tileUrl },
) => {
  const map = { tile_url: tileUrl, attribution: OSM_ATTRIBUTION };

  app.get('/api/delivery-points', {
    schema: {
      tags: ['delivery'],
      summary: 'Every place the printed weekly can be picked up, with the map tile settings',
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
      summary: 'The delivery points nearest to a US ZIP code',
      querystring: nearestQuerySchema,
      response: { 200: nearestResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
    },
    handler: (req) => delivery.nearest(req.query.zip, req.query.limit),
  });
};
