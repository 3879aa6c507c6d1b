/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then
 * runs the server (which migrates, fills an empty embedded database with the demo content and
 * listens on PORT). On the embedded database payments default to the sandbox (a local trial).
 */
import { ensureWebBuild } from './web-build.ts';

const status = ensureWebBuild();
if (status !== 0) process.exit(status);

// On the embedded database (no DATABASE_URL) `npm start` is a local trial: it takes the sandbox
// unless told otherwise, and every page says TEST MODE. A deployment on a PostgreSQL server must
// name its payment provider, or the server refuses to start.
if (!process.env['PAYMENTS_PROVIDER'] && !process.env['DATABASE_URL']) {
  process.env['PAYMENTS_PROVIDER'] = 'sandbox';
  console.warn('PAYMENTS_PROVIDER is not set: payments run on the sandbox (test mode, no money moves). Set PAYMENTS_PROVIDER=stripe to take real payments.');
}

await import('../apps/server/src/server.ts');
