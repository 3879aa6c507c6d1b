import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { Locale, PaymentOutcome } from '@gazeta/contract';
import { ConfigError, type Config } from '../config.ts';

/**
 * The payment provider (decision 020): a hosted checkout for an order's amount due, refunds,
 * and the provider's signed webhooks reduced to what an order cares about. `sandbox` is the
 * default (a local checkout page, clearly a test); `stripe` is Stripe Checkout.
 */
export type PaymentProviderName = 'sandbox' | 'stripe';

/** One line of the provider's checkout page, in the payer's language. */
export interface CheckoutLine {
  name: string;
  quantity: number;
  unitCents: number;
}

export interface CheckoutRequest {
  order: { id: number; currency: string; amountCents: number };
  /** They add up to `order.amountCents`. */
  lines: readonly CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A verified provider event, as an order sees it. `outcome` null: nothing for an order to do. */
export interface PaymentEvent {
  id: string;
  type: string;
  outcome: PaymentOutcome | null;
  orderId: number | null;
  sessionId: string | null;
  paymentId: string | null;
  amountCents: number | null;
  currency: string | null;
  /**
   * A refund the provider made (Stripe's `charge.refunded`, also for refunds made in its
   * dashboard): how much of the payment `paymentId` it has given back in all, so far.
   */
  refund: { totalCents: number } | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Gives `amountCents` of a payment back to the payer; the key makes a retry the same refund. */
  refund(request: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** The event a webhook carries, after its signature is checked (WebhookSignatureError when it is not right). */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {}

/** A provider call that did not work (the network, the provider's refusal). */
export class PaymentProviderError extends Error {}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const sumOf = (lines: readonly CheckoutLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);

function checkLines(request: CheckoutRequest): void {
  if (request.order.amountCents <= 0 || sumOf(request.lines) !== request.order.amountCents) {
    throw new Error(`checkout lines of order ${request.order.id} do not add up to ${request.order.amountCents}`);
  }
}

// ---- the sandbox ----

/** Signed as Stripe signs (a timestamp and an HMAC-SHA256 of `timestamp.body`), under its own header. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** How old a signed event may be: Stripe's default tolerance, so a replay of an old one is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const SANDBOX_SESSION = /^sbx_(\d{1,10})_[0-9a-f]{32}$/;

/** The order a sandbox session belongs to, read from its id; undefined when it is no sandbox session. */
export function sandboxSessionOrder(sessionId: string): number | undefined {
  const match = SANDBOX_SESSION.exec(sessionId);
  return match ? Number(match[1]) : undefined;
}

/** The payer's decision on the sandbox's checkout page. */
export interface SandboxDecision {
  sessionId: string;
  orderId: number;
  amountCents: number;
  currency: string;
  paid: boolean;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The event the payer's decision makes, signed as a webhook is: body and headers for `verifyWebhook`. */
  signedEvent(decision: SandboxDecision, at?: Date): { rawBody: Buffer; headers: Record<string, string> };
}

function hmac(secret: string, timestamp: number, body: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/**
 * The built-in test provider: its checkout page is the site's own /payment/sandbox/{session}
 * (the URL it gives is that path), where the payer pays or declines. The decision comes back as
 * a signed event through the same webhook handling as Stripe's, so an order is paid the same way
 * in both. It moves no money: a refund only gets an id.
 */
export function sandboxPayments(opts: { secret: string; now?: () => Date }): SandboxProvider {
  const now = opts.now ?? (() => new Date());
  return {
    name: 'sandbox',

    async createCheckout(request) {
      checkLines(request);
      const sessionId = `sbx_${request.order.id}_${randomBytes(16).toString('hex')}`;
      // A page of this site: a path, so the payer stays on the origin they came from.
      return { sessionId, url: `/payment/sandbox/${sessionId}` };
    },

    async refund() {
      return { refundId: `sbx_re_${randomBytes(12).toString('hex')}` };
    },

    signedEvent(decision, at = now()) {
      const event = {
        id: `sbx_evt_${randomBytes(12).toString('hex')}`,
        type: decision.paid ? 'checkout.paid' : 'checkout.declined',
        session_id: decision.sessionId,
        order_id: decision.orderId,
        payment_id: decision.paid ? `sbx_pay_${randomBytes(12).toString('hex')}` : null,
        amount_cents: decision.amountCents,
        currency: decision.currency,
      };
      const rawBody = Buffer.from(JSON.stringify(event));
      const timestamp = Math.floor(at.getTime() / 1000);
      return { rawBody, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${hmac(opts.secret, timestamp, rawBody)}` } };
    },

    verifyWebhook(rawBody, headers) {
      const signature = header(headers, SANDBOX_SIGNATURE_HEADER) ?? '';
      const parts = new Map(signature.split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]));
      const timestamp = Number(parts.get('t'));
      const given = Buffer.from(parts.get('v1') ?? '', 'hex');
      const expected = Number.isSafeInteger(timestamp) ? Buffer.from(hmac(opts.secret, timestamp, rawBody), 'hex') : Buffer.alloc(0);
      if (given.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('bad sandbox signature');
      if (Math.abs(now().getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('sandbox event too old');
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
      } catch {
        throw new WebhookSignatureError('sandbox event is not JSON');
      }
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const int = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
      const type = text(event['type']) ?? '';
      return {
        id: text(event['id']) ?? '',
        type,
        outcome: type === 'checkout.paid' ? 'paid' : type === 'checkout.declined' ? 'failed' : null,
        orderId: int(event['order_id']),
        sessionId: text(event['session_id']),
        paymentId: text(event['payment_id']),
        amountCents: int(event['amount_cents']),
        currency: text(event['currency']),
        refund: null,
      };
    },
  };
}

// ---- Stripe ----

const STRIPE_TIMEOUT_MS = 15_000;

/** The Stripe event types an order listens to, and what each means for it. */
function stripeOutcome(event: Stripe.Event): PaymentOutcome | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // Bank debits and the like complete unpaid and are settled later (async_payment_*).
      return event.data.object.payment_status === 'paid' ? 'paid' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

function isCheckoutSession(value: unknown): value is Stripe.Checkout.Session {
  return typeof value === 'object' && value !== null && (value as { object?: unknown }).object === 'checkout.session';
}

function isCharge(value: unknown): value is Stripe.Charge {
  return typeof value === 'object' && value !== null && (value as { object?: unknown }).object === 'charge';
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe Checkout (https://docs.stripe.com/payments/checkout): a hosted page per order, refunds
 * of its PaymentIntent, and webhooks checked with `stripe.webhooks.constructEvent`.
 * `apiBase` points the client at another server (the tests' local peer).
 */
export function stripePayments(opts: { secretKey: string; webhookSecret: string; apiBase?: string | undefined }): PaymentProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const) }
      : {}),
  });

  /** Stripe's error, without anything secret, as the provider's failure. */
  const failure = (action: string, err: unknown) =>
    new PaymentProviderError(`Stripe ${action} failed: ${err instanceof Error ? err.message : String(err)}`.replaceAll(opts.secretKey, '***'));

  return {
    name: 'stripe',

    async createCheckout(request) {
      checkLines(request);
      const orderId = String(request.order.id);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          client_reference_id: orderId,
          metadata: { order_id: orderId },
          payment_intent_data: { metadata: { order_id: orderId } },
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: request.order.currency, unit_amount: line.unitCents, product_data: { name: line.name } },
          })),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: request.locale,
        });
      } catch (err) {
        throw failure('checkout', err);
      }
      if (!session.url) throw new PaymentProviderError(`Stripe checkout session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url };
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey });
        if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`refund ${refund.id} is ${refund.status}`);
        return { refundId: refund.id };
      } catch (err) {
        throw failure('refund', err);
      }
    },

    verifyWebhook(rawBody, headers) {
      let event: Stripe.Event;
      try {
        const signature = header(headers, 'stripe-signature') ?? '';
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
        // Stripe's check refuses only the old; a signature dated ahead is refused too (the tolerance holds both ways).
        const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
        if (!Number.isSafeInteger(timestamp) || timestamp - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS) throw new Error('Stripe event dated in the future');
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad Stripe signature');
      }
      const object = event.data.object;
      const nothing: PaymentEvent = { id: event.id, type: event.type, outcome: null, orderId: null, sessionId: null, paymentId: null, amountCents: null, currency: null, refund: null };
      if (event.type === 'charge.refunded' && isCharge(object)) {
        // Partial refunds come as charge.refunded too; amount_refunded is what the charge has given back in all.
        const paymentId = idOf(object.payment_intent);
        if (!paymentId || !Number.isSafeInteger(object.amount_refunded)) return nothing;
        return { ...nothing, paymentId, amountCents: object.amount, currency: object.currency, refund: { totalCents: object.amount_refunded } };
      }
      if (!isCheckoutSession(object)) return nothing;
      const reference = object.client_reference_id ?? object.metadata?.['order_id'] ?? '';
      const orderId = /^\d{1,10}$/.test(reference) ? Number(reference) : null;
      return {
        ...nothing,
        outcome: stripeOutcome(event),
        orderId,
        sessionId: object.id,
        paymentId: idOf(object.payment_intent),
        amountCents: object.amount_total,
        currency: object.currency,
      };
    },
  };
}

/** The provider the configuration asks for. */
export function createPaymentProvider(config: Config, now?: () => Date): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'sandbox') {
    // Without a configured secret, each process signs with its own: the sandbox's events never leave it.
    return sandboxPayments({ secret: config.PAYMENTS_SANDBOX_SECRET ?? randomBytes(32).toString('hex'), ...(now ? { now } : {}) });
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !webhookSecret) {
    const missing = Object.entries({ STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new ConfigError(`PAYMENTS_PROVIDER=stripe needs ${missing.join(', ')} to be set`);
  }
  return stripePayments({ secretKey, webhookSecret, apiBase: config.STRIPE_API_BASE });
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.name === 'sandbox';
