import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, myPrintSubscriptionsResponseSchema, printSubscriptionFormSchema, printSubscriptionRenewSchema, printSubscriptionWriteSchema } from '@gazeta/contract';
import { formErrorHandler } from '../../lib/form-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { type MemberAccess, writeLimits } from '../accounts/index.ts';
import type { SubscriptionsService } from './service.ts';

const NO_SUBSCRIPTION = "No subscription with this id of the caller's (error-not-found).";
const FORM_422 = 'A missing or invalid field, each with its message (error-first-name-required, error-subscription-address-required, error-subscription-zip-state, error-subscription-term-required, error-terms-required…).';

/** The printed paper by mail: the member's own terms (404 for anyone else's), and the staff's mailing lists. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService; access: MemberAccess }> = async (app, { subscriptions, access }) => {
  /** Orders opened, per member and per address: generous for a person, a wall for a script. */
  const writeLimit = writeLimits(app, access, { max: 30, timeWindow: '10 minutes' });
  app.setErrorHandler(formErrorHandler);

  app.get('/api/me/print-subscriptions', {
    schema: {
      tags: ['subscriptions'],
      operationId: 'listMyPrintSubscriptions',
      summary: "The caller's terms of the printed paper by mail, newest first, with their delivery days",
      security: SECURITY.signedIn,
      response: { 200: myPrintSubscriptionsResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return subscriptions.mine(await access.member(req, reply));
    },
  });

  app.post('/api/print-subscriptions', {
    onRequest: writeLimit,
    schema: {
      tags: ['subscriptions'],
      operationId: 'createPrintSubscription',
      summary: 'A term of the printed paper by mail for a name and a US address (the ZIP code must be in the state): its order is opened ("Success. Please pay for your request.")',
      security: SECURITY.signedIn,
      body: printSubscriptionFormSchema,
      response: { 201: printSubscriptionWriteSchema, ...errors([401, 422, 429], { 422: FORM_422 }) },
    },
    handler: async (req, reply) => reply.code(201).send(await subscriptions.create(await access.member(req, reply), req.body)),
  });

  app.post('/api/print-subscriptions/:id/renew', {
    onRequest: writeLimit,
    schema: {
      tags: ['subscriptions'],
      operationId: 'renewPrintSubscription',
      summary: 'Another term for the same name and address, delivered from the day after the last paid one ends: its order is opened',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: printSubscriptionRenewSchema,
      response: { 201: printSubscriptionWriteSchema, ...errors([401, 404, 422, 429], { 404: NO_SUBSCRIPTION }) },
    },
    handler: async (req, reply) => reply.code(201).send(await subscriptions.renew(req.params.id, await access.member(req, reply), req.body.months)),
  });

  app.delete('/api/print-subscriptions/:id', {
    schema: {
      tags: ['subscriptions'],
      operationId: 'deletePrintSubscription',
      summary: 'Deletes a term not yet paid; its order is given up',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('deleted'), ...errors([401, 404, 409], { 404: NO_SUBSCRIPTION, 409: 'Paid already (error-subscription-not-payable).' }) },
    },
    handler: async (req, reply) => {
      await subscriptions.remove(req.params.id, await access.member(req, reply));
      return reply.code(204).send(null);
    },
  });

  app.get('/api/print/issues/:id/mailing-list.csv', {
    schema: {
      tags: ['subscriptions'],
      operationId: 'getMailingList',
      summary: 'Staff: who is mailed an issue of the print schedule (every paid term that holds its day), as CSV by ZIP code',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: { description: 'RFC 4180 CSV with a header line', content: { 'text/csv': { schema: z.string() } } }, ...errors([401, 403, 404], { 403: 'The caller is not staff (error-forbidden).', 404: 'No issue with this id.' }) },
    },
    handler: async (req, reply) => {
      const { filename, csv } = await subscriptions.mailingList(req.params.id, await access.member(req, reply));
      return reply.type('text/csv; charset=utf-8').header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  });
};
