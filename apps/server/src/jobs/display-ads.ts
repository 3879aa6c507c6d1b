import type { Services } from '../services.ts';
import { defineTimedJob, type JobLog } from './queue.ts';

/**
 * The display ads' hourly round (decision 035) on the job queue (decision 038), and once at start:
 * books the next issues of paid ads whose term is longer than the schedule was (ten minutes after
 * the schedule's own extension), and sends the tear sheet of each issue the archive now holds.
 * Both claim their rows (SKIP LOCKED), so a run taken again after a crash does nothing twice.
 */
export const displayAdRoundsJob = (services: Pick<Services, 'displayAds'>, log: JobLog) =>
  defineTimedJob({
    name: 'display-ad-rounds',
    cron: '15 * * * *',
    runAtStart: true,
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    async run() {
      try {
        const booked = await services.displayAds.bookAhead();
        const sent = await services.displayAds.sendTearSheets();
        if (booked > 0 || sent > 0) log.info({ booked, sent }, 'display ads booked ahead and tear sheets sent');
      } catch (err) {
        log.warn({ err }, 'the display ads round failed');
        throw err;
      }
    },
  });
