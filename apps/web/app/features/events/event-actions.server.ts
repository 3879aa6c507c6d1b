import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { idFrom } from '../../lib/intents.ts';
import { serverApi } from '../../lib/server-context.ts';
import { deleteEvent } from './api/delete-event.ts';
import { saveEvent } from './api/save-event.ts';
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
    const body = new FormData();
    for (const [name, value] of form) if (name !== EVENT_ID_FIELD && name !== 'intent') body.append(name, value);
    const write = await saveEvent(api, id, body);
    return { intent, ok: true, code: write.code, id: write.event.id };
  } catch (error) {
    return refused(intent, error);
  }
}
