import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps the print schedule 12 weeks ahead (decision 021), so that a database that lives on (the
 * demo's) always offers issues to book: hourly, and once at start. It only adds the weeks after
 * each edition's latest issue; what the newsroom has scheduled, moved or cancelled stays. Safe
 * with any number of instances (row locks taken with SKIP LOCKED, inserts that skip a day an
 * edition has).
 */
export function startScheduleExtension(services: Pick<Services, 'print'>, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const added = await services.print.extend();
      if (added.length > 0) log.info({ added: added.length, until: added.at(-1)?.date }, 'print schedule extended');
    } catch (err) {
      log.warn({ err }, 'extending the print schedule failed');
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
