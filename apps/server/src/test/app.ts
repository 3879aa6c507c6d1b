import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { outboxMailer, readMailOutbox, type OutboxMail } from '../providers/mail.ts';
import type { OAuthClient } from '../providers/oauth.ts';
import { outboxSms, readSmsOutbox, type OutboxSms } from '../providers/sms.ts';
import { diskStorage, type FileStorage } from '../providers/storage.ts';
import type { OAuthProvider } from '@gazeta/contract';
import { copyPostgresTemplate } from './postgres.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The test's own PostgreSQL database, when the tests run on a server (PGlite has none). */
  databaseUrl: string | undefined;
  storage: FileStorage & { root: string };
  /** The clock the demo content was seeded at. */
  seedNow: Date;
  /** What the app "sent": SMS and e-mails land in this test's own outbox. */
  outbox: { sms(): Promise<OutboxSms[]>; mail(): Promise<OutboxMail[]> };
  close(): Promise<void>;
}

/** Opens this test file's own copy of the seeded template database. */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const url = process.env['DATABASE_URL'];
  const template = inject('postgresTemplate');
  if (url && template) {
    const copy = await copyPostgresTemplate(url, template);
    const database = await openDatabase({ url: copy.url });
    return { database, url: copy.url, drop: copy.drop };
  }
  const templatePath = inject('pgliteTemplatePath');
  if (!templatePath) throw new Error('no template database: was the global setup run?');
  const dump = await readFile(templatePath);
  const database = await openDatabase({ pgliteTemplate: new Blob([dump]) });
  return { database, drop: async () => undefined };
}

/** The whole API (no web build) over a fresh copy of the seeded database. */
export async function createTestApp(
  overrides: Partial<Pick<AppDeps, 'now' | 'web' | 'classifiedPayments' | 'payments'>> & {
    oauthClients?: Partial<Record<OAuthProvider, OAuthClient>>;
    /** Settings beyond the tests' own, as the environment would give them. */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const { env = {}, ...deps } = overrides;
  const { database, url: databaseUrl, drop } = await openTestDatabase();
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'gazeta-outbox-'));
  const smsDir = path.join(outboxDir, 'sms');
  const mailDir = path.join(outboxDir, 'mail');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: inject('mediaRoot'), PAGE_CACHE_TTL_SECONDS: '60', ...env });
  const storage = diskStorage(inject('mediaRoot'));
  const app = await buildApp({
    config,
    database,
    storage,
    logger: false,
    sms: outboxSms({ dir: smsDir }),
    mailer: outboxMailer({ dir: mailDir, from: config.MAIL_FROM }),
    ...deps,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    storage,
    seedNow: new Date(inject('seedNow')),
    outbox: { sms: () => readSmsOutbox(smsDir), mail: () => readMailOutbox(mailDir) },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
