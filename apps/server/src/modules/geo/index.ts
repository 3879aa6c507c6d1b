/** The geo module as other modules see it: where an address is (decision 029), and the ZIP code centres. */
export { createGeoService, GEOCODER_MAX_KM_FROM_ZIP, mapTilesOf, type GeoService, type Located, type PlaceAddress } from './service.ts';
export { lookupZip, type ZipLocation } from './zip-codes.ts';
