import type { FastifyError } from 'fastify';
import { FEED_MESSAGES, type FeedMessageCode } from '@gazeta/contract';
import { formError, formErrorHandler } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { BodyTooLarge } from '../../lib/uploads.ts';

export const fieldError = (field: string, code: FeedMessageCode): HttpError =>
  formError({ [field]: [{ code, message: FEED_MESSAGES[code] }] });

/**
 * The error handler of the feed's routes: what only the feed means by an error, then the form
 * handler. The multipart limits are the image rules of spec §5; a post form too large to read
 * at all can only be too much image (its text is bounded far below): 413, on the `images` field.
 */
export function feedErrorHandler(error: FastifyError): never {
  if (error instanceof BodyTooLarge) {
    const code = 'error-image-too-large';
    throw new HttpError(413, code, FEED_MESSAGES[code], { images: [{ code, message: FEED_MESSAGES[code] }] });
  }
  if (error.code === 'FST_FILES_LIMIT') throw fieldError('images', 'notification-max-images');
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('images', 'error-image-too-large');
  return formErrorHandler(error);
}
