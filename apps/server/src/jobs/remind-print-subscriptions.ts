import type { Services } from '../services.ts';
import { defineTimedJob, type JobLog } from './queue.ts';

/**
 * Reminds members whose mailed paper ends soon (issue #16): hourly on the job queue (decision 038),
 * and once at start. Each term is reminded once (its `reminded_at`, set before the mail with a
 * condition, so that a run taken again sends nothing twice); nothing is kept in memory between runs.
 */
export const subscriptionRemindersJob = (services: Pick<Services, 'subscriptions'>, log: JobLog) =>
  defineTimedJob({
    name: 'remind-print-subscriptions',
    cron: '25 * * * *',
    runAtStart: true,
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    async run() {
      try {
        const sent = await services.subscriptions.remind();
        if (sent > 0) log.info({ sent }, 'print subscription reminders sent');
      } catch (err) {
        log.warn({ err }, 'reminding print subscriptions failed');
        throw err;
      }
    },
  });
