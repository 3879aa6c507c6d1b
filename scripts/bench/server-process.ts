import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_CORE, coresOf, cpuMillis, onCore } from './cores.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  origin: string;
  /** The CPU time the server process has used so far (every thread), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * Starts the real server as a child process on the server's core alone and waits until /readyz
 * answers: this tree's, or the one checked out at `root` (a baseline, scripts/bench/baseline.ts).
 */
export async function startServer(env: Record<string, string>, root = ROOT): Promise<RunningServer> {
  const port = env['PORT'] ?? '3300';
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port (a browser suite's, another bench) would answer /readyz for this
  // one, which then fails to listen, and the bench would measure the wrong server.
  const taken = await fetch(`${origin}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`bench: something already answers on port ${port}; set BENCH_PORT to a free one`);
  // taskset execs the server in its own process: the child's pid is the server's.
  const [command, args] = onCore(SERVER_CORE, process.execPath, [path.join(root, 'apps/server/src/server.ts')]);
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    // The bench and the screenshots pay in the sandbox (a production server names its provider, decision 036).
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', PAYMENTS_PROVIDER: 'sandbox', ...env, PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Seeding the demo content on a busy 2-core machine can take minutes.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not become ready');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid!;
  const cores = coresOf(pid);
  if (cores !== SERVER_CORE) {
    child.kill('SIGTERM');
    throw new Error(`bench: the server runs on cores ${cores}, not ${SERVER_CORE} alone`);
  }
  return {
    origin,
    cpuMs: () => cpuMillis(pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
