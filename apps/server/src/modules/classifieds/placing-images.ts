import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CLASSIFIED_FORM_MESSAGES, POST_IMAGE_MAX_BYTES, POST_IMAGE_MAX_PIXELS, type ClassifiedFormMessageCode } from '@gazeta/contract';
import { formError } from '../../lib/form-errors.ts';
import type { HttpError } from '../../lib/http-errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { ImageRejected, readImageHeader, type ImageInput } from '../../providers/images.ts';
import type { MediaRow, MediaService } from '../media/index.ts';

/**
 * The pictures of an ad (spec §5: up to 4, jpg, jpeg, png, gif, webp, bmp, svg, ico, tif, tiff),
 * known by their content, never by their name or declared type. sharp reads all but BMP and
 * ICO; those two are decoded here (uncompressed 24- and 32-bit pictures, and icons holding a PNG
 * or such a picture) into a PNG that then goes the same way as the rest: re-encoded to WebP,
 * turned upright by its EXIF orientation, every metadata dropped (providers/images.ts).
 */

/** sharp's names of the formats an ad takes, besides BMP and ICO. */
const SHARP_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'svg', 'tiff']);

export const imageError = (code: ClassifiedFormMessageCode): HttpError => formError({ images: [{ code, message: CLASSIFIED_FORM_MESSAGES[code] }] });

/** A BMP or ICO picture as an RGBA bitmap, or null when it is neither (or one we cannot read). */
interface Bitmap {
  width: number;
  height: number;
  rgba: Buffer;
}

const isBmp = (data: Buffer) => data.length > 26 && data[0] === 0x42 && data[1] === 0x4d;
const isIco = (data: Buffer) => data.length > 22 && data.readUInt16LE(0) === 0 && data.readUInt16LE(2) === 1 && data.readUInt16LE(4) > 0;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a device-independent bitmap (a BMP's or an icon's) says it has, before reading its pixels. */
function dibSize(data: Buffer, dib: number, icon: boolean): { width: number; height: number; bpp: number; compression: number; topDown: boolean } | null {
  if (data.length < dib + 40) return null;
  const headerSize = data.readUInt32LE(dib);
  if (headerSize < 40) return null;
  const width = data.readInt32LE(dib + 4);
  let height = data.readInt32LE(dib + 8);
  const bpp = data.readUInt16LE(dib + 14);
  const compression = data.readUInt32LE(dib + 16);
  const topDown = height < 0;
  height = Math.abs(height);
  if (icon) height = Math.floor(height / 2); // an icon's bitmap counts its transparency mask in its height
  if (width <= 0 || height <= 0) return null;
  return { width, height, bpp, compression, topDown };
}

function decodeDib(data: Buffer, dib: number, pixels: number | null, icon: boolean, maxPixels: number): Bitmap | 'too-many-pixels' | null {
  const size = dibSize(data, dib, icon);
  if (!size) return null;
  const { width, height, bpp, compression, topDown } = size;
  if (width * height > maxPixels) return 'too-many-pixels';
  // Uncompressed (BI_RGB), or BI_BITFIELDS with the usual BGRA masks of a 32-bit picture.
  if (!(bpp === 24 || bpp === 32) || !(compression === 0 || (compression === 3 && bpp === 32))) return null;
  const headerSize = data.readUInt32LE(dib);
  const start = pixels ?? dib + headerSize + (compression === 3 && headerSize === 40 ? 12 : 0);
  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  if (start + stride * height > data.length) return null;
  const rgba = Buffer.alloc(width * height * 4);
  const bytes = bpp / 8;
  for (let y = 0; y < height; y++) {
    const row = start + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const from = row + x * bytes;
      const to = (y * width + x) * 4;
      rgba[to] = data[from + 2]!;
      rgba[to + 1] = data[from + 1]!;
      rgba[to + 2] = data[from]!;
      rgba[to + 3] = bpp === 32 && (icon || compression === 3) ? data[from + 3]! : 255;
    }
  }
  return { width, height, rgba };
}

/** A BMP or ICO upload as a PNG sharp can take, 'too-many-pixels', or null when it is not one we read. */
export async function legacyToPng(data: Buffer, maxPixels: number): Promise<Buffer | 'too-many-pixels' | null> {
  let bitmap: Bitmap | 'too-many-pixels' | null = null;
  if (isBmp(data)) {
    bitmap = decodeDib(data, 14, data.readUInt32LE(10), false, maxPixels);
  } else if (isIco(data)) {
    const count = data.readUInt16LE(4);
    let best: { offset: number; length: number; area: number } | null = null;
    for (let i = 0; i < count && 6 + (i + 1) * 16 <= data.length; i++) {
      const entry = 6 + i * 16;
      const side = (byte: number) => (byte === 0 ? 256 : byte);
      const area = side(data[entry]!) * side(data[entry + 1]!);
      const length = data.readUInt32LE(entry + 8);
      const offset = data.readUInt32LE(entry + 12);
      if (offset + length <= data.length && (!best || area > best.area)) best = { offset, length, area };
    }
    if (!best) return null;
    const image = data.subarray(best.offset, best.offset + best.length);
    if (image.subarray(0, 8).equals(PNG_SIGNATURE)) {
      const header = await readImageHeader(image);
      if (!header || header.format !== 'png') return null;
      return header.width * header.height > maxPixels ? 'too-many-pixels' : Buffer.from(image);
    }
    bitmap = decodeDib(image, 0, null, true, maxPixels);
  }
  if (bitmap === null || bitmap === 'too-many-pixels') return bitmap;
  return sharp(bitmap.rgba, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } }).png().toBuffer();
}

/** An upload checked by its content: what to hand to the media service, or the 422 on `images`. */
export async function checkedImage(image: UploadedFile): Promise<ImageInput> {
  if (image.bytes > POST_IMAGE_MAX_BYTES) throw imageError('error-classified-image-too-large');
  const header = await readImageHeader(image);
  if (header && SHARP_FORMATS.has(header.format)) {
    if (header.width * header.height > POST_IMAGE_MAX_PIXELS) throw imageError('error-classified-image-too-large');
    return image;
  }
  const png = await legacyToPng(await readFile(image.path), POST_IMAGE_MAX_PIXELS);
  if (png === 'too-many-pixels') throw imageError('error-classified-image-too-large');
  if (!png) throw imageError('error-classified-image-invalid');
  return png;
}

/**
 * Checks every upload first (nothing is stored when one of them is wrong), then re-encodes and
 * stores them; a picture that passed its header check but does not decode is still a 422, and
 * whatever was stored of the form is released again.
 */
export async function storeClassifiedImages(media: Pick<MediaService, 'storeImage' | 'release'>, images: readonly UploadedFile[]): Promise<MediaRow[]> {
  const inputs: ImageInput[] = [];
  for (const image of images) inputs.push(await checkedImage(image));
  const stored: MediaRow[] = [];
  try {
    for (const input of inputs) stored.push(await media.storeImage(input, { maxPixels: POST_IMAGE_MAX_PIXELS }));
  } catch (error) {
    await media.release(stored.map((row) => row.id));
    if (error instanceof ImageRejected) throw imageError(error.reason === 'invalid' ? 'error-classified-image-invalid' : 'error-classified-image-too-large');
    throw error;
  }
  return stored;
}
