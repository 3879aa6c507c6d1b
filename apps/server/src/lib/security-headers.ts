import { createHash } from 'node:crypto';
import { EMBED_FRAME_ORIGINS } from '@gazeta/contract';

/**
 * Browser features no page of ours uses, denied to every page and to anything it might frame
 * (issue #12). The map shows delivery points and looks a ZIP code up; it never asks where the
 * reader is, so geolocation is denied too. Only features browsers know are named: an unknown
 * one is a console error in Chromium.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The Permissions-Policy of every response. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * The Content-Security-Policy of every response. A page allows exactly its own inline scripts
 * by their hashes: the same bytes from the page cache or the browser's cache keep a policy that
 * fits them, and there is no nonce to share between readers.
 */
export function contentSecurityPolicy(options: { tileUrl: string; scriptHashes?: readonly string[] }): string {
  const tileOrigin = tileOriginOf(options.tileUrl);
  const script = ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    // React and Leaflet position elements with inline style attributes.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ''}`,
    `font-src 'self'`,
    `connect-src 'self'`,
    // An article's embed (issue #27) is framed from these only, and only after the reader's click.
    `frame-src 'self' ${EMBED_FRAME_ORIGINS.join(' ')}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

function tileOriginOf(tileUrl: string): string | null {
  try {
    // Subdomain templates ({s}.tile…) are allowed as a wildcard host.
    const url = new URL(tileUrl.replaceAll('{s}', 'a').replace(/\{[a-z]\}/g, '0'));
    const host = tileUrl.includes('{s}') ? url.host.replace(/^a\./, '*.') : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}

const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script>');
/** What may follow a tag's name: HTML's whitespace, "/" or ">". */
const NAME_ENDS = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x2f, 0x3e]);
const SRC = /[ \t\n\f\r]src=/i;

/**
 * The CSP source expressions (`sha256-…`) of a page's inline scripts (no src, not empty), each
 * once, found in and hashed from the page's UTF-8 bytes: the page is never decoded (decoding a
 * 130 KB page of Cyrillic text cost more than rendering a tenth of it; decision 026). React
 * writes its tags in lower case; a script tag written otherwise is not hashed, so the CSP
 * blocks it.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (let at = html.indexOf(OPEN); at !== -1; ) {
    const name = at + OPEN.length;
    if (!NAME_ENDS.has(html[name] ?? 0)) {
      at = html.indexOf(OPEN, name);
      continue;
    }
    const opened = html.indexOf(0x3e, name); // the opening tag's ">"
    const closed = opened === -1 ? -1 : html.indexOf(CLOSE, opened + 1);
    if (closed === -1) break;
    // Only ASCII is matched in the tag, read one byte per character (a Cyrillic letter's bytes are no whitespace).
    if (closed > opened + 1 && !SRC.test(html.toString('latin1', name, opened))) {
      hashes.add(`sha256-${createHash('sha256').update(html.subarray(opened + 1, closed)).digest('base64')}`);
    }
    at = html.indexOf(OPEN, closed + CLOSE.length);
  }
  return [...hashes];
}
