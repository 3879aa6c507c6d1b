import type { Services } from '../services.ts';
import { defineTimedJob, type JobLog } from './queue.ts';

/**
 * Keeps the print schedule 12 weeks ahead (decision 021), so that a database that lives on (the
 * demo's) always offers issues to book: hourly on the job queue (decision 038), and once at start.
 * It only adds the weeks after each edition's latest issue; what the newsroom has scheduled, moved
 * or cancelled stays. Safe to run again (row locks taken with SKIP LOCKED, inserts that skip a day
 * an edition has).
 */
export const scheduleExtensionJob = (services: Pick<Services, 'print'>, log: JobLog) =>
  defineTimedJob({
    name: 'extend-print-schedule',
    cron: '5 * * * *',
    runAtStart: true,
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    async run() {
      try {
        const added = await services.print.extend();
        if (added.length > 0) log.info({ added: added.length, until: added.at(-1)?.date }, 'print schedule extended');
      } catch (err) {
        log.warn({ err }, 'extending the print schedule failed');
        throw err;
      }
    },
  });
