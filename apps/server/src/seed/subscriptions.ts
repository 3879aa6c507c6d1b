import { DEFAULT_RATES, addDays, quotePrintSubscription, type OrderStatus } from '@gazeta/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { printSubscriptions, users } from '../db/schema/index.ts';
import { chicagoDay } from '../lib/chicago-time.ts';
import { termLastDay } from '../modules/subscriptions/service.ts';
import { PRINT_SUBSCRIPTION_SUBJECT } from '../modules/subscriptions/payments.ts';
import { seedOrder } from './orders.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The demo reader's paper by mail (issue #16): last year's term (ended), this one (delivered
 * now) and a gift to her mother waiting for payment, each with its order.
 */
export async function seedReaderSubscriptions(db: Db, options: { now: Date; readerEmail: string }): Promise<number> {
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.readerEmail));
  if (!reader) return 0;
  const today = chicagoDay(options.now);
  const home = { firstName: 'Анна', lastName: 'Петрова', address: '9300 Skokie Blvd, Apt 412', city: 'Skokie', state: 'IL', zip: '60077' };
  const plan: { who: typeof home; months: 3 | 6 | 12; startsInDays: number | null; order: OrderStatus }[] = [
    { who: home, months: 12, startsInDays: -420, order: 'paid' },
    { who: home, months: 6, startsInDays: -40, order: 'paid' },
    { who: { firstName: 'Галина', lastName: 'Петрова', address: '1500 N Arlington Heights Rd', city: 'Arlington Heights', state: 'IL', zip: '60004' }, months: 3, startsInDays: null, order: 'awaiting_payment' },
  ];
  for (const item of plan) {
    const quote = quotePrintSubscription(item.months, DEFAULT_RATES)!;
    const startsOn = item.startsInDays === null ? null : addDays(today, item.startsInDays);
    const at = new Date(options.now.getTime() + ((item.startsInDays ?? -1) - 1) * DAY_MS);
    const [row] = await db
      .insert(printSubscriptions)
      .values({
        userId: reader.id,
        ...item.who,
        months: item.months,
        priceCents: quote.totalCents,
        paidCents: item.order === 'paid' ? quote.totalCents : 0,
        status: item.order === 'paid' ? 'paid' : 'awaiting_payment',
        startsOn,
        endsOn: startsOn ? termLastDay(startsOn, item.months) : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: printSubscriptions.id });
    const orderId = await seedOrder(db, {
      userId: reader.id,
      status: item.order,
      at,
      lines: [{ subjectKind: PRINT_SUBSCRIPTION_SUBJECT, subjectId: String(row!.id), descriptionKey: 'lines.print_subscription', descriptionParams: { months: item.months, city: item.who.city }, quantity: 1, unitCents: quote.totalCents }],
    });
    if (item.order === 'awaiting_payment') await db.update(printSubscriptions).set({ orderId }).where(eq(printSubscriptions.id, row!.id));
  }
  return plan.length;
}
