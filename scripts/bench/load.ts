import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
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

/** Load at 50 connections (the budgets' figure) for a fixed time. */
export async function load(url: string, options: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; seconds?: number; connections?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.body ? { body: options.body } : {}),
    setupClient: discardBodies,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
