import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { formErrorMessage, HTTP_ERROR_CODES, type ErrorCode, type FieldError } from '@gazeta/contract';
import { fieldErrors, VALIDATION_MESSAGE } from './error-handler.ts';
import { HttpError } from './http-errors.ts';

export type FieldErrors = Record<string, FieldError[]>;

/**
 * A form refused: 422 with every field's errors, and the first named code among them (a spec
 * text such as error-empty-fields or error-rejection-reason-required) as the error's own code
 * and text, so that the web can toast it as the spec shows. Without one it is the API's generic
 * validation error.
 */
export function formError(errors: FieldErrors): HttpError {
  for (const error of Object.values(errors).flat()) {
    const message = formErrorMessage(error.code);
    if (message) return new HttpError(422, error.code as ErrorCode, message, errors);
  }
  return new HttpError(422, HTTP_ERROR_CODES.validation, VALIDATION_MESSAGE, errors);
}

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
 * An error handler for routes whose bodies are forms: a refused body is a `formError`;
 * anything else goes on to the app's handler (a throw here reaches it).
 */
export function formErrorHandler(error: FastifyError): never {
  if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') throw formError(fieldErrors(error.validation));
  throw error;
}
