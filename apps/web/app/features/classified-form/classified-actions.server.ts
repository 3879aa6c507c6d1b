import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText, sentFiles } from '../../lib/form-data.ts';
import { idFrom, keptImageIds, sentWithoutScript } from '../../lib/intents.ts';
import { serverApi } from '../../lib/server-context.ts';
import { deleteClassified } from './api/delete-classified.ts';
import { payClassified } from './api/pay-classified.ts';
import { prolongClassified } from './api/prolong-classified.ts';
import { saveClassified } from './api/save-classified.ts';
import { draftFormData, draftOfForm } from './classified-draft.ts';
import { CLASSIFIED_ID_FIELD, CLASSIFIED_INTENTS, type ClassifiedActionResult, type ClassifiedIntent } from './classified-intents.ts';

/** The API's refusal as the page shows it: the code, each field's first code, and whether the phone must be verified first. */
function refused(intent: ClassifiedIntent, error: unknown): ClassifiedActionResult {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]?.code ?? error.code]));
  return { intent, ok: false, code: error.code, fields, ...(error.code === 'notification-please-verify-phone' ? { verifyPhone: true } : {}) };
}

/**
 * The owner's page's writes (decision 016): the form goes on to the API as it came (multipart
 * with its pictures); the API checks and prices everything and answers in its own words.
 */
export async function classifiedIntent(context: Readonly<RouterContextProvider>, intent: ClassifiedIntent, form: FormData): Promise<ClassifiedActionResult> {
  const api = serverApi(context);
  const rawId = fieldText(form, CLASSIFIED_ID_FIELD);
  const id = idFrom(rawId);
  if (intent !== CLASSIFIED_INTENTS.save && id === null) return { intent, ok: false, code: 'error-bad-request' };
  try {
    switch (intent) {
      case CLASSIFIED_INTENTS.save: {
        if (rawId && id === null) return { intent, ok: false, code: 'error-bad-request' };
        const write = await saveClassified(api, id, apiBody(form, id));
        return { intent, ok: true, code: write.code, id: write.classified.id, orderId: write.order_id, dueCents: write.due_cents };
      }
      case CLASSIFIED_INTENTS.remove: {
        const { refund } = await deleteClassified(api, id!);
        return { intent, ok: true, code: 'deleted', id: id!, refundCents: refund.cents };
      }
      case CLASSIFIED_INTENTS.prolong: {
        const issues = Number(fieldText(form, 'issues'));
        const write = await prolongClassified(api, id!, Number.isFinite(issues) ? issues : 0);
        return { intent, ok: true, code: write.code, id: id!, orderId: write.order_id };
      }
      case CLASSIFIED_INTENTS.pay: {
        const write = await payClassified(api, id!);
        return { intent, ok: true, code: write.code, id: id!, orderId: write.order_id };
      }
    }
  } catch (error) {
    const result = refused(intent, error);
    if (intent !== CLASSIFIED_INTENTS.save || !sentWithoutScript(form)) return result;
    // Nothing typed is lost: the page shows the form again with it (the pictures must be chosen again).
    return { ...result, ...(id === null ? {} : { id }), draft: draftOfForm(form), hadFiles: sentFiles(form, 'images').length > 0 };
  }
}

/**
 * What goes on to the API: the body the form built itself (with JavaScript) as it came, or the
 * form a browser sent without JavaScript read as the form's draft and built the same way.
 */
function apiBody(form: FormData, id: number | null): FormData {
  if (sentWithoutScript(form)) {
    const keep = keptImageIds(form, id !== null);
    return draftFormData(draftOfForm(form), sentFiles(form, 'images'), keep);
  }
  const body = new FormData();
  for (const [name, value] of form) if (name !== CLASSIFIED_ID_FIELD && name !== 'intent') body.append(name, value);
  return body;
}
