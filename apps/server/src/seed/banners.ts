import { DEFAULT_RATES, addDays, bannerLastDay, type BannerStatus, type OrderStatus } from '@gazeta/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bannerStats, banners, stripAds, users } from '../db/schema/index.ts';
import { chicagoDay, chicagoInstant } from '../lib/chicago-time.ts';
import { BANNER_AD_ID_BASE } from '../modules/banners/service.ts';
import { BANNER_SUBJECT } from '../modules/banners/payments.ts';
import type { Advertiser } from './content/schemas.ts';
import { seedOrder } from './orders.ts';

const DAY_MS = 24 * 3600_000;

/** The demo reader's banners, one in each state the profile shows (running first: the strip shows it). */
const PLAN: readonly { status: BannerStatus; order: OrderStatus | null; startsInDays: number; weeks: number; reason?: string; counted?: boolean }[] = [
  { status: 'approved', order: 'paid', startsInDays: -10, weeks: 4, counted: true },
  { status: 'approved', order: 'paid', startsInDays: 5, weeks: 2 },
  { status: 'awaiting_review', order: 'paid', startsInDays: 2, weeks: 3 },
  { status: 'awaiting_payment', order: 'awaiting_payment', startsInDays: 7, weeks: 1 },
  { status: 'rejected', order: 'refunded', startsInDays: 3, weeks: 2, reason: 'Телефон на баннере не читается — сделайте шрифт крупнее.' },
  { status: 'approved', order: 'paid', startsInDays: -24, weeks: 2, counted: true },
];

/**
 * Banners of the demo reader (issue #16) in every state, their orders (through the sandbox) and,
 * for the approved ones, their places in the strip and the views and clicks of the days they ran.
 */
export async function seedMemberBanners(db: Db, options: { now: Date; readerEmail: string; advertisers: readonly Advertiser[]; pictures: readonly number[] }): Promise<number> {
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.readerEmail));
  if (!reader) return 0;
  const today = chicagoDay(options.now);
  for (const [i, item] of PLAN.entries()) {
    const ad = options.advertisers[i % options.advertisers.length]!;
    const startsOn = addDays(today, item.startsInDays);
    const endsOn = bannerLastDay(startsOn, item.weeks);
    const priceCents = item.weeks * DEFAULT_RATES.banner_per_week_cents;
    const at = new Date(options.now.getTime() + Math.min(item.startsInDays - 2, -1) * DAY_MS);
    const [row] = await db
      .insert(banners)
      .values({
        ownerId: reader.id,
        title: ad.name,
        url: ad.url,
        imageId: options.pictures[i % options.pictures.length]!,
        startsOn,
        endsOn,
        weeks: item.weeks,
        priceCents,
        paidCents: item.order === 'paid' ? priceCents : 0,
        status: item.status,
        rejectionReason: item.reason ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: banners.id });
    const id = row!.id;
    if (item.order) {
      const orderId = await seedOrder(db, {
        userId: reader.id,
        status: item.order,
        at,
        lines: [{ subjectKind: BANNER_SUBJECT, subjectId: `${id}-1`, descriptionKey: 'lines.banner', descriptionParams: { title: ad.name, weeks: item.weeks }, quantity: 1, unitCents: priceCents }],
      });
      if (item.order === 'awaiting_payment') await db.update(banners).set({ orderId }).where(eq(banners.id, id));
    }
    if (item.status === 'approved') {
      await db.insert(stripAds).values({
        adId: BANNER_AD_ID_BASE + id,
        url: ad.url,
        imageId: options.pictures[i % options.pictures.length]!,
        alt: ad.name,
        position: 0,
        active: true,
        startsAt: chicagoInstant(startsOn, '00:00'),
        endsAt: chicagoInstant(addDays(endsOn, 1), '00:00'),
        bannerId: id,
      });
    }
    if (item.counted) {
      const days: { bannerId: number; day: string; impressions: number; clicks: number }[] = [];
      for (let day = startsOn; day <= endsOn && day <= today; day = addDays(day, 1)) {
        // Weekday readers more than weekend ones; about one click in fifty views.
        const n = days.length;
        const impressions = 180 + ((n * 37) % 90) + (new Date(`${day}T12:00:00Z`).getUTCDay() % 6 === 0 ? -60 : 0);
        days.push({ bannerId: id, day, impressions, clicks: Math.round(impressions / 50) + (n % 3) });
      }
      if (days.length > 0) await db.insert(bannerStats).values(days);
    }
  }
  return PLAN.length;
}

/**
 * `count` running banners of the demo members (approved and paid, a run around today), each in
 * the strip: what the benchmark of the strip measures ("with 500 running banners").
 */
export async function seedRunningBanners(db: Db, options: { now: Date; count: number; advertisers: readonly Advertiser[]; pictures: readonly number[] }): Promise<void> {
  const owners = await db.select({ id: users.id }).from(users).where(eq(users.active, true)).orderBy(users.id);
  const today = chicagoDay(options.now);
  const BATCH = 250;
  for (let at = 0; at < options.count; at += BATCH) {
    const size = Math.min(BATCH, options.count - at);
    const rows = Array.from({ length: size }, (_, k) => {
      const i = at + k;
      const ad = options.advertisers[i % options.advertisers.length]!;
      const weeks = 2 + (i % 6);
      const startsOn = addDays(today, -(i % 7));
      return {
        ownerId: owners[i % owners.length]!.id,
        title: `${ad.name} ${i + 1}`,
        url: ad.url,
        imageId: options.pictures[i % options.pictures.length]!,
        startsOn,
        endsOn: bannerLastDay(startsOn, weeks),
        weeks,
        priceCents: weeks * DEFAULT_RATES.banner_per_week_cents,
        paidCents: weeks * DEFAULT_RATES.banner_per_week_cents,
        status: 'approved' as const,
        createdAt: options.now,
        updatedAt: options.now,
      };
    });
    const inserted = await db.insert(banners).values(rows).returning({ id: banners.id });
    await db.insert(stripAds).values(
      inserted.map(({ id }, k) => ({
        adId: BANNER_AD_ID_BASE + id,
        url: rows[k]!.url,
        imageId: rows[k]!.imageId,
        alt: rows[k]!.title,
        position: 0,
        active: true,
        startsAt: chicagoInstant(rows[k]!.startsOn, '00:00'),
        endsAt: chicagoInstant(addDays(rows[k]!.endsOn, 1), '00:00'),
        bannerId: id,
      })),
    );
  }
}
