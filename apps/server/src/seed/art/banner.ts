import type { Advertiser } from '../content/schemas.ts';
import { SANS, clampLines, escapeXml, n, svgDocument, wrapText } from './svg.ts';

/** An advertisement for the strip: 2:1 with the business name, slogan and small print. */
export const BANNER_WIDTH = 600;
export const BANNER_HEIGHT = 300;
const W = BANNER_WIDTH;
const H = BANNER_HEIGHT;

export function bannerSvg(ad: Advertiser): string {
  const [bg, fg, accent] = ad.colors;
  const motifs: Record<Advertiser['motif'], string> = {
    circle: `<circle cx="${W - 40}" cy="40" r="150" fill="${accent}" opacity="0.35"/><circle cx="${W - 10}" cy="${H - 20}" r="80" fill="${accent}" opacity="0.25"/>`,
    band: `<path d="M${W - 190} 0 L${W} 0 L${W} ${H} L${W - 90} ${H} Z" fill="${accent}" opacity="0.85"/><path d="M${W - 230} 0 L${W - 205} 0 L${W - 105} ${H} L${W - 130} ${H} Z" fill="${accent}" opacity="0.5"/>`,
    dots: Array.from({ length: 5 }, (_, row) =>
      Array.from({ length: 4 }, (_, col) => `<circle cx="${W - 30 - col * 28}" cy="${30 + row * 28}" r="7" fill="${accent}" opacity="${n(0.3 + col * 0.12)}"/>`).join(''),
    ).join(''),
    arch: `<path d="M${W - 210} ${H} L${W - 210} 150 A105 105 0 0 1 ${W} 150 L${W} ${H} Z" fill="${accent}" opacity="0.6"/><circle cx="${W - 105}" cy="150" r="45" fill="${bg}" opacity="0.9"/>`,
  };
  // Text keeps to the left ~420 px, clear of the motif; DejaVu Sans Bold averages ~0.68 em a character.
  const nameLines = ad.name.length > 18 ? wrapText(ad.name, 18).slice(0, 2) : [ad.name];
  const longest = Math.max(...nameLines.map((line) => line.length));
  const nameSize = Math.min(40, Math.floor(400 / (longest * 0.68)));
  const sloganLines = clampLines(ad.slogan, 30, 2);
  const nameTop = 40 + nameSize + (nameLines.length > 1 || sloganLines.length > 1 ? 0 : 14);
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>${motifs[ad.motif]}`;
  body += `<rect x="0" y="0" width="12" height="${H}" fill="${accent}"/>`;
  nameLines.forEach((line, i) => {
    body += `<text x="40" y="${nameTop + i * (nameSize + 6)}" font-family="${SANS}" font-size="${nameSize}" font-weight="bold" fill="${fg}">${escapeXml(line)}</text>`;
  });
  const twoLineName = nameLines.length > 1;
  const sloganTop = nameTop + (nameLines.length - 1) * (nameSize + 6) + (twoLineName ? 38 : 44);
  sloganLines.forEach((line, i) => {
    body += `<text x="40" y="${sloganTop + i * (twoLineName ? 26 : 30)}" font-family="${SANS}" font-size="${twoLineName ? 20 : 22}" fill="${fg}">${escapeXml(line)}</text>`;
  });
  body += `<rect x="40" y="${H - 80}" width="60" height="4" fill="${accent}"/>`;
  body += `<text x="40" y="${H - 48}" font-family="${SANS}" font-size="19" font-weight="bold" fill="${fg}">${escapeXml(ad.detail)}</text>`;
  body += `<text x="40" y="${H - 22}" font-family="${SANS}" font-size="16" fill="${fg}" opacity="0.8">${escapeXml(new URL(ad.url).hostname)}</text>`;
  return svgDocument(W, H, body);
}

/** What a screen reader says for the banner: the words on it. */
export function bannerAlt(ad: Advertiser): string {
  return `${ad.name}: ${ad.slogan}. ${ad.detail}`;
}

/** A member's banner for the strip (issue #16): 150 × 600, the name stacked above the slogan. */
export function skyscraperSvg(ad: Advertiser): string {
  const [bg, fg, accent] = ad.colors;
  const w = 150;
  const h = 600;
  const nameLines = wrapText(ad.name, 10).slice(0, 4);
  const sloganLines = clampLines(ad.slogan, 14, 6);
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/><rect x="0" y="0" width="${w}" height="10" fill="${accent}"/>`;
  body += `<circle cx="${w / 2}" cy="${h - 150}" r="52" fill="${accent}" opacity="0.35"/>`;
  nameLines.forEach((line, i) => {
    body += `<text x="${w / 2}" y="${60 + i * 28}" text-anchor="middle" font-family="${SANS}" font-size="22" font-weight="bold" fill="${fg}">${escapeXml(line)}</text>`;
  });
  const sloganTop = 60 + nameLines.length * 28 + 30;
  sloganLines.forEach((line, i) => {
    body += `<text x="${w / 2}" y="${sloganTop + i * 22}" text-anchor="middle" font-family="${SANS}" font-size="15" fill="${fg}">${escapeXml(line)}</text>`;
  });
  const host = new URL(ad.url).hostname;
  // DejaVu Sans Bold is ~0.68 em a character: the address fits the 150 px with a margin.
  const hostSize = Math.min(13, Math.floor(136 / (host.length * 0.68)));
  body += `<text x="${w / 2}" y="${h - 40}" text-anchor="middle" font-family="${SANS}" font-size="${hostSize}" font-weight="bold" fill="${fg}">${escapeXml(host)}</text>`;
  return svgDocument(w, h, body);
}
