import type { FeedPost } from '@gazeta/contract';

/** The field of the post form that names the post an edit is of (absent for a new post). */
export const POST_ID_FIELD = 'post_id';

/** Where the post form goes: the feed's action (routes/feed.tsx), the one page action that takes files. */
export const POST_FORM_ACTION = '/feed?index';

/** What the feed's action answers the post form. */
export type SavePostResult =
  | { ok: true; post: FeedPost; draft: boolean }
  /** `error` is a code for the `errors` namespace; `signedOut` when the session ran out while writing. */
  | { ok: false; error: string; signedOut?: boolean };
