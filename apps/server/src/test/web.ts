import type { WebBundle } from '../web/ssr.ts';
import { findWebBundle } from '../bootstrap.ts';
import { ensureWebBuild } from '../../../../scripts/web-build.ts';

/** Long enough for `npm run build` on a busy machine. */
export const WEB_BUILD_TIMEOUT_MS = 240_000;

/** The built web app, for tests that render pages: built first when missing or older than its sources, as `npm start` does. */
export function builtWeb(): WebBundle {
  if (ensureWebBuild({ quiet: true }) !== 0) throw new Error('npm run build failed: run it to see why');
  const web = findWebBundle();
  if (!web) throw new Error('no web build after npm run build');
  return web;
}
