import { DEFAULT_RATES, addDays, quoteSocialRequest, type OrderStatus, type PostingNetwork, type SocialRequestStatus } from '@gazeta/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { socialRequests, users } from '../db/schema/index.ts';
import { chicagoDay } from '../lib/chicago-time.ts';
import { SOCIAL_REQUEST_SUBJECT } from '../modules/social-requests/payments.ts';
import { seedOrder } from './orders.ts';

const DAY_MS = 24 * 3600_000;

/** The demo reader's requests to post on the paper's social pages, one in each state, with their orders. */
export async function seedReaderSocialRequests(db: Db, options: { now: Date; readerEmail: string }): Promise<number> {
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.readerEmail));
  if (!reader) return 0;
  const today = chicagoDay(options.now);
  const plan: { text: string; networks: PostingNetwork[]; inDays: number; status: SocialRequestStatus; order: OrderStatus; reason?: string; links?: Partial<Record<PostingNetwork, string>> }[] = [
    { text: 'Благотворительная ярмарка в субботу в Скоки: выпечка, книги, детские вещи. Все средства — в помощь пожилым.', networks: ['facebook', 'telegram'], inDays: -6, status: 'published', order: 'paid', links: { facebook: 'https://facebook.com/gazeta.example/posts/1001', telegram: 'https://t.me/gazeta_example/2001' } },
    { text: 'Ищем волонтёров для воскресной школы при общине. Пишите!', networks: ['telegram'], inDays: 4, status: 'awaiting_publication', order: 'paid' },
    { text: 'Piano lessons for kids in Buffalo Grove — the first lesson is free.', networks: ['facebook', 'twitter'], inDays: 9, status: 'awaiting_payment', order: 'awaiting_payment' },
    { text: 'Скидка 50% на всё — только сегодня!!!', networks: ['facebook', 'telegram', 'twitter'], inDays: -2, status: 'rejected', order: 'refunded', reason: 'Нет названия магазина и адреса: читатели не поймут, о чём речь.' },
  ];
  for (const item of plan) {
    const quote = quoteSocialRequest(item.networks, DEFAULT_RATES)!;
    const at = new Date(options.now.getTime() + (Math.min(item.inDays, 0) - 3) * DAY_MS);
    const [row] = await db
      .insert(socialRequests)
      .values({
        ownerId: reader.id,
        text: item.text,
        publishOn: addDays(today, item.inDays),
        networks: quote.networks,
        priceCents: quote.totalCents,
        paidCents: item.order === 'paid' ? quote.totalCents : 0,
        status: item.status,
        rejectionReason: item.reason ?? null,
        links: item.links ?? {},
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: socialRequests.id });
    const orderId = await seedOrder(db, {
      userId: reader.id,
      status: item.order,
      at,
      lines: [{ subjectKind: SOCIAL_REQUEST_SUBJECT, subjectId: String(row!.id), descriptionKey: 'lines.social_request', descriptionParams: { networks: item.networks.join(', ') }, quantity: 1, unitCents: quote.totalCents }],
    });
    if (item.order === 'awaiting_payment') await db.update(socialRequests).set({ orderId }).where(eq(socialRequests.id, row!.id));
  }
  return plan.length;
}
