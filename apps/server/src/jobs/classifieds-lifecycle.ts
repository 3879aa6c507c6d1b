import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import type { PlacingLifecycle } from '../modules/classifieds/placing-lifecycle.ts';

/** The queue that runs the lifecycle tick (every few minutes, on whichever instance takes it). */
export const LIFECYCLE_QUEUE = 'classifieds-lifecycle';
/** One job per reminder to send, queued in the transaction that claimed it; retried when a provider fails. */
export const REMINDER_QUEUE = 'classified-reminder';
export const LIFECYCLE_CRON = '*/5 * * * *';

export interface JobLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** pg-boss over the app's own database: PGlite in-process, or its own small pool to the server. */
export function createQueue(database: Database, url: string | undefined): PgBoss {
  if (database.embedded) return new PgBoss({ db: fromPglite(database.embedded), backend: 'pglite', schedule: true });
  if (!url) throw new Error('a PostgreSQL server needs its URL for the job queue');
  return new PgBoss({ connectionString: url, max: 3, schedule: true });
}

/** Queues reminders through the claiming transaction, so the claim and its jobs commit together. */
export const reminderEnqueuer = (boss: PgBoss) => async (tx: Db, adIds: number[]) => {
  await boss.insert(
    REMINDER_QUEUE,
    adIds.map((id) => ({ data: { id }, singletonKey: `reminder-${id}` })),
    // The app's Drizzle is typed for both drivers; pg-boss needs only its `execute`.
    { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) },
  );
};

/**
 * Starts the durable jobs of classifieds (decision 024): a cron schedule in pg-boss sends the
 * lifecycle tick every five minutes (pg-boss lets one instance send each tick), a worker runs
 * it, and another sends the reminders it queued. Returns how to stop them.
 */
export async function startClassifiedJobs(options: { database: Database; url: string | undefined; lifecycle: PlacingLifecycle; log: JobLog }): Promise<{ stop(): Promise<void>; boss: PgBoss }> {
  const { lifecycle, log } = options;
  const boss = createQueue(options.database, options.url);
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(LIFECYCLE_QUEUE, { policy: 'singleton', retryLimit: 2 });
  await boss.createQueue(REMINDER_QUEUE, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
  const enqueue = reminderEnqueuer(boss);
  await boss.work(LIFECYCLE_QUEUE, async () => {
    const run = await lifecycle.tick(enqueue);
    if (run.lapsed.length + run.started.length + run.expired.length + run.reminded.length > 0) log.info({ ...run }, 'classifieds lifecycle');
  });
  await boss.work<{ id: number }>(REMINDER_QUEUE, async (jobs) => {
    for (const job of jobs) await lifecycle.remind(job.data.id);
  });
  await boss.schedule(LIFECYCLE_QUEUE, LIFECYCLE_CRON);
  // Whatever fell due while no instance ran is caught up at once.
  await boss.send(LIFECYCLE_QUEUE, {});
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
