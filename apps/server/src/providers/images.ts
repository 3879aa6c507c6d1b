import { stat } from 'node:fs/promises';
import sharp from 'sharp';

/** Widths of the WebP variants written for every image (for srcset). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** Formats accepted on upload (spec §5), by what sharp finds in the content, not the file name. */
export const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'heif', 'tiff', 'ico']);

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Most pixels decoded unless the caller says fewer: a small file can hold a huge picture. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Why an upload is not taken: too many bytes, too many pixels, or not an image of an accepted format. */
export type ImageRejection = 'too-large' | 'too-many-pixels' | 'invalid';

export class ImageRejected extends Error {
  readonly reason: ImageRejection;
  constructor(reason: ImageRejection, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Width of the JPEG copy for link previews (Open Graph): every crawler reads JPEG. */
export const SHARE_WIDTH = 1200;

export interface ProcessedImage {
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
  share: Buffer;
}

/** An image in memory, or a file on disk (an upload saved as it arrived). */
export type ImageInput = Uint8Array | { path: string };

const sharpInput = (input: ImageInput) => ('path' in input ? input.path : input);
const byteLength = async (input: ImageInput) => ('path' in input ? (await stat(input.path)).size : input.byteLength);

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/**
 * What an image's header says (format and size of the first frame) without decoding a pixel,
 * whatever the size it claims; undefined when sharp does not read it as an image.
 */
export async function readImageHeader(input: ImageInput): Promise<ImageHeader | undefined> {
  try {
    const meta = await sharp(sharpInput(input), { limitInputPixels: false }).metadata();
    if (!meta.format || !meta.width || !meta.height) return undefined;
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/**
 * Decodes by content, re-encodes to WebP at the standard widths (never upscaled), rotated
 * upright, with all metadata (EXIF, GPS, ICC) dropped. The header is read first: an image of
 * more than `maxPixels` is refused before anything is decoded or resized.
 */
export async function processImage(input: ImageInput, options: { maxPixels?: number } = {}): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  if ((await byteLength(input)) > MAX_IMAGE_BYTES) throw new ImageRejected('too-large', 'image too large');
  const header = await readImageHeader(input);
  if (!header) throw new ImageRejected('invalid', 'not an image');
  if (!ACCEPTED_IMAGE_FORMATS.has(header.format)) throw new ImageRejected('invalid', 'unsupported image format');
  if (header.width * header.height > maxPixels) throw new ImageRejected('too-many-pixels', 'image has too many pixels');
  const base = sharp(sharpInput(input), { limitInputPixels: maxPixels, animated: false }).rotate();
  // A header that reads well does not make a whole image: a truncated file, or one of too many
  // pixels, fails here, and that is the uploader's mistake rather than ours.
  const { width, height } = await base
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info)
    .catch(() => {
      throw new ImageRejected('invalid', 'image cannot be decoded');
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
