import { createRequire } from 'node:module';

/** What the zipcodes package knows of a ZIP code. */
export interface ZipInfo {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface ZipcodesModule {
  lookup(zip: string): ZipInfo | undefined;
}

// The package is CommonJS without type declarations; this module is the one typed door to it.
const zipcodes = createRequire(import.meta.url)('zipcodes') as ZipcodesModule;

export function lookupZip(zip: string): ZipInfo {
  const found = zipcodes.lookup(zip);
  if (!found) throw new Error(`unknown ZIP code ${zip}`);
  return found;
}
