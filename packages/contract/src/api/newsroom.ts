import { DESK_MESSAGES } from './newsroom-desk.ts';
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
  // The print desk (decision 060).
  'error-print-deadline-after-date': 'The booking deadline must be before the issue day.',
  'error-print-date-taken': 'This edition already has an issue on that day.',
  'error-print-date-past': 'An issue cannot be moved into the past.',
  'error-print-deadline-past': 'The booking deadline has already passed.',
  'error-print-issue-closed': 'This issue can no longer be changed.',
  'error-print-no-next-issue': 'There is no later issue of this edition to move the bookings to.',
  'error-print-pdf-required': 'Choose the issue’s PDF file.',
  'error-print-pdf-invalid': 'This file is not a readable PDF.',
  'error-print-pdf-too-large': 'The PDF is too large (20 MB at most).',
  'error-print-article-unknown': 'One of the articles does not exist.',
  // Categories, tags and the ads strip (decision 062).
  ...DESK_MESSAGES,
  /** Members (decision 061): an admin keeps their own role, and the site keeps one admin at least. */
  'error-own-role': 'You cannot change your own role.',
  'error-last-admin': 'The site needs at least one admin.',
  'error-own-erase': 'You cannot erase your own account here.',
  // The review queue (decision 059).
  'error-template-not-found': 'There is no such reason template.',
  'error-member-muted': 'You are muted for a while: you cannot post or comment until the mute ends.',
  'error-member-banned': 'Your account is banned from posting and placing anything.',
  'error-banned-word-invalid': 'A banned word is one word: letters and digits, up to 60.',
  'error-sanction-not-found': 'This member is neither muted nor banned.',
  ...NEWSROOM_ARTICLE_MESSAGES,
} as const;
export type NewsroomMessageCode = keyof typeof NEWSROOM_MESSAGES;
