import { and, gt, lte, sql } from 'drizzle-orm';
import type { ViewerCounts } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import type { CountingKeys } from '../../lib/reader-key.ts';
import { siteVisitDays, siteVisits } from '../../db/schema/index.ts';

export function createViewersRepository(db: Db) {
  return {
    /** Records a visit; true when it was the reader's first of that day. A browser id issued along is that reader's too. */
    async recordVisit(keys: CountingKeys, day: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (keys.issued) await tx.insert(siteVisits).values({ readerKey: keys.issued, day }).onConflictDoNothing();
        const inserted = await tx
          .insert(siteVisits)
          .values({ readerKey: keys.key, day })
          .onConflictDoNothing()
          .returning({ day: siteVisits.day });
        if (inserted.length === 0) return false;
        await tx
          .insert(siteVisitDays)
          .values({ day, visitors: 1 })
          .onConflictDoUpdate({ target: siteVisitDays.day, set: { visitors: sql`${siteVisitDays.visitors} + 1` } });
        return true;
      });
    },

    /** Visitors summed over each window of days (after `from`, up to `to`), in one query. */
    async visitorTotals(to: string, from: { day: string; week: string; month: string }): Promise<ViewerCounts> {
      const total = (after: string) => sql<number>`coalesce(sum(${siteVisitDays.visitors}) FILTER (WHERE ${siteVisitDays.day} > ${after}), 0)`.mapWith(Number);
      const [row] = await db
        .select({ today: total(from.day), week: total(from.week), month: total(from.month) })
        .from(siteVisitDays)
        .where(and(gt(siteVisitDays.day, from.month), lte(siteVisitDays.day, to)));
      return row ?? { today: 0, week: 0, month: 0 };
    },

    async pruneVisitsBefore(day: string): Promise<void> {
      await db.delete(siteVisits).where(sql`${siteVisits.day} < ${day}`);
    },
  };
}

export type ViewersRepository = ReturnType<typeof createViewersRepository>;
