import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The seeded template database of the test run, kept between runs (issue #26): migrating and
 * seeding it costs a minute of CPU or more, and its result depends only on the code that writes
 * it. Keyed by a hash of every source file the seed can reach (the server's sources and its
 * migrations, the contract, the strings, the locked dependencies; tests excluded) and of the
 * seed's clock, so any change to them builds a new one. `TEST_DB_CACHE=off` always builds it;
 * `TEST_DB_CACHE=<dir>` keeps it elsewhere than `~/.cache/gazeta/test-db`.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const INPUTS = ['apps/server/src', 'packages/contract/src', 'packages/i18n/locales', 'packages/i18n/src', 'package-lock.json'];
/** Templates kept at most: older ones (by last use) are removed. */
const KEEP = 4;

function cacheRoot(): string | null {
  const setting = process.env['TEST_DB_CACHE'];
  if (setting === 'off' || setting === '0') return null;
  if (setting) return path.resolve(setting);
  return path.join(process.env['XDG_CACHE_HOME'] ?? path.join(homedir(), '.cache'), 'gazeta', 'test-db');
}

async function listFiles(target: string): Promise<string[]> {
  if (!existsSync(target)) return [];
  if (!(await stat(target)).isDirectory()) return [target];
  const out: string[] = [];
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every file the key covers: code and the seed's data files alike (`seed/content/*.json`). */
export async function templateInputs(): Promise<string[]> {
  return (await Promise.all(INPUTS.map((input) => listFiles(path.join(root, input))))).flat().sort();
}

/** The key of a template made by this checkout's sources for `flavour` (database kind, clock). */
export async function templateKey(flavour: string): Promise<string> {
  const hash = createHash('sha256').update(flavour).update('\0');
  const files = await templateInputs();
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(await readFile(file)).update('\0');
  return hash.digest('hex').slice(0, 24);
}

export interface TemplateCache {
  /** The cached template's folder, when there is one for this key (marked as just used). */
  find(): Promise<string | null>;
  /** Keeps what `fill` writes into a fresh folder as the template of this key; a failure only warns. */
  store(fill: (dir: string) => Promise<void>): Promise<void>;
}

export async function templateCache(flavour: string): Promise<TemplateCache | null> {
  const base = cacheRoot();
  if (!base) return null;
  const dir = path.join(base, await templateKey(flavour));
  return {
    async find() {
      if (!existsSync(path.join(dir, 'complete'))) {
        console.log(`test template database (${flavour}): building it, then keeping it in ${dir}`);
        return null;
      }
      console.log(`test template database (${flavour}): from ${dir}`);
      const now = new Date();
      await utimes(dir, now, now).catch(() => undefined);
      return dir;
    },
    async store(fill) {
      const temp = `${dir}.${process.pid}.tmp`;
      try {
        await rm(temp, { recursive: true, force: true });
        await mkdir(temp, { recursive: true });
        await fill(temp);
        await writeFile(path.join(temp, 'complete'), `${new Date().toISOString()}\n`);
        // Another run may have stored the same key meanwhile: either copy is the same template.
        await rename(temp, dir).catch(() => rm(temp, { recursive: true, force: true }));
        await prune(base);
      } catch (err) {
        await rm(temp, { recursive: true, force: true }).catch(() => undefined);
        console.warn(`the test template database was not cached (${String(err)})`);
      }
    },
  };
}

async function prune(base: string): Promise<void> {
  const entries = await readdir(base, { withFileTypes: true });
  const kept = await Promise.all(
    entries
      .filter((e) => e.isDirectory() && !e.name.endsWith('.tmp'))
      .map(async (e) => ({ dir: path.join(base, e.name), used: (await stat(path.join(base, e.name))).mtimeMs })),
  );
  kept.sort((a, b) => b.used - a.used);
  for (const old of kept.slice(KEEP)) await rm(old.dir, { recursive: true, force: true });
}

/** Copies a cached media folder to where this run's tests write theirs (the cache stays as it was). */
export async function copyMedia(from: string, to: string): Promise<void> {
  if (existsSync(from)) await cp(from, to, { recursive: true });
  else await mkdir(to, { recursive: true });
}

/** Runs a PostgreSQL client tool; whether it succeeded (its errors on stderr otherwise). */
export function pgTool(command: 'pg_dump' | 'pg_restore', args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status === 0) return true;
  console.warn(`${command} failed: ${result.error ? String(result.error) : result.stderr.trim()}`);
  return false;
}
