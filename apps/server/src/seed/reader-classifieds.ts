import { count, eq } from 'drizzle-orm';
import { DEFAULT_RATES, bookIssues, onlineValidUntil, quoteClassified, type ClassifiedExtras, type ClassifiedSection, type ClassifiedStatus, type ClassifiedVersion, type OrderStatus, type ScheduledIssue } from '@gazeta/contract';
import { addDays, chicagoDay } from '../lib/chicago-time.ts';
import { CLASSIFIED_SUBJECT } from '../modules/classifieds/placing-payments.ts';
import { classifiedTextKey } from '../modules/classifieds/placing-service.ts';
import type { Db } from '../db/client.ts';
import { classifiedBookings, classifieds, editionIssues, printEditions, users } from '../db/schema/index.ts';
import { seedOrder } from './orders.ts';

/**
 * The demo reader's own ads, one or more in every state of an ad's life (issue #14), kept apart
 * from the catalogue's demo ads so that either can change alone. Their issues are booked in the
 * print schedule as it is in the database; when nothing has made a schedule yet (the print
 * module's seed), two editions with weekly issues from six weeks back to twelve weeks ahead are
 * made here, each issue out on a Thursday with its booking deadline the Monday before, 5 pm.
 * What the ads cost is paid through orders (seed/orders.ts), one order of one line per ad as
 * placing makes them: open for the ad awaiting payment, declined for another (its order is
 * payable again), paid for the paid ads, refunded for the paid ad staff rejected.
 */

const WEEKS_BACK = 6;
const WEEKS_AHEAD = 12;

export const DEMO_EDITIONS = [
  { slug: 'chicagoland', nameEn: 'Chicagoland', nameRu: 'Чикаголенд', position: 0 },
  { slug: 'milwaukee', nameEn: 'Milwaukee', nameRu: 'Милуоки', position: 1 },
] as const;

/** 5 pm in Chicago on a day, as an instant (the zone's offset that day). */
function chicagoFivePm(day: string): Date {
  const guess = new Date(`${day}T22:00:00Z`); // 5 pm CDT
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(guess));
  return new Date(guess.getTime() + (17 - hour) * 3_600_000);
}

/** The Thursday on or after a day. */
function thursdayFrom(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, (4 - weekday + 7) % 7);
}

async function ensureSchedule(db: Db, now: Date): Promise<void> {
  const [editions] = await db.select({ n: count() }).from(printEditions);
  if ((editions?.n ?? 0) > 0) return;
  await db.insert(printEditions).values([...DEMO_EDITIONS]);
  const first = addDays(thursdayFrom(chicagoDay(now)), -7 * WEEKS_BACK);
  const rows = [];
  for (let week = 0; week <= WEEKS_BACK + WEEKS_AHEAD; week++) {
    const day = addDays(first, week * 7);
    for (const edition of DEMO_EDITIONS) rows.push({ edition: edition.slug, publishOn: day, deadlineAt: chicagoFivePm(addDays(day, -3)) });
  }
  await db.insert(editionIssues).values(rows);
}

interface DemoAd {
  status: ClassifiedStatus;
  section: ClassifiedSection;
  type: 'offer' | 'wanted';
  lang: 'ru' | 'en' | 'lt';
  title: string;
  text: string;
  version: ClassifiedVersion;
  editions: string[];
  issues: number;
  extras: Partial<ClassifiedExtras>;
  /** Weeks from the coming Thursday to its first issue (negative: it started in the past). */
  startWeeks: number;
  /**
   * Its order for the price, as the orders module leaves it: `open` and `failed` are the ad's
   * current order (its order_id: payable), `paid` brought its price, `refunded` gave it back.
   */
  order?: 'open' | 'failed' | 'paid' | 'refunded';
  reason?: string;
}

export const READER_ADS: readonly DemoAd[] = [
  {
    status: 'draft',
    section: 'for-sale',
    type: 'offer',
    lang: 'ru',
    title: 'Продаю детскую коляску',
    text: 'Коляска 3-в-1, серая, почти новая. Самовывоз из Скоки. (847) 555-0142',
    version: 'print',
    editions: ['chicagoland'],
    issues: 2,
    extras: {},
    startWeeks: 1,
  },
  {
    status: 'awaiting_payment',
    section: 'rentals',
    type: 'offer',
    lang: 'ru',
    title: 'Сдаю 2-bedroom в Buffalo Grove',
    text: 'Светлая квартира, 2 спальни, парковка, $1,650/mo. Звоните вечером: (847) 555-0177',
    version: 'both',
    editions: ['chicagoland', 'milwaukee'],
    issues: 3,
    extras: { bold: true, frame: true },
    startWeeks: 1,
    order: 'open',
  },
  {
    status: 'awaiting_payment',
    section: 'for-sale',
    type: 'offer',
    lang: 'ru',
    title: 'Продаю велотренажёр Schwinn',
    text: 'Велотренажёр в хорошем состоянии, 12 программ. Забрать в Уилинге. (847) 555-0133',
    version: 'print',
    editions: ['chicagoland'],
    issues: 2,
    extras: {},
    startWeeks: 2,
    order: 'failed',
  },
  {
    status: 'awaiting_review',
    section: 'services',
    type: 'offer',
    lang: 'en',
    title: 'Piano lessons for children',
    text: 'Experienced teacher, lessons at your home in Northbrook and Glenview. anna.piano@example.com',
    version: 'online',
    editions: [],
    issues: 0,
    extras: {},
    startWeeks: 0,
  },
  {
    status: 'scheduled',
    section: 'jobs',
    type: 'wanted',
    lang: 'ru',
    title: 'Ищу работу няней',
    text: 'Опыт 10 лет, рекомендации. Район Arlington Heights. (224) 555-0119',
    version: 'print',
    editions: ['chicagoland'],
    issues: 4,
    extras: { hot: true },
    startWeeks: 2,
    order: 'paid',
  },
  {
    status: 'running',
    section: 'autos',
    type: 'offer',
    lang: 'ru',
    title: 'Продаю Toyota Camry 2016',
    text: 'Один владелец, 78 000 миль, обслуживалась у дилера. $11,900. (312) 555-0166',
    version: 'both',
    editions: ['chicagoland', 'milwaukee'],
    issues: 5,
    extras: { bold: true, priority: true },
    startWeeks: -2,
    order: 'paid',
  },
  {
    status: 'expired',
    section: 'real-estate',
    type: 'wanted',
    lang: 'lt',
    title: 'Ieškau buto nuomai',
    text: 'Šeima ieško dviejų kambarių buto Lemonte. Skambinkite: (630) 555-0150',
    version: 'print',
    editions: ['chicagoland'],
    issues: 2,
    extras: {},
    startWeeks: -5,
    order: 'paid',
  },
  {
    status: 'rejected',
    section: 'personal',
    type: 'offer',
    lang: 'ru',
    title: 'Лучшие скидки в интернете',
    text: 'Переходите по ссылке и получите подарок! www.example.com/promo',
    version: 'print',
    editions: ['chicagoland'],
    issues: 1,
    extras: {},
    startWeeks: 1,
    order: 'refunded',
    reason: 'Реклама чужих сайтов в частных объявлениях не допускается.',
  },
];

const ORDER_STATUS = { open: 'awaiting_payment', failed: 'failed', paid: 'paid', refunded: 'refunded' } as const satisfies Record<NonNullable<DemoAd['order']>, OrderStatus>;

/** Inserts the demo reader's ads (once: nothing when the reader has ads already). */
export async function seedReaderClassifieds(db: Db, options: { now: Date; readerEmail: string }): Promise<number> {
  const { now } = options;
  await ensureSchedule(db, now);
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.readerEmail));
  if (!reader) return 0;
  const [mine] = await db.select({ n: count() }).from(classifieds).where(eq(classifieds.ownerId, reader.id));
  if ((mine?.n ?? 0) > 0) return 0;

  const all: ScheduledIssue[] = (await db.select().from(editionIssues)).map((row) => ({
    id: row.id,
    edition: row.edition,
    date: row.publishOn,
    deadlineAt: row.deadlineAt.toISOString(),
  }));
  const today = chicagoDay(now);
  const comingThursday = thursdayFrom(today);
  let inserted = 0;
  for (const [i, ad] of READER_ADS.entries()) {
    const start = addDays(comingThursday, ad.startWeeks * 7);
    const extras: ClassifiedExtras = { bold: false, frame: false, hot: false, priority: false, photo: false, ...ad.extras };
    let issueIds: number[] = [];
    let validUntil = onlineValidUntil(start);
    let publishOn = start;
    if (ad.version !== 'online') {
      // Past issues are closed for booking now: the seed books as it would have on the day.
      const booking = bookIssues(all, { editions: ad.editions, publishDate: start, count: ad.issues, now: new Date(`${addDays(start, -7)}T12:00:00Z`) });
      if (!booking.ok) continue;
      const taken = Object.values(booking.issues).flat();
      issueIds = taken.map((issue) => issue.id);
      validUntil = booking.validUntil;
      publishOn = taken.map((issue) => issue.date).toSorted()[0] ?? start;
    }
    const quote = quoteClassified({ title: ad.title, text: ad.text, version: ad.version, editions: ad.editions.length, issues: ad.issues, extras }, DEFAULT_RATES);
    const created = new Date(now.getTime() - (READER_ADS.length - i) * 3_600_000 - Math.max(0, -ad.startWeeks) * 7 * 86_400_000);
    const [row] = await db
      .insert(classifieds)
      .values({
        ownerId: reader.id,
        section: ad.section,
        type: ad.type,
        lang: ad.lang,
        title: ad.title,
        body: ad.text,
        textKey: classifiedTextKey(ad.title, ad.text),
        version: ad.version,
        ...extras,
        showPhone: ad.status === 'running',
        editions: ad.editions,
        issuesPerEdition: ad.issues,
        publishOn,
        validUntil,
        words: quote.words,
        priceCents: quote.totalCents,
        paidCents: ad.order === 'paid' ? quote.totalCents : 0,
        status: ad.status,
        rejectionReason: ad.reason ?? null,
        publishedAt: ad.status === 'running' || ad.status === 'expired' ? new Date(`${publishOn}T14:00:00Z`) : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: classifieds.id });
    // A rejected ad runs in no issue: it holds no place in them.
    // An ad not paid yet holds its issues only until their deadline (decision 025).
    const held = ad.order !== 'paid';
    if (issueIds.length > 0 && ad.status !== 'rejected') await db.insert(classifiedBookings).values(issueIds.map((issueId) => ({ classifiedId: row!.id, issueId, bookedAt: created, held })));
    if (ad.order) {
      const orderId = await seedOrder(db, {
        userId: reader.id,
        status: ORDER_STATUS[ad.order],
        lines: [
          {
            subjectKind: CLASSIFIED_SUBJECT,
            subjectId: String(row!.id),
            descriptionKey: 'lines.classified',
            descriptionParams: { title: ad.title },
            quantity: 1,
            unitCents: quote.totalCents,
          },
        ],
        at: new Date(created.getTime() + 600_000),
      });
      if (ad.order === 'open' || ad.order === 'failed') await db.update(classifieds).set({ orderId }).where(eq(classifieds.id, row!.id));
    }
    inserted += 1;
  }
  return inserted;
}
