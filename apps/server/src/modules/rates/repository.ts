import { desc, eq } from 'drizzle-orm';
import type { RateTable } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { rateTables, users } from '../../db/schema/index.ts';

export type RateVersionRow = typeof rateTables.$inferSelect & { author: { firstName: string; lastName: string; deleted: boolean } | null };

/** The SQL of the rate table's versions: rows are only ever added (decision 048). */
export function createRatesRepository(db: Db) {
  const withAuthor = () =>
    db
      .select({
        version: rateTables.version,
        rates: rateTables.rates,
        reason: rateTables.reason,
        createdBy: rateTables.createdBy,
        createdAt: rateTables.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        deletedAt: users.deletedAt,
      })
      .from(rateTables)
      .leftJoin(users, eq(users.id, rateTables.createdBy));
  const row = (r: Awaited<ReturnType<typeof withAuthor>>[number]): RateVersionRow => ({
    version: r.version,
    rates: r.rates,
    reason: r.reason,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    author: r.createdBy === null || r.firstName === null ? null : { firstName: r.firstName, lastName: r.lastName ?? '', deleted: r.deletedAt !== null },
  });

  return {
    async latest(): Promise<{ version: number; rates: RateTable } | undefined> {
      const [found] = await db.select({ version: rateTables.version, rates: rateTables.rates }).from(rateTables).orderBy(desc(rateTables.version)).limit(1);
      return found;
    },

    /** A change of the table runs in one transaction with its audit row. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async byVersion(version: number): Promise<RateTable | undefined> {
      const [found] = await db.select({ rates: rateTables.rates }).from(rateTables).where(eq(rateTables.version, version));
      return found?.rates;
    },

    /** Version 1, the built-in table, unless some process wrote it first. */
    async insertFirst(rates: RateTable, at: Date): Promise<void> {
      await db.insert(rateTables).values({ version: 1, rates, reason: null, createdBy: null, createdAt: at }).onConflictDoNothing();
    },

    /**
     * The next version after `base`: two admins saving at once cannot both make the same one (the
     * primary key refuses the second), so a change is never lost nor silently merged.
     */
    async insertNext(tx: Db, base: number, rates: RateTable, reason: string, by: number, at: Date): Promise<number | null> {
      const [made] = await tx.insert(rateTables).values({ version: base + 1, rates, reason, createdBy: by, createdAt: at }).onConflictDoNothing().returning({ version: rateTables.version });
      return made?.version ?? null;
    },

    async history(limit: number): Promise<RateVersionRow[]> {
      return (await withAuthor().orderBy(desc(rateTables.version)).limit(limit)).map(row);
    },
  };
}

export type RatesRepository = ReturnType<typeof createRatesRepository>;
