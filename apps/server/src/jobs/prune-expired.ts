import type { Services } from '../services.ts';
import { defineTimedJob, type JobLog } from './queue.ts';

/**
 * Drops rows that only matter for a while: the per-browser rows that de-duplicate views and
 * visits, long-expired sessions, old SMS codes and the outbox's old messages (decision 047).
 * Hourly on the job queue (decision 038), and once at start; idempotent deletes.
 */
export const pruningJob = (services: Pick<Services, 'viewers' | 'articles' | 'accounts' | 'outbox'>, log: JobLog) =>
  defineTimedJob({
    name: 'prune-expired',
    cron: '35 * * * *',
    runAtStart: true,
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    async run() {
      try {
        await Promise.all([services.viewers.prune(), services.articles.pruneViews(), services.accounts.prune(), services.outbox.prune()]);
      } catch (err) {
        log.warn({ err }, 'pruning expired rows failed');
        throw err;
      }
    },
  });
