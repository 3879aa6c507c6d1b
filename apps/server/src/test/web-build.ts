import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findWebBundle } from '../bootstrap.ts';
import type { WebBundle } from '../web/ssr.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The web app's build for tests of page hosting: the one in apps/web/build, built first when
 * there is none (a fresh clone). After changing the web app, `npm run build` refreshes it.
 */
export function webBuild(): WebBundle {
  const found = findWebBundle();
  if (found) return found;
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });
  const built = findWebBundle();
  if (!built) throw new Error('npm run build left no web build');
  return built;
}
