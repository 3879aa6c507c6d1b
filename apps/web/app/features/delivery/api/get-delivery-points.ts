import type { DeliveryPoint } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The map's tiles: the server's TILE_URL template and the credit it needs. */
export interface MapTiles {
  tile_url: string;
  attribution: string;
}

export interface DeliveryPointsResponse {
  data: DeliveryPoint[];
  map: MapTiles;
}

/** Every place the printed weekly can be picked up, sorted by city (GET /api/delivery-points). */
export const getDeliveryPoints = (api: Api) => api.get<DeliveryPointsResponse>('/api/delivery-points');
