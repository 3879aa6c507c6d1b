import { ConfigError, type Config } from '../config.ts';

/**
 * The geocoding provider (decision 029): a street address to a map position. `zip` (the
 * default) has none, and every place sits at its ZIP code's centre; `google` is Google's
 * Geocoding API (the maps service with places search that spec §9 names); `nominatim` is
 * OpenStreetMap's geocoder, public or self-hosted.
 */
export type GeocoderName = 'google' | 'nominatim';

export interface GeocodeQuery {
  address?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
}

export interface Geocoded {
  lat: number;
  lng: number;
}

export interface Geocoder {
  readonly name: GeocoderName;
  /** The position of the address, or null when the provider knows no such place. Throws GeocoderError when it cannot answer. */
  geocode(query: GeocodeQuery): Promise<Geocoded | null>;
}

/** The provider could not answer (the network, a refusal, a quota): the caller falls back. */
export class GeocoderError extends Error {}

const TIMEOUT_MS = 4_000;

const isCoordinate = (lat: number, lng: number) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

async function getJson(url: URL, headers: Record<string, string>, secret?: string): Promise<unknown> {
  const hide = (text: string) => (secret ? text.replaceAll(secret, '***') : text);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GeocoderError(hide(`geocoder unreachable: ${error instanceof Error ? error.message : String(error)}`));
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new GeocoderError(hide(`geocoder answered HTTP ${response.status}: ${text.slice(0, 200)}`));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GeocoderError(hide(`geocoder answered something that is not JSON: ${text.slice(0, 200)}`));
  }
}

interface GoogleAnswer {
  status?: string;
  error_message?: string;
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
}

/**
 * Google's Geocoding API (https://developers.google.com/maps/documentation/geocoding/requests-geocoding):
 * the street, city and state as `address`, the ZIP code and the country as `components`, so an
 * answer from another ZIP code or country is never taken.
 */
export function googleGeocoder(opts: { key: string; url: string }): Geocoder {
  return {
    name: 'google',
    async geocode(query) {
      const url = new URL(opts.url);
      const address = [query.address, query.city, query.state].filter(Boolean).join(', ');
      if (address) url.searchParams.set('address', address);
      url.searchParams.set('components', ['country:US', ...(query.zip ? [`postal_code:${query.zip.slice(0, 5)}`] : [])].join('|'));
      url.searchParams.set('key', opts.key);
      const answer = (await getJson(url, {}, opts.key)) as GoogleAnswer;
      if (answer.status === 'ZERO_RESULTS') return null;
      if (answer.status !== 'OK') throw new GeocoderError(`geocoder refused: ${answer.status ?? 'no status'} ${answer.error_message ?? ''}`.replaceAll(opts.key, '***').trim());
      const location = answer.results?.[0]?.geometry?.location;
      const lat = Number(location?.lat);
      const lng = Number(location?.lng);
      return location && isCoordinate(lat, lng) ? { lat, lng } : null;
    },
  };
}

/**
 * Nominatim's structured search (https://nominatim.org/release-docs/latest/api/Search/). The
 * public server asks every application to name itself (User-Agent) and to send at most one
 * request a second: the form asks only after the owner stops typing, and the service keeps answers.
 */
export function nominatimGeocoder(opts: { url: string; userAgent: string; email?: string }): Geocoder {
  return {
    name: 'nominatim',
    async geocode(query) {
      const url = new URL(`${opts.url.replace(/\/+$/, '')}/search`);
      const params: Record<string, string | undefined> = {
        street: query.address,
        city: query.city,
        state: query.state,
        postalcode: query.zip?.slice(0, 5),
        countrycodes: 'us',
        format: 'jsonv2',
        limit: '1',
        email: opts.email,
      };
      for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
      const answer = await getJson(url, { 'user-agent': opts.userAgent });
      if (!Array.isArray(answer)) throw new GeocoderError('geocoder answered something that is not a list of places');
      const first = answer[0] as { lat?: unknown; lon?: unknown } | undefined;
      if (!first) return null;
      const lat = Number(first.lat);
      const lng = Number(first.lon);
      return isCoordinate(lat, lng) ? { lat, lng } : null;
    },
  };
}

export const GEOCODER_URLS: Record<GeocoderName, string> = {
  google: 'https://maps.googleapis.com/maps/api/geocode/json',
  nominatim: 'https://nominatim.openstreetmap.org',
};

/** The geocoder the configuration asks for; null for `GEOCODER=zip` (ZIP code centres only). */
export function createGeocoder(config: Config): Geocoder | null {
  switch (config.GEOCODER) {
    case 'zip':
      return null;
    case 'google':
      if (!config.GEOCODER_KEY) throw new ConfigError('GEOCODER=google needs GEOCODER_KEY (a Google Maps API key with the Geocoding API enabled) to be set');
      return googleGeocoder({ key: config.GEOCODER_KEY, url: config.GEOCODER_URL ?? GEOCODER_URLS.google });
    case 'nominatim':
      return nominatimGeocoder({
        url: config.GEOCODER_URL ?? GEOCODER_URLS.nominatim,
        userAgent: `Gazeta/1.0 (+${config.publicUrl})`,
        ...(config.GEOCODER_EMAIL ? { email: config.GEOCODER_EMAIL } : {}),
      });
  }
}
