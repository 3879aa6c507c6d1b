import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@gazeta/contract';
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { AuditService } from './service.ts';

const ADMINS_ONLY = 'The caller is not an admin (error-admin-only).';

/**
 * The audit log for admins (issue #27): read only. The log offers no call that changes or
 * removes an entry, and the database refuses one anyway (migration 0025).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; access: MemberAccess }> = async (app, { audit, access }) => {
  // Who asks is settled before the query is read: a non-admin hears 401 or 403, whatever they send.
  app.addHook('onRequest', async (req, reply) => {
    await access.staff(req, reply, 'admin');
  });
  app.get('/api/newsroom/audit', {
    schema: {
      tags: ['newsroom'],
      operationId: 'listAuditLog',
      summary:
        'The audit log, newest first, in pages of 50: by actor, action (or its start, "article."), subject kind and id, and Chicago days from…to inclusive; each entry with who, when, the subject and its fields before → after (admins only)',
      security: SECURITY.signedIn,
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, ...errors([401, 403, 422, 429], { 403: ADMINS_ONLY }) },
    },
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const viewer = await access.staff(req, reply, 'admin');
      reply.header('cache-control', 'no-store');
      return audit.page(viewer, req.query);
    },
  });
};
