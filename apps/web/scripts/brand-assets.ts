/**
 * Renders the brand images in public/ from one SVG mark: favicons, the touch icon, the logo
 * for structured data and the default link-preview image. Run after changing the mark:
 * `node apps/web/scripts/brand-assets.ts`.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const out = new URL('../public/', import.meta.url);
const RED = '#9e1b16';
const INK = '#15171c';
const PAPER = '#f7f4ee';

const mark = (size: number, radius: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${radius}" fill="${RED}"/>
  <text x="32" y="47" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="44" fill="#fff">Г</text>
</svg>`;

const preview = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${PAPER}"/>
  <rect x="0" y="0" width="1200" height="18" fill="${RED}"/>
  <rect x="80" y="150" width="1040" height="4" fill="${INK}"/>
  <text x="600" y="300" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="150" fill="${RED}">ГАЗЕТА</text>
  <rect x="80" y="350" width="1040" height="4" fill="${INK}"/>
  <text x="600" y="430" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="${INK}">Еженедельник общины Чикаго · Chicagoland community weekly</text>
  <text x="600" y="500" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#3d414b">Новости · News · Naujienos</text>
</svg>`;

/** An .ico holding one PNG image (supported by every browser since Windows Vista's format). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

await writeFile(new URL('favicon.svg', out), mark(64, 12));
const png32 = await sharp(Buffer.from(mark(32, 6))).png().toBuffer();
await writeFile(new URL('favicon.ico', out), icoFromPng(png32, 32));
await sharp(Buffer.from(mark(180, 0))).png().toFile(new URL('apple-touch-icon.png', out).pathname);
await sharp(Buffer.from(mark(192, 24))).png().toFile(new URL('icon-192.png', out).pathname);
await sharp(Buffer.from(mark(512, 64))).png().toFile(new URL('logo-512.png', out).pathname);
await sharp(Buffer.from(preview)).png({ compressionLevel: 9 }).toFile(new URL('og-default.png', out).pathname);
console.log('brand assets written to', out.pathname);
