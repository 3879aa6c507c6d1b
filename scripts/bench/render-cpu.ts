import { Agent, request } from 'node:http';
import type { RunningServer } from './server-process.ts';

export interface RenderCpu {
  /** The median of the rounds: the server's CPU ms per render. */
  medianMs: number;
  /** Each round's CPU ms per render, in the order measured. */
  roundsMs: number[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, its body read to the end; fails unless it answers 2xx. */
function get(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => (res.statusCode && res.statusCode < 300 ? resolve() : reject(new Error(`bench: ${url} answered ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let unique = 0;

/**
 * The server's CPU time per uncached render of `path` (decision 037): renders one after another,
 * each at an address no other request had (`utm_content=n`, which the page ignores and the page
 * cache keys apart), so every request is a whole render that shares nothing; the server's CPU
 * time (every thread, /proc) over a round divided by its renders. A warm-up first (JIT, the
 * service caches), then `rounds` rounds of `renders`; the median of the rounds is the figure.
 * Run against servers with the page cache off, on their own core, with nothing else asking them.
 * With several servers (this tree and a baseline, decision 050) their rounds take turns, so a
 * change in the machine's load falls on each alike; one figure per server, in their order.
 */
export async function renderCpu(
  servers: readonly RunningServer[],
  path: string,
  headers: Record<string, string>,
  { warmup = 20, renders = 100, rounds = 5 }: { warmup?: number; renders?: number; rounds?: number } = {},
): Promise<RenderCpu[]> {
  const address = (server: RunningServer) => `${server.origin}${path}${path.includes('?') ? '&' : '?'}utm_content=cpu-${unique++}`;
  for (const server of servers) for (let n = 0; n < warmup; n++) await get(address(server), headers);
  const roundsMs = servers.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [which, server] of servers.entries()) {
      const before = server.cpuMs();
      for (let n = 0; n < renders; n++) await get(address(server), headers);
      roundsMs[which]!.push((server.cpuMs() - before) / renders);
    }
  }
  return roundsMs.map((measured) => {
    const sorted = measured.toSorted((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)]!, roundsMs: measured };
  });
}

/**
 * Waits until the server is quiet (its start's jobs, such as the expiry reminders, done): its
 * CPU time per second while nobody asks it anything, measured a second at a time until it is
 * under `quiet` ms or `patience` seconds passed. Returns the last second's figure: what every
 * round above still includes.
 */
export async function settle(server: RunningServer, quiet = 20, patience = 30): Promise<number> {
  let used = Infinity;
  for (let second = 0; second < patience && used >= quiet; second++) {
    const before = server.cpuMs();
    await new Promise((r) => setTimeout(r, 1000));
    used = server.cpuMs() - before;
  }
  return used;
}
