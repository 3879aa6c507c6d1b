/** The forms of an ad's page, by the `intent` they send to its action. */
export const CLASSIFIED_INTENTS = {
  contact: 'contact',
  report: 'report',
} as const;

/** What the ad page's action answers a form with. */
export interface ClassifiedActionResult {
  intent: string;
  ok: boolean;
  /** An error code for the `errors` namespace. */
  error?: string;
  /** The field the error is about. */
  field?: 'message' | 'reason' | 'note';
  /** What was typed, to fill in again after a failure. */
  message?: string;
  reason?: string;
  note?: string;
}
