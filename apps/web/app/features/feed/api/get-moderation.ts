import type { FeedPost, ModerationComment, ModerationKind, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** How many wait in each queue (the ads awaiting review are the classifieds' queue, the events awaiting review the events'). */
export interface ModerationCounts {
  posts: number;
  comments: number;
  classifieds: number;
  events: number;
}
export type ModerationPosts = Page<FeedPost> & { counts: ModerationCounts };
export type ModerationComments = Page<ModerationComment> & { counts: ModerationCounts };

export function getModeration(api: Api, kind: 'posts', page: number): Promise<ModerationPosts>;
export function getModeration(api: Api, kind: 'comments', page: number): Promise<ModerationComments>;
export function getModeration(api: Api, kind: ModerationKind, page: number): Promise<ModerationPosts | ModerationComments> {
  return api.get(`/api/forum/moderation?kind=${kind}&page=${page}`);
}
