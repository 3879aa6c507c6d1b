import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FORUM_MESSAGES, HTTP_ERROR_CODES, type FieldError, type ForumMessageCode } from '@gazeta/contract';
import { fieldErrors, VALIDATION_MESSAGE } from '../../lib/error-handler.ts';
import { HttpError } from '../../lib/http-errors.ts';

export type FieldErrors = Record<string, FieldError[]>;

const isForumCode = (code: string): code is ForumMessageCode => Object.hasOwn(FORUM_MESSAGES, code);

/**
 * A form of the feed refused: 422 with every field's errors, and the first feed code among them
 * as the error's own code and text, so the web can toast it as spec §4 shows (error-empty-fields,
 * notification-max-images…). Without one it is the API's generic validation error.
 */
export function formError(errors: FieldErrors): HttpError {
  const named = Object.values(errors)
    .flat()
    .find((e) => isForumCode(e.code));
  if (named && isForumCode(named.code)) return new HttpError(422, named.code, FORUM_MESSAGES[named.code], errors);
  return new HttpError(422, HTTP_ERROR_CODES.validation, VALIDATION_MESSAGE, errors);
}

export const fieldError = (field: string, code: ForumMessageCode): HttpError =>
  formError({ [field]: [{ code, message: FORUM_MESSAGES[code] }] });

/** The field errors of a zod complaint, as the app's error handler words them. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  return fieldErrors(
    error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: { input: issue.input },
    })),
  );
}

/**
 * The error handler of the feed's routes: what only the feed means by an error, then the app's
 * handler (a throw here goes on to it). The multipart limits are the image rules of spec §5.
 */
export function forumErrorHandler(error: FastifyError): never {
  if (error.code === 'FST_FILES_LIMIT') throw fieldError('images', 'notification-max-images');
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('images', 'error-image-too-large');
  if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') throw formError(fieldErrors(error.validation));
  throw error;
}
