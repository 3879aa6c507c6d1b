/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then
 * runs the server (which migrates, fills an empty embedded database with the demo content and
 * listens on PORT).
 */
import { ensureWebBuild } from './web-build.ts';

const status = ensureWebBuild();
if (status !== 0) process.exit(status);

await import('../apps/server/src/server.ts');
