import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An anonymous, random browser id: what "once per browser" (views, likes) is counted against. */
export const READER_COOKIE = 'rid';
const READER_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function existingReaderKey(req: FastifyRequest): string | null {
  const id = req.cookies[READER_COOKIE];
  return id && READER_ID.test(id) ? `b:${id}` : null;
}

/** Gives the browser a new id (cookie) and answers its key. */
function issueReaderKey(req: FastifyRequest, reply: FastifyReply): string {
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

/** The reader's key, issuing a new browser id cookie when there is none. */
export function readerKey(req: FastifyRequest, reply: FastifyReply): string {
  return existingReaderKey(req) ?? issueReaderKey(req, reply);
}

/**
 * One client's address, as the same reader whatever its spelling: an IPv4 address mapped into
 * IPv6 is the IPv4 address, and an IPv6 address stands for its /64 (one subscriber's network,
 * which can pick any address inside it). `req.ip` already follows X-Forwarded-For only with TRUST_PROXY.
 */
export function normalisedAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * A reader without a browser id, by address for one Chicago day (decision 004, amended): a
 * script that sends no cookie is one reader, not one per request. Hashed with the day, so the
 * stored key neither shows the address nor follows it from day to day.
 */
export function addressKey(req: FastifyRequest, day: string): string {
  return `a:${createHash('sha256').update(`reader|${day}|${normalisedAddress(req.ip)}`).digest('base64url').slice(0, 22)}`;
}

/** A once-only act (a report) is kept by `key` and refused again when any of `sameReader` did it already. */
export interface OnceKeys {
  key: string;
  sameReader: string[];
}

/**
 * The keys of a once-only act: a reader without a browser id acts by its address of the day (and
 * is given an id); one with an id by the id, and its address's key of the day counts as the same
 * reader too, for when its first act came before it had the id. (Two readers behind one address
 * are merged only for a day, and only when one of them sent no cookie.)
 */
export function onceKeys(req: FastifyRequest, reply: FastifyReply, day: string): OnceKeys {
  const address = addressKey(req, day);
  const existing = existingReaderKey(req);
  if (!existing) issueReaderKey(req, reply);
  return existing ? { key: existing, sameReader: [existing, address] } : { key: address, sameReader: [address] };
}

/** What a count is kept against: `key`; `issued`, a browser id given now to the same reader, to be marked as seen with it. */
export interface CountingKeys {
  key: string;
  issued: string | null;
}

/**
 * The keys of one count: the browser's id when it sent one; else its address of the day, and a
 * new browser id (cookie) marked as seen along, so that its next request, with the cookie, is
 * not a second reader.
 */
export function countingKeys(req: FastifyRequest, reply: FastifyReply, day: string): CountingKeys {
  const existing = existingReaderKey(req);
  if (existing) return { key: existing, issued: null };
  return { key: addressKey(req, day), issued: issueReaderKey(req, reply) };
}
