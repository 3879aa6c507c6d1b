import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText, sentFiles } from '../../lib/form-data.ts';
import { idFrom, keptImageIds, sentWithoutScript } from '../../lib/intents.ts';
import { serverApi } from '../../lib/server-context.ts';
import { deleteBusiness } from './api/delete-business.ts';
import { payBusiness } from './api/pay-business.ts';
import { saveBusiness } from './api/save-business.ts';
import { setBusinessActive } from './api/set-business-active.ts';
import { draftFormData, draftOfForm } from './business-draft.ts';
import { BUSINESS_ID_FIELD, BUSINESS_INTENTS, type BusinessActionResult, type BusinessIntent } from './business-intents.ts';

/** The API's refusal as the page shows it: the code, each field's first code, and whether the phone must be verified first. */
function refused(intent: BusinessIntent, error: unknown): BusinessActionResult {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]?.code ?? error.code]));
  return { intent, ok: false, code: error.code, fields, ...(error.code === 'notification-please-verify-phone' ? { verifyPhone: true } : {}) };
}

/**
 * The owner's page's writes (decision 016): the form goes on to the API as it came (multipart
 * with its logo and pictures); the API checks and prices everything and answers in its own words.
 */
export async function businessIntent(context: Readonly<RouterContextProvider>, intent: BusinessIntent, form: FormData): Promise<BusinessActionResult> {
  const api = serverApi(context);
  const rawId = fieldText(form, BUSINESS_ID_FIELD);
  const id = idFrom(rawId);
  if (intent !== BUSINESS_INTENTS.save && id === null) return { intent, ok: false, code: 'error-bad-request' };
  try {
    switch (intent) {
      case BUSINESS_INTENTS.save: {
        if (rawId && id === null) return { intent, ok: false, code: 'error-bad-request' };
        const write = await saveBusiness(api, id, apiBody(form, id));
        return { intent, ok: true, code: write.code, id: write.business.id, orderId: write.order_id, dueCents: write.due_cents };
      }
      case BUSINESS_INTENTS.remove:
        await deleteBusiness(api, id!);
        return { intent, ok: true, code: 'deleted', id: id! };
      case BUSINESS_INTENTS.active: {
        const active = fieldText(form, 'active') === '1';
        await setBusinessActive(api, id!, active);
        return { intent, ok: true, code: active ? 'activated' : 'deactivated', id: id! };
      }
      case BUSINESS_INTENTS.pay: {
        const write = await payBusiness(api, id!);
        return { intent, ok: true, code: write.code, id: id!, orderId: write.order_id, dueCents: write.due_cents };
      }
    }
  } catch (error) {
    const result = refused(intent, error);
    if (intent !== BUSINESS_INTENTS.save || !sentWithoutScript(form)) return result;
    // Nothing typed is lost: the page shows the form again with it (the logo and pictures must be chosen again).
    const { draft, pin } = draftOfForm(form);
    return { ...result, ...(id === null ? {} : { id }), draft, pin, hadFiles: sentFiles(form, 'images').length + sentFiles(form, 'logo').length > 0 };
  }
}

/**
 * What goes on to the API: the body the form built itself (with JavaScript) as it came, or the
 * form a browser sent without JavaScript read as the form's draft and built the same way.
 */
function apiBody(form: FormData, id: number | null): FormData {
  if (sentWithoutScript(form)) {
    const { draft, pin } = draftOfForm(form);
    return draftFormData(draft, {
      pin,
      logo: sentFiles(form, 'logo')[0] ?? null,
      images: sentFiles(form, 'images'),
      keepImages: keptImageIds(form, id !== null),
      keepLogo: id !== null && fieldText(form, 'keep_logo') === '1',
    });
  }
  const body = new FormData();
  for (const [name, value] of form) if (name !== BUSINESS_ID_FIELD && name !== 'intent') body.append(name, value);
  return body;
}
