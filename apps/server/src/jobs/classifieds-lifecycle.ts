import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';
import type { PlacingLifecycle } from '../modules/classifieds/placing-lifecycle.ts';
import { defineTaskQueue, defineTimedJob, type JobLog } from './queue.ts';

/** The queue that runs the lifecycle tick (every few minutes, on whichever instance takes it). */
export const LIFECYCLE_QUEUE = 'classifieds-lifecycle';
/** One job per reminder to send, queued in the transaction that claimed it; retried when a provider fails. */
export const REMINDER_QUEUE = 'classified-reminder';
export const LIFECYCLE_CRON = '*/5 * * * *';

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
 * The durable jobs of classifieds (decision 024, declared as every timed job is, decision 038):
 * the lifecycle tick every five minutes (and at start, to catch up), and the queue of reminders
 * it sends through the transaction that claimed them.
 */
export function classifiedJobs(options: { lifecycle: PlacingLifecycle; log: JobLog }) {
  const { lifecycle, log } = options;
  const lifecycleTick = defineTimedJob({
    name: LIFECYCLE_QUEUE,
    cron: LIFECYCLE_CRON,
    runAtStart: true,
    retry: { limit: 2, delaySeconds: 0, backoff: false },
    async run({ boss }) {
      const run = await lifecycle.tick(reminderEnqueuer(boss));
      if (run.lapsed.length + run.started.length + run.expired.length + run.reminded.length > 0) log.info({ ...run }, 'classifieds lifecycle');
    },
  });
  const reminders = defineTaskQueue<{ id: number }>({
    name: REMINDER_QUEUE,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    async run(data) {
      await lifecycle.remind(data.id);
    },
  });
  return { timed: [lifecycleTick], tasks: [reminders] };
}
