import { answerOf, intentGuard, type DraftAnswer } from '../../lib/intents.ts';
import type { EventDraft, PinInput } from './event-draft.ts';

/** What the owner's page action does (one name per form), and what it answers. */
export const EVENT_INTENTS = { save: 'event-save', remove: 'event-delete' } as const;
export type EventIntent = (typeof EVENT_INTENTS)[keyof typeof EVENT_INTENTS];

export const isEventIntent = intentGuard(EVENT_INTENTS);

/** The field the form names the event it edits by (absent for a new event). */
export const EVENT_ID_FIELD = 'event_id';

export interface EventActionResult extends DraftAnswer<EventIntent, EventDraft> {
  /** The pin typed into the refused form sent without JavaScript. */
  pin?: PinInput;
}

/** The page's answer, if it is one of these forms'. */
export const eventAnswer = answerOf<EventActionResult>(isEventIntent);
