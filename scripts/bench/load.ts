import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Of every response, measured here (autocannon's own table has no p95). */
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon appends every response body to a UTF-8 string (for its body checks, unused here).
 * With 50 connections fetching ~100 KB Cyrillic pages, that decoding took half of the load
 * generator's CPU on a 2-core machine, so it measured itself: 2.1k req/s and p99 40 ms for a
 * page `wrk` fetched at 8.3k req/s, p99 12 ms. Dropping the bodies keeps the counts (bytes are
 * counted per chunk elsewhere) and leaves the cores to the server under test.
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

/**
 * Load at 50 connections (the budgets' figure) for a fixed time. With `paths`, each request
 * asks for the next of them in turn (many different searches rather than one).
 */
export async function load(
  url: string,
  options: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; seconds?: number; connections?: number; paths?: readonly string[] } = {},
): Promise<LoadResult> {
  const times: number[] = [];
  let turn = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const tracker = autocannon(
      {
        url,
        method: options.method ?? 'GET',
        connections: options.connections ?? 50,
        duration: options.seconds ?? 10,
        headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        ...(options.body ? { body: options.body } : {}),
        ...(options.paths?.length
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({ ...request, path: options.paths![turn++ % options.paths!.length] }),
                },
              ],
            }
          : {}),
        setupClient: discardBodies,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p95Ms: Math.round(percentile(times, 0.95) * 10) / 10,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
