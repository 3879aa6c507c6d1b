import type { ClassifiedSectionsResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export function getClassifiedSections(api: ReadApi): Promise<ClassifiedSectionsResponse> {
  return api.get('/api/classifieds/sections');
}
