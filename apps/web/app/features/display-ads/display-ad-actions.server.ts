import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { serverApi } from '../../lib/server-context.ts';
import { deleteDisplayAd } from './api/delete-display-ad.ts';
import { saveDisplayAd } from './api/save-display-ad.ts';
import { normalizeLineBreaks } from './display-ad-draft.ts';
import { idFrom } from '../../lib/intents.ts';
import { DISPLAY_AD_FIELDS, DISPLAY_AD_ID_FIELD, DISPLAY_AD_INTENTS, DISPLAY_AD_ORDER_FIELD, type DisplayAdActionResult, type DisplayAdIntent } from './display-ad-intents.ts';

/** The API's refusal as the page shows it: the code and each field's first code. */
function refused(intent: DisplayAdIntent, error: unknown): DisplayAdActionResult {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]?.code ?? error.code]));
  return { intent, ok: false, code: error.code, fields };
}

/** A form sent without JavaScript carries an empty file input as a nameless, empty file. */
const isEmptyFile = (value: FormDataEntryValue): boolean => typeof value !== 'string' && value.size === 0 && !value.name;

/**
 * The form as the API takes it: its fields, pictures and logo, without the page's own (intent)
 * or an empty file input. The open rate's number of issues goes only with the open rate: without
 * JavaScript the field is in the form whatever the term.
 */
export function apiForm(form: FormData): FormData {
  const body = new FormData();
  const open = fieldText(form, 'term') === 'open';
  for (const [name, value] of form) {
    if (name === 'intent' || name === DISPLAY_AD_ID_FIELD || (name === 'issues' && !open) || isEmptyFile(value)) continue;
    // A browser sends the message's line breaks as CR LF: counted so, a text at the limit would be refused.
    body.append(name, typeof value === 'string' && name === 'message' ? normalizeLineBreaks(value) : value);
  }
  return body;
}

/** Whether the form carried a picture or a logo (which a refusal cannot give back to the browser). */
const carriedFiles = (form: FormData): boolean => [...form.values()].some((value) => typeof value !== 'string' && !isEmptyFile(value));

/**
 * The member's page's writes (decision 016): the form goes on to the API as it came (multipart
 * with its pictures); the API prices it by the rate card and answers in its own words. Paying
 * answers the order to pay: the route sends the payer to its checkout.
 */
export async function displayAdIntent(context: Readonly<RouterContextProvider>, intent: DisplayAdIntent, form: FormData): Promise<DisplayAdActionResult> {
  const id = idFrom(fieldText(form, DISPLAY_AD_ID_FIELD));
  if (intent === DISPLAY_AD_INTENTS.pay) {
    const orderId = idFrom(fieldText(form, DISPLAY_AD_ORDER_FIELD));
    return orderId === null ? { intent, ok: false, code: 'error-bad-request' } : { intent, ok: true, code: 'pay', ...(id === null ? {} : { id }), orderId };
  }
  const api = serverApi(context);
  if (intent === DISPLAY_AD_INTENTS.remove) {
    if (id === null) return { intent, ok: false, code: 'error-bad-request' };
    try {
      await deleteDisplayAd(api, id);
      return { intent, ok: true, code: 'deleted', id };
    } catch (error) {
      return refused(intent, error);
    }
  }
  try {
    const write = await saveDisplayAd(api, apiForm(form));
    return { intent, ok: true, code: write.code, id: write.ad.id, orderId: write.order_id, priceCents: write.ad.price_cents };
  } catch (error) {
    // Nothing typed is lost: the form shows it again (the pictures must be chosen again: a browser cannot be handed files back).
    const values = {
      ...Object.fromEntries(DISPLAY_AD_FIELDS.filter((name) => form.has(name)).map((name) => [name, fieldText(form, name, { trim: false })])),
      editions: form.getAll('editions').filter((value) => typeof value === 'string'),
    };
    return { ...refused(intent, error), values, hadFiles: carriedFiles(form) };
  }
}
