import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Drops rows that only matter for a while: the per-browser rows that de-duplicate views and
 * visits, long-expired sessions and old SMS codes. Idempotent deletes, so any number of
 * instances may run it.
 */
export function startPruning(services: Services, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await Promise.all([services.viewers.prune(), services.articles.pruneViews(), services.accounts.prune()]);
    } catch (err) {
      log.warn({ err }, 'pruning expired rows failed');
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
