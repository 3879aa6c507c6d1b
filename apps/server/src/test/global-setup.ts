import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client.ts';
import { seedDemoContent } from '../seed/index.ts';
import { diskStorage } from '../providers/storage.ts';
import { createPostgresTemplate, dropPostgresTemplate } from './postgres.ts';
import { copyMedia, templateCache } from './template-cache.ts';

/** The clock the demo content is seeded at, so tests can rely on its dates. */
export const SEED_NOW = '2026-11-19T15:00:00.000Z';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data-directory dump of the migrated, seeded template database (without DATABASE_URL). */
    pgliteTemplatePath: string | null;
    /** PostgreSQL template database name (when DATABASE_URL is set). */
    postgresTemplate: string | null;
    /** Media files of the seeded content. */
    mediaRoot: string;
    seedNow: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run; every test file then opens its
 * own copy (epic-stack's approach), so files never see each other's writes. The template is
 * kept between runs, keyed by the sources that make it (template-cache.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'gazeta-test-'));
  const mediaRoot = path.join(dir, 'media');
  const now = new Date(SEED_NOW);

  // With DATABASE_URL the suite runs on that server only; otherwise on embedded copies.
  const url = process.env['DATABASE_URL'];
  const templatePath = url ? null : await pgliteTemplate(dir, mediaRoot, now);
  const postgresTemplate = url ? await createPostgresTemplate(url, mediaRoot, now) : null;

  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('mediaRoot', mediaRoot);
  project.provide('seedNow', SEED_NOW);

  return async () => {
    if (url && postgresTemplate) await dropPostgresTemplate(url, postgresTemplate);
    await rm(dir, { recursive: true, force: true });
  };
}

/** The dump of a migrated, seeded embedded database in `dir` (from the cache when it has one), its media in `mediaRoot`. */
async function pgliteTemplate(dir: string, mediaRoot: string, now: Date): Promise<string> {
  const templatePath = path.join(dir, 'template.tar');
  const cache = await templateCache(`pglite ${now.toISOString()}`);
  const cached = await cache?.find();
  // Another run may remove an old template meanwhile (the cache keeps a few): then build it.
  if (cached) {
    try {
      await copyFile(path.join(cached, 'template.tar'), templatePath);
      await copyMedia(path.join(cached, 'media'), mediaRoot);
      return templatePath;
    } catch {
      await rm(mediaRoot, { recursive: true, force: true });
    }
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoContent({ db: database.db, storage: diskStorage(mediaRoot) }, { now, newsroomWork: false });
  await writeFile(templatePath, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  await cache?.store(async (into) => {
    await copyFile(templatePath, path.join(into, 'template.tar'));
    await copyMedia(mediaRoot, path.join(into, 'media'));
  });
  return templatePath;
}
