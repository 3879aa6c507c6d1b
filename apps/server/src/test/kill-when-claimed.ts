import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The crash tests' process: runs a fixture script in a child process with `env` added, waits
 * until it prints "claimed" (it holds its work, not yet done), and kills it with SIGKILL, as a
 * machine losing power would.
 */
export async function killWhenClaimed(script: URL, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, [fileURLToPath(script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('claimed')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${basename(fileURLToPath(script))} exited (${code}) before it claimed its work`)));
  });
  child.kill('SIGKILL');
  await exited;
}
