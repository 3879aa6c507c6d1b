import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../test/app.ts';
import { staff } from '../test/factories.ts';
import { client, newMember, type Client } from '../test/feed.ts';
import { body, expectError } from '../test/http.ts';
import { killWhenClaimed } from '../test/kill-when-claimed.ts';
import { CRASH_EXPIRY_SECONDS, CRASH_QUEUE, CRASH_TABLE_SQL, crashTestJob } from './crash-worker.fixture.ts';
import { nextRun } from '../modules/jobs/repository.ts';
import { appJobs } from './index.ts';
import { defineTimedJob, startJobQueue } from './queue.ts';

let t: TestApp;
let c: Client;
const silent = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t?.close());

async function until<T>(what: () => Promise<T | undefined>, seconds = 15): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jobState = async (boss: PgBoss, name: string, id: string) => (await boss.findJobs(name, { id }))[0]?.state;

describe('the timed jobs, declared one way (decision 038)', () => {
  it('every timed job of the app has a name, a cron, a retry policy with back-off or none needed, and runs at start', () => {
    const { timed, tasks } = appJobs(t.app.services, silent);
    expect(timed.map((job) => [job.name, job.cron])).toEqual([
      ['prune-expired', '35 * * * *'],
      ['extend-print-schedule', '5 * * * *'],
      ['remind-print-subscriptions', '25 * * * *'],
      ['display-ad-rounds', '15 * * * *'],
      ['classifieds-lifecycle', '*/5 * * * *'],
      ['deliver-outbox', '* * * * *'],
      ['publish-scheduled-articles', '* * * * *'],
    ]);
    for (const job of timed) expect(job.runAtStart).toBe(true);
    expect(tasks.map((task) => task.name)).toEqual(['classified-reminder']);
  });
});

describe('when a cron next falls due', () => {
  it('is read in UTC from the moment given; none for no cron or one that does not parse', () => {
    const at = new Date('2027-01-04T15:36:10Z');
    expect(nextRun('35 * * * *', at)).toBe('2027-01-04T16:35:00.000Z');
    expect(nextRun('*/5 * * * *', at)).toBe('2027-01-04T15:40:00.000Z');
    expect(nextRun('* * * * *', at)).toBe('2027-01-04T15:37:00.000Z');
    expect(nextRun(null, at)).toBeNull();
    expect(nextRun('not a cron', at)).toBeNull();
  });
});

describe('GET /api/admin/jobs: the record of the job queue', () => {
  let stop: () => Promise<void>;
  let admin: string;

  beforeAll(async () => {
    admin = await staff(t, 'admin');
    let tries = 0;
    const jobs = await startJobQueue({
      database: t.database,
      url: t.databaseUrl,
      log: silent,
      timed: [
        defineTimedJob({ name: 'test-fine', cron: '0 0 1 1 *', runAtStart: true, retry: { limit: 0, delaySeconds: 0, backoff: false }, run: async () => undefined }),
        defineTimedJob({
          name: 'test-broken',
          cron: '0 0 1 1 *',
          runAtStart: true,
          retry: { limit: 1, delaySeconds: 0, backoff: false },
          run: async () => {
            tries += 1;
            throw new Error(`the printer is away (${tries})`);
          },
        }),
      ],
    });
    stop = jobs.stop;
    await until(async () => ((await jobs.boss.getQueue('test-broken'))?.name && tries >= 2 ? true : undefined));
    await until(async () => ((await jobs.boss.findJobs('test-broken')).every((job) => job.state === 'failed') ? true : undefined));
    await until(async () => ((await jobs.boss.findJobs('test-fine')).some((job) => job.state === 'completed') ? true : undefined));
  });
  afterAll(() => stop?.());

  it('needs a session (401) and the admin role: a reader, a moderator and an editor get 403', async () => {
    expectError(await c.get('/api/admin/jobs'), 401, 'notification-auth-error');
    const reader = await newMember(t);
    expectError(await c.get('/api/admin/jobs', reader.cookie), 403, 'error-forbidden');
    for (const role of ['moderator', 'editor'] as const) {
      const cookie = await staff(t, role);
      expectError(await c.get('/api/admin/jobs', cookie), 403, 'error-forbidden');
    }
  });

  it('lists each queue with its cron, retry policy, latest runs and failures with their errors', async () => {
    const res = await c.get('/api/admin/jobs', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const queues = body<{ data: JobQueue[] }>(res).data;
    const broken = queues.find((queue) => queue.name === 'test-broken')!;
    expect(broken).toMatchObject({ cron: '0 0 1 1 *', retryLimit: 1, retryBackoff: false, counts: { queued: 0, active: 0, failed: 1 } });
    // Its next tick by its cron (UTC): the coming first of January.
    expect(broken.nextRunAt).toBe(new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)).toISOString());
    expect(broken.failures).toHaveLength(1);
    // The error of its last try, after one retry.
    expect(broken.failures[0]).toMatchObject({ state: 'failed', retries: 1, error: 'the printer is away (2)' });
    expect(broken.lastRuns.map((run) => run.state)).toEqual(['failed']);
    const fine = queues.find((queue) => queue.name === 'test-fine')!;
    expect(fine.failures).toEqual([]);
    expect(fine.lastRuns[0]).toMatchObject({ state: 'completed', error: null });
    expect(fine.lastRuns[0]!.completedAt).not.toBeNull();
  });
});

describe('a run whose process dies is taken again after its expiry and its work is done once', () => {
  const setUp = async () => {
    await t.database.query(CRASH_TABLE_SQL);
    await t.database.query('DELETE FROM crash_items');
    await t.database.query('INSERT INTO crash_items (id) SELECT generate_series(1, 5)');
  };
  const runs = async () => (await t.database.query<{ runs: number }>('SELECT runs FROM crash_items ORDER BY id')).map((row) => row.runs);

  for (const freeze of ['before-commit', 'after-commit'] as const) {
    it.skipIf(!process.env['DATABASE_URL'])(`PostgreSQL: a worker killed with SIGKILL ${freeze.replace('-', ' ')} (a child process)`, async () => {
      await setUp();
      await t.database.query('DELETE FROM pgboss.job WHERE name = $1', [CRASH_QUEUE]).catch(() => undefined);
      await killWhenClaimed(new URL('./crash-worker.fixture.ts', import.meta.url), { CRASH_DATABASE_URL: t.databaseUrl, CRASH_FREEZE: freeze });
      expect(await runs()).toEqual(freeze === 'after-commit' ? [1, 1, 1, 1, 1] : [0, 0, 0, 0, 0]);

      // The lost run stays active in the table until it expires; a second instance then takes it again.
      const [lost] = await t.database.query<{ id: string; state: string }>('SELECT id::text, state::text FROM pgboss.job WHERE name = $1', [CRASH_QUEUE]);
      expect(lost?.state).toBe('active');
      const second = await startJobQueue({ database: t.database, url: t.databaseUrl, log: silent, timed: [crashTestJob(t.database, 'never')], expiryCheckSeconds: 1 });
      try {
        await until(async () => ((await jobState(second.boss, CRASH_QUEUE, lost!.id)) === 'completed' ? true : undefined), 20);
        expect((await second.boss.findJobs(CRASH_QUEUE, { id: lost!.id }))[0]?.retryCount).toBe(1);
      } finally {
        await second.stop();
      }
      expect(await runs()).toEqual([1, 1, 1, 1, 1]);
    }, 60_000);
  }

  it.skipIf(Boolean(process.env['DATABASE_URL']))('PGlite (one process holds it): a run taken and never finished by a worker that died is taken again', async () => {
    await setUp();
    const jobs = await startJobQueue({ database: t.database, url: undefined, log: silent, timed: [], expiryCheckSeconds: 1 });
    try {
      // The dead worker: it took the job (active) and never answered.
      await jobs.boss.createQueue(CRASH_QUEUE, { policy: 'stately', retryLimit: 3, expireInSeconds: CRASH_EXPIRY_SECONDS });
      const id = (await jobs.boss.send(CRASH_QUEUE, {}))!;
      const [taken] = await jobs.boss.fetch(CRASH_QUEUE);
      expect(taken?.id).toBe(id);
      expect(await runs()).toEqual([0, 0, 0, 0, 0]);
      // The living worker starts on the same queue and gets the run once it has expired.
      const job = crashTestJob(t.database, 'never');
      await jobs.boss.work(CRASH_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => job.run({ boss: jobs.boss }));
      await until(async () => ((await jobState(jobs.boss, CRASH_QUEUE, id)) === 'completed' ? true : undefined), 20);
      expect((await jobs.boss.findJobs(CRASH_QUEUE, { id }))[0]?.retryCount).toBe(1);
    } finally {
      await jobs.stop();
    }
    expect(await runs()).toEqual([1, 1, 1, 1, 1]);
  }, 60_000);
});
