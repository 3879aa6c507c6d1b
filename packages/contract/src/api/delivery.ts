import { z } from 'zod';
import { ZIP_PATTERN } from '../rules/geo.ts';
import { singleLineText } from './common.ts';

export const deliveryPointSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    lat: z.number(),
    lng: z.number(),
    kind: z.string(),
  })
  .meta({ id: 'DeliveryPoint' });

export const deliveryPointsResponseSchema = z.object({
  data: z.array(deliveryPointSchema),
  map: z.object({ tile_url: z.string(), attribution: z.string() }),
});

export const nearestQuerySchema = z.object({
  zip: singleLineText().trim().regex(ZIP_PATTERN),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const nearestResponseSchema = z.object({
  zip: z.object({ zip: z.string(), city: z.string(), state: z.string(), lat: z.number(), lng: z.number() }),
  data: z.array(deliveryPointSchema.extend({ distance_km: z.number() })),
});

export type DeliveryPoint = z.infer<typeof deliveryPointSchema>;
export type NearestResponse = z.infer<typeof nearestResponseSchema>;
