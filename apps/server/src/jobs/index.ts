import type { Services } from '../services.ts';
import { classifiedJobs } from './classifieds-lifecycle.ts';
import { outboxDeliveryJob } from './deliver-outbox.ts';
import { displayAdRoundsJob } from './display-ads.ts';
import { scheduleExtensionJob } from './extend-print-schedule.ts';
import { pruningJob } from './prune-expired.ts';
import { scheduledArticlesJob } from './publish-scheduled-articles.ts';
import type { JobLog, TaskQueue, TimedJob } from './queue.ts';
import { subscriptionRemindersJob } from './remind-print-subscriptions.ts';

/**
 * Every timed job of the app and the task queues they feed (decision 038). The banners' view and
 * click counts are not here: they are counted in memory and flushed every few seconds by a timer
 * in each process (modules/banners/counter.ts), which loses at most those seconds in a crash.
 */
export function appJobs(services: Services, log: JobLog): { timed: TimedJob[]; tasks: TaskQueue<never>[] } {
  const classifieds = classifiedJobs({ lifecycle: services.placingLifecycle, log });
  return {
    timed: [
      pruningJob(services, log),
      scheduleExtensionJob(services, log),
      subscriptionRemindersJob(services, log),
      displayAdRoundsJob(services, log),
      ...classifieds.timed,
      outboxDeliveryJob(services, log),
      scheduledArticlesJob(services, log),
    ],
    tasks: classifieds.tasks,
  };
}
