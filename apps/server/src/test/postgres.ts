import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDemoContent } from '../seed/index.ts';
import { diskStorage } from '../providers/storage.ts';
import { copyMedia, pgTool, templateCache } from './template-cache.ts';

/** The same server, another database on it. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, seeded template database on the server, its media in `mediaRoot`: restored from
 * the cache (a `pg_dump` of one seeded by the same sources, template-cache.ts) when it has one.
 */
export async function createPostgresTemplate(url: string, mediaRoot: string, now: Date): Promise<string> {
  const name = `gazeta_tpl_${randomBytes(4).toString('hex')}`;
  const target = databaseUrl(url, name);
  const version = await admin(url, async (c) => (await c.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]?.v);
  const cache = await templateCache(`postgres ${version} ${now.toISOString()}`);
  const cached = await cache?.find();
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const restored = cached ? await restoreTemplate(cached, target, mediaRoot) : false;
  if (restored) {
    // The dump holds its migrations' journal: this only proves it is current.
    const database = await openDatabase({ url: target });
    await database.migrate();
    await database.close();
    return name;
  }
  if (cached) {
    await admin(url, (c) => c.query(`DROP DATABASE ${name} WITH (FORCE)`));
    await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  }
  const database = await openDatabase({ url: target });
  await database.migrate();
  await seedDemoContent({ db: database.db, storage: diskStorage(mediaRoot) }, { now, newsroomWork: false });
  await database.close();
  await cache?.store(async (into) => {
    if (!pgTool('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(into, 'template.dump')}`, target])) throw new Error('pg_dump failed');
    await copyMedia(mediaRoot, path.join(into, 'media'));
  });
  return name;
}

/** Fills the empty database at `target` from a cached template; false when it could not (another run may have removed it). */
async function restoreTemplate(cached: string, target: string, mediaRoot: string): Promise<boolean> {
  if (!pgTool('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '-d', target, path.join(cached, 'template.dump')])) return false;
  try {
    await copyMedia(path.join(cached, 'media'), mediaRoot);
    return true;
  } catch {
    await rm(mediaRoot, { recursive: true, force: true });
    return false;
  }
}

export async function dropPostgresTemplate(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** A fresh database copied from the template; returns its URL and how to drop it. */
export async function copyPostgresTemplate(url: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gazeta_t_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(url, name),
    drop: () => admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
