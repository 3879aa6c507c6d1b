import { HTTP_ERROR_CODES, SERVER_MESSAGES, type ErrorCode, type FieldError } from '@gazeta/contract';

/** An error a route may throw; the error handler turns it into `{message, code, errors}`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: Record<string, FieldError[]> | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, errors?: Record<string, FieldError[]>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, HTTP_ERROR_CODES.notFound, message);

export const unauthenticated = () =>
  new HttpError(401, 'notification-auth-error', SERVER_MESSAGES['notification-auth-error']);
