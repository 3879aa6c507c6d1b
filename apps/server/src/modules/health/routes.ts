import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { SECURITY } from '../../lib/openapi.ts';

const status = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', {
    schema: { tags: ['operations'], operationId: 'getHealth', summary: 'The process is up', security: SECURITY.public, response: { 200: status } },
    logLevel: 'warn',
    handler: () => ({ status: 'ok' as const }),
  });

  app.get('/readyz', {
    schema: { tags: ['operations'], operationId: 'getReadiness', summary: 'The database answers', security: SECURITY.public, response: { 200: status, 503: status } },
    logLevel: 'warn',
    handler: async (req, reply) => {
      try {
        await database.query('SELECT 1');
        return { status: 'ok' as const };
      } catch (err) {
        req.log.warn({ err }, 'database not ready');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  });
};
