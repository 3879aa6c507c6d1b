import type { DeskTagsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Tags by name with their uses; `q` searches the three names. */
export const getDeskTags = (api: Api, q: string) => api.get<DeskTagsResponse>(q ? `/api/newsroom/tags?q=${encodeURIComponent(q)}` : '/api/newsroom/tags');
