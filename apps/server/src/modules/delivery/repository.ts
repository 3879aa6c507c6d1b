import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryPoints } from '../../db/schema/index.ts';

export function createDeliveryRepository(db: Db) {
  return {
    all: () => db.select().from(deliveryPoints).orderBy(asc(deliveryPoints.city), asc(deliveryPoints.name), asc(deliveryPoints.id)),
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
