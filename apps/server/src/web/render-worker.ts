/**
 * A render thread (decision 011): runs the web app's server build for one page at a time per
 * task, reaching the API through the task's port, and hands back the page ready to send —
 * encoded and compressed here, so the main thread only writes bytes.
 */
import { pathToFileURL } from 'node:url';
import { workerData } from 'piscina';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { RenderContext } from '@gazeta/contract';
import { encodingsFor, preparePage } from './page-cache.ts';
import { apiOverPort } from './render-port.ts';
import type { RenderResult, RenderTask } from './render-protocol.ts';

/** What entry.server.tsx exports besides the request handler. */
interface EntryModule {
  createLoadContext(context: RenderContext): RouterContextProvider;
}

/** Response headers the main thread sets itself (or that do not survive re-encoding). */
const SKIPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie']);

const { serverEntry } = workerData as { serverEntry: string };

// Loaded when the thread starts (not on its first page), without a top-level await.
const ready = import(pathToFileURL(serverEntry).href).then((build: ServerBuild) => ({
  handle: createRequestHandler(build, 'production'),
  entry: build.entry.module as unknown as EntryModule,
}));

export default async function render(task: RenderTask): Promise<RenderResult> {
  const { handle, entry } = await ready;
  const controller = new AbortController();
  const { api, apiCookies } = apiOverPort(task.port, () => controller.abort());
  try {
    const request = new Request(task.url, {
      method: task.method,
      headers: task.headers,
      signal: controller.signal,
      ...(task.body ? { body: task.body } : {}),
    });
    const response = await handle(request, entry.createLoadContext({ ...task.context, api }));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!SKIPPED_HEADERS.has(name)) headers[name] = value;
    });
    headers['content-type'] ??= 'text/html; charset=utf-8';
    const setCookies = response.headers.getSetCookie();
    // React wrote bytes: they stay bytes (no decoding to a string and encoding back).
    const body = task.method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
    const keep = task.storable && task.method === 'GET' && response.status === 200 && setCookies.length === 0 && apiCookies.length === 0;
    const page = await preparePage({ status: response.status, headers, body }, encodingsFor(keep, task.accepted));
    return { page, setCookies, keep };
  } finally {
    task.port.close();
  }
}
