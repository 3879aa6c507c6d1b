/**
 * The web app's build, made when it is missing or older than its sources: `npm start` and the
 * tests that render pages (apps/server/src/test/web.ts) both rely on it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildEntry = path.join(root, 'apps/web/build/server/index.js');
const SOURCES = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'packages/contract/src', 'packages/i18n'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds the web app unless its build is newer than every source; the exit status of the build (0 when none was needed). */
export function ensureWebBuild(options: { quiet?: boolean } = {}): number {
  const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  if (builtAt >= sourcesAt) return 0;
  if (!options.quiet) console.log(builtAt === 0 ? 'Building the web app…' : 'Sources changed since the last build; rebuilding…');
  // A production build whoever asks: a test runner's NODE_ENV=test would make Vite build React's development bundle.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: options.quiet ? 'pipe' : 'inherit' });
  return result.status ?? 1;
}
