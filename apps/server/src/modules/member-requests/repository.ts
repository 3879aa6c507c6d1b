import { sql } from 'drizzle-orm';
import type { MemberRequestKind } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { createPrintBookings, type DisplayAdLedger } from '../print/index.ts';

export interface MemberRequestRow extends Record<string, unknown> {
  kind: MemberRequestKind;
  id: number;
  title: string;
  status: string;
  starts_on: string | null;
  ends_on: string | null;
  price_cents: number;
  order_id: number | null;
  created_at: Date | string;
  /** A display ad's issues to run (all editions) and, of those booked, how many are out by `today`. */
  issues_due: number | null;
  issues_out: number | null;
}

/** The member's requests of every kind in one statement, newest first (a display ad's issues are the print module's to count). */
export function createMemberRequestsRepository(db: Db, bookings: DisplayAdLedger = createPrintBookings(db).displayAds) {
  return {
    async ownedBy(ownerId: number, today: string): Promise<MemberRequestRow[]> {
      const result = await db.execute(sql`
        SELECT 'banner' AS kind, b.id, b.title, b.status::text AS status, b.starts_on::text AS starts_on, b.ends_on::text AS ends_on,
          b.price_cents, b.order_id, b.created_at, NULL::int AS issues_due, NULL::int AS issues_out
        FROM banners b WHERE b.owner_id = ${ownerId}
        UNION ALL
        SELECT 'display_ad', a.id, a.item, a.status::text, a.publish_on::text,
          ${bookings.lastDay(sql`a.id`)},
          a.price_cents, a.order_id, a.created_at, a.issues * cardinality(a.editions),
          ${bookings.outBy(sql`a.id`, today)}
        FROM display_ads a WHERE a.owner_id = ${ownerId}
        UNION ALL
        SELECT 'social_request', s.id,
          CASE WHEN length(s.text) > 80 THEN left(regexp_replace(s.text, '\\s+', ' ', 'g'), 79) || '…' ELSE regexp_replace(s.text, '\\s+', ' ', 'g') END,
          s.status::text, s.publish_on::text, s.publish_on::text,
          s.price_cents, s.order_id, s.created_at, NULL, NULL
        FROM social_requests s WHERE s.owner_id = ${ownerId}
        UNION ALL
        SELECT 'print_subscription', p.id, p.first_name || ' ' || p.last_name, p.status::text, p.starts_on::text, p.ends_on::text,
          p.price_cents, p.order_id, p.created_at, NULL, NULL
        FROM print_subscriptions p WHERE p.user_id = ${ownerId}
        ORDER BY created_at DESC, id DESC`);
      return (result as unknown as { rows: MemberRequestRow[] }).rows;
    },
  };
}

export type MemberRequestsRepository = ReturnType<typeof createMemberRequestsRepository>;
