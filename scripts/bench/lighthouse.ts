import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROME_PATH } from './chrome.ts';

const CLI = fileURLToPath(new URL('../../node_modules/lighthouse/cli/index.js', import.meta.url));
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;

/** Lighthouse's mobile audit (its default form factor and throttling) in Debian's Chromium. */
export function lighthouse(url: string): { scores: Scores; failed: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'gazeta-lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const run = spawnSync(
      process.execPath,
      [
        CLI,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH }, encoding: 'utf8', timeout: 180_000 },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr || run.stdout}`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
      audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
    };
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Scores;
    const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (report.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => report.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => `${c}: ${audit!.title}`),
    );
    return { scores, failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
