import type { SaveAnswer } from '../../lib/intents.ts';

/** What a desk page's action answers one of its forms (decision 062): which form, which item, and the outcome. */
export interface DeskAnswer extends SaveAnswer {
  /** A number the success message says (articles moved). */
  count?: number;
  /** More numbers for the message (a tag merge's articles and posts). */
  counts?: Record<string, number>;
  /** What was typed, shown again after a refusal of the form sent without JavaScript. */
  values?: Record<string, string>;
}

/** The answer of the form for `intent` on item `id` (null: the page's new-item form), if the last one was it. */
export function answerFor(answer: DeskAnswer | undefined, intent: string, id: number | null): DeskAnswer | undefined {
  return answer && answer.intent === intent && (answer.id ?? null) === id ? answer : undefined;
}
