import { DEFAULT_RATES, AD_UNIT_FRACTION, addDays, displayAdIssueCount, quoteDisplayAd, type AdTerm, type AdUnits, type DisplayAdRequestType, type DisplayAdStatus, type OrderStatus } from '@gazeta/contract';
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { displayAdBookings, displayAds, editionIssues, printEditions, users } from '../db/schema/index.ts';
import { chicagoDay } from '../lib/chicago-time.ts';
import { DISPLAY_AD_SUBJECT } from '../modules/display-ads/payments.ts';
import { seedOrder } from './orders.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The demo reader's display ads in print, one in each state, with their orders: one running (its
 * issues out so far carry their tear sheets), one paid and waiting for review, one to pay, one
 * rejected and refunded. Needs the print schedule's seed (the issues they book).
 */
export async function seedReaderDisplayAds(db: Db, options: { now: Date; readerEmail: string }): Promise<number> {
  const [reader] = await db.select({ id: users.id, phone: users.phone }).from(users).where(eq(users.email, options.readerEmail));
  const [edition] = await db.select({ slug: printEditions.slug }).from(printEditions).where(eq(printEditions.active, true)).orderBy(asc(printEditions.position)).limit(1);
  if (!reader || !edition) return 0;
  const today = chicagoDay(options.now);
  // The running ad began six weeks ago: the issues out since then are in the archive.
  const out = await db
    .select({ id: editionIssues.id, date: editionIssues.publishOn })
    .from(editionIssues)
    .where(and(eq(editionIssues.edition, edition.slug), gte(editionIssues.publishOn, addDays(today, -42)), lte(editionIssues.publishOn, today), isNotNull(editionIssues.archiveIssueId)))
    .orderBy(asc(editionIssues.publishOn));
  const coming = await db
    .select({ id: editionIssues.id, date: editionIssues.publishOn, deadlineAt: editionIssues.deadlineAt })
    .from(editionIssues)
    .where(and(eq(editionIssues.edition, edition.slug), eq(editionIssues.status, 'scheduled'), gte(editionIssues.publishOn, addDays(today, 1))))
    .orderBy(asc(editionIssues.publishOn));
  const open = coming.filter((issue) => issue.deadlineAt > options.now);
  const plan: {
    type: DisplayAdRequestType;
    item: string;
    message: string;
    units: AdUnits;
    term: AdTerm;
    issues?: number;
    status: DisplayAdStatus;
    order: OrderStatus;
    reason?: string;
    booked: { id: number; date: string }[];
  }[] = [
    {
      type: 'design',
      item: 'Стоматология «Белая улыбка», Нортбрук',
      message: 'Осмотр и чистка со скидкой 20% для читателей газеты. Говорим по-русски. Телефон и адрес — как в визитке.',
      units: 4,
      term: '12w',
      status: 'approved',
      order: 'paid',
      booked: [...out, ...coming].slice(0, 12),
    },
    {
      type: 'ready',
      item: 'Ремонт квартир и домов',
      message: 'Макет во вложении, печатать как есть.',
      units: 2,
      term: 'open',
      issues: 4,
      status: 'awaiting_review',
      order: 'paid',
      booked: open.slice(0, 4),
    },
    { type: 'design', item: 'Lithuanian bakery “Duona”', message: 'Fresh rye bread every Friday. Please use our logo and a photo of the bread.', units: 8, term: '24w', status: 'awaiting_payment', order: 'awaiting_payment', booked: [] },
    {
      type: 'ready',
      item: 'Казино онлайн',
      message: 'Печатать на первой полосе.',
      units: 16,
      term: 'open',
      issues: 2,
      status: 'rejected',
      order: 'refunded',
      reason: 'Газета не печатает рекламу азартных игр.',
      booked: [],
    },
  ];
  for (const item of plan) {
    const issues = displayAdIssueCount(item.term, item.issues)!;
    const quote = quoteDisplayAd({ units: item.units, term: item.term, issues }, DEFAULT_RATES)!;
    const publishOn = item.booked[0]?.date ?? open[0]?.date ?? addDays(today, 7);
    const at = new Date(Math.min(options.now.getTime() - 3 * DAY_MS, Date.parse(`${publishOn}T12:00:00Z`) - 10 * DAY_MS));
    const [row] = await db
      .insert(displayAds)
      .values({
        ownerId: reader.id,
        requestType: item.type,
        item: item.item,
        message: item.message,
        email: options.readerEmail,
        phone: reader.phone ?? '+12345678900',
        units: item.units,
        term: item.term,
        issues,
        editions: [edition.slug],
        publishOn,
        priceCents: quote.totalCents,
        paidCents: item.order === 'paid' ? quote.totalCents : 0,
        status: item.status,
        rejectionReason: item.reason ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: displayAds.id });
    if (item.booked.length > 0) {
      await db.insert(displayAdBookings).values(item.booked.map((issue) => ({ adId: row!.id, issueId: issue.id, bookedAt: at, tearSheetAt: issue.date <= today && item.status === 'approved' ? options.now : null })));
    }
    const orderId = await seedOrder(db, {
      userId: reader.id,
      status: item.order,
      at,
      lines: [{ subjectKind: DISPLAY_AD_SUBJECT, subjectId: String(row!.id), descriptionKey: 'lines.display_ad', descriptionParams: { item: item.item, size: AD_UNIT_FRACTION[item.units], issues: String(issues) }, quantity: 1, unitCents: quote.totalCents }],
    });
    if (item.order === 'awaiting_payment') await db.update(displayAds).set({ orderId }).where(eq(displayAds.id, row!.id));
  }
  return plan.length;
}
