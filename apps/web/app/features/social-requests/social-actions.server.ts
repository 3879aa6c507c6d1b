import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { serverApi } from '../../lib/server-context.ts';
import { createSocialRequest } from './api/create-social-request.ts';
import { deleteSocialRequest } from './api/delete-social-request.ts';
import { idFrom } from '../../lib/intents.ts';
import { SOCIAL_FIELDS, SOCIAL_ID_FIELD, SOCIAL_INTENTS, SOCIAL_ORDER_FIELD, type SocialActionResult, type SocialIntent } from './social-intents.ts';

/** The API's refusal as the page shows it: the code and each field's first code. */
function refused(intent: SocialIntent, error: unknown): SocialActionResult {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]?.code ?? error.code]));
  return { intent, ok: false, code: error.code, fields };
}

/** The form as the API takes it: its fields and pictures, without the page's own (intent) or an empty file input. */
export function apiForm(form: FormData): FormData {
  const body = new FormData();
  for (const [name, value] of form) {
    if (name === 'intent' || name === SOCIAL_ID_FIELD) continue;
    // A form sent without JavaScript carries an empty file input as a nameless, empty file.
    if (typeof value !== 'string' && value.size === 0 && !value.name) continue;
    body.append(name, value);
  }
  return body;
}

/**
 * The member's page's writes (decision 016): the form goes on to the API as it came (multipart
 * with its pictures); the API prices the networks and answers in its own words. Paying answers
 * the order to pay: the route sends the payer to its checkout.
 */
export async function socialIntent(context: Readonly<RouterContextProvider>, intent: SocialIntent, form: FormData): Promise<SocialActionResult> {
  const id = idFrom(fieldText(form, SOCIAL_ID_FIELD));
  if (intent === SOCIAL_INTENTS.pay) {
    const orderId = idFrom(fieldText(form, SOCIAL_ORDER_FIELD));
    return orderId === null ? { intent, ok: false, code: 'error-bad-request' } : { intent, ok: true, code: 'pay', ...(id === null ? {} : { id }), orderId };
  }
  const api = serverApi(context);
  if (intent === SOCIAL_INTENTS.remove) {
    if (id === null) return { intent, ok: false, code: 'error-bad-request' };
    try {
      await deleteSocialRequest(api, id);
      return { intent, ok: true, code: 'deleted', id };
    } catch (error) {
      return refused(intent, error);
    }
  }
  try {
    const write = await createSocialRequest(api, apiForm(form));
    return { intent, ok: true, code: write.code, id: write.request.id, orderId: write.order_id, priceCents: write.request.price_cents };
  } catch (error) {
    // Nothing typed is lost: a page sent without JavaScript shows the form again with it (the pictures must be chosen again).
    const values = { ...Object.fromEntries(SOCIAL_FIELDS.map((name) => [name, fieldText(form, name, { trim: false })])), networks: form.getAll('networks').filter((value) => typeof value === 'string') };
    return { ...refused(intent, error), values };
  }
}
