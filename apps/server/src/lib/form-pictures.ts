import type { FastifyError } from 'fastify';
import { formErrorMessage } from '@gazeta/contract';
import { formErrorHandler } from './form-errors.ts';
import { HttpError } from './http-errors.ts';
import { BodyTooLarge } from './uploads.ts';

type ImagesCode = 'error-classified-images-limit' | 'error-classified-image-too-large';

/** A form's pictures refused (spec §5 "Limit images reached!", a picture too large), named on its images field. */
export function imagesError(code: ImagesCode, status = 422): HttpError {
  const message = formErrorMessage(code) ?? code;
  return new HttpError(status, code, message, { images: [{ code, message }] });
}

/**
 * The error handler of a form route that takes pictures: multipart's limits are the images
 * field's errors (a body declared over the limit 413, too many files or one too large 422), then
 * the form handler. `field` maps them for a form whose picture field is not `images`.
 */
export function picturesErrorHandler(field?: (error: HttpError) => HttpError): (error: FastifyError) => never {
  const mapped = (error: HttpError) => (field ? field(error) : error);
  return (error) => {
    if (error instanceof BodyTooLarge) throw mapped(imagesError('error-classified-image-too-large', 413));
    if (error.code === 'FST_FILES_LIMIT') throw mapped(imagesError('error-classified-images-limit'));
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw mapped(imagesError('error-classified-image-too-large'));
    return formErrorHandler(error);
  };
}
