import { distanceKm, type DeliveryPoint, type NearestResponse } from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { DeliveryRepository } from './repository.ts';
import { lookupZip } from '../geo/index.ts';

export function createDeliveryService(deps: { repo: DeliveryRepository }) {
  const { repo } = deps;
  const all = async (): Promise<DeliveryPoint[]> => repo.all();

  return {
    all,

    /** The points closest to a ZIP code's centroid, nearest first. */
    async nearest(zip: string, limit: number): Promise<NearestResponse> {
      const location = await lookupZip(zip);
      if (!location) throw new HttpError(404, 'error-not-found', 'Unknown ZIP code.');
      const points = await all();
      const data = points
        .map((point) => ({ ...point, distance_km: Math.round(distanceKm(location, point) * 10) / 10 }))
        .sort((a, b) => a.distance_km - b.distance_km || a.id - b.id)
        .slice(0, limit);
      return { zip: location, data };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
