import type { Classified } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export function getClassified(api: ReadApi, id: number): Promise<Classified> {
  return api.get(`/api/classifieds/${id}`);
}
