import { z } from 'zod';
import { PRINT_SUBSCRIPTION_TERMS } from '../rates.ts';
import type { ActionTable } from '../rules/actions.ts';
import { US_STATES, ZIP_CODE } from '../rules/events.ts';
import { emptyAsMissing, formFlag, singleLineText } from './common.ts';

/**
 * The printed paper by mail (issue #16, spec §2 /profile/subscribe): a delivery name and a US
 * address, a term of 3, 6 or 12 months, paid through the checkout; its status, end date and a
 * reminder before it ends; staff download the mailing list of an issue.
 *
 * GET    /api/me/print-subscriptions                      myPrintSubscriptionsResponseSchema
 * POST   /api/print-subscriptions                         printSubscriptionFormSchema → 201 printSubscriptionWriteSchema
 * POST   /api/print-subscriptions/{id}/renew              { months } → 201 printSubscriptionWriteSchema (the same address, from the day after it ends)
 * DELETE /api/print-subscriptions/{id}                    204 (one not yet paid: its order is given up)
 * GET    /api/print/issues/{id}/mailing-list.csv          text/csv, staff only
 */

export const PRINT_SUBSCRIPTION_MESSAGES = {
  'error-subscription-address-required': 'Please fill address.',
  'error-subscription-city-required': 'Please fill city.',
  'error-subscription-state-required': 'Please fill state.',
  'error-subscription-zip-required': 'Please fill zip-code.',
  'error-subscription-zip-invalid': 'The zip code is 5 digits (60601) or ZIP+4 (60601-1234).',
  'error-subscription-zip-state': 'This ZIP code is not in the state chosen.',
  'error-subscription-term-required': 'Please select a term: 3, 6 or 12 months.',
  'error-subscription-not-payable': 'Only a subscription not yet paid can be deleted.',
  'error-subscription-not-renewable': 'Only a paid subscription can be renewed.',
  'notification-subscription-pay': 'Success. Please pay for your request.',
} as const;
export type PrintSubscriptionMessageCode = keyof typeof PRINT_SUBSCRIPTION_MESSAGES;

export const PRINT_SUBSCRIPTION_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;
export type PrintSubscriptionStatus = (typeof PRINT_SUBSCRIPTION_STATUSES)[number];
/** What a subscriber may do with a term (an ActionTable; the owner's answers carry them as `actions`). */
export const PRINT_SUBSCRIPTION_ACTIONS = ['pay', 'renew', 'delete'] as const;
export type PrintSubscriptionAction = (typeof PRINT_SUBSCRIPTION_ACTIONS)[number];
export interface PrintSubscriptionFacts {
  /** Its order waits for payment. */
  hasOrder: boolean;
}

/** Paid or deleted before it is paid; renewed once paid (the next term follows it); a cancelled one is over. */
export const PRINT_SUBSCRIPTION_TABLE: ActionTable<PrintSubscriptionStatus, PrintSubscriptionAction, PrintSubscriptionFacts> = {
  awaiting_payment: { pay: (facts) => facts.hasOrder, delete: true },
  paid: { renew: true },
  cancelled: {},
};

/** What the member sees: not paid, paid and starting later, being delivered, or over. */
export const PRINT_SUBSCRIPTION_PHASES = ['awaiting_payment', 'scheduled', 'active', 'ended', 'cancelled'] as const;
export type PrintSubscriptionPhase = (typeof PRINT_SUBSCRIPTION_PHASES)[number];

export const PRINT_SUBSCRIPTION_LIMITS = { nameMax: 60, addressMax: 120, cityMax: 60 } as const;
/** The reminder to renew goes this many days before the last day. */
export const PRINT_SUBSCRIPTION_REMINDER_DAYS = 14;

const required = (code: string, max: number) =>
  z.preprocess(emptyAsMissing, singleLineText({ error: code }).trim().min(1, { error: code }).max(max, { error: 'validation-too-big' }));
const months = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: 'error-subscription-term-required' })
    .refine((n): n is (typeof PRINT_SUBSCRIPTION_TERMS)[number] => (PRINT_SUBSCRIPTION_TERMS as readonly number[]).includes(n), { error: 'error-subscription-term-required' }),
);

export const printSubscriptionFormSchema = z.object({
  first_name: required('error-first-name-required', PRINT_SUBSCRIPTION_LIMITS.nameMax),
  last_name: required('error-last-name-required', PRINT_SUBSCRIPTION_LIMITS.nameMax),
  address: required('error-subscription-address-required', PRINT_SUBSCRIPTION_LIMITS.addressMax),
  address2: z.preprocess(emptyAsMissing, singleLineText().trim().max(PRINT_SUBSCRIPTION_LIMITS.addressMax, { error: 'validation-too-big' }).optional()),
  city: required('error-subscription-city-required', PRINT_SUBSCRIPTION_LIMITS.cityMax),
  state: z.preprocess(emptyAsMissing, z.enum(US_STATES, { error: 'error-subscription-state-required' })),
  zip: z.preprocess(emptyAsMissing, singleLineText({ error: 'error-subscription-zip-required' }).trim().regex(ZIP_CODE, { error: 'error-subscription-zip-invalid' })),
  months,
  agree: formFlag.refine((v) => v, { error: 'error-terms-required' }),
});
export type PrintSubscriptionForm = z.infer<typeof printSubscriptionFormSchema>;

export const printSubscriptionRenewSchema = z.object({ months });

export const myPrintSubscriptionSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    address: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    months: z.number().int(),
    price_cents: z.number().int(),
    status: z.enum(PRINT_SUBSCRIPTION_STATUSES),
    phase: z.enum(PRINT_SUBSCRIPTION_PHASES),
    starts_on: z.string().nullable().describe('YYYY-MM-DD, the first day of delivery (once paid)'),
    ends_on: z.string().nullable().describe('YYYY-MM-DD, the last day of delivery (once paid)'),
    order_id: z.number().int().nullable().describe('the order waiting for payment, if any'),
    /** A later term for the same address is already bought: no reminder, no "renew". */
    renewed: z.boolean(),
    actions: z.array(z.enum(PRINT_SUBSCRIPTION_ACTIONS)).describe('What the subscriber may do with it now (PRINT_SUBSCRIPTION_TABLE)'),
    created_at: z.string(),
  })
  .meta({ id: 'MyPrintSubscription' });
export type MyPrintSubscription = z.infer<typeof myPrintSubscriptionSchema>;

export const myPrintSubscriptionsResponseSchema = z.object({ data: z.array(myPrintSubscriptionSchema), today: z.string() });
export type MyPrintSubscriptionsResponse = z.infer<typeof myPrintSubscriptionsResponseSchema>;

export const printSubscriptionWriteSchema = z
  .object({
    subscription: myPrintSubscriptionSchema,
    code: z.literal('notification-subscription-pay'),
    message: z.string(),
    order_id: z.number().int(),
  })
  .meta({ id: 'PrintSubscriptionWrite' });
export type PrintSubscriptionWrite = z.infer<typeof printSubscriptionWriteSchema>;
