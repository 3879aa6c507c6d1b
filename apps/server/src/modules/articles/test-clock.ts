import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testClockMoveSchema, testClockSchema, TEST_CLOCK_PATH } from '@gazeta/contract';
import type { NewsroomArticles } from './newsroom-service.ts';

/**
 * The browser suite's clock (TEST_CLOCK=1, never on a PostgreSQL server: config.ts refuses
 * it): the app's time is the machine's plus an offset that only moves forward.
 */
export function createTestClock(base: () => number = Date.now) {
  let offset = 0;
  const now = () => new Date(base() + offset);
  return {
    now,
    /** Moves forward by `ms` (never back). */
    advance(ms: number): Date {
      offset += Math.max(0, ms);
      return now();
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

/**
 * `GET /api/test/clock` says the app's time; `POST` moves it forward (by minutes, or to an
 * instant) and then publishes what fell due at once, so a test sees a scheduled article appear
 * "at its time" without waiting for the minute's job. Registered only with the flag.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock; newsroom: Pick<NewsroomArticles, 'publishDue'> }> = async (app, { clock, newsroom }) => {
  app.get(TEST_CLOCK_PATH, { schema: { hide: true, response: { 200: testClockSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { now: clock.now().toISOString(), published: 0 };
  });
  app.post(TEST_CLOCK_PATH, { schema: { hide: true, body: testClockMoveSchema, response: { 200: testClockSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { advance_minutes: minutes, to } = req.body;
    if (minutes !== undefined) clock.advance(minutes * 60_000);
    if (to !== undefined) clock.advance(Date.parse(to) - clock.now().getTime());
    const published = await newsroom.publishDue();
    return { now: clock.now().toISOString(), published: published.length };
  });
};
