import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HTTP_ERROR_CODES, idParamSchema, jobQueuesResponseSchema, outboxRetryResponseSchema } from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { OutboxReader } from '../outbox/index.ts';
import type { JobRecordRepository } from './repository.ts';

const ADMINS_ONLY = 'The caller is not an admin (error-forbidden).';

/** The job queue's record for the admin (decision 038): what ran, what failed and why, and the mail that could not be delivered (decision 047). */
export const jobsRoutes: FastifyPluginAsyncZod<{ record: JobRecordRepository; outbox: OutboxReader; access: MemberAccess }> = async (app, { record, outbox, access }) => {
  app.get('/api/admin/jobs', {
    schema: {
      tags: ['admin'],
      operationId: 'listJobQueues',
      summary: 'The job queue: each queue (timed jobs with their cron) with its counts, latest runs and latest failures with their errors; and the outbox: messages waiting and those that failed for good (admins only)',
      security: SECURITY.signedIn,
      response: { 200: jobQueuesResponseSchema, ...errors([401, 403], { 403: ADMINS_ONLY }) },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const viewer = await access.member(req, reply);
      if (viewer.role !== 'admin') throw new HttpError(403, HTTP_ERROR_CODES.forbidden, 'Only admins can see the job queue.');
      reply.header('cache-control', 'no-store');
      const [data, mail] = await Promise.all([record.queues(), outbox.record()]);
      return { data, outbox: mail };
    },
  });

  app.post('/api/admin/outbox/:id/retry', {
    schema: {
      tags: ['admin'],
      operationId: 'retryOutboxMessage',
      summary:
        'Tries an undelivered message again now (one more attempt, for one that failed for good or waits for its back-off): sent, skipped (no proven address), retrying or failed (it failed again, with its error), or busy (another delivery holds it) (admins only)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: {
        200: outboxRetryResponseSchema,
        ...errors([401, 403, 404, 409, 429], { 403: ADMINS_ONLY, 404: 'No such message, or an id that is none (error-not-found).', 409: 'The message was delivered already (error-conflict).' }),
      },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const viewer = await access.member(req, reply);
      if (viewer.role !== 'admin') throw new HttpError(403, HTTP_ERROR_CODES.forbidden, 'Only admins can retry a message.');
      reply.header('cache-control', 'no-store');
      return outbox.retryNow(req.params.id, viewer);
    },
  });
};
