import { describe, expect, it } from 'vitest';
import type { JobQueue, JobRun } from '@gazeta/contract';
import { cronText } from './cron-text.ts';
import { byKind, lastRun, runResult } from './job-view.ts';

describe('a cron in words', () => {
  it('reads the forms the app’s jobs use, and leaves any other as it is written', () => {
    expect(cronText('* * * * *')).toEqual({ key: 'everyMinute' });
    expect(cronText('*/5 * * * *')).toEqual({ key: 'everyMinutes', values: { count: 5 } });
    expect(cronText('5 * * * *')).toEqual({ key: 'hourlyAt', values: { minute: '05' } });
    expect(cronText('35 * * * *')).toEqual({ key: 'hourlyAt', values: { minute: '35' } });
    expect(cronText('0 0 1 1 *')).toBeNull();
    expect(cronText('60 * * * *')).toBeNull();
    expect(cronText('*/0 * * * *')).toBeNull();
    expect(cronText('5 * * *')).toBeNull();
  });
});

const run = (over: Partial<JobRun>): JobRun => ({ id: 'a', state: 'completed', retries: 0, createdAt: '2027-01-04T15:00:00Z', startedAt: null, completedAt: null, error: null, ...over });
const queue = (name: string, cron: string | null, lastRuns: JobRun[] = []): JobQueue => ({
  name, cron, retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 900, nextRunAt: null, counts: { queued: 0, active: 0, failed: 0 }, lastRuns, failures: [],
});

describe('a job as the page shows it', () => {
  it('has as its last run the newest that started, and says waiting for a run created or to be retried', () => {
    const waiting = run({ id: 'new', state: 'created' });
    const done = run({ id: 'done', startedAt: '2027-01-04T15:00:01Z' });
    expect(lastRun(queue('x', '* * * * *', [waiting, done]))?.id).toBe('done');
    expect(lastRun(queue('x', '* * * * *', [waiting]))?.id).toBe('new');
    expect(lastRun(queue('x', '* * * * *'))).toBeUndefined();
    expect([runResult(waiting), runResult(run({ state: 'retry' })), runResult(run({ state: 'failed' }))]).toEqual(['waiting', 'waiting', 'failed']);
  });

  it('lists the timed jobs first, by name, then the queues other work sends to', () => {
    expect(byKind([queue('c', null), queue('b', '* * * * *'), queue('a', '5 * * * *')]).map((q) => q.name)).toEqual(['a', 'b', 'c']);
  });
});
