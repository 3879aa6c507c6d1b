import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server tests that never open a database (pure functions, fakes for the repositories, the
 * providers): project `server-unit`, run once. The `server` project is the rest, and CI runs it a
 * second time on PostgreSQL (`npm run test:api`), where these would only repeat themselves. A file
 * listed here that opens the database fails loudly ("no template database": no global setup).
 */
const SERVER_WITHOUT_DATABASE = [
  'apps/server/src/seed/art/illustrations.test.ts',
  'apps/server/src/seed/content/content.test.ts',
  'apps/server/src/test/template-cache.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/lib/cache.test.ts',
  'apps/server/src/lib/chicago-time.test.ts',
  'apps/server/src/lib/csv.test.ts',
  'apps/server/src/lib/html.test.ts',
  'apps/server/src/lib/reader-key.test.ts',
  'apps/server/src/lib/security-headers.test.ts',
  'apps/server/src/modules/accounts/session-cache.test.ts',
  'apps/server/src/modules/accounts/write-limits.test.ts',
  'apps/server/src/modules/classifieds/service.test.ts',
  'apps/server/src/modules/events/ics.test.ts',
  'apps/server/src/db/schema/feed-popularity.test.ts',
  'apps/server/src/modules/feed/post-form.test.ts',
  'apps/server/src/modules/feed/text.test.ts',
  'apps/server/src/modules/print/cadence.test.ts',
  'apps/server/src/modules/search/service.test.ts',
  'apps/server/src/modules/seo/conditional.test.ts',
  'apps/server/src/modules/taxonomy/service.test.ts',
  'apps/server/src/providers/geocoder.test.ts',
  'apps/server/src/providers/images.test.ts',
  'apps/server/src/providers/mail.test.ts',
  'apps/server/src/providers/oauth.test.ts',
  'apps/server/src/providers/sms.test.ts',
  'apps/server/src/web/render-flights.test.ts',
  'apps/server/src/web/render-port.test.ts',
];

/**
 * Server tests that open embedded databases of their own and never the suite's template: they
 * ask nothing of PostgreSQL, so the PostgreSQL pass would only repeat them (the seed's test seeds
 * twice: 303 s of a loaded run). Project `server-embedded`, run once by `npm test`.
 */
const SERVER_OWN_EMBEDDED_DATABASE = ['apps/server/src/seed/seed.test.ts'];

/**
 * Test files at once: a worker per core. Vitest's default is one fewer than the cores, which is
 * one worker on the 2-core CI machine, leaving the second core to a main process that is idle
 * while files run. `VITEST_MAX_WORKERS` (read by vitest itself) or `--maxWorkers` chooses another.
 */
const WORKERS = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    // Inherited by every project: a test fails on a console.error it did not declare.
    setupFiles: ['./test/setup.ts'],
    maxWorkers: WORKERS,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'i18n', include: ['packages/i18n/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...SERVER_WITHOUT_DATABASE, ...SERVER_OWN_EMBEDDED_DATABASE],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'server-unit', include: SERVER_WITHOUT_DATABASE, testTimeout: 30_000 } },
      { test: { name: 'server-embedded', include: SERVER_OWN_EMBEDDED_DATABASE, testTimeout: 30_000 } },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
