export interface ZipLocation {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

interface ZipcodesModule {
  lookup(zip: string): { zip: string; latitude: number; longitude: number; city: string; state: string } | undefined;
}

let loaded: Promise<ZipcodesModule> | undefined;

/** Centroid of a US ZIP code from the bundled ZIP database (loaded on first use: it is large). */
export async function lookupZip(zip: string): Promise<ZipLocation | null> {
  loaded ??= import('zipcodes').then((m) => (m.default ?? m) as ZipcodesModule);
  const found = (await loaded).lookup(zip.slice(0, 5));
  if (!found || !Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return null;
  return { zip: found.zip, city: found.city, state: found.state, lat: found.latitude, lng: found.longitude };
}
