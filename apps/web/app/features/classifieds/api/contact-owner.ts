import type { ClassifiedContactBody } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Relays a message to the ad's owner (a route action's, decision 016). */
export function contactOwner(api: Api, id: number, body: ClassifiedContactBody): Promise<{ ok: true }> {
  return api.post(`/api/classifieds/${id}/contact`, body);
}
