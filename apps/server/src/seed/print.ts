import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { editionIssues, printEditions, printIssues } from '../db/schema/index.ts';
import { addDays, chicagoDay } from '../lib/chicago-time.ts';
import { SCHEDULE_HORIZON_WEEKS, weeklyIssues } from '../modules/print/index.ts';
import { EDITIONS } from './content/index.ts';

/** Weeks of issues already out that the demo schedule keeps (ads that ran, or run now, book them). */
export const PAST_SCHEDULE_WEEKS = 12;

/**
 * The demo's print schedule: the editions, and each one's weekly issues from PAST_SCHEDULE_WEEKS
 * back to SCHEDULE_HORIZON_WEEKS ahead of `now` (the extension job keeps it that far ahead
 * afterwards). An issue already out is linked to the archive's issue of the same day.
 */
export async function seedPrintSchedule(tx: Db, now: Date, archive: readonly { id: number; publishedOn: string }[]): Promise<void> {
  const today = chicagoDay(now);
  const archived = new Map(archive.map((issue) => [issue.publishedOn, issue.id]));
  await tx.insert(printEditions).values(EDITIONS.map((edition, i) => ({ ...edition, position: i + 1 })));
  const issues = EDITIONS.flatMap((edition) =>
    weeklyIssues(edition, addDays(today, -7 * PAST_SCHEDULE_WEEKS), addDays(today, 7 * SCHEDULE_HORIZON_WEEKS)).map((issue) => ({
      edition: edition.slug,
      publishOn: issue.publishOn,
      deadlineAt: issue.deadlineAt,
      archiveIssueId: issue.publishOn <= today ? (archived.get(issue.publishOn) ?? null) : null,
    })),
  );
  // Week by week, editions in the paper's order: ids grow with the dates, as they would have.
  await tx.insert(editionIssues).values(issues.toSorted((a, b) => a.publishOn.localeCompare(b.publishOn)));
}

/**
 * A demo database seeded before the print schedule existed gets it once, at start (as of
 * `now`); one that has editions is left alone. Returns whether it added them.
 */
export async function addMissingDemoPrintSchedule(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together: the first adds the schedule, the others wait here and then find it.
    await tx.execute(sql`lock table ${printEditions} in share row exclusive mode`);
    const [editions] = await tx.select({ n: count() }).from(printEditions);
    if ((editions?.n ?? 0) > 0) return false;
    const archive = await tx.select({ id: printIssues.id, publishedOn: printIssues.publishedOn }).from(printIssues);
    await seedPrintSchedule(tx, now, archive);
    return true;
  });
}
