import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { diskStorage, type FileStorage } from '../providers/storage.ts';
import { copyPostgresTemplate } from './postgres.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: FileStorage & { root: string };
  /** The clock the demo content was seeded at. */
  seedNow: Date;
  close(): Promise<void>;
}

/** Opens this test file's own copy of the seeded template database. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env['DATABASE_URL'];
  const template = inject('postgresTemplate');
  if (url && template) {
    const copy = await copyPostgresTemplate(url, template);
    const database = await openDatabase({ url: copy.url });
    return { database, drop: copy.drop };
  }
  const templatePath = inject('pgliteTemplatePath');
  if (!templatePath) throw new Error('no template database: was the global setup run?');
  const dump = await readFile(templatePath);
  const database = await openDatabase({ pgliteTemplate: new Blob([dump]) });
  return { database, drop: async () => undefined };
}

/** The whole API (no web build) over a fresh copy of the seeded database. */
export async function createTestApp(overrides: Partial<Pick<AppDeps, 'now' | 'web'>> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: inject('mediaRoot'), PAGE_CACHE_TTL_SECONDS: '60' });
  const storage = diskStorage(inject('mediaRoot'));
  const app = await buildApp({ config, database, storage, logger: false, ...overrides });
  await app.ready();
  return {
    app,
    database,
    storage,
    seedNow: new Date(inject('seedNow')),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
