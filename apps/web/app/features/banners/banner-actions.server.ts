import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { serverApi } from '../../lib/server-context.ts';
import { deleteBanner } from './api/delete-banner.ts';
import { saveBanner } from './api/save-banner.ts';
import { idFrom } from '../../lib/intents.ts';
import { BANNER_FIELDS, BANNER_ID_FIELD, BANNER_INTENTS, BANNER_ORDER_FIELD, type BannerActionResult, type BannerIntent } from './banner-intents.ts';

/** The API's refusal as the page shows it: the code and each field's first code. */
function refused(intent: BannerIntent, error: unknown): BannerActionResult {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]?.code ?? error.code]));
  return { intent, ok: false, code: error.code, fields };
}

/** The form as the API takes it: its fields and the picture, without the page's own (intent, id) or an empty file input. */
function apiForm(form: FormData): FormData {
  const body = new FormData();
  for (const [name, value] of form) {
    if (name === BANNER_ID_FIELD || name === 'intent') continue;
    // A form sent without JavaScript carries an empty file input as a nameless, empty file.
    if (typeof value !== 'string' && value.size === 0 && !value.name) continue;
    body.append(name, value);
  }
  return body;
}

/**
 * The owner's page's writes (decision 016): the form goes on to the API as it came (multipart
 * with its picture); the API checks the picture's real size, prices the run and answers in its
 * own words. Paying answers the order to pay: the route sends the payer to its checkout.
 */
export async function bannerIntent(context: Readonly<RouterContextProvider>, intent: BannerIntent, form: FormData): Promise<BannerActionResult> {
  const rawId = fieldText(form, BANNER_ID_FIELD);
  const id = idFrom(rawId);
  if (intent === BANNER_INTENTS.pay) {
    const orderId = idFrom(fieldText(form, BANNER_ORDER_FIELD));
    return orderId === null ? { intent, ok: false, code: 'error-bad-request' } : { intent, ok: true, code: 'pay', ...(id === null ? {} : { id }), orderId };
  }
  if ((intent === BANNER_INTENTS.remove && id === null) || (rawId && id === null)) return { intent, ok: false, code: 'error-bad-request' };
  const api = serverApi(context);
  try {
    if (intent === BANNER_INTENTS.remove) {
      await deleteBanner(api, id!);
      return { intent, ok: true, code: 'deleted', id: id! };
    }
    const write = await saveBanner(api, id, apiForm(form));
    return { intent, ok: true, code: write.code, id: write.banner.id, orderId: write.order_id, priceCents: write.banner.price_cents };
  } catch (error) {
    const result = refused(intent, error);
    if (intent !== BANNER_INTENTS.save) return result;
    // Nothing typed is lost: a page sent without JavaScript shows the form again with it.
    const values = Object.fromEntries(BANNER_FIELDS.map((name) => [name, fieldText(form, name)]));
    return { ...result, ...(id === null ? {} : { id }), values };
  }
}
