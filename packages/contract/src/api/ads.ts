import { z } from 'zod';
import { ADS_PER_PAGE } from '../limits.ts';

export const advertisementSchema = z
  .object({
    id: z.number().int(),
    ad_id: z.number().int(),
    url: z.string(),
    image_url: z.string(),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'Advertisement' });

export const adsRequestSchema = z.object({
  per_page: z.number().int().min(1).max(ADS_PER_PAGE).default(ADS_PER_PAGE),
});

export const adsResponseSchema = z.object({ data: z.array(advertisementSchema) });

export type Advertisement = z.infer<typeof advertisementSchema>;
export type AdsResponse = z.infer<typeof adsResponseSchema>;

