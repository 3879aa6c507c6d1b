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
