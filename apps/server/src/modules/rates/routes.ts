import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRatesResponseSchema, currentRatesResponseSchema, HTTP_ERROR_CODES, rateChangeSchema } from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { MemberAccess, Viewer } from '../accounts/index.ts';
import type { RatesService } from './service.ts';

const ADMINS_ONLY = 'The caller is not an admin (error-forbidden).';

function adminOnly(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw new HttpError(403, HTTP_ERROR_CODES.forbidden, 'Only admins can change the rate table.');
}

/** The rate table (decision 048): read by everyone, changed as a whole by admins, each change a new version. */
export const ratesRoutes: FastifyPluginAsyncZod<{ rates: RatesService; access: MemberAccess }> = async (app, { rates, access }) => {
  app.get('/api/rates', {
    schema: {
      tags: ['rates'],
      operationId: 'getRates',
      summary: 'The current rate table: every price in cents, with its version',
      security: SECURITY.public,
      response: { 200: currentRatesResponseSchema },
    },
    handler: async (_req, reply) => {
      tagAnswer(reply, [TAGS.rates]);
      return rates.current();
    },
  });

  app.get('/api/admin/rates', {
    schema: {
      tags: ['admin'],
      operationId: 'getAdminRates',
      summary: 'The current rate table and its history of changes: who, when and why (admins only)',
      security: SECURITY.signedIn,
      response: { 200: adminRatesResponseSchema, ...errors([401, 403], { 403: ADMINS_ONLY }) },
    },
    handler: async (req, reply) => {
      adminOnly(await access.member(req, reply));
      reply.header('cache-control', 'no-store');
      return rates.admin();
    },
  });

  app.put('/api/admin/rates', {
    schema: {
      tags: ['admin'],
      operationId: 'changeRates',
      summary: 'A new version of the whole rate table, with the reason (admins only); orders made before keep their prices',
      security: SECURITY.signedIn,
      body: rateChangeSchema,
      response: { 200: adminRatesResponseSchema, ...errors([401, 403, 409, 422], { 403: ADMINS_ONLY, 409: 'The table changed meanwhile (error-conflict).' }) },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const viewer = await access.member(req, reply);
      adminOnly(viewer);
      reply.header('cache-control', 'no-store');
      return rates.change(req.body, viewer);
    },
  });
};
