import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  notificationsResponseSchema,
  pageQuerySchema,
} from '@gazeta/contract';
import type { MemberAccess } from '../accounts/index.ts';
import type { NotificationsService } from './service.ts';

const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** The bell (spec §3, §4, §7): the signed-in user's own notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService; access: MemberAccess }> = async (app, { notifications, access }) => {
  app.get('/api/forum/notifications', {
    schema: {
      tags: ['notifications'],
      summary: 'The caller’s notifications, newest first (spec §7: the list in data.data), and how many are unread; 304 when If-None-Match holds the current ETag',
      querystring: pageQuerySchema,
      response: { 200: notificationsResponseSchema, ...errors },
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
      summary: 'Marks one of the caller’s notifications read (again: keeps the first time)',
      params: idParamSchema,
      response: { 200: notificationReadResponseSchema, ...errors },
    },
    handler: async (req, reply) => notifications.read((await access.member(req, reply)).id, req.params.id),
  });

  app.post('/api/forum/notifications/read-all', {
    schema: {
      tags: ['notifications'],
      summary: 'Marks every notification of the caller read',
      response: { 200: notificationsReadAllResponseSchema, ...errors },
    },
    handler: async (req, reply) => notifications.readAll((await access.member(req, reply)).id),
  });
};
