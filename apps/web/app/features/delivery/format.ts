import { KM_PER_MILE, type DeliveryPoint, type LatLng, type Locale } from '@gazeta/contract';

/** Turn-by-turn directions to a point: Google Maps opens its app on phones, the site elsewhere. */
export function directionsUrl(point: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}

/** "Skokie, IL 60076". */
export function localityOf(point: Pick<DeliveryPoint, 'city' | 'state' | 'zip'>): string {
  return `${point.city}, ${point.state} ${point.zip}`;
}

const distanceFormats = new Map<Locale, Intl.NumberFormat>();

/** A distance in kilometres and miles, one decimal, in the reader's number format (1.5 / 1,5). */
export function formatDistance(km: number, locale: Locale): { km: string; miles: string } {
  let format = distanceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    distanceFormats.set(locale, format);
  }
  return { km: format.format(km), miles: format.format(km / KM_PER_MILE) };
}
