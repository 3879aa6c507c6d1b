import sharp from 'sharp';
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES } from '@gazeta/contract';
import { ImageRejected } from '../../providers/images.ts';
import type { MediaRow, MediaService } from '../media/index.ts';
import { fieldError } from './form-errors.ts';

/** sharp's names of the formats a post accepts (spec §5 lists more; the feed takes the web's four). */
const FORMATS = new Set<string>(POST_IMAGE_TYPES.map((type) => type.slice('image/'.length)));

/**
 * Checks every upload by what it is, not what it is called, before anything is stored: the
 * size, then the format sharp reads from the content. 422 on the `images` field otherwise.
 */
export async function checkPostImages(images: readonly Buffer[]): Promise<void> {
  for (const image of images) {
    if (image.byteLength > POST_IMAGE_MAX_BYTES) throw fieldError('images', 'error-image-too-large');
    const format = await sharp(image)
      .metadata()
      .then((meta) => meta.format as string | undefined)
      .catch(() => undefined);
    if (!format || !FORMATS.has(format)) throw fieldError('images', 'error-image-invalid');
  }
}

/**
 * Re-encodes and stores checked images through the media service (WebP variants, metadata
 * stripped). A file that passed the header check but does not decode is still the uploader's
 * mistake: a 422, never a 500.
 */
export async function storePostImages(media: Pick<MediaService, 'storeImage'>, images: readonly Buffer[]): Promise<MediaRow[]> {
  const stored: MediaRow[] = [];
  for (const image of images) {
    try {
      stored.push(await media.storeImage(image));
    } catch (error) {
      if (error instanceof ImageRejected) throw fieldError('images', 'error-image-invalid');
      throw error;
    }
  }
  return stored;
}
