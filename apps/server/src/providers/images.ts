import sharp from 'sharp';

/** Widths of the WebP variants written for every image (for srcset). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** Formats accepted on upload (spec §5), by what sharp finds in the content, not the file name. */
export const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'heif', 'tiff', 'ico']);

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

export class ImageRejected extends Error {}

/** Width of the JPEG copy for link previews (Open Graph): every crawler reads JPEG. */
export const SHARE_WIDTH = 1200;

export interface ProcessedImage {
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
  share: Buffer;
}

/**
 * Decodes by content, re-encodes to WebP at the standard widths (never upscaled), rotated
 * upright, with all metadata (EXIF, GPS, ICC) dropped.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected('image too large');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ImageRejected('not an image');
  }
  if (!meta.format || !ACCEPTED_IMAGE_FORMATS.has(meta.format)) throw new ImageRejected('unsupported image format');
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  // A header that reads well does not make a whole image: a truncated file, or one of too many
  // pixels, fails here, and that is the uploader's mistake rather than ours.
  const { width, height } = await base
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info)
    .catch(() => {
      throw new ImageRejected('image cannot be decoded');
    });
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, IMAGE_WIDTHS.at(-1) ?? width));
  const unique = [...new Set(widths)].sort((a, b) => a - b);
  const variants = await Promise.all(
    unique.map(async (w) => ({
      width: w,
      data: await base.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
    })),
  );
  const share = await base
    .clone()
    .resize({ width: SHARE_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
  return { width, height, variants, share };
}
