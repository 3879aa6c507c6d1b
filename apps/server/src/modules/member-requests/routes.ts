import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberRequestsResponseSchema } from '@gazeta/contract';
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { MemberRequestsService } from './service.ts';

export const memberRequestsRoutes: FastifyPluginAsyncZod<{ requests: MemberRequestsService; access: MemberAccess }> = async (app, { requests, access }) => {
  app.get('/api/me/requests', {
    schema: {
      tags: ['orders'],
      operationId: 'listMyRequests',
      summary: "The caller's banners, display ads, social-posting requests and paper-by-mail terms in one list, each in the common states, newest first",
      security: SECURITY.signedIn,
      response: { 200: memberRequestsResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return requests.mine(await access.member(req, reply));
    },
  });
};
