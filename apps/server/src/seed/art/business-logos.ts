import type { BusinessCategory } from '@gazeta/contract';
import { SANS, escapeXml, n, svgDocument } from './svg.ts';

/**
 * Logos of the demo businesses: a monogram of the name on a badge whose colours and shape say the
 * category, so that the directory reads like one of real small businesses rather than a column of
 * identical squares.
 */
export const LOGO_SIZE = 320;
const S = LOGO_SIZE;

const PALETTES: Record<BusinessCategory, readonly [string, string, string]> = {
  restaurants: ['#8c1c13', '#fbe3c6', '#e0a458'],
  groceries: ['#2d6a4f', '#f1faee', '#95d5b2'],
  doctors: ['#1d4e89', '#ffffff', '#7fb7e8'],
  dentists: ['#00707a', '#f0fbfc', '#8fd3d9'],
  lawyers: ['#1f1f3a', '#f4efe1', '#b89b5e'],
  realtors: ['#6a3d9a', '#faf5ff', '#c9a7eb'],
  insurance: ['#0b5394', '#eef5fc', '#f6b26b'],
  accounting: ['#274e13', '#f4fbef', '#b6d7a8'],
  travel: ['#e76f51', '#fff8f0', '#2a9d8f'],
  beauty: ['#b5179e', '#fff0fa', '#f7aef8'],
  auto: ['#343a40', '#f8f9fa', '#f77f00'],
  education: ['#3a0ca3', '#f5f3ff', '#ffbe0b'],
  'home-services': ['#7f5539', '#fdf6ec', '#ddb892'],
  shopping: ['#c1121f', '#fff5f5', '#fdc500'],
  entertainment: ['#240046', '#f8f0ff', '#ff006e'],
};

/** The letters of the monogram: the first letter of the first two words of the name proper (quotes and trade words aside). */
export function monogram(name: string): string {
  const quoted = /[«"“](.+?)[»"”]/.exec(name)?.[1];
  const words = (quoted ?? name).split(/[\s&,.—-]+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function businessLogoSvg(logo: { name: string; category: BusinessCategory; variant: number }): string {
  const [main, light, accent] = PALETTES[logo.category];
  const letters = escapeXml(monogram(logo.name) || '·');
  const shape = logo.variant % 3;
  let body = `<rect width="${S}" height="${S}" fill="${light}"/>`;
  if (shape === 0) body += `<circle cx="${S / 2}" cy="${S / 2}" r="${S * 0.44}" fill="${main}"/><circle cx="${S / 2}" cy="${S / 2}" r="${S * 0.38}" fill="none" stroke="${accent}" stroke-width="6"/>`;
  else if (shape === 1) body += `<rect x="${S * 0.08}" y="${S * 0.08}" width="${S * 0.84}" height="${S * 0.84}" rx="${S * 0.16}" fill="${main}"/><rect x="${S * 0.08}" y="${S * 0.72}" width="${S * 0.84}" height="${S * 0.2}" rx="${S * 0.08}" fill="${accent}"/>`;
  else body += `<path d="M${S / 2} ${n(S * 0.06)} L${n(S * 0.94)} ${S / 2} L${S / 2} ${n(S * 0.94)} L${n(S * 0.06)} ${S / 2} Z" fill="${main}"/><circle cx="${n(S * 0.78)}" cy="${n(S * 0.22)}" r="${S * 0.09}" fill="${accent}"/>`;
  const size = letters.length > 1 ? S * 0.34 : S * 0.42;
  body += `<text x="${S / 2}" y="${n(S / 2 + size * 0.36)}" text-anchor="middle" font-family="${SANS}" font-size="${n(size)}" font-weight="bold" fill="${light}">${letters}</text>`;
  return svgDocument(S, S, body);
}
