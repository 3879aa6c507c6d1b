import { z } from 'zod';
import { ZIP_PATTERN } from '../rules/geo.ts';
import { singleLineText } from './common.ts';

/** Texts of the geo calls and of the position fields of forms, keyed by the code the UI translates. */
export const GEO_MESSAGES = {
  'error-geo-zip-required': 'Please fill zip-code.',
  'error-geo-position-pair': 'A map position needs both its latitude and its longitude.',
} as const;
export type GeoMessageCode = keyof typeof GEO_MESSAGES;

/** Lengths of the address parts a form sends to be located. */
export const GEO_LIMITS = { address: 200, city: 100, state: 50 } as const;

/**
 * Where an address is (`GET /api/geo/locate`, decision 029). Every part is optional, but a
 * ZIP code or a street address must be given: the ZIP code's centre is the fallback.
 */
export const locateQuerySchema = z
  .object({
    address: singleLineText().trim().max(GEO_LIMITS.address).optional(),
    city: singleLineText().trim().max(GEO_LIMITS.city).optional(),
    state: singleLineText().trim().max(GEO_LIMITS.state).optional(),
    zip: singleLineText()
      .trim()
      .regex(ZIP_PATTERN)
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((q) => Boolean(q.address) || Boolean(q.zip), { error: 'error-geo-zip-required', path: ['zip'] });

/** How a position was found: the geocoding provider, the ZIP code's centre, or the owner's pin. */
export const GEO_SOURCES = ['geocoder', 'zip', 'owner'] as const;
export type GeoSource = (typeof GEO_SOURCES)[number];

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

export const geoPositionSchema = z
  .object({
    lat: latitudeSchema,
    lng: longitudeSchema,
    source: z.enum(GEO_SOURCES),
  })
  .meta({ id: 'GeoPosition' });

export const locateResponseSchema = z.object({
  /** null: neither the provider nor the ZIP codes know the place. */
  location: geoPositionSchema.nullable(),
});

/** The map's tiles (`GET /api/geo/map`): the server's TILE_URL template and the credit it needs. */
export const mapTilesSchema = z.object({ tile_url: z.string(), attribution: z.string() }).meta({ id: 'MapTiles' });

/**
 * The `lat` and `lng` a form carries in hidden inputs (the location picker's), for the form
 * schemas of businesses and events to extend: both or neither, numbers as text or numbers.
 * An empty pair means "locate the address on the server".
 */
const coordinate = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value), schema.optional());

export const positionFieldsSchema = z.object({
  lat: coordinate(latitudeSchema),
  lng: coordinate(longitudeSchema),
});

/** Refinement for a form schema that has the two fields: one without the other is refused on the missing one. */
export function checkPositionPair(value: { lat?: number | undefined; lng?: number | undefined }, ctx: z.RefinementCtx): void {
  if ((value.lat === undefined) === (value.lng === undefined)) return;
  ctx.addIssue({ code: 'custom', message: 'error-geo-position-pair', path: [value.lat === undefined ? 'lat' : 'lng'] });
}

export type LocateQuery = z.infer<typeof locateQuerySchema>;
export type GeoPosition = z.infer<typeof geoPositionSchema>;
export type LocateResponse = z.infer<typeof locateResponseSchema>;
export type MapTiles = z.infer<typeof mapTilesSchema>;
export type PositionFields = z.infer<typeof positionFieldsSchema>;
