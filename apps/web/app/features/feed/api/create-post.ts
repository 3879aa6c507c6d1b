import type { FeedPost } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Spec §7: multipart title, content, is_draft, tags[0], images[n]. */
export const createPost = (api: Api, form: FormData) => api.post<FeedPost>('/api/forum/posts', form);
