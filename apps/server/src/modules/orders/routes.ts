import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceCreditBodySchema,
  balanceSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  idParamSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  orderSchema,
  refundBodySchema,
  sandboxDecisionResponseSchema,
  sandboxSessionParamSchema,
  sandboxSessionSchema,
  webhookResponseSchema,
} from '@gazeta/contract';
import { formErrorHandler } from '../../lib/form-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { type MemberAccess, writeLimits } from '../accounts/index.ts';
import type { OrdersService } from './service.ts';

const NO_ORDER = 'No order with this id that the caller may see: only its owner and staff who handle money do (error-not-found).';
const MONEY_STAFF = 'The caller is not an admin (error-money-staff-only).';
const NO_CHECKOUT = 'No sandbox checkout with this id for the caller, or the sandbox is not the configured provider (error-not-found).';
/** A webhook's body: as large as a provider's event may be. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** Orders and payments (decision 020): the owner's orders and checkout, staff refunds and credit, the provider's webhooks and the sandbox. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; access: MemberAccess }> = async (app, { orders, access }) => {
  app.setErrorHandler(formErrorHandler);
  // Each checkout asks the provider for a session: budgets per member (not per session, so a new
  // sign-in buys none) and per address.
  const checkoutLimit = writeLimits(app, access, { max: 30, timeWindow: '10 minutes' });
  const sandboxLimit = writeLimits(app, access, { max: 30, timeWindow: '1 minute' });

  app.get('/api/orders', {
    schema: {
      tags: ['orders'],
      operationId: 'listOrders',
      summary: "The caller's orders, newest first, with their lines and status",
      security: SECURITY.signedIn,
      querystring: ordersQuerySchema,
      response: { 200: ordersResponseSchema, ...errors([401, 422]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.list(await access.member(req, reply), req.query.page);
    },
  });

  app.get('/api/orders/:id', {
    schema: {
      tags: ['orders'],
      operationId: 'getOrder',
      summary: 'One order as its receipt: lines, amounts, the balance applied, refunds and its whole history',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: orderSchema, ...errors([401, 404], { 404: NO_ORDER }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.get(req.params.id, await access.member(req, reply));
    },
  });

  app.post('/api/orders/:id/checkout', {
    onRequest: checkoutLimit,
    schema: {
      tags: ['orders'],
      operationId: 'checkoutOrder',
      summary:
        "Pays an order: the owner's balance first; the provider's checkout for the rest (its URL to send the payer to), or /payment-success when the balance paid it all. The order is paid only when the provider confirms it",
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: checkoutBodySchema,
      response: {
        200: checkoutResponseSchema,
        ...errors([401, 404, 409, 422, 429, 502], {
          404: 'No order with this id of the caller’s own (error-not-found).',
          409: 'The order is paid, refunded or cancelled (error-order-not-payable).',
          502: 'The payment provider did not give a checkout (notification-error-payment-link, "Error for getting payment link."); the order can be paid later.',
        }),
      },
    },
    handler: async (req, reply) => {
      const viewer = await access.member(req, reply);
      return orders.checkout(req.params.id, viewer, { locale: req.body.locale ?? requestLocale(req) });
    },
  });

  app.post('/api/orders/:id/refund', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['orders'],
      operationId: 'refundOrder',
      summary:
        "Gives back all that is left of a paid order, to the card through the provider (what the balance paid to the balance) or all to the owner's balance; its subjects give up what it paid for (admins, with a reason, never of their own order)",
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: refundBodySchema,
      response: {
        200: orderSchema,
        ...errors([401, 403, 404, 409, 422, 429, 502], {
          403: `${MONEY_STAFF.slice(0, -1)}, or the order is the caller's own (error-own-order).`,
          404: 'No order with this id (error-not-found).',
          409: 'Nothing is left to refund (error-order-not-refundable), or amount_cents is not all that is left (error-refund-partial): a refund is never of a part.',
          422: 'No reason (error-reason-required), or other invalid input.',
          502: 'The payment provider refused the refund (error-refund-failed): nothing was recorded.',
        }),
      },
    },
    handler: async (req, reply) => {
      const by = await access.member(req, reply);
      return orders.refund(req.params.id, { by, reason: req.body.reason, to: req.body.to, amountCents: req.body.amount_cents });
    },
  });

  app.post('/api/users/:id/balance', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['orders'],
      operationId: 'creditBalance',
      summary: "Credits a member's balance, with a reason (admins; never their own)",
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: balanceCreditBodySchema,
      response: {
        200: balanceSchema,
        ...errors([401, 403, 404, 422, 429], {
          403: `${MONEY_STAFF.slice(0, -1)}, or the balance is the caller's own (error-own-balance).`,
          404: 'No user with this id (error-not-found).',
          422: 'No reason (error-reason-required), or an amount outside 1 cent to $10,000.',
        }),
      },
    },
    handler: async (req, reply) => {
      const by = await access.member(req, reply);
      return orders.grantCredit(req.params.id, { by, amountCents: req.body.amount_cents, reason: req.body.reason });
    },
  });

  // The sandbox provider's checkout: the payer's own, on this site (PAYMENTS_PROVIDER=sandbox).
  app.get('/api/payments/sandbox/:session', {
    schema: {
      tags: ['payments'],
      operationId: 'getSandboxCheckout',
      summary: "The sandbox's checkout (test mode): the order it charges and whether it is still open",
      security: SECURITY.signedIn,
      params: sandboxSessionParamSchema,
      response: { 200: sandboxSessionSchema, ...errors([401, 404], { 404: NO_CHECKOUT }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.sandboxSession(req.params.session, await access.member(req, reply));
    },
  });

  for (const decision of ['pay', 'decline'] as const) {
    app.post(`/api/payments/sandbox/:session/${decision}`, {
      onRequest: sandboxLimit,
      schema: {
        tags: ['payments'],
        operationId: decision === 'pay' ? 'paySandboxCheckout' : 'declineSandboxCheckout',
        summary:
          decision === 'pay'
            ? "Pays the sandbox's checkout (test mode): a signed event goes through the webhook handling, which marks the order paid"
            : "Declines the sandbox's checkout (test mode): a signed event goes through the webhook handling, which marks the order failed",
        security: SECURITY.signedIn,
        params: sandboxSessionParamSchema,
        response: {
          200: sandboxDecisionResponseSchema,
          ...errors([401, 404, 409, 429], { 404: NO_CHECKOUT, 409: 'The checkout was decided already, or a newer one replaced it (error-checkout-closed).' }),
        },
      },
      handler: async (req, reply) => orders.sandboxDecide(req.params.session, await access.member(req, reply), decision === 'pay'),
    });
  }

  // Webhooks read their body as the provider sent it: the signature is over those bytes.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    for (const provider of ['stripe', 'sandbox'] as const) {
      raw.post(`/api/payments/webhooks/${provider}`, {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          operationId: provider === 'stripe' ? 'stripeWebhook' : 'sandboxWebhook',
          summary:
            provider === 'stripe'
              ? 'Stripe’s webhook (checkout.session.* and charge.refunded events), signed in Stripe-Signature; each event id is handled once'
              : 'The sandbox’s webhook, signed in X-Sandbox-Signature as Stripe signs; each event id is handled once',
          description: 'The body is the provider’s JSON event, read as bytes: the signature covers them exactly. No session, no cookie.',
          security: SECURITY.public,
          response: {
            200: webhookResponseSchema,
            ...errors([400, 404, 413, 415, 429], {
              400: 'The signature is missing, wrong or more than 5 minutes old (error-webhook-signature).',
              404: `The ${provider} provider is not the configured one (error-not-found).`,
            }),
          },
        },
        handler: async (req) => {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          return orders.handleWebhook(provider, body, req.headers);
        },
      });
    }
  });
};
