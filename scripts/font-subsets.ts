/**
 * The "latin core" font files (decision 019): the first screen of every page needs the basic
 * Latin letters, figures and punctuation, but not the accented letters of the full latin subset.
 * This cuts them, with only the OpenType features the site uses, from the @fontsource-variable
 * files into apps/web/app/styles/fonts/. The accented letters stay in the full latin file, which
 * the browser fetches only for a page that has one.
 *
 *   node scripts/font-subsets.ts     # after updating @fontsource-variable/literata or inter
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(root, 'apps/web/app/styles/fonts');

/** Keep in step with the latin-core `unicode-range` in apps/web/app/styles/fonts.css. */
const CORE_RANGES: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xbf], // no-break space, « », ©, °, §…
  [0x2000, 0x206f], // spaces, dashes, quotes, …, ‰
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus
];
/** Kerning, ligatures, marks, figures: what the site's text uses. The stylistic sets go. */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'lnum', 'pnum', 'case', 'rlig'];
const FILES = [
  ['literata', 'literata-latin-wght-normal'],
  ['inter', 'inter-latin-wght-normal'],
] as const;

const text = CORE_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
mkdirSync(OUT, { recursive: true });
for (const [family, file] of FILES) {
  const source = readFileSync(path.join(root, 'node_modules/@fontsource-variable', family, 'files', `${file}.woff2`));
  const core = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: FEATURES });
  const target = path.join(OUT, `${file.replace('-latin-', '-latin-core-')}.woff2`);
  writeFileSync(target, core);
  console.log(`${path.relative(root, target)}: ${core.length} bytes (from ${source.length})`);
}
