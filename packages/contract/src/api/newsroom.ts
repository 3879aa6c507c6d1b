import { NEWSROOM_ARTICLE_MESSAGES } from './newsroom-articles.ts';

/**
 * The newsroom's refusals (issue #27), shared by every staff module. A module of the newsroom
 * adds its own codes here (the UI translates every key, checked by the i18n tests).
 */
export const NEWSROOM_MESSAGES = {
  'error-editor-only': 'Only editors can do this.',
  'error-admin-only': 'Only admins can do this.',
  /** Optimistic concurrency: someone saved the item since this copy was read. */
  'error-stale-version': 'Someone else has changed this since you opened it.',
  ...NEWSROOM_ARTICLE_MESSAGES,
} as const;
export type NewsroomMessageCode = keyof typeof NEWSROOM_MESSAGES;
