import { createHash } from 'node:crypto';

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

/** An inline script: no src, its text up to the closing tag (which its text cannot contain). */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions (`sha256-…`) of a page's inline scripts, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (text) hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
