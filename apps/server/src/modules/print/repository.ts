import { and, asc, eq, gte, inArray, lte, max } from 'drizzle-orm';
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
    activeEditions: (): Promise<EditionRow[]> =>
      db.select().from(printEditions).where(eq(printEditions.active, true)).orderBy(asc(printEditions.position), asc(printEditions.slug)),

    /** Scheduled issues of active editions from `from` (to `to`; days, both included), earliest first. */
    schedule(filter: { editions?: readonly string[]; from: string; to?: string | undefined }): Promise<ScheduleRow[]> {
      return db
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
