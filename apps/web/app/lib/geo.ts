import type { LatLng, LocateQuery, LocateResponse, MapTiles } from '@gazeta/contract';
import type { Api, ReadApi } from './api-client.ts';

/** The tile settings every map of the site uses (GET /api/geo/map), for a page's loader. */
export const getMapTiles = (api: Api | ReadApi) => api.get<MapTiles>('/api/geo/map');

/**
 * Where an address is (GET /api/geo/locate, signed-in): the geocoding provider's answer or the
 * ZIP code's centre; `location` null when neither knows it. A read, so the browser asks itself.
 */
export function locateAddress(api: Api | ReadApi, query: LocateQuery): Promise<LocateResponse> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return api.get(`/api/geo/locate?${params}`);
}

/** A place in the reader's own maps app: Google Maps opens its app on phones, the site elsewhere. */
export function openInMapsUrl(point: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`;
}

/** Six decimals: about 10 cm, finer than any pin can be placed. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
