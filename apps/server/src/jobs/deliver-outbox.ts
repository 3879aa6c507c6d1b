import type { Services } from '../services.ts';
import { defineTimedJob, type JobLog } from './queue.ts';

/**
 * Delivers the outbox (decision 047): every minute, and at start, whatever a commit's own try
 * left (a provider that failed, a process that died before it sent). Each message keeps its own
 * count of attempts and back-off; a run that fails as a whole (the database went away) is retried.
 */
export const outboxDeliveryJob = (services: Pick<Services, 'outbox'>, log: JobLog) =>
  defineTimedJob({
    name: 'deliver-outbox',
    cron: '* * * * *',
    runAtStart: true,
    retry: { limit: 2, delaySeconds: 30, backoff: true },
    async run() {
      try {
        const run = await services.outbox.drain();
        if (run.sent + run.skipped + run.failed > 0) log.info({ ...run }, 'outbox delivered');
      } catch (err) {
        log.warn({ err }, 'delivering the outbox failed');
        throw err;
      }
    },
  });
