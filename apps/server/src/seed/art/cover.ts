import { createRandom, type Random } from '../random.ts';
import { ILLUSTRATIONS, ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, sceneBody } from './illustrations.ts';
import { SANS, SERIF, clampLines, escapeXml, n, svgDocument } from './svg.ts';

/** A front page of the printed weekly, 3:4. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 1600;

export interface CoverInput {
  /** The number and date; null for a generic archive cover. */
  edition: { number: number; publishedOn: string } | null;
  /** The week's headlines, the first is the lead story (any language DejaVu covers). */
  headlines: readonly string[];
  /** Index into the illustration pool for the picture. */
  picture: number;
  seed: number;
}

const MONTHS_RU = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const WEEKDAYS_RU = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];

export function russianDate(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = WEEKDAYS_RU[date.getUTCDay()] ?? '';
  return `${weekday[0]?.toUpperCase()}${weekday.slice(1)}, ${date.getUTCDate()} ${MONTHS_RU[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const INK = '#1b1b1b';
const PAPER = '#f6f2e8';
const RED = '#b3261e';
const GREY = '#b9b3a6';

function textLines(lines: readonly string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines
    .map((line, i) => `<text x="${n(x)}" y="${n(y + i * lineHeight)}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

/** Grey bars standing in for body text. */
function textBars(x: number, y: number, width: number, height: number, r: Random): string {
  let out = '';
  for (let line = y; line < y + height - 10; line += 22) {
    const last = r.chance(0.12);
    out += `<rect x="${n(x)}" y="${n(line)}" width="${n(last ? width * r.float(0.3, 0.7) : width)}" height="9" fill="${GREY}"/>`;
  }
  return out;
}

export function coverSvg(input: CoverInput): string {
  const r = createRandom(input.seed);
  const margin = 60;
  const inner = COVER_WIDTH - margin * 2;
  const [lead = '', ...others] = input.headlines;
  let body = `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${PAPER}"/>`;
  body += `<text x="${margin}" y="80" font-family="${SANS}" font-size="22" fill="${INK}" letter-spacing="2">ЕЖЕНЕДЕЛЬНАЯ ГАЗЕТА ЧИКАГОЛЕНДА</text>`;
  body += `<text x="${COVER_WIDTH - margin}" y="80" font-family="${SANS}" font-size="22" font-weight="bold" fill="${RED}" text-anchor="end">БЕСПЛАТНО · FREE</text>`;
  body += `<rect x="${margin}" y="98" width="${inner}" height="4" fill="${INK}"/>`;
  body += `<text x="${COVER_WIDTH / 2}" y="300" font-family="${SERIF}" font-size="210" font-weight="bold" fill="${INK}" text-anchor="middle" letter-spacing="6">ГАЗЕТА</text>`;
  body += `<rect x="${margin}" y="330" width="${inner}" height="2" fill="${INK}"/>`;
  const edition = input.edition;
  const [left, middle, right] = edition
    ? [`№ ${edition.number}`, russianDate(edition.publishedOn), 'gazeta.example']
    : ['АРХИВ', 'Чикаго · Скоки · Баффало-Гроув · Лемонт', 'gazeta.example'];
  body += `<text x="${margin}" y="372" font-family="${SANS}" font-size="26" font-weight="bold" fill="${edition ? INK : RED}">${escapeXml(left)}</text>`;
  body += `<text x="${COVER_WIDTH / 2}" y="372" font-family="${SANS}" font-size="26" fill="${INK}" text-anchor="middle">${escapeXml(middle)}</text>`;
  body += `<text x="${COVER_WIDTH - margin}" y="372" font-family="${SANS}" font-size="26" fill="${INK}" text-anchor="end">${escapeXml(right)}</text>`;
  body += `<rect x="${margin}" y="392" width="${inner}" height="6" fill="${INK}"/>`;

  const leadLines = clampLines(lead, 28, 3);
  body += textLines(leadLines, margin, 470, 54, 64, `font-family="${SANS}" font-weight="bold" fill="${INK}"`);
  const pictureTop = 470 + leadLines.length * 64 - 20;
  // The illustration, cropped to a band so the columns below get room.
  const pictureHeight = 500;
  const spec = ILLUSTRATIONS[input.picture % ILLUSTRATIONS.length]!;
  body += `<svg x="${margin}" y="${n(pictureTop)}" width="${inner}" height="${pictureHeight}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" preserveAspectRatio="xMidYMid slice">${sceneBody(spec.scene, spec.palette, createRandom(spec.seed), ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT)}</svg>`;

  const columnsTop = pictureTop + pictureHeight + 40;
  const gap = 36;
  const colWidth = (inner - gap * 2) / 3;
  for (let c = 0; c < 3; c++) {
    const x = margin + c * (colWidth + gap);
    if (c > 0) body += `<rect x="${n(x - gap / 2)}" y="${n(columnsTop)}" width="1.5" height="${n(COVER_HEIGHT - 140 - columnsTop)}" fill="${INK}"/>`;
    const headline = others[c] ?? '';
    const lines = clampLines(headline, 16, 4);
    body += textLines(lines, x, columnsTop + 34, 28, 34, `font-family="${SANS}" font-weight="bold" fill="${INK}"`);
    const barsTop = columnsTop + 34 + lines.length * 34;
    body += textBars(x, barsTop, colWidth, COVER_HEIGHT - 150 - barsTop, r);
  }
  body += `<rect x="${margin}" y="${COVER_HEIGHT - 120}" width="${inner}" height="4" fill="${INK}"/>`;
  body += `<text x="${margin}" y="${COVER_HEIGHT - 72}" font-family="${SANS}" font-size="24" fill="${INK}">308 точек распространения в Чикаголенде · gazeta.example</text>`;
  for (let x = COVER_WIDTH - margin - 170; x < COVER_WIDTH - margin - 4; ) {
    const bar = r.int(1, 4);
    body += `<rect x="${x}" y="${COVER_HEIGHT - 104}" width="${bar}" height="60" fill="${INK}"/>`;
    x += bar + r.int(1, 3);
  }
  return svgDocument(COVER_WIDTH, COVER_HEIGHT, body);
}
