import type { FastifyError } from 'fastify';
import { FEED_MESSAGES, type FeedMessageCode } from '@gazeta/contract';
import { formError, formErrorHandler } from '../../lib/form-errors.ts';
import type { HttpError } from '../../lib/http-errors.ts';

export const fieldError = (field: string, code: FeedMessageCode): HttpError =>
  formError({ [field]: [{ code, message: FEED_MESSAGES[code] }] });

/**
 * The error handler of the feed's routes: what only the feed means by an error, then the form
 * handler. The multipart limits are the image rules of spec §5.
 */
export function feedErrorHandler(error: FastifyError): never {
  if (error.code === 'FST_FILES_LIMIT') throw fieldError('images', 'notification-max-images');
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('images', 'error-image-too-large');
  return formErrorHandler(error);
}
