/**
 * The load generator, a process of its own on the client's core (decision 037): reads one
 * load's options (JSON) from stdin, runs autocannon, writes the measured figures (JSON) to
 * stdout. Started by load.ts only.
 */
import autocannon from 'autocannon';
import { text } from 'node:stream/consumers';
import { CLIENT_CORE, coresOf } from './cores.ts';
import type { LoadOptions, LoadResult } from './load.ts';

/**
 * autocannon appends every response body to a UTF-8 string (for its body checks, unused here).
 * With 50 connections fetching ~100 KB Cyrillic pages, that decoding took half of the load
 * generator's CPU on a 2-core machine, so it measured itself: 2.1k req/s and p99 40 ms for a
 * page `wrk` fetched at 8.3k req/s, p99 12 ms. Dropping the bodies keeps the counts (bytes are
 * counted per chunk elsewhere) and leaves the core to the load.
 */
function discardBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: (data: Buffer) => void } }).pipelinedRequests;
  if (queue && typeof queue.addBody === 'function') queue.addBody = () => {};
  else console.warn('bench: autocannon internals changed; response bodies are decoded (slower client)');
}

/** The value below which `share` of the sorted numbers lie (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** The next address to ask for: the list's next one in turn, or the address with a query no other request has. */
function nextPath(options: LoadOptions): (() => string) | null {
  let turn = 0;
  if (options.paths?.length) return () => options.paths![turn++ % options.paths!.length]!;
  if (options.uniqueQuery) {
    const { pathname, search } = new URL(options.url);
    const base = `${pathname}${search}${search ? '&' : '?'}${options.uniqueQuery}=`;
    return () => base + turn++;
  }
  return null;
}

async function main(options: LoadOptions): Promise<LoadResult> {
  if (coresOf('self') !== CLIENT_CORE) throw new Error(`bench: the load generator runs on cores ${coresOf('self')}, not ${CLIENT_CORE}`);
  const times: number[] = [];
  const next = nextPath(options);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const tracker = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        connections: options.connections ?? 50,
        duration: options.seconds ?? 10,
        headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        ...(options.body ? { body: options.body } : {}),
        ...(next ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }] } : {}),
        setupClient: discardBodies,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  // Percentiles of every response, to 0.1 ms (autocannon's own are whole milliseconds and it has no p95).
  const tenth = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: result.requests.average,
    p95Ms: tenth(percentile(times, 0.95)),
    p99Ms: tenth(percentile(times, 0.99)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const options = JSON.parse(await text(process.stdin)) as LoadOptions;
process.stdout.write(JSON.stringify(await main(options)));
