import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An anonymous, random browser id: what "once per browser" (views, likes) is counted against. */
export const READER_COOKIE = 'rid';
const READER_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function existingReaderKey(req: FastifyRequest): string | null {
  const id = req.cookies[READER_COOKIE];
  return id && READER_ID.test(id) ? `b:${id}` : null;
}

/** The reader's key, issuing a new browser id cookie when there is none. */
export function readerKey(req: FastifyRequest, reply: FastifyReply): string {
  const existing = existingReaderKey(req);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(READER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: ONE_YEAR_S,
  });
  return `b:${id}`;
}
