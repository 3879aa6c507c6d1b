import { ZIP_PATTERN, type NearestResponse } from '@gazeta/contract';
import { ApiError, type Api } from '../../lib/api-client.ts';
import { getNearest } from './api/get-nearest.ts';

/** What became of `?zip=`: nothing asked, a bad or unknown code, a failure, or the nearest points. */
export type ZipLookup =
  | { status: 'none'; zip: '' }
  | { status: 'invalid' | 'unknown' | 'failed'; zip: string }
  | { status: 'found'; zip: string; result: NearestResponse };

/** The ZIP code as typed, trimmed and capped (the input allows ZIP+4, ten characters). */
export const zipFromQuery = (raw: string | null) => (raw ?? '').trim().slice(0, 10);

export const isZip = (zip: string) => ZIP_PATTERN.test(zip);

/**
 * Looks up the points nearest to a ZIP code from the query string. Only a failure to reach the
 * API is logged; every outcome is something the page says, never an error page.
 */
export async function lookupNearest(api: Api, raw: string | null): Promise<ZipLookup> {
  const zip = zipFromQuery(raw);
  if (zip === '') return { status: 'none', zip: '' };
  if (!isZip(zip)) return { status: 'invalid', zip };
  try {
    return { status: 'found', zip, result: await getNearest(api, zip) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'unknown', zip };
    if (error instanceof ApiError && error.status === 422) return { status: 'invalid', zip };
    console.error('Failed to find the nearest delivery points', error);
    return { status: 'failed', zip };
  }
}
