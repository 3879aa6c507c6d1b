import type { Services } from '../services.ts';
import { defineTimedJob, type JobLog } from './queue.ts';

/**
 * Scheduled articles go out (decision 057): every minute, and at start, the articles whose
 * `publish_at` has come are marked published (claimed with SKIP LOCKED, so any number of
 * instances may run it), audited as the system's, and every cached page that shows them is
 * dropped. Readers see a due article even before this runs (the public reads filter on
 * published_at ≤ now); the job makes its state honest and clears the caches.
 */
export const scheduledArticlesJob = (services: Pick<Services, 'newsroomArticles'>, log: JobLog) =>
  defineTimedJob({
    name: 'publish-scheduled-articles',
    cron: '* * * * *',
    runAtStart: true,
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    async run() {
      const published = await services.newsroomArticles.publishDue();
      if (published.length > 0) log.info({ published }, 'scheduled articles published');
    },
  });
