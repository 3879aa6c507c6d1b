/**
 * Fills the configured database with demo content: `npm run seed [-- --scale N] [--feed-posts N --feed-comments N]`.
 * Reads DATA_DIR / DATABASE_URL like the server; does nothing when content already exists.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { diskStorage } from '../providers/storage.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoContent } from './index.ts';

const USAGE =
  'usage: node apps/server/src/seed/cli.ts [--scale N] [--feed-posts N] [--feed-comments N] [--classifieds N] [--businesses N] [--events N] [--banners N]  (whole numbers; --scale ≥ 1; the feed options set the approved posts and comments in all, --classifieds the running private ads, --businesses the business listings, --events the events, --banners more running banners in the strip, for benchmarks)';

function fail(message: string): never {
  process.stderr.write(`seed: ${message}\n`);
  process.exit(2);
}

interface CliOptions {
  scale: number;
  feedPosts?: number;
  feedComments?: number;
  classifieds?: number;
  businesses?: number;
  events?: number;
  banners?: number;
}

function wholeNumber(name: string, value: string, min: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min) fail(`--${name} must be a whole number ≥ ${min}, not "${value}"; ${USAGE}`);
  return Number(value);
}

function parseOptions(argv: readonly string[]): CliOptions {
  let values: {
    scale?: string | undefined;
    'feed-posts'?: string | undefined;
    'feed-comments'?: string | undefined;
    classifieds?: string | undefined;
    businesses?: string | undefined;
    events?: string | undefined;
    banners?: string | undefined;
    help?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        scale: { type: 'string', short: 's' },
        'feed-posts': { type: 'string' },
        'feed-comments': { type: 'string' },
        classifieds: { type: 'string' },
        businesses: { type: 'string' },
        events: { type: 'string' },
        banners: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(`${(error as Error).message.split('\n')[0]}; ${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  return {
    scale: values.scale === undefined ? 1 : wholeNumber('scale', values.scale, 1),
    ...(values['feed-posts'] === undefined ? {} : { feedPosts: wholeNumber('feed-posts', values['feed-posts'], 0) }),
    ...(values['feed-comments'] === undefined ? {} : { feedComments: wholeNumber('feed-comments', values['feed-comments'], 0) }),
    ...(values.classifieds === undefined ? {} : { classifieds: wholeNumber('classifieds', values.classifieds, 0) }),
    ...(values.businesses === undefined ? {} : { businesses: wholeNumber('businesses', values.businesses, 0) }),
    ...(values.events === undefined ? {} : { events: wholeNumber('events', values.events, 0) }),
    ...(values.banners === undefined ? {} : { banners: wholeNumber('banners', values.banners, 0) }),
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  let config;
  try {
    // The seed takes no payment: whatever provider the site uses, its settings are not needed here.
    config = loadConfig({ PAYMENTS_PROVIDER: 'sandbox', ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const storage = diskStorage(path.join(config.dataDir, 'media'));
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    process.stderr.write(`seeding ${where} at scale ${options.scale}…\n`);
    const result = await seedDemoContent({ db: database.db, storage }, { ...options, log: (line) => process.stderr.write(`  ${line}\n`) });
    if (!result.seeded) process.stdout.write('already has content: nothing seeded\n');
    for (const [table, count] of Object.entries(result.counts)) process.stdout.write(`${table.padEnd(16)} ${count}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
