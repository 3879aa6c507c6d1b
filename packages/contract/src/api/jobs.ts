import { z } from 'zod';

/** The states of a job on the queue (pg-boss's own). */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const jobRunSchema = z
  .object({
    id: z.string(),
    state: z.enum(JOB_STATES),
    /** How many times it was tried again after a failure or a lost run. */
    retries: z.number().int(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    /** The error of the last failed try, when it failed (its message only, no stack). */
    error: z.string().nullable(),
  })
  .meta({ id: 'JobRun' });

export const jobQueueSchema = z
  .object({
    name: z.string(),
    /** A timed job's cron (UTC), or null for a queue that other work sends to. */
    cron: z.string().nullable(),
    retryLimit: z.number().int(),
    retryDelaySeconds: z.number().int(),
    retryBackoff: z.boolean(),
    expireInSeconds: z.number().int(),
    /** Jobs waiting, running and failed among those kept (failed jobs are kept for days). */
    counts: z.object({ queued: z.number().int(), active: z.number().int(), failed: z.number().int() }),
    /** The latest runs, newest first. */
    lastRuns: z.array(jobRunSchema),
    /** The latest failures, newest first, with their errors. */
    failures: z.array(jobRunSchema),
  })
  .meta({ id: 'JobQueue' });

export const jobQueuesResponseSchema = z.object({ data: z.array(jobQueueSchema) }).meta({ id: 'JobQueues' });

export type JobRun = z.infer<typeof jobRunSchema>;
export type JobQueue = z.infer<typeof jobQueueSchema>;
