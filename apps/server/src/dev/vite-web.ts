/**
 * The web app from its sources, for `npm run dev` (server.ts --dev): Vite in middleware mode
 * serves the browser's modules, styles and public files with hot module replacement (its
 * WebSocket on the app's own port), and every page is rendered in the main thread with the
 * server build Vite compiles from the current sources. An edit reaches the open page through
 * HMR and the next server render alike, without a restart. Never used by `npm start`.
 */
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer, isRunnableDevEnvironment, type ViteDevServer } from 'vite';
import { createPageRenderer } from '../web/render-page.ts';
import { jsonOverText } from '../web/render-port.ts';
import type { Renderer } from '../web/renderer.ts';
import type { WebSources } from '../web/ssr.ts';

/** The web app's directory: its vite.config.ts and react-router.config.ts. */
const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));

/** React Router's server build as its Vite plugin assembles it from the sources. */
const SERVER_BUILD = 'virtual:react-router/server-build';

/** Renders pages in the main thread with the build Vite holds for the sources as they are now. */
function viteRenderer(vite: ViteDevServer): Renderer {
  const ssr = vite.environments['ssr'];
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable SSR environment for the web app');
  // Vite's module runner re-evaluates only the modules an edit invalidated.
  const renderPage = createPageRenderer(() => ssr.runner.import<ServerBuild>(SERVER_BUILD), 'development');
  return {
    async render(job, call, signal) {
      const { api, apiCookies } = jsonOverText(call);
      try {
        // Pages from sources are never kept: the next request may see another edit.
        return await renderPage({ ...job, storable: false }, api, apiCookies, signal);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    close: () => vite.close(),
  };
}

/**
 * The web app served from its sources by Vite, started on the app's HTTP server. Node must run
 * with `--conditions=development` (as `npm run dev` does): Vite hands the app's server code
 * React Router's development build, and the handler here must be that same copy, or it refuses
 * the load context the app's entry makes (another copy's class).
 */
export function viteWebSources(root = WEB_ROOT): WebSources {
  if (!process.execArgv.includes('--conditions=development')) {
    throw new Error('the web app from its sources needs `node --conditions=development` (run `npm run dev`)');
  }
  return {
    async start(server: Server) {
      const vite = await createServer({
        root,
        appType: 'custom',
        clearScreen: false,
        server: {
          middlewareMode: true,
          // HMR's WebSocket shares the page's origin, which the CSP's connect-src 'self' allows.
          ws: { server },
          // The API's own rules answer cross-origin requests, as in production.
          cors: false,
        },
      });
      return { renderer: viteRenderer(vite), serveAssets: vite.middlewares };
    },
  };
}
