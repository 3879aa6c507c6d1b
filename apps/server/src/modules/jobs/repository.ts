import { CronExpressionParser } from 'cron-parser';
import type { JobQueue, JobRun } from '@gazeta/contract';
import type { Database } from '../../db/client.ts';

/** pg-boss keeps its queues, schedules and jobs in this schema of the app's own database. */
const SCHEMA = 'pgboss';
/** Runs and failures shown per queue. */
const LATEST = 10;

interface QueueRow extends Record<string, unknown> {
  name: string;
  cron: string | null;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  expire_seconds: number;
  queued: number;
  active: number;
  failed: number;
}

interface RunRow extends Record<string, unknown> {
  id: string;
  name: string;
  state: JobRun['state'];
  retry_count: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  error: string | null;
  kind: 'run' | 'failure';
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const runView = (row: RunRow): JobRun => ({
  id: row.id,
  state: row.state,
  retries: row.retry_count,
  createdAt: iso(row.created_on)!,
  startedAt: iso(row.started_on),
  completedAt: iso(row.completed_on),
  error: row.error,
});

/** When a cron (UTC, as pg-boss reads it) next falls due after `after`; null for none or one that does not parse. */
export function nextRun(cron: string | null, after: Date): string | null {
  if (!cron) return null;
  try {
    return CronExpressionParser.parse(cron, { currentDate: after, tz: 'UTC' }).next().toISOString();
  } catch {
    return null;
  }
}

/** What the job queue recorded: each queue with its latest runs and failures (read from pg-boss's tables). */
export function jobRecordRepository(database: Database, now: () => Date = () => new Date()) {
  return {
    async queues(): Promise<JobQueue[]> {
      // A database whose app never started the queue (a test's, a fresh one) has no record yet.
      const [installed] = await database.query<{ ok: boolean }>(`SELECT to_regclass('${SCHEMA}.job') IS NOT NULL AS ok`);
      if (!installed?.ok) return [];
      const queues = await database.query<QueueRow>(
        `SELECT q.name, s.cron, q.retry_limit, q.retry_delay, q.retry_backoff, q.expire_seconds,
                count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS queued,
                count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
                count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed
           FROM ${SCHEMA}.queue q
           LEFT JOIN ${SCHEMA}.schedule s ON s.name = q.name AND s.key = ''
           LEFT JOIN ${SCHEMA}.job j ON j.name = q.name
          GROUP BY q.name, s.cron, q.retry_limit, q.retry_delay, q.retry_backoff, q.expire_seconds
          ORDER BY q.name`,
      );
      const runs = await database.query<RunRow>(
        `SELECT * FROM (
           SELECT id::text, name, state::text AS state, retry_count, created_on, started_on, completed_on,
                  CASE WHEN output ? 'message' THEN output->>'message' END AS error, 'run' AS kind,
                  row_number() OVER (PARTITION BY name ORDER BY created_on DESC, id) AS n
             FROM ${SCHEMA}.job
           UNION ALL
           SELECT id::text, name, state::text AS state, retry_count, created_on, started_on, completed_on,
                  CASE WHEN output ? 'message' THEN output->>'message' END AS error, 'failure' AS kind,
                  row_number() OVER (PARTITION BY name ORDER BY completed_on DESC NULLS LAST, id) AS n
             FROM ${SCHEMA}.job WHERE state = 'failed'
         ) latest WHERE n <= ${LATEST} ORDER BY name, kind, n`,
      );
      return queues.map((queue) => {
        const own = runs.filter((run) => run.name === queue.name);
        return {
          name: queue.name,
          cron: queue.cron,
          retryLimit: queue.retry_limit,
          retryDelaySeconds: queue.retry_delay,
          retryBackoff: queue.retry_backoff,
          expireInSeconds: queue.expire_seconds,
          nextRunAt: nextRun(queue.cron, now()),
          counts: { queued: queue.queued, active: queue.active, failed: queue.failed },
          lastRuns: own.filter((run) => run.kind === 'run').map(runView),
          failures: own.filter((run) => run.kind === 'failure').map(runView),
        };
      });
    },
  };
}

export type JobRecordRepository = ReturnType<typeof jobRecordRepository>;
