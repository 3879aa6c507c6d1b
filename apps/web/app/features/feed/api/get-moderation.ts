import type { FeedPost, ModerationComment, ModerationCounts, ModerationKind, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export type ModerationPosts = Page<FeedPost> & { counts: ModerationCounts };
export type ModerationComments = Page<ModerationComment> & { counts: ModerationCounts };

export function getModeration(api: Api, kind: 'posts', page: number): Promise<ModerationPosts>;
export function getModeration(api: Api, kind: 'comments', page: number): Promise<ModerationComments>;
export function getModeration(api: Api, kind: ModerationKind, page: number): Promise<ModerationPosts | ModerationComments> {
  return api.get(`/api/forum/moderation?kind=${kind}&page=${page}`);
}
