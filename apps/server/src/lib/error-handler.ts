import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formErrorMessage, HTTP_ERROR_CODES, validationCodeFor, type ErrorResponse, type FieldError } from '@gazeta/contract';
import { HttpError } from './http-errors.ts';

export const VALIDATION_MESSAGE = 'The given data was invalid.';
/** What busboy says of a multipart body it cannot read ("Unexpected end of multipart data", a boundary too long…). */
const MALFORMED_MULTIPART = /multipart|terminated early|needle/i;

/**
 * The most of an unread body that is read (and dropped) before an error is answered: a small
 * form refused before its body (no session, 401) is read to its end, so that the client, still
 * sending, gets the answer rather than a connection reset (EPIPE). As much as a JSON body may be.
 */
export const DRAINED_BODY_MAX_BYTES = 1024 * 1024;
/** How long a client may take to send the rest of that body before the connection is closed anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Reads the rest of a request's body and drops it; false when it did not come in time or the client went. */
function drained(raw: IncomingMessage): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      raw.off('end', onEnd).off('error', onFailure).off('close', onClose);
      resolve(ok);
    };
    const onEnd = () => done(true);
    const onFailure = () => done(false);
    const onClose = () => done(raw.readableEnded);
    const timer = setTimeout(onFailure, DRAIN_TIMEOUT_MS);
    raw.on('end', onEnd).on('error', onFailure).on('close', onClose);
    raw.resume();
  });
}

/** Whether the answer may wait for the rest of the body: not one refused for its size (or for saying none), nor one too big to read. */
function drainable(raw: IncomingMessage, status: number): boolean {
  if (status === 411 || status === 413) return false;
  const declared = Number(raw.headers['content-length']);
  return Number.isFinite(declared) && declared <= DRAINED_BODY_MAX_BYTES;
}

/** A schema complaint as fastify-type-provider-zod reports it (a zod issue, path as a JSON pointer). */
export type ValidationIssue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** Field errors keyed by dotted path, each with its translation code. */
export function fieldErrors(issues: readonly ValidationIssue[]): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    // A schema may name its own error (zod `error: 'code'`): the spec's form texts (§5).
    const named = issue.message ? formErrorMessage(issue.message) : undefined;
    const code = named ? issue.message! : validationCodeFor(issue.keyword, issue.params['input']);
    (errors[field] ??= []).push({ code, message: named ?? issue.message ?? 'Invalid value.' });
  }
  return errors;
}

/**
 * One error shape for the whole API: `{message, code, errors?}`. Client errors say what was
 * wrong; anything unexpected is logged and answered with a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, req, reply) => {
    let status: number;
    let body: ErrorResponse;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing that exists.
      if (error.validationContext === 'params') {
        status = 404;
        body = { message: 'Not found.', code: HTTP_ERROR_CODES.notFound };
      } else {
        status = 422;
        body = { message: VALIDATION_MESSAGE, code: HTTP_ERROR_CODES.validation, errors: fieldErrors(error.validation) };
      }
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      status = 400;
      body = { message: 'The request body is not valid JSON.', code: HTTP_ERROR_CODES.badRequest };
    } else if (error.statusCode === 413) {
      status = 413;
      body = { message: 'The request is too large.', code: HTTP_ERROR_CODES.payloadTooLarge };
    } else if (error.statusCode === 415) {
      status = 415;
      body = { message: 'Unsupported content type.', code: HTTP_ERROR_CODES.unsupportedMediaType };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: 'Too many requests. Please try again later.', code: HTTP_ERROR_CODES.tooManyRequests };
    } else if (req.headers['content-type']?.toLowerCase().startsWith('multipart/') && MALFORMED_MULTIPART.test(error.message)) {
      // busboy's complaints about a broken form (cut short, bad boundary) carry no status code.
      status = 400;
      body = { message: 'The multipart body is malformed.', code: HTTP_ERROR_CODES.badRequest };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: 'Bad request.', code: HTTP_ERROR_CODES.badRequest };
    } else {
      req.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { message: 'Error! Try again later.', code: HTTP_ERROR_CODES.internal };
    }
    if (status < 500) req.log.info({ status, code: body.code }, 'request rejected');
    // A small body not read yet is read to its end first, so the answer does not race the client
    // still sending it; one refused for its size, or too big to read, is not: the connection closes.
    if (!req.raw.complete && !(drainable(req.raw, status) && (await drained(req.raw)))) reply.header('connection', 'close');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
