import { and, asc, eq, gt, gte, inArray, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editionIssues, printEditions } from '../../db/schema/index.ts';

export type EditionRow = typeof printEditions.$inferSelect;
export type NewEditionIssue = typeof editionIssues.$inferInsert;

export interface ScheduleRow {
  id: number;
  edition: string;
  publishOn: string;
  deadlineAt: Date;
}

export function createPrintRepository(db: Db) {
  return {
    /** The editions that print, in the paper's order. */
    activeEditions: (executor: Db = db): Promise<EditionRow[]> =>
      executor.select().from(printEditions).where(eq(printEditions.active, true)).orderBy(asc(printEditions.position), asc(printEditions.slug)),

    /** Every edition's names, printing or not (what was booked in one that stopped is still named). */
    async editionNames(): Promise<Map<string, { en: string; ru: string }>> {
      const found = await db.select({ slug: printEditions.slug, en: printEditions.nameEn, ru: printEditions.nameRu }).from(printEditions);
      return new Map(found.map((row) => [row.slug, { en: row.en, ru: row.ru }]));
    },

    /** One issue's edition and day, whatever its state. */
    async issueById(id: number): Promise<{ edition: string; publishOn: string } | undefined> {
      const [row] = await db.select({ edition: editionIssues.edition, publishOn: editionIssues.publishOn }).from(editionIssues).where(eq(editionIssues.id, id));
      return row;
    },

    /**
     * Scheduled issues of active editions still open for booking at `at` (deadline after it),
     * earliest first; `lock` holds them against a change of the schedule until `executor`'s
     * transaction ends.
     */
    async openIssues(at: Date, executor: Db, lock: boolean): Promise<ScheduleRow[]> {
      const query = executor
        .select({ id: editionIssues.id, edition: editionIssues.edition, publishOn: editionIssues.publishOn, deadlineAt: editionIssues.deadlineAt })
        .from(editionIssues)
        .innerJoin(printEditions, eq(printEditions.slug, editionIssues.edition))
        .where(and(eq(editionIssues.status, 'scheduled'), gt(editionIssues.deadlineAt, at), eq(printEditions.active, true)))
        .orderBy(asc(editionIssues.publishOn), asc(editionIssues.edition));
      return lock ? query.for('share', { of: editionIssues }) : query;
    },

    /** Scheduled issues of active editions from `from` (to `to`; days, both included), earliest first. */
    schedule(filter: { editions?: readonly string[]; from: string; to?: string | undefined }, executor: Db = db): Promise<ScheduleRow[]> {
      return executor
        .select({ id: editionIssues.id, edition: editionIssues.edition, publishOn: editionIssues.publishOn, deadlineAt: editionIssues.deadlineAt })
        .from(editionIssues)
        .innerJoin(printEditions, eq(printEditions.slug, editionIssues.edition))
        .where(
          and(
            eq(printEditions.active, true),
            eq(editionIssues.status, 'scheduled'),
            gte(editionIssues.publishOn, filter.from),
            filter.to === undefined ? undefined : lte(editionIssues.publishOn, filter.to),
            filter.editions ? inArray(editionIssues.edition, [...filter.editions]) : undefined,
          ),
        )
        .orderBy(asc(editionIssues.publishOn), asc(printEditions.position), asc(editionIssues.edition));
    },

    /**
     * Runs `work` in a transaction holding the active editions no one else is extending right
     * now (FOR UPDATE SKIP LOCKED): an edition another instance holds is left to it.
     */
    withEditionsToExtend<T>(work: (editions: EditionRow[], tx: ExtendTx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const editions = await tx
          .select()
          .from(printEditions)
          .where(eq(printEditions.active, true))
          .orderBy(asc(printEditions.position), asc(printEditions.slug))
          .for('update', { skipLocked: true });
        return work(editions, {
          async latestIssueDays(slugs) {
            if (slugs.length === 0) return new Map();
            const rows = await tx
              .select({ edition: editionIssues.edition, latest: max(editionIssues.publishOn) })
              .from(editionIssues)
              .where(inArray(editionIssues.edition, [...slugs]))
              .groupBy(editionIssues.edition);
            return new Map(rows.map((row) => [row.edition, row.latest]));
          },
          async insertIssues(rows) {
            if (rows.length === 0) return [];
            return tx
              .insert(editionIssues)
              .values([...rows])
              .onConflictDoNothing({ target: [editionIssues.edition, editionIssues.publishOn] })
              .returning({ id: editionIssues.id, edition: editionIssues.edition, publishOn: editionIssues.publishOn, deadlineAt: editionIssues.deadlineAt });
          },
        });
      });
    },
  };
}

/** What the extension may do inside its transaction. */
export interface ExtendTx {
  /** Each edition's latest issue day, whatever its state (editions with none are absent). */
  latestIssueDays(slugs: readonly string[]): Promise<Map<string, string | null>>;
  /** Adds issues; a day an edition already has is left as it is. Returns the rows added. */
  insertIssues(rows: readonly NewEditionIssue[]): Promise<ScheduleRow[]>;
}

export type PrintRepository = ReturnType<typeof createPrintRepository>;
