/** The Content-Security-Policy of every response; pages add a per-response script nonce. */
export function contentSecurityPolicy(options: { tileUrl: string; nonce?: string }): string {
  const tileOrigin = tileOriginOf(options.tileUrl);
  const script = options.nonce ? `'self' 'nonce-${options.nonce}'` : `'self'`;
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
