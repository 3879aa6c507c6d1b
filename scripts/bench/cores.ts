import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The two cores of the machine, one for each side (decision 037): the load generator and
 * everything else the bench runs on one, the server under test alone on the other, so neither
 * takes the other's CPU and a ratio to the static file measures the server.
 */
export const CLIENT_CORE = '0';
export const SERVER_CORE = '1';

/** `command args…` run on `core` only (taskset, util-linux). */
export function onCore(core: string, command: string, args: readonly string[]): [string, string[]] {
  return ['taskset', ['-c', core, command, ...args]];
}

/** Which cores a process may run on, as the kernel lists them ("1", "0-1"). */
export function coresOf(pid: number | 'self'): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const line = status.split('\n').find((l) => l.startsWith('Cpus_allowed_list:'));
  if (!line) throw new Error(`bench: /proc/${pid}/status lists no cores`);
  return line.split(':')[1]!.trim();
}

/** Stops the bench, with the reason, when it cannot give each side a core of its own. */
export function checkCores(): void {
  const which = spawnSync('taskset', ['-c', CLIENT_CORE, 'true']);
  if (which.error || which.status !== 0) throw new Error('bench: taskset (util-linux) is needed to pin the load generator and the server to cores of their own');
  const online = readFileSync('/sys/devices/system/cpu/online', 'utf8').trim();
  const pinned = spawnSync('taskset', ['-c', SERVER_CORE, 'true']);
  if (pinned.status !== 0) throw new Error(`bench: core ${SERVER_CORE} is not available (online: ${online}); the bench needs two cores`);
}

/** Moves this process (every thread of it) to `core`, so the children it starts inherit it. */
export function pinSelf(core: string): void {
  const result = spawnSync('taskset', ['-a', '-p', '-c', core, String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench: could not pin the bench to core ${core}: ${result.stderr}`);
  if (coresOf('self') !== core) throw new Error(`bench: pinned to core ${core} but runs on ${coresOf('self')}`);
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * The CPU time a process has used, user and system, all its threads (its render threads and
 * those that ended), in milliseconds (/proc/<pid>/stat utime + stime, in clock ticks).
 */
export function cpuMillis(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The name (field 2) may hold spaces; the fields after its closing parenthesis start at 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}
