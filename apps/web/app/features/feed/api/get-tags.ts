import { TAGS_PER_PAGE, type Page, type Tag } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The feed's categories: the tags used by the forum (spec §7: per_page 50). */
export const getFeedTags = (api: Api) => api.post<Page<Tag>>('/api/tags/get?page=1', { per_page: TAGS_PER_PAGE, from: 'forum' });
