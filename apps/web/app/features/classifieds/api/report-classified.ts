import type { ClassifiedReportBody } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Reports an ad to staff (a route action's, decision 016). */
export function reportClassified(api: Api, id: number, body: ClassifiedReportBody): Promise<{ ok: true }> {
  return api.post(`/api/classifieds/${id}/report`, body);
}
