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
    /** When its cron next falls due (UTC), or null for a queue without one. */
    nextRunAt: z.string().nullable(),
    /** Jobs waiting, running and failed among those kept (failed jobs are kept for days). */
    counts: z.object({ queued: z.number().int(), active: z.number().int(), failed: z.number().int() }),
    /** The latest runs, newest first. */
    lastRuns: z.array(jobRunSchema),
    /** The latest failures, newest first, with their errors. */
    failures: z.array(jobRunSchema),
  })
  .meta({ id: 'JobQueue' });

const outboxMessageFields = {
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  userId: z.number().int(),
  /** Where it goes, masked (a•••@example.com, +1 ••• ••• 89 00); null when the member has no confirmed address or verified phone. */
  to: z.string().nullable(),
  attempts: z.number().int(),
  /** The error of the last attempt (its message only). */
  error: z.string().nullable(),
  createdAt: z.string(),
};

/** A member's e-mail or SMS that failed for good: it is not tried again unless an admin says so (decision 047). */
export const outboxFailureSchema = z.object({ ...outboxMessageFields, failedAt: z.string() }).meta({ id: 'OutboxFailure' });

/** A message whose last attempt failed and that is still being tried, with back-off. */
export const outboxRetryingSchema = z.object({ ...outboxMessageFields, nextAttemptAt: z.string() }).meta({ id: 'OutboxRetrying' });

export const outboxRecordSchema = z
  .object({
    /** Messages not yet delivered that are still being tried. */
    waiting: z.number().int(),
    /** Messages that failed for good (they are not tried again). */
    failed: z.number().int(),
    /** The latest of those, newest first. */
    failures: z.array(outboxFailureSchema),
    /** Waiting messages whose last attempt failed, the soonest tried again first. */
    retrying: z.array(outboxRetryingSchema),
  })
  .meta({ id: 'OutboxRecord' });

/** What an admin's "retry now" did: the message was delivered (sent, or skipped for want of an address), failed again, or was not free to take. */
export const OUTBOX_RETRY_RESULTS = ['sent', 'skipped', 'retrying', 'failed', 'busy'] as const;
export const outboxRetryResponseSchema = z.object({ id: z.number().int(), result: z.enum(OUTBOX_RETRY_RESULTS), error: z.string().nullable() }).meta({ id: 'OutboxRetry' });

export const jobQueuesResponseSchema = z.object({ data: z.array(jobQueueSchema), outbox: outboxRecordSchema }).meta({ id: 'JobQueues' });

export type JobRun = z.infer<typeof jobRunSchema>;
export type JobQueue = z.infer<typeof jobQueueSchema>;
export type OutboxFailure = z.infer<typeof outboxFailureSchema>;
export type OutboxRetrying = z.infer<typeof outboxRetryingSchema>;
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;
export type OutboxRetryResponse = z.infer<typeof outboxRetryResponseSchema>;
export type OutboxRetryResult = (typeof OUTBOX_RETRY_RESULTS)[number];
export type JobQueuesResponse = z.infer<typeof jobQueuesResponseSchema>;
