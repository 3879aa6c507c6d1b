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

/** A member's e-mail or SMS that failed its last delivery attempt (decision 047). */
export const outboxFailureSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    channel: z.enum(['email', 'sms']),
    userId: z.number().int(),
    attempts: z.number().int(),
    /** The error of the last attempt (its message only). */
    error: z.string().nullable(),
    createdAt: z.string(),
    failedAt: z.string(),
  })
  .meta({ id: 'OutboxFailure' });

export const outboxRecordSchema = z
  .object({
    /** Messages not yet delivered that are still being tried. */
    waiting: z.number().int(),
    /** Messages that failed for good (they are not tried again). */
    failed: z.number().int(),
    /** The latest of those, newest first. */
    failures: z.array(outboxFailureSchema),
  })
  .meta({ id: 'OutboxRecord' });

export const jobQueuesResponseSchema = z.object({ data: z.array(jobQueueSchema), outbox: outboxRecordSchema }).meta({ id: 'JobQueues' });

export type JobRun = z.infer<typeof jobRunSchema>;
export type JobQueue = z.infer<typeof jobQueueSchema>;
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;
export type JobQueuesResponse = z.infer<typeof jobQueuesResponseSchema>;
