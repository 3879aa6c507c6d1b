import { POST_IMAGE_MAX_BYTES, POST_IMAGE_MAX_PIXELS, POST_IMAGE_TYPES, type FeedMessageCode } from '@gazeta/contract';
import type { UploadedFile } from '../../lib/uploads.ts';
import { ImageRejected, readImageHeader, type ImageRejection } from '../../providers/images.ts';
import type { MediaRow, MediaService } from '../media/index.ts';
import { fieldError } from './form-errors.ts';

/** sharp's names of the formats a post accepts (spec §5 lists more; the feed takes the web's four). */
const FORMATS = new Set<string>(POST_IMAGE_TYPES.map((type) => type.slice('image/'.length)));

const REJECTION_CODE: Record<ImageRejection, FeedMessageCode> = {
  'too-large': 'error-image-too-large',
  'too-many-pixels': 'error-image-too-many-pixels',
  invalid: 'error-image-invalid',
};

/**
 * Checks every upload by what it is, not what it is called, before anything is stored or
 * decoded: the size, then the format and the pixel count its header gives. 422 on the `images`
 * field otherwise.
 */
export async function checkPostImages(images: readonly UploadedFile[]): Promise<void> {
  for (const image of images) {
    if (image.bytes > POST_IMAGE_MAX_BYTES) throw fieldError('images', 'error-image-too-large');
    const header = await readImageHeader(image);
    if (!header || !FORMATS.has(header.format)) throw fieldError('images', 'error-image-invalid');
    if (header.width * header.height > POST_IMAGE_MAX_PIXELS) throw fieldError('images', 'error-image-too-many-pixels');
  }
}

/**
 * Re-encodes and stores checked images through the media service (WebP variants, metadata
 * stripped, decoded with the pixel limit). A file that passed the header check but does not
 * decode is still the uploader's mistake: a 422, never a 500; whatever was stored of the form
 * before is released again.
 */
export async function storePostImages(media: Pick<MediaService, 'storeImage' | 'release'>, images: readonly UploadedFile[]): Promise<MediaRow[]> {
  const stored: MediaRow[] = [];
  try {
    for (const image of images) stored.push(await media.storeImage(image, { maxPixels: POST_IMAGE_MAX_PIXELS }));
  } catch (error) {
    await media.release(stored.map((row) => row.id));
    if (error instanceof ImageRejected) throw fieldError('images', REJECTION_CODE[error.reason]);
    throw error;
  }
  return stored;
}
