import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locateQuerySchema, locateResponseSchema, mapTilesSchema } from '@gazeta/contract';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { type MemberAccess, writeLimits } from '../accounts/index.ts';
import { mapTilesOf, type GeoService } from './service.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService; access: MemberAccess; tileUrl: string }> = async (app, { geo, access, tileUrl }) => {
  /**
   * Per member and per address: a form asks once the owner stops typing, so this is far above a
   * person's pace, and it keeps a script from spending the provider's quota through us.
   */
  const locateLimit = writeLimits(app, access, { max: 30, timeWindow: '1 minute' });
  const tiles = mapTilesOf(tileUrl);

  // A read (decision 016: the browser reads by GET): it changes nothing, whoever asks.
  app.get('/api/geo/locate', {
    // The session before the query: a visitor is told to sign in, not what was wrong with the address.
    onRequest: [
      async (req, reply) => {
        await access.member(req, reply);
      },
      locateLimit,
    ],
    schema: {
      tags: ['geo'],
      operationId: 'locateAddress',
      summary: 'Where a US address is, for the map pin of a form: the geocoding provider’s answer when one is configured (GEOCODER), else the ZIP code’s centre; location null when neither knows it',
      security: SECURITY.signedIn,
      querystring: locateQuerySchema,
      response: { 200: locateResponseSchema, ...errors([401, 422, 429], { 422: 'Neither a street address nor a ZIP code (error-geo-zip-required), or a part too long or malformed.' }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return { location: await geo.locate(req.query) };
    },
  });

  app.get('/api/geo/map', {
    schema: {
      tags: ['geo'],
      operationId: 'getMapTiles',
      summary: 'The map tile settings every map of the site uses: the tile URL template and its credit',
      security: SECURITY.public,
      response: { 200: mapTilesSchema },
    },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return tiles;
    },
  });
};
