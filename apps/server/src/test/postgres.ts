import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDemoContent } from '../seed/index.ts';
import type { FileStorage } from '../providers/storage.ts';

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

export async function createPostgresTemplate(url: string, storage: FileStorage, now: Date): Promise<string> {
  const name = `gazeta_tpl_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ url: databaseUrl(url, name) });
  await database.migrate();
  await seedDemoContent({ db: database.db, storage }, { now });
  await database.close();
  return name;
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
