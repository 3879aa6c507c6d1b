import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText, sentFiles } from '../../lib/form-data.ts';
import { idFrom, keptImageIds, sentWithoutScript } from '../../lib/intents.ts';
import { serverApi } from '../../lib/server-context.ts';
import { deleteEvent } from './api/delete-event.ts';
import { saveEvent } from './api/save-event.ts';
import { eventDraftOfForm, eventFormData } from './event-draft.ts';
import { EVENT_ID_FIELD, EVENT_INTENTS, type EventActionResult, type EventIntent } from './event-intents.ts';

/** The API's refusal as the page shows it: the code, each field's first code, and whether the phone must be verified first. */
function refused(intent: EventIntent, error: unknown): EventActionResult {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]?.code ?? error.code]));
  return { intent, ok: false, code: error.code, fields, ...(error.code === 'notification-please-verify-phone' ? { verifyPhone: true } : {}) };
}

/**
 * The owner's page's writes (decision 016): the form goes on to the API as it came (multipart
 * with its pictures); the API checks everything and answers in its own words.
 */
export async function eventIntent(context: Readonly<RouterContextProvider>, intent: EventIntent, form: FormData): Promise<EventActionResult> {
  const api = serverApi(context);
  const rawId = fieldText(form, EVENT_ID_FIELD);
  const id = idFrom(rawId);
  if ((intent !== EVENT_INTENTS.save && id === null) || (rawId && id === null)) return { intent, ok: false, code: 'error-bad-request' };
  try {
    if (intent === EVENT_INTENTS.remove) {
      await deleteEvent(api, id!);
      return { intent, ok: true, code: 'deleted', id: id! };
    }
    const write = await saveEvent(api, id, apiBody(form, id));
    return { intent, ok: true, code: write.code, id: write.event.id };
  } catch (error) {
    const result = refused(intent, error);
    if (intent !== EVENT_INTENTS.save || !sentWithoutScript(form)) return result;
    // Nothing typed is lost: the page shows the form again with it (the pictures must be chosen again).
    const { draft, pin } = eventDraftOfForm(form);
    return { ...result, ...(id === null ? {} : { id }), draft, pin, hadFiles: sentFiles(form, 'images').length > 0 };
  }
}

/**
 * What goes on to the API: the body the form built itself (with JavaScript) as it came, or the
 * form a browser sent without JavaScript read as the form's draft and built the same way.
 */
function apiBody(form: FormData, id: number | null): FormData {
  if (sentWithoutScript(form)) {
    const { draft, pin } = eventDraftOfForm(form);
    const keep = keptImageIds(form, id !== null);
    return eventFormData(draft, pin, sentFiles(form, 'images'), keep);
  }
  const body = new FormData();
  for (const [name, value] of form) if (name !== EVENT_ID_FIELD && name !== 'intent') body.append(name, value);
  return body;
}
