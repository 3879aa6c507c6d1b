/** What the owner's page action does (one name per form), and what it answers. */
export const EVENT_INTENTS = { save: 'event-save', remove: 'event-delete' } as const;
export type EventIntent = (typeof EVENT_INTENTS)[keyof typeof EVENT_INTENTS];

export const isEventIntent = (intent: string): intent is EventIntent => (Object.values(EVENT_INTENTS) as string[]).includes(intent);

/** The field the form names the event it edits by (absent for a new event). */
export const EVENT_ID_FIELD = 'event_id';

export interface EventActionResult {
  intent: EventIntent;
  ok: boolean;
  /** A translation key: the server's success text (notification-event-review) or the error's. */
  code: string;
  /** Each refused field's code (spec §5 messages beside the fields). */
  fields?: Record<string, string>;
  id?: number;
  /** The account must verify its phone first: the form offers it in place. */
  verifyPhone?: boolean;
}
