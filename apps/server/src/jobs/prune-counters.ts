import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Drops the per-browser rows that only de-duplicate views and visits once they are too old to
 * matter. Idempotent deletes, so any number of instances may run it.
 */
export function startCounterPruning(services: Services, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await Promise.all([services.viewers.prune(), services.articles.pruneViews()]);
    } catch (err) {
      log.warn({ err }, 'pruning counters failed');
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
