import { distanceKm, type GeoPosition, type MapTiles } from '@gazeta/contract';
import type { GeocodeQuery, Geocoder } from '../../providers/geocoder.ts';
import { lookupZip } from './zip-codes.ts';

/** An address as forms hold it; any part may be missing. */
export interface PlaceAddress {
  address?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
}

/** Where a place is: what locate() found, or the owner's own pin. */
export type Located = GeoPosition;

/**
 * A provider's answer further than this from the ZIP code's centre is taken for a street of the
 * same name elsewhere: the ZIP code's centre is nearer the truth. (The largest ZIP areas of
 * Chicagoland are ~20 km across; rural ones in the West are larger, and still far under this.)
 */
export const GEOCODER_MAX_KM_FROM_ZIP = 80;
/** Answers kept in memory, so a form retyped or a seed run asks the provider once per address. */
const CACHE_MAX = 1_000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** The tile credit for the default (OpenStreetMap) tiles; another tile server names itself in its URL. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** The map settings every map of the site uses. */
export const mapTilesOf = (tileUrl: string): MapTiles => ({ tile_url: tileUrl, attribution: OSM_ATTRIBUTION });

const clean = (text: string | null | undefined) => text?.trim().replace(/\s+/g, ' ') || undefined;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export interface GeoServiceDeps {
  /** null: `GEOCODER=zip`, ZIP code centres only. */
  geocoder: Geocoder | null;
  log?: (message: string, error: unknown) => void;
  now?: () => Date;
}

export function createGeoService(deps: GeoServiceDeps) {
  const { geocoder, log } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = new Map<string, { at: number; value: { lat: number; lng: number } | null }>();

  async function askGeocoder(query: GeocodeQuery): Promise<{ lat: number; lng: number } | null> {
    if (!geocoder || !query.address) return null;
    const key = JSON.stringify([query.address, query.city, query.state, query.zip].map((part) => part?.toLowerCase() ?? ''));
    const kept = cache.get(key);
    if (kept && now().getTime() - kept.at < CACHE_TTL_MS) return kept.value;
    try {
      const value = await geocoder.geocode(query);
      cache.delete(key);
      cache.set(key, { at: now().getTime(), value });
      // A Map iterates in insertion order: the first key is the oldest.
      if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
      return value;
    } catch (error) {
      // Not kept: the provider may answer the next time. The ZIP code's centre stands in.
      log?.('the geocoder did not answer; the ZIP code centre is used', error);
      return null;
    }
  }

  /**
   * Where an address is: the geocoding provider's answer when one is configured and knows the
   * street, else the ZIP code's centre, else null. Never throws for the provider's failures.
   */
  async function locate(input: PlaceAddress): Promise<Located | null> {
    const query: GeocodeQuery = { address: clean(input.address), city: clean(input.city), state: clean(input.state), zip: clean(input.zip)?.slice(0, 5) };
    const [found, zip] = await Promise.all([askGeocoder(query), query.zip ? lookupZip(query.zip) : Promise.resolve(null)]);
    if (found && (!zip || distanceKm(found, zip) <= GEOCODER_MAX_KM_FROM_ZIP)) return { lat: round6(found.lat), lng: round6(found.lng), source: 'geocoder' };
    if (zip) return { lat: zip.lat, lng: zip.lng, source: 'zip' };
    return null;
  }

  return {
    locate,

    /**
     * The position to store for a place a form saved: the owner's pin when the form carries one
     * (the location picker's `lat`/`lng`), else where the address is.
     */
    async position(input: PlaceAddress, pin?: { lat?: number | null | undefined; lng?: number | null | undefined }): Promise<Located | null> {
      if (pin && typeof pin.lat === 'number' && typeof pin.lng === 'number') return { lat: round6(pin.lat), lng: round6(pin.lng), source: 'owner' };
      return locate(input);
    },

    /** The name of the configured provider, or `zip`. */
    provider: (): string => geocoder?.name ?? 'zip',
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
