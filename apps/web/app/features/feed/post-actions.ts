/** The forms of a post's page, by the `intent` their submit button sends. */
export const POST_INTENTS = {
  likePost: 'like-post',
  likeComment: 'like-comment',
  comment: 'comment',
  editComment: 'edit-comment',
  deleteComment: 'delete-comment',
  deletePost: 'delete-post',
} as const;
export type PostIntent = (typeof POST_INTENTS)[keyof typeof POST_INTENTS];

/** What the post page's action answers a form with (a deleted post redirects instead). */
export interface PostActionResult {
  intent: string;
  /** The comment it was about. */
  id?: number;
  ok: boolean;
  /** An error code for the `errors` namespace. */
  error?: string;
  /** The comment just written (it waits for moderation; its author sees it in the thread). */
  commentId?: number;
  /** The comment text, to fill in again after a failure. */
  text?: string;
  /** A like's new state. */
  liked?: boolean;
  likes?: number;
}

/** Query parameters that open a form in place (so they work without JavaScript). */
export const THREAD_PARAMS = { reply: 'reply', edit: 'edit', remove: 'delete' } as const;

/** The post's address with one in-place form open (or none), keeping the comments page. */
export function threadHref(pathname: string, search: string, open: { param: string; id: number | 'post' } | null, hash?: string): string {
  const params = new URLSearchParams(search);
  for (const param of Object.values(THREAD_PARAMS)) params.delete(param);
  if (open) params.set(open.param, String(open.id));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The element id of a comment in the thread (its address is the post's with this hash). */
export const commentAnchor = (id: number) => `comment-${id}`;
