import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reminds members whose mailed paper ends soon (issue #16): hourly, and once at start. Each term
 * is reminded once (its `reminded_at`, set before the mail with a condition, so that any number
 * of instances send it once); nothing is kept in memory between runs.
 */
export function startSubscriptionReminders(services: Pick<Services, 'subscriptions'>, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const sent = await services.subscriptions.remind();
      if (sent > 0) log.info({ sent }, 'print subscription reminders sent');
    } catch (err) {
      log.warn({ err }, 'reminding print subscriptions failed');
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
