import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A build of another commit, beside the tree under test: what its CPU per render is compared with. */
export interface Baseline {
  ref: string;
  /** The commit `ref` named, short. */
  commit: string;
  /** The checkout's root (its apps/server/src/server.ts is the server to start). */
  root: string;
  remove(): void;
}

function git(cwd: string, args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench: git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * Checks `ref` out in a temporary worktree (detached, so no branch is touched) and builds it,
 * with this tree's installed packages hard-linked in (the workspace's own links are relative, so
 * they point at the baseline's packages). The packages must be the ones `ref` needs: a baseline
 * whose lock file differs is refused rather than measured on the wrong dependencies.
 */
export function prepareBaseline(root: string, ref: string): Baseline {
  const commit = git(root, ['rev-parse', '--short', `${ref}^{commit}`]);
  if (git(root, ['diff', '--name-only', commit, '--', 'package-lock.json']) !== '') {
    throw new Error(`bench: ${ref} has another package-lock.json than this tree; the baseline would be measured on this tree's packages`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), `gazeta-baseline-${commit}-`));
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  };
  try {
    git(root, ['worktree', 'add', '--detach', dir, commit]);
    for (const modules of ['node_modules', 'apps/server/node_modules', 'apps/web/node_modules', 'packages/contract/node_modules', 'packages/i18n/node_modules']) {
      if (!existsSync(path.join(root, modules))) continue;
      const copied = spawnSync('cp', ['-al', path.join(root, modules), path.join(dir, modules)]);
      if (copied.status !== 0) throw new Error(`bench: could not link ${modules} into the baseline: ${copied.stderr}`);
    }
    console.log(`== build the baseline ${ref} (${commit}) in ${dir}`);
    const built = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`bench: the baseline ${ref} did not build`);
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, commit, root: dir, remove };
}
