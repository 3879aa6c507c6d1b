import { createHash } from 'node:crypto';

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

/**
 * An inline script: no src, its text up to the closing tag (which its text cannot contain).
 * Only ASCII is matched (HTML's own whitespace, not Unicode's), so the pattern reads a page's
 * bytes one per character (latin1) exactly as it would read its UTF-8 text.
 */
const INLINE_SCRIPT = /<script\b(?![^>]*[ \t\n\f\r]src=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source expressions (`sha256-…`) of a page's inline scripts, each once, from the page's
 * UTF-8 bytes: a script's hash is of its bytes, so the page is never decoded (decoding a 130 KB
 * page of Cyrillic text cost more than rendering a tenth of it; decision 026).
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const [, text = ''] of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    if (text) hashes.add(`sha256-${createHash('sha256').update(text, 'latin1').digest('base64')}`);
  }
  return [...hashes];
}
