import sharp from 'sharp';

/** The fonts the demo artwork asks fontconfig for (DejaVu is present on the servers and in CI). */
export const SANS = 'DejaVu Sans, Liberation Sans, sans-serif';
export const SERIF = 'DejaVu Serif, Liberation Serif, serif';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** Rounds coordinates so the SVG text (and so the pixels) never depends on float noise. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const last = Math.max(1, stops.length - 1);
  const stopTags = stops.map((color, i) => `<stop offset="${n((i / last) * 100)}%" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" ${coords}>${stopTags}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}" cx="50%" cy="50%" r="50%"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;
}

/** Wraps text into lines of at most `max` characters, on word boundaries. */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** At most `maxLines` wrapped lines; an ellipsis marks text that did not fit. */
export function clampLines(text: string, max: number, maxLines: number): string[] {
  const lines = wrapText(text, max);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;—-]+$/, '')}…`;
  return kept;
}

/**
 * Rasterizes an SVG to an opaque RGB PNG, at `scale` times its size. The media service decodes
 * it and re-encodes WebP, and the issue PDFs take its compressed data as it is (see pdf.ts), so
 * it is written fast rather than small unless asked.
 */
const rendered = new Map<string, Promise<Buffer>>();

/**
 * Renders an SVG to PNG, once per process for the same input: tests and the benchmark seed
 * several databases in one process, and the pictures are the same each time.
 */
export function renderPng(svg: string, options: { scale?: number; compressionLevel?: number } = {}): Promise<Buffer> {
  const key = `${options.scale ?? 1}|${options.compressionLevel ?? 1}|${svg}`;
  let png = rendered.get(key);
  if (!png) {
    png = renderPngNow(svg, options);
    rendered.set(key, png);
    png.catch(() => rendered.delete(key));
  }
  return png;
}

function renderPngNow(svg: string, options: { scale?: number; compressionLevel?: number }): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (options.scale ?? 1) })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: options.compressionLevel ?? 1, adaptiveFiltering: false })
    .toBuffer();
}
