/** The forms of an article's page, by the `intent` they send to its action (votes: lib/votes.ts). */
export const ARTICLE_INTENTS = {
  /** Sent by the page itself once it has been read (at most once a day per browser). */
  view: 'view',
} as const;

/** The kind of subject articles are to the votes (the server's articles module registers it). */
export const ARTICLE_VOTE_KIND = 'article';

/** What the article page's action answers to a view. */
export interface ArticleActionResult {
  intent: string;
  ok: boolean;
  /** An error code for the `errors` namespace. */
  error?: string;
  /** The views after one was counted. */
  views?: number;
}
