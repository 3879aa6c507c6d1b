import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Load at 50 connections (the budgets' figure) for a fixed time. */
export async function load(url: string, options: { method?: 'GET' | 'POST'; body?: string; seconds?: number; connections?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.body ? { 'content-type': 'application/json' } : {},
    ...(options.body ? { body: options.body } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
