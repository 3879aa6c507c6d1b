import { fieldText } from '../../lib/form-data.ts';
import type { FormErrors } from '../../lib/form-errors.ts';
import { idFrom } from '../../lib/intents.ts';
import type { DeskAnswer } from './desk-answer.ts';

/** The form's intent and the item it is about (`id`, absent for a new one). */
export function deskForm(form: FormData): { intent: string; id: number | null; text: (name: string) => string } {
  return { intent: fieldText(form, 'intent'), id: idFrom(fieldText(form, 'id')), text: (name) => fieldText(form, name) };
}

/**
 * Runs one desk write through the API (decision 016): its success as the page's answer, or the
 * API's refusal (as `failure` reads it: a lapsed session goes to the login) with each field's
 * code and what was typed.
 */
export async function deskWrite(
  answer: { intent: string; id: number | null; fields: readonly string[]; values?: Record<string, string> },
  work: () => Promise<Omit<DeskAnswer, 'intent' | 'ok'>>,
  failure: (error: unknown, fields: string[]) => FormErrors,
): Promise<DeskAnswer> {
  const { intent, id, fields, values } = answer;
  const about = id === null ? {} : { id };
  try {
    return { intent, ok: true, ...about, ...(await work()) };
  } catch (error) {
    const errors = failure(error, [...fields]);
    const refused = Object.fromEntries(Object.entries(errors.fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { intent, ok: false, ...about, code: errors.form ?? Object.values(refused)[0] ?? 'error-validation', fields: refused, ...(values ? { values } : {}) };
  }
}
