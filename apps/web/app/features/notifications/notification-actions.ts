import type { FormResult } from '../../lib/action-result.ts';

/** The forms of /profile/notifications, by the `intent` they send to its action. */
export const NOTIFICATION_INTENTS = { read: 'read', readAll: 'read-all' } as const;

/** What the action answers: on success, what was read and when (the server's time). */
export interface NotificationActionResult extends FormResult {
  /** The one read (none for "mark all read"). */
  id?: number;
  read_at?: string;
}
