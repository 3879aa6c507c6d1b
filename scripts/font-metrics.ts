/**
 * Fallback metrics for the web fonts (decision 019): the `size-adjust`, `ascent-override`,
 * `descent-override` and `line-gap-override` that make a local font take the same room as the
 * web font, so nothing moves when the web font arrives.
 *
 *   node scripts/font-metrics.ts WEB.woff2[,WEB2.woff2…] FALLBACK.ttf…
 *
 * The web font may be given as several subset files (latin, cyrillic): each character is
 * measured in the file that has it. The width is the average advance over Russian and English
 * newspaper text, Russian weighted higher as most readers read it. The printed numbers go into
 * apps/web/app/styles/fonts.css.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

const RUSSIAN =
  'Городской совет Чикаго утвердил бюджет на следующий год: больше денег получат школы, ' +
  'библиотеки и общественный транспорт. Жители северных районов спрашивают, когда починят дороги ' +
  'и откроют новую поликлинику. Выставка в музее продлится до конца месяца, вход свободный.';
const ENGLISH =
  'The city council of Chicago approved next year’s budget: schools, libraries and public ' +
  'transport will get more money. Residents of the northern suburbs ask when the roads will be ' +
  'repaired and the new clinic will open. The exhibition runs until the end of the month.';
const RUSSIAN_WEIGHT = 0.7;

interface Face {
  name: string;
  fonts: fontkit.Font[];
}

function open(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(file));
  if (!('glyphForCodePoint' in font)) throw new Error(`${file}: a collection, give one font`);
  return font;
}

function load(spec: string): Face {
  const files = spec.split(',');
  return { name: path.basename(files[0]!), fonts: files.map(open) };
}

/** Average advance per character in em, each character from the first file that has it. */
function averageWidth(face: Face, text: string): number {
  let total = 0;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const font = face.fonts.find((f) => f.hasGlyphForCodePoint(cp));
    if (!font) throw new Error(`${face.name} has no glyph for ${char}`);
    total += font.glyphForCodePoint(cp).advanceWidth / font.unitsPerEm;
  }
  return total / [...text].length;
}

const width = (face: Face) => RUSSIAN_WEIGHT * averageWidth(face, RUSSIAN) + (1 - RUSSIAN_WEIGHT) * averageWidth(face, ENGLISH);

/** The vertical metrics a browser uses: OS/2 typo metrics when the font asks for them, else hhea. */
function vertical(font: fontkit.Font): { ascent: number; descent: number; lineGap: number } {
  const os2 = (font as unknown as { 'OS/2'?: { fsSelection?: { useTypoMetrics?: boolean }; typoAscender: number; typoDescender: number; typoLineGap: number } })['OS/2'];
  if (os2?.fsSelection?.useTypoMetrics) return { ascent: os2.typoAscender, descent: os2.typoDescender, lineGap: os2.typoLineGap };
  return { ascent: font.ascent, descent: font.descent, lineGap: font.lineGap };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

const [webSpec, ...fallbacks] = process.argv.slice(2);
if (!webSpec || fallbacks.length === 0) {
  console.error('usage: node scripts/font-metrics.ts WEB.woff2[,WEB2.woff2…] FALLBACK.ttf…');
  process.exit(2);
}
const web = load(webSpec);
const webWidth = width(web);
const metrics = vertical(web.fonts[0]!);
const upm = web.fonts[0]!.unitsPerEm;
for (const spec of fallbacks) {
  const fallback = load(spec);
  const sizeAdjust = webWidth / width(fallback);
  console.log(`/* ${fallback.name} for ${web.name} */`);
  console.log(`size-adjust: ${percent(sizeAdjust)};`);
  console.log(`ascent-override: ${percent(metrics.ascent / upm / sizeAdjust)};`);
  console.log(`descent-override: ${percent(Math.abs(metrics.descent) / upm / sizeAdjust)};`);
  console.log(`line-gap-override: ${percent(metrics.lineGap / upm / sizeAdjust)};`);
}
