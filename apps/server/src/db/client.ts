import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The application's database: Drizzle over embedded PGlite or a PostgreSQL server. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for health checks and maintenance; rows as plain objects. */
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  dump?(): Promise<Blob>;
  /** The embedded database itself (the job queue speaks to it directly); absent on a server. */
  embedded?: PGlite;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any key will do, as long as every instance of the app uses the same one. */
const MIGRATION_LOCK_KEY = 727_274_001;

export interface OpenOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; without it the database lives in memory. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests copy one migrated template). */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.pgliteTemplate);
}

/** A dump of an embedded database's data directory, to open copies of it with `pgliteTemplate`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (!database.dump) throw new Error('only an embedded database can be dumped');
  return database.dump();
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async query(text, params) {
      const result = await client.query(text, params);
      return result.rows as never;
    },
    // One process owns a PGlite directory, so no lock is needed.
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    embedded: client,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async query(text, params) {
      const result = await pool.query(text, params);
      return result.rows as never;
    },
    async migrate() {
      // Several instances may start together: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db, { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
