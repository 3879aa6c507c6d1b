import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { hasContent, seedDemoContent } from './seed/index.ts';
import { appJobs } from './jobs/index.ts';
import { startJobQueue } from './jobs/queue.ts';
import { addMissingDemoPrintSchedule } from './seed/print.ts';
import { createMailer } from './providers/mail.ts';
import { createOAuthClients } from './providers/oauth.ts';
import { createSmsSender } from './providers/sms.ts';
import { diskStorage } from './providers/storage.ts';
import type { WebBundle, WebSources } from './web/ssr.ts';

/** Where `npm run build` puts the web app. */
export const WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build/', import.meta.url));

export function findWebBundle(buildDir = WEB_BUILD_DIR): WebBundle | undefined {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return undefined;
  return { serverEntry, clientDir: path.join(buildDir, 'client') };
}

/**
 * Opens the database, applies migrations, fills an empty embedded database with the demo
 * content (or any database when DEMO_CONTENT=always), and builds the app with its jobs. The web
 * app is the build (findWebBundle) unless `web` brings its sources (`npm run dev`).
 */
export async function startApp(
  config: Config,
  options: { web?: WebBundle | WebSources | undefined } = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const storage = diskStorage(path.join(config.dataDir, 'media'));
    const seed =
      config.DEMO_CONTENT === 'always' || (config.DEMO_CONTENT === 'auto' && database.kind === 'pglite');
    if (seed && !(await hasContent(database.db))) {
      await seedDemoContent({ db: database.db, storage }, { log: (line: string) => console.log(line) });
    } else if (seed && (await addMissingDemoPrintSchedule(database.db, new Date()))) {
      console.log('added the demo print schedule to a database seeded before it');
    }
    const web = options.web ?? findWebBundle();
    const app = await buildApp({
      config,
      database,
      storage,
      sms: createSmsSender(config, (line) => console.info(line)),
      mailer: createMailer(config),
      oauthClients: createOAuthClients(config),
      ...(web ? { web } : {}),
    });
    if (!web) app.log.warn('no web build found: serving the API only (run `npm run build`)');
    if (config.PAYMENTS_PROVIDER === 'sandbox' && config.NODE_ENV === 'production') {
      app.log.warn('payments: the sandbox is the provider (test mode, no money moves); set PAYMENTS_PROVIDER=stripe to take payments');
    }
    // A database from before the spellings (or from an older rule) gets them once, here.
    if (await app.services.search.refreshSpellings()) app.log.info('search spellings rebuilt for the current rule');
    // Timed work runs on the job queue (decision 038): once per tick across every instance, retried.
    const jobs = await startJobQueue({ database, url: config.DATABASE_URL, log: app.log, ...appJobs(app.services, app.log) });
    // Before the database closes (server.ts closes it after the app).
    app.addHook('onClose', async () => jobs.stop());
    return { app, database };
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
