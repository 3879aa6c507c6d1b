/**
 * A worker for the crash test (queue.test.ts): a timed job whose run claims rows and counts each
 * claim, as every timed job should (one transaction claims and does the work). Run as a script,
 * it works that job on a PostgreSQL database and, once a run has claimed its rows, says so on
 * stdout and freezes (before or after its commit) so that the test can kill it mid-run.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { defineTimedJob } from './queue.ts';

export const CRASH_QUEUE = 'crash-test';
/** Short, so that the second worker takes the lost run again within the test. */
export const CRASH_EXPIRY_SECONDS = 1;

export const CRASH_TABLE_SQL = 'CREATE TABLE IF NOT EXISTS crash_items (id int PRIMARY KEY, done boolean NOT NULL DEFAULT false, runs int NOT NULL DEFAULT 0)';

/** Where the run freezes: with its claim uncommitted, just after the commit, or nowhere. */
export type Freeze = 'before-commit' | 'after-commit' | 'never';

const forever = () => new Promise<never>(() => undefined);

export const crashTestJob = (database: Database, freeze: Freeze, onClaimed: () => void = () => undefined) =>
  defineTimedJob({
    name: CRASH_QUEUE,
    cron: '0 0 1 1 *',
    retry: { limit: 3, delaySeconds: 0, backoff: false },
    expireInSeconds: CRASH_EXPIRY_SECONDS,
    async run() {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE crash_items SET done = true, runs = runs + 1 WHERE id IN (SELECT id FROM crash_items WHERE NOT done ORDER BY id FOR UPDATE SKIP LOCKED)`);
        if (freeze === 'before-commit') {
          onClaimed();
          await forever();
        }
      });
      if (freeze === 'after-commit') {
        onClaimed();
        await forever();
      }
    },
  });

if (import.meta.main) {
  const [url, freeze] = [process.env['CRASH_DATABASE_URL'], process.env['CRASH_FREEZE'] as Freeze];
  const { openDatabase } = await import('../db/client.ts');
  const { startJobQueue } = await import('./queue.ts');
  const database = await openDatabase({ url });
  const log = { info: () => undefined, warn: (object: object, message: string) => console.error(message, object) };
  const jobs = await startJobQueue({ database, url, log, timed: [crashTestJob(database, freeze, () => process.stdout.write('claimed\n'))] });
  await jobs.boss.send(CRASH_QUEUE, {});
}
