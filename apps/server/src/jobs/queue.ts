import { fromPglite, PgBoss, type WorkOptions } from 'pg-boss';
import type { Database } from '../db/client.ts';

/** How a job that threw is tried again: `limit` more times, `delaySeconds` doubling with each try when `backoff`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/**
 * Timed work (decision 038): a name, a cron in UTC, a handler and its retry policy. pg-boss sends
 * one job per tick, whichever instance's clock sees it first, and one instance runs it; a job that
 * throws is retried with back-off, and one whose process died is taken again after `expireInSeconds`.
 * The handler must be safe to run again (claim rows with SKIP LOCKED, conditional updates).
 */
export interface TimedJob {
  name: string;
  cron: string;
  retry: RetryPolicy;
  /** How long a run may take before it counts as lost (its process died) and is retried. */
  expireInSeconds?: number;
  /** Also run when an instance starts, so what fell due while none ran is caught up. */
  runAtStart?: boolean;
  run(context: JobContext): Promise<void>;
}

/** What a run may use beyond its own services: the queue, to send jobs in its own transaction. */
export interface JobContext {
  boss: PgBoss;
}

/** A queue of one-off jobs that timed work (or a write) sends, e.g. one reminder per ad. */
export interface TaskQueue<T extends object> {
  name: string;
  retry: RetryPolicy;
  expireInSeconds?: number;
  run(data: T): Promise<void>;
}

export const defineTimedJob = (job: TimedJob): TimedJob => job;
export const defineTaskQueue = <T extends object>(queue: TaskQueue<T>): TaskQueue<T> => queue;

export interface JobLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** pg-boss over the app's own database: PGlite in-process, or its own small pool to the server. */
export function createQueue(database: Database, url: string | undefined, options: { superviseIntervalSeconds?: number; monitorIntervalSeconds?: number } = {}): PgBoss {
  if (database.embedded) return new PgBoss({ db: fromPglite(database.embedded), backend: 'pglite', schedule: true, ...options });
  if (!url) throw new Error('a PostgreSQL server needs its URL for the job queue');
  return new PgBoss({ connectionString: url, max: 3, schedule: true, ...options });
}

const queueOptions = (retry: RetryPolicy, expireInSeconds: number | undefined) => ({
  retryLimit: retry.limit,
  retryDelay: retry.delaySeconds,
  retryBackoff: retry.backoff,
  ...(expireInSeconds === undefined ? {} : { expireInSeconds }),
});

/** Workers poll every few seconds; a tick's job waits at most that long. */
const WORK: WorkOptions = { pollingIntervalSeconds: 2 };

/**
 * Declares the timed jobs and task queues on a started pg-boss and works them. A timed job's queue
 * is `stately`: one run at a time and at most one waiting, so several instances sending the
 * start-up run (or a tick that lands while a run is slow) add no second one.
 */
export async function startJobs(boss: PgBoss, definitions: { timed: readonly TimedJob[]; tasks?: readonly TaskQueue<never>[] }): Promise<void> {
  for (const task of definitions.tasks ?? []) {
    await boss.createQueue(task.name, queueOptions(task.retry, task.expireInSeconds));
    await boss.work<object>(task.name, WORK, async (jobs) => {
      for (const job of jobs) await (task.run as (data: object) => Promise<void>)(job.data);
    });
  }
  for (const job of definitions.timed) {
    await boss.createQueue(job.name, { policy: 'stately', ...queueOptions(job.retry, job.expireInSeconds) });
    await boss.work(job.name, WORK, async () => job.run({ boss }));
    await boss.schedule(job.name, job.cron);
    if (job.runAtStart) await boss.send(job.name, {});
  }
}

/**
 * Starts the job queue of a process over its database with the given jobs, and says how to stop
 * it (gracefully: a run in progress may finish, or is taken again after its expiry).
 */
export async function startJobQueue(options: {
  database: Database;
  url: string | undefined;
  log: JobLog;
  timed: readonly TimedJob[];
  tasks?: readonly TaskQueue<never>[];
  /** How often lost runs are looked for (pg-boss's supervise and monitor passes; a minute unless a test says less). */
  expiryCheckSeconds?: number;
}): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  const { log, expiryCheckSeconds: every } = options;
  const boss = createQueue(options.database, options.url, every === undefined ? {} : { superviseIntervalSeconds: every, monitorIntervalSeconds: every });
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  await boss.start();
  await startJobs(boss, { timed: options.timed, ...(options.tasks ? { tasks: options.tasks } : {}) });
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
