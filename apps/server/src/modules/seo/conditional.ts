import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** A document of the site's own for robots and feed readers, and when what it lists last changed. */
export interface DatedDocument {
  body: string;
  /** The newest change among what it lists; null when nothing in it has a date. */
  lastModified: Date | null;
}

/** A weak entity tag of a body (weak: the same text is sent compressed or not). */
export const weakEtag = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** Entity tags compared weakly (RFC 9110 §8.8.3.2): the opaque part only. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET with these conditions gets 304 Not Modified (RFC 9110 §13.2.2): If-None-Match
 * decides when it is sent (weak comparison, `*` matches); only without it, If-Modified-Since,
 * at the header's one-second precision.
 */
export function notModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date | null): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModified === null) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
