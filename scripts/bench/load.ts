import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CLIENT_CORE, onCore } from './cores.ts';

const GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

export interface LoadResult {
  requestsPerSecond: number;
  /** Of every response, measured by the load generator, in ms to 0.1. */
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
  /** Each request asks for the next of these in turn (many different searches rather than one). */
  paths?: readonly string[];
  /** Each request asks for `url` with this query parameter set to a number no other request had. */
  uniqueQuery?: string;
}

/**
 * Load at 50 connections (the budgets' figure) for a fixed time, from the load generator's own
 * process on the client's core (load-generator.ts): every load of the bench takes this one path.
 */
export function load(url: string, options: Omit<LoadOptions, 'url'> = {}): Promise<LoadResult> {
  const [command, args] = onCore(CLIENT_CORE, process.execPath, [GENERATOR]);
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stdin.end(JSON.stringify({ ...options, url } satisfies LoadOptions));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench: the load generator exited with ${code} for ${url}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch {
        reject(new Error(`bench: the load generator answered ${out.slice(0, 200)} for ${url}`));
      }
    });
  });
}
