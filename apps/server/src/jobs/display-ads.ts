import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The display ads' hourly round (decision 035), and once at start: books the next issues of paid
 * ads whose term is longer than the schedule was (after the schedule's own extension, which runs
 * on the same clock), and sends the tear sheet of each issue the archive now holds. Both claim
 * their rows (SKIP LOCKED), so any number of instances may run it.
 */
export function startDisplayAdRounds(services: Pick<Services, 'displayAds'>, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const booked = await services.displayAds.bookAhead();
      const sent = await services.displayAds.sendTearSheets();
      if (booked > 0 || sent > 0) log.info({ booked, sent }, 'display ads booked ahead and tear sheets sent');
    } catch (err) {
      log.warn({ err }, 'the display ads round failed');
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
