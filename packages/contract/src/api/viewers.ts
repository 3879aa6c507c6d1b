import { z } from 'zod';

export const viewersResponseSchema = z
  .object({
    today: z.number().int(),
    week: z.number().int(),
    month: z.number().int(),
  })
  .meta({ id: 'Viewers' });

export const viewersSendResponseSchema = z.object({ counted: z.boolean() });
