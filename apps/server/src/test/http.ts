import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorResponse } from '@gazeta/contract';

/** The parsed JSON body of a response (typed by the caller). */
export function body<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** Asserts the API's error shape `{message, code, errors?}` with this status and code. */
export function expectError(res: LightMyRequestResponse, status: number, code: string): ErrorResponse {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const error = res.json() as ErrorResponse;
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  return error;
}

/** Asserts a 422 whose `errors` names `field` (and returns that field's errors). */
export function expectFieldError(res: LightMyRequestResponse, field: string) {
  const error = expectError(res, 422, 'error-validation');
  expect(error.errors, JSON.stringify(error)).toBeDefined();
  const errors = error.errors?.[field];
  expect(errors, `errors.${field} in ${JSON.stringify(error.errors)}`).toBeDefined();
  expect(errors!.length).toBeGreaterThan(0);
  for (const e of errors!) {
    expect(e.code).toMatch(/^validation-/);
    expect(e.message.length).toBeGreaterThan(0);
  }
  return errors!;
}

/** The browser id cookie (`rid`) a response set, or undefined. */
export function readerCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'rid');
}

/** Words of a text, letters only, longest first. */
export function wordsOf(text: string, minLength = 5): string[] {
  const words = text.match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= minLength))].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** Asserts that a POST of a JSON body that does not parse gets the API's 400 `error-bad-request`. */
export async function expectMalformedJsonRefused(app: Pick<FastifyInstance, 'inject'>, url: string, payload = '{'): Promise<void> {
  const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  expectError(res, 400, 'error-bad-request');
}
