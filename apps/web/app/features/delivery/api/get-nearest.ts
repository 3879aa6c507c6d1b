import type { NearestResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** How many of the nearest points the page lists. */
export const NEAREST_LIMIT = 5;

/**
 * The delivery points nearest to a US ZIP code, nearest first (GET /api/delivery-points/nearest).
 * An unknown ZIP code is an ApiError 404, a malformed one a 422.
 */
export function getNearest(api: Api, zip: string, limit = NEAREST_LIMIT): Promise<NearestResponse> {
  const params = new URLSearchParams({ zip, limit: String(limit) });
  return api.get(`/api/delivery-points/nearest?${params}`);
}
