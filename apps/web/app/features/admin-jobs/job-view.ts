import type { JobQueue, JobRun } from '@gazeta/contract';

/** The app's queues the page names in words; another (a test's, a new one) shows by its name. */
export const KNOWN_JOBS = [
  'prune-expired',
  'extend-print-schedule',
  'remind-print-subscriptions',
  'display-ad-rounds',
  'classifieds-lifecycle',
  'deliver-outbox',
  'publish-scheduled-articles',
  'classified-reminder',
] as const;

export const isKnownJob = (name: string): name is (typeof KNOWN_JOBS)[number] => (KNOWN_JOBS as readonly string[]).includes(name);

/** How a run ended, as the page says it: done, failed, running, waiting (created or to be retried), or cancelled. */
export type RunResult = 'completed' | 'failed' | 'active' | 'waiting' | 'cancelled';

export const runResult = (run: JobRun): RunResult => (run.state === 'created' || run.state === 'retry' ? 'waiting' : run.state);

/** The run the page shows as the last: the newest that started, else the newest of all. */
export const lastRun = (queue: JobQueue): JobRun | undefined => queue.lastRuns.find((run) => run.startedAt !== null) ?? queue.lastRuns[0];

/** Timed jobs first (those with a cron), in the order of their names; then the queues other work sends to. */
export const byKind = (queues: readonly JobQueue[]): JobQueue[] => [...queues].sort((a, b) => Number(a.cron === null) - Number(b.cron === null) || a.name.localeCompare(b.name));
