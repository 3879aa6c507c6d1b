import type { FeedPost } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The same fields as a new post, plus keep_images[n]; the post goes back to moderation. */
export const updatePost = (api: Api, id: number, form: FormData) => api.post<FeedPost>(`/api/forum/posts/${id}`, form);
