import { fieldTexts } from './form-data.ts';

/**
 * The owner pages' intents (decision 044): each page names what its forms do (one submit
 * `intent` per form) and answers every save in one shape.
 */

/** A guard that knows one page's intents only. */
export const intentGuard =
  <T extends Readonly<Record<string, string>>>(intents: T) =>
  (intent: string): intent is T[keyof T] =>
    (Object.values(intents) as string[]).includes(intent);

/** The page's answer, if it is one of these forms' (and not a redirect or another form's). */
export const answerOf =
  <A extends { intent: string }>(is: (intent: string) => boolean) =>
  (data: unknown): A | undefined =>
    data && typeof data === 'object' && 'intent' in data && is(String(data.intent)) ? (data as A) : undefined;

/** What a page's action answers a member's form. */
export interface SaveAnswer<I extends string = string> {
  intent: I;
  ok: boolean;
  /** A translation key: the server's success text (notification-…-pay) or the error's. */
  code: string;
  /** Each refused field's code (the §5 and §8 messages beside the fields). */
  fields?: Record<string, string>;
  id?: number;
  /** The order to pay now, if the write opened one. */
  orderId?: number | null;
  /** The account must verify its phone first: the form offers it in place. */
  verifyPhone?: boolean;
}

/** A paid item's answer that says what it still owes after the write, in cents. */
export interface DueAnswer<I extends string = string> extends SaveAnswer<I> {
  dueCents?: number;
}

/** A write that left the item owing money on an open order: the pop-up offers to pay it at once. */
export const owesDue = (result: DueAnswer): boolean => result.ok && Boolean(result.orderId) && (result.dueCents ?? 0) > 0;

/**
 * The hidden field of a member's form that the browser sends itself (without JavaScript). With
 * JavaScript the form builds its own body from what it holds, and this field is not in it: the
 * page's action then answers with data, and without it with a page (a redirect after a save,
 * the form again with what was typed after a refusal).
 */
export const NO_SCRIPT_FIELD = 'no_script';

/** Whether the browser sent this form itself (without JavaScript). */
export const sentWithoutScript = (form: FormData): boolean => form.get(NO_SCRIPT_FIELD) === '1';

/** The field of a form sent without JavaScript naming each picture an edit keeps. */
export const KEEP_IMAGES_FIELD = 'keep_images';

/** The pictures an edit sent without JavaScript keeps: their ids (null for a new item, which keeps none). */
export const keptImageIds = (form: FormData, editing: boolean): number[] | null =>
  editing ? fieldTexts(form, KEEP_IMAGES_FIELD).map(idFrom).filter((kept) => kept !== null) : null;

/** A refused save of a form sent without JavaScript: what was typed, as the form's own draft, to fill it in again. */
export interface DraftAnswer<I extends string, D> extends DueAnswer<I> {
  draft?: D;
  /** The form carried pictures, which a browser cannot be handed back: they must be chosen again. */
  hadFiles?: boolean;
}

/** A whole-number id of a form field (a PostgreSQL integer), or null. */
export const idFrom = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
