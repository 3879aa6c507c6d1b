import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  notificationsResponseSchema,
  pageQuerySchema,
} from '@gazeta/contract';
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { NotificationsService } from './service.ts';

/** The bell (spec §3, §4, §7): the signed-in user's own notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService; access: MemberAccess }> = async (app, { notifications, access }) => {
  app.get('/api/forum/notifications', {
    schema: {
      tags: ['notifications'],
      operationId: 'listNotifications',
      summary: 'The caller’s notifications, newest first (spec §7: the list in data.data), and how many are unread; 304 when If-None-Match holds the current ETag',
      security: SECURITY.signedIn,
      querystring: pageQuerySchema,
      response: { 200: notificationsResponseSchema, 304: z.null().describe('Unchanged since the ETag in If-None-Match'), ...errors([401, 422]) },
    },
    handler: async (req, reply) => {
      const viewer = await access.member(req, reply);
      const { json, etag } = await notifications.listed(viewer.id, req.query.page);
      // The browser keeps the last answer and asks "changed?" (If-None-Match) on the next poll.
      reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'Authorization, Cookie');
      // An empty 304 and JSON already serialized through the response schema when it was
      // listed: both outside what the typed reply describes.
      const untyped = reply as FastifyReply;
      if (req.headers['if-none-match'] === etag) return untyped.code(304).send();
      return untyped.type('application/json; charset=utf-8').send(json);
    },
  });

  app.post('/api/forum/notifications/:id/read', {
    schema: {
      tags: ['notifications'],
      operationId: 'markNotificationRead',
      summary: 'Marks one of the caller’s notifications read (again: keeps the first time)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: notificationReadResponseSchema, ...errors([401, 404], { 404: 'No notification of the caller with this id (error-not-found).' }) },
    },
    handler: async (req, reply) => notifications.read((await access.member(req, reply)).id, req.params.id),
  });

  app.post('/api/forum/notifications/read-all', {
    schema: {
      tags: ['notifications'],
      operationId: 'markAllNotificationsRead',
      summary: 'Marks every notification of the caller read',
      security: SECURITY.signedIn,
      response: { 200: notificationsReadAllResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => notifications.readAll((await access.member(req, reply)).id),
  });
};
