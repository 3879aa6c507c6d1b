/**
 * Renders one page with the web app's server build: in a render thread (render-worker.ts) or,
 * with RENDER_THREADS=0, in the main thread (renderer.ts). Hands back the page ready to
 * send: encoded and compressed, with the hashes of its inline scripts for its CSP.
 */
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { ApiTransport, RenderContext } from '@gazeta/contract';
import { inlineScriptHashes } from '../lib/security-headers.ts';
import { encodingsFor, preparePage } from './page-cache.ts';
import type { RenderJob, RenderResult } from './render-protocol.ts';

/** What entry.server.tsx exports besides the request handler. */
interface EntryModule {
  createLoadContext(context: RenderContext): RouterContextProvider;
}

/** Response headers the main thread sets itself (or that do not survive re-encoding). */
const SKIPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie']);

export type PageRenderer = (job: RenderJob, api: ApiTransport, apiCookies: readonly string[], signal: AbortSignal) => Promise<RenderResult>;

/** The server build at `serverEntry`, imported once (when called, not on the first page). */
export function builtServerEntry(serverEntry: string): () => Promise<ServerBuild> {
  const ready = import(pathToFileURL(serverEntry).href) as Promise<ServerBuild>;
  ready.catch(() => {}); // Reported by the first render that awaits it.
  return () => ready;
}

/**
 * Renders pages with the build `load` gives: always the same one in production; in development
 * (npm run dev) Vite's, which changes with the sources.
 */
export function createPageRenderer(load: () => Promise<ServerBuild>, mode: 'production' | 'development' = 'production'): PageRenderer {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  const ready = async () => {
    const build = await load();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, mode) };
    return { handle: current.handle, entry: build.entry.module as unknown as EntryModule };
  };

  return async (job, api, apiCookies, signal) => {
    const { handle, entry } = await ready();
    const request = new Request(job.url, { method: job.method, headers: job.headers, signal, ...(job.body ? { body: job.body } : {}) });
    const response = await handle(request, entry.createLoadContext({ ...job.context, api }));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!SKIPPED_HEADERS.has(name)) headers[name] = value;
    });
    headers['content-type'] ??= 'text/html; charset=utf-8';
    const setCookies = response.headers.getSetCookie();
    // React wrote bytes: they stay bytes (no decoding to a string and encoding back).
    const body = job.method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
    const shareable = job.method === 'GET' && setCookies.length === 0 && apiCookies.length === 0;
    const keep = job.storable && shareable && response.status === 200;
    const scriptHashes = headers['content-type'].startsWith('text/html') ? inlineScriptHashes(body) : [];
    const page = await preparePage({ status: response.status, headers, body }, encodingsFor(keep, job.accepted));
    return { page, setCookies, keep, shareable, scriptHashes };
  };
}
