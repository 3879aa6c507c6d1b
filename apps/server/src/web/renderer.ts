import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { CachedPage } from './page-cache.ts';
import { builtServerEntry, createPageRenderer } from './render-page.ts';
import { jsonOverText, serveApiOverPort, type TextTransport } from './render-port.ts';
import type { AbortNotice, RenderJob, RenderResult, RenderTask } from './render-protocol.ts';

const WORKER = fileURLToPath(new URL('./render-worker.ts', import.meta.url));

/**
 * Pages a thread renders at once. A render mostly computes, but waits while the main thread
 * answers its API calls; a second one fills those waits.
 */
const PAGES_PER_THREAD = 2;

/** Bodies cross threads as plain Uint8Arrays; the server sends Buffers (no copy). */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

function revive(page: CachedPage): CachedPage {
  const bodies: CachedPage['bodies'] = { identity: asBuffer(page.bodies.identity) };
  for (const encoding of ['br', 'gzip'] as const) {
    const body = page.bodies[encoding];
    if (body) bodies[encoding] = asBuffer(body);
  }
  return { ...page, bodies };
}

/**
 * A render allocates megabytes that die with it. In V8's default young generation they were
 * promoted often enough for old-generation collections to stall whole renders: fifty readers
 * sharing a render all waited (/events at 50 connections, p99 58 → 44 ms with 64 MB).
 */
const YOUNG_GENERATION_MB = 64;

/**
 * Threads that render pages (decision 011). The main thread keeps the database, the API and
 * the sockets; React's rendering, the most expensive part of a page, runs beside it on the
 * other cores. Threads start with the server and load the build at once.
 */
function createRenderPool(options: { serverEntry: string; threads: number }): Renderer {
  const pool = new Piscina<RenderTask, RenderResult>({
    filename: WORKER,
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: PAGES_PER_THREAD,
    // Renders wait on the main thread's answers: a thread must keep its event loop between tasks.
    atomics: 'disabled',
    workerData: { serverEntry: options.serverEntry },
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });

  return {
    /**
     * Renders one page. `api` runs the page's API calls as the reader; `signal` tells the
     * render the reader went away (the thread goes on serving others).
     */
    async render(task, api, signal) {
      const { port1, port2 } = new MessageChannel();
      serveApiOverPort(port1, api);
      const abort = () => port1.postMessage({ abort: true } satisfies AbortNotice);
      signal.addEventListener('abort', abort, { once: true });
      try {
        const result = await pool.run({ ...task, port: port2 }, { transferList: [port2] });
        return { ...result, page: revive(result.page) };
      } finally {
        signal.removeEventListener('abort', abort);
        port1.close();
      }
    },
    close: () => pool.close(),
  };
}

export interface Renderer {
  /**
   * Renders one page. `api` runs the page's API calls as the reader; `signal` tells the
   * render the reader went away.
   */
  render(job: RenderJob, api: TextTransport, signal: AbortSignal): Promise<RenderResult>;
  close(): Promise<void>;
}

/**
 * Renders in the main thread (RENDER_THREADS=0): one process, one stack to read and profile,
 * the least memory. Pages then compete with the API for that one thread.
 */
function createInlineRenderer(serverEntry: string): Renderer {
  const renderPage = createPageRenderer(builtServerEntry(serverEntry));
  return {
    render(job, call, signal) {
      const { api, apiCookies } = jsonOverText(call);
      return renderPage(job, api, apiCookies, signal);
    },
    close: async () => {},
  };
}

/** The page renderer: `threads` worker threads, or the main thread itself when it is 0. */
export const createRenderer = (options: { serverEntry: string; threads: number }): Renderer =>
  options.threads === 0 ? createInlineRenderer(options.serverEntry) : createRenderPool(options);
