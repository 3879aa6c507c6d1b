import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { encodingsFor, preparePage } from '../web/page-cache.ts';
import type { WebSources } from '../web/ssr.ts';

/**
 * The seam `npm run dev` uses (vite-web.ts puts Vite behind it): a web app from its sources
 * renders the pages and serves the browser's files; the API stays the API's.
 */
let t: TestApp;
const reachedAssets: string[] = [];
let startedOn: Server | undefined;
let closed = false;
let open = false;

const sources: WebSources = {
  async start(server) {
    startedOn = server;
    return {
      renderer: {
        async render(task, api) {
          // A page that shows what the render saw: the request and an API answer, in-process.
          const viewers = await api({ method: 'POST', path: '/api/viewers/get' });
          const text = `<p>${task.method} ${new URL(task.url).pathname} ${task.context.locale} viewers ${viewers.status} ${viewers.text}</p>`;
          const page = await preparePage({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(text) }, encodingsFor(false, task.accepted));
          return { page, setCookies: [], keep: false, shareable: false, scriptHashes: [] };
        },
        close: async () => {
          closed = true;
        },
      },
      serveAssets(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
        reachedAssets.push(req.url ?? '');
        if (req.url !== '/@vite/client') return next();
        res.setHeader('content-type', 'text/javascript');
        res.end('// the HMR client');
      },
    };
  },
};

/** At the seed's clock, the viewer counts are known. */
const now = () => new Date(inject('seedNow'));

beforeAll(async () => {
  t = await createTestApp({ web: sources, now });
  open = true;
});
afterAll(async () => {
  if (open) await t.close();
});

describe('a web app from its sources (npm run dev)', () => {
  it('is started on the app’s own HTTP server', () => {
    expect(startedOn).toBe(t.app.server);
  });

  it('serves what its middleware answers, before any page renders', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/@vite/client' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript');
    expect(res.body).toBe('// the HMR client');
  });

  it('renders every other page with its renderer, the API answering in-process', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/archive?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<p>GET /archive en viewers 200 {"today":813,"week":4069,"month":16880}</p>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reachedAssets).toContain('/archive?lang=en');
  });

  it('leaves the API alone: its middleware never sees an API route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/viewers/get', payload: {} });
    expect(res.json()).toEqual({ today: 813, week: 4069, month: 16880 });
    expect(reachedAssets.filter((url) => url.startsWith('/api/'))).toEqual([]);
  });

  it('is closed with the app', async () => {
    open = false;
    await t.close();
    expect(closed).toBe(true);
  });
});
