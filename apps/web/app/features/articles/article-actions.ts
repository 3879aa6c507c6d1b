/** The forms of an article's page, by the `intent` they send to its action. */
export const ARTICLE_INTENTS = {
  like: 'like',
  /** Sent by the page itself once it has been read (at most once a day per browser). */
  view: 'view',
} as const;

/** What the article page's action answers. */
export interface ArticleActionResult {
  intent: string;
  ok: boolean;
  /** An error code for the `errors` namespace. */
  error?: string;
  /** A like's new state. */
  liked?: boolean;
  likes?: number;
  /** The views after one was counted. */
  views?: number;
}
