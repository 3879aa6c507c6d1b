import {
  allowedActions,
  can,
  PRINT_SUBSCRIPTION_ACTIONS,
  PRINT_SUBSCRIPTION_MESSAGES,
  PRINT_SUBSCRIPTION_REMINDER_DAYS,
  PRINT_SUBSCRIPTION_TABLE,
  quotePrintSubscription,
  type MyPrintSubscription,
  type MyPrintSubscriptionsResponse,
  type PrintSubscriptionFacts,
  type PrintSubscriptionForm,
  type PrintSubscriptionMessageCode,
  type PrintSubscriptionPhase,
  type PrintSubscriptionWrite,
} from '@gazeta/contract';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import { csvDocument } from '../../lib/csv.ts';
import { formError } from '../../lib/form-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { MessageQueue } from '../outbox/index.ts';
import { isStaffViewer, type Viewer } from '../accounts/index.ts';
import type { RatesService } from '../rates/index.ts';
import type { PaidSubjectPayments } from '../orders/index.ts';
import type { PrintService } from '../print/index.ts';
import type { SubscriptionRow, SubscriptionsRepository } from './repository.ts';

/** What a subscription's order line says: the term paid for. */
export interface SubscriptionOrderItem {
  id: number;
  userId: number;
  months: number;
  city: string;
}

/** What the subscriptions ask of the orders (decisions 020, 046): an order per term in its own transaction. */
export type SubscriptionPayments = Pick<PaidSubjectPayments<SubscriptionOrderItem, number>, 'startOrder' | 'dropOrder'>;

/** Where a ZIP code is, to check it against the state typed (none: not checked). */
export type ZipState = (zip: string) => Promise<string | null>;

const fieldError = (field: string, code: keyof typeof PRINT_SUBSCRIPTION_MESSAGES) => formError({ [field]: [{ code, message: PRINT_SUBSCRIPTION_MESSAGES[code] }] });
const notYours = () => notFound('Subscription not found.');
const conflict = (code: PrintSubscriptionMessageCode) => new HttpError(409, code, PRINT_SUBSCRIPTION_MESSAGES[code]);
/** What PRINT_SUBSCRIPTION_TABLE's guards read of a term. */
const factsOf = (row: Pick<SubscriptionRow, 'orderId'>): PrintSubscriptionFacts => ({ hasOrder: row.orderId !== null });

/** The last day of a term of whole `months` from `startsOn` (to the day before the same day of the month, or the month’s last). */
export function termLastDay(startsOn: string, months: number): string {
  const [y, m, d] = startsOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const month = `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, '0')}`;
  // A month without that day (from 31 January): the term runs to the end of it.
  if (d > lastOfMonth) return `${month}-${String(lastOfMonth).padStart(2, '0')}`;
  return addDays(`${month}-${String(d).padStart(2, '0')}`, -1);
}

/**
 * The printed paper by mail (issue #16): a member buys a term for a name and a US address; paid,
 * it is delivered from the payment (or from the end of the same address's term before) for its
 * months. A reminder goes before the last term of an address ends; staff get an issue's
 * mailing list.
 */
export function createSubscriptionsService(deps: {
  repo: SubscriptionsRepository;
  /** The print schedule: which issue a mailing list is of. */
  print: Pick<PrintService, 'issue'>;
  payments: SubscriptionPayments;
  /** The rate table every price is quoted at (decision 048). */
  rates: Pick<RatesService, 'current'>;
  zipState: ZipState;
  /** Reminders go through the outbox (decision 047). */
  outbox: MessageQueue;
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, print, payments, rates, zipState, outbox, publicUrl, now = () => new Date() } = deps;
  const today = () => chicagoDay(now());

  function phaseOf(row: SubscriptionRow, day: string): PrintSubscriptionPhase {
    if (row.status !== 'paid') return row.status;
    if (row.startsOn && day < row.startsOn) return 'scheduled';
    return row.endsOn && day > row.endsOn ? 'ended' : 'active';
  }

  function views(rows: readonly SubscriptionRow[]): MyPrintSubscription[] {
    const day = today();
    return rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      address: row.address,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      months: row.months,
      price_cents: row.priceCents,
      status: row.status,
      phase: phaseOf(row, day),
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      order_id: row.status === 'awaiting_payment' ? row.orderId : null,
      renewed: rows.some((other) => other.id > row.id && other.status !== 'cancelled' && other.address === row.address && other.zip === row.zip),
      actions: allowedActions(PRINT_SUBSCRIPTION_TABLE, PRINT_SUBSCRIPTION_ACTIONS, row.status, factsOf(row)),
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function own(id: number, viewer: Viewer): Promise<SubscriptionRow> {
    const row = await repo.byId(id);
    if (!row || row.userId !== viewer.id) throw notYours();
    return row;
  }

  async function open(fields: Omit<SubscriptionRow, 'id' | 'priceCents' | 'paidCents' | 'status' | 'startsOn' | 'endsOn' | 'orderId' | 'remindedAt' | 'createdAt' | 'updatedAt'>): Promise<PrintSubscriptionWrite> {
    const quote = quotePrintSubscription(fields.months, (await rates.current()).rates);
    if (!quote) throw fieldError('months', 'error-subscription-term-required');
    const at = now();
    const { id, orderId } = await repo.insert(
      { ...fields, priceCents: quote.totalCents, status: 'awaiting_payment', createdAt: at, updatedAt: at },
      async (tx, subscriptionId) => (await payments.startOrder(tx, { id: subscriptionId, userId: fields.userId, months: quote.months, city: fields.city }, quote.totalCents)).orderId,
    );
    const [view] = views([(await repo.byId(id))!]);
    return { subscription: view!, code: 'notification-subscription-pay', message: PRINT_SUBSCRIPTION_MESSAGES['notification-subscription-pay'], order_id: orderId };
  }

  return {
    termLastDay,

    async mine(viewer: Viewer): Promise<MyPrintSubscriptionsResponse> {
      return { data: views(await repo.ownedBy(viewer.id)), today: today() };
    },

    /** A new term for a name and address: the ZIP code must be in the state; an order is opened for it. */
    async create(viewer: Viewer, form: PrintSubscriptionForm): Promise<PrintSubscriptionWrite> {
      const state = await zipState(form.zip);
      if (state === null) throw fieldError('zip', 'error-subscription-zip-invalid');
      if (state !== form.state) throw fieldError('zip', 'error-subscription-zip-state');
      return open({
        userId: viewer.id,
        firstName: form.first_name,
        lastName: form.last_name,
        address: form.address,
        address2: form.address2 ?? null,
        city: form.city,
        state: form.state,
        zip: form.zip,
        months: form.months,
      });
    },

    /** Another term for the same name and address, from the day after the last one paid ends. */
    async renew(id: number, viewer: Viewer, months: number): Promise<PrintSubscriptionWrite> {
      const row = await own(id, viewer);
      if (!can(PRINT_SUBSCRIPTION_TABLE, 'renew', row.status, factsOf(row))) throw conflict('error-subscription-not-renewable');
      return open({ userId: row.userId, firstName: row.firstName, lastName: row.lastName, address: row.address, address2: row.address2, city: row.city, state: row.state, zip: row.zip, months });
    },

    /** Deletes a term not yet paid; its order is given up. */
    async remove(id: number, viewer: Viewer): Promise<void> {
      const row = await own(id, viewer);
      if (!can(PRINT_SUBSCRIPTION_TABLE, 'delete', row.status, factsOf(row))) throw conflict('error-subscription-not-payable');
      const orderId = await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, id);
        if (!locked || !can(PRINT_SUBSCRIPTION_TABLE, 'delete', locked.status, factsOf(locked))) throw conflict('error-subscription-not-payable');
        await repo.remove(tx, id);
        return locked.orderId;
      });
      if (orderId) await payments.dropOrder(orderId);
    },

    // ---- payments (the orders domain calls these inside its transaction) ----

    /** Paid: delivered from today, or from the day after the same address's paid term ends. */
    async paid(tx: Parameters<SubscriptionsRepository['lock']>[0], id: number, amountCents: number): Promise<boolean> {
      const row = await repo.lock(tx, id);
      if (!row || row.status !== 'awaiting_payment') return false;
      const day = today();
      const until = await repo.paidUntil(tx, row);
      const startsOn = until && until >= day ? addDays(until, 1) : day;
      await repo.update(id, { status: 'paid', paidCents: row.paidCents + amountCents, startsOn, endsOn: termLastDay(startsOn, row.months), orderId: null, updatedAt: now() }, tx);
      return true;
    },

    /** Refunded in full, the term is cancelled (no more copies are mailed). */
    async refunded(tx: Parameters<SubscriptionsRepository['lock']>[0], id: number, amountCents: number): Promise<void> {
      const row = await repo.lock(tx, id);
      if (!row) return;
      const paidCents = Math.max(0, row.paidCents - amountCents);
      await repo.update(id, { paidCents, ...(paidCents === 0 ? { status: 'cancelled' as const } : {}), updatedAt: now() }, tx);
    },

    /**
     * Reminds each member whose last paid term of an address ends within the reminder's days,
     * once, by e-mail in their language with the link to renew (through the outbox). Returns how many were written.
     */
    async remind(): Promise<number> {
      const day = today();
      let sent = 0;
      for (const row of await repo.endingBetween(day, addDays(day, PRINT_SUBSCRIPTION_REMINDER_DAYS))) {
        const mine = await repo.ownedBy(row.userId);
        const renewed = mine.some((other) => other.id !== row.id && other.status !== 'cancelled' && other.address === row.address && other.zip === row.zip && other.id > row.id);
        if (renewed) continue;
        // Marked and its e-mail written together: a reminder is neither lost nor sent twice (decision 047).
        const mails = await repo.transaction(async (tx) => {
          if (!(await repo.markReminded(row.id, now(), tx))) return [];
          return outbox.enqueue(tx, [
            {
              userId: row.userId,
              kind: 'subscription-ending',
              key: `subscription-ending:${row.id}`,
              subject: 'emails:subscriptionEnding.subject',
              body: 'emails:subscriptionEnding.body',
              values: { date: row.endsOn ?? '', address: `${row.address}, ${row.city}`, link: `${publicUrl}/profile/subscribe?renew=${row.id}` },
            },
          ]);
        });
        await outbox.deliver(mails);
        sent += mails.length;
      }
      return sent;
    },

    /** The mailing list of an issue (staff only): every paid term that holds its day, as CSV. */
    async mailingList(issueId: number, viewer: Viewer): Promise<{ filename: string; csv: string }> {
      if (!isStaffViewer(viewer)) throw new HttpError(403, 'error-forbidden', 'Only staff download mailing lists.');
      const issue = await print.issue(issueId);
      if (!issue) throw notFound('Issue not found.');
      const rows = await repo.deliveredOn(issue.publishOn);
      const csv = csvDocument([
        ['name', 'address', 'address2', 'city', 'state', 'zip', 'paid_until'],
        ...rows.map((row) => [`${row.firstName} ${row.lastName}`, row.address, row.address2 ?? '', row.city, row.state, row.zip, row.endsOn ?? '']),
      ]);
      return { filename: `mailing-list-${issue.edition}-${issue.publishOn}.csv`, csv };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
