/**
 * The newsroom's refusals (issue #27), shared by every staff module. A module of the newsroom
 * adds its own codes here (the UI translates every key, checked by the i18n tests).
 */
export const NEWSROOM_MESSAGES = {
  'error-editor-only': 'Only editors can do this.',
  'error-admin-only': 'Only admins can do this.',
  /** Optimistic concurrency: someone saved the item since this copy was read. */
  'error-stale-version': 'Someone else has changed this since you opened it.',
  // The review queue (decision 059).
  'error-template-not-found': 'There is no such reason template.',
  'error-member-muted': 'You are muted for a while: you cannot post or comment until the mute ends.',
  'error-member-banned': 'Your account is banned from posting and placing anything.',
  'error-banned-word-invalid': 'A banned word is one word: letters and digits, up to 60.',
  'error-sanction-not-found': 'This member is neither muted nor banned.',
} as const;
export type NewsroomMessageCode = keyof typeof NEWSROOM_MESSAGES;
