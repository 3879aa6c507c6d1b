import type { RouterContextProvider } from 'react-router';
import { classifiedContactBodySchema, classifiedReportBodySchema } from '@gazeta/contract';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { errorsFromIssues } from '../../lib/form-issues.ts';
import { serverApi } from '../../lib/server-context.ts';
import { contactOwner } from './api/contact-owner.ts';
import { reportClassified } from './api/report-classified.ts';
import { CLASSIFIED_INTENTS, type ClassifiedActionResult } from './classified-actions.ts';

type Context = Readonly<RouterContextProvider>;
/** Where a refusal for a missing or lost session goes (the account feature's /login redirect), or null. */
type LoginRedirect = (error: unknown) => Response | null;

/** An API refusal as the form shows it; a session that ran out goes to /login. */
function refused(error: unknown, toLogin: LoginRedirect, result: Omit<ClassifiedActionResult, 'ok'>): ClassifiedActionResult {
  const redirect = toLogin(error);
  if (redirect) throw redirect;
  if (!(error instanceof ApiError)) throw error;
  const field = Object.keys(error.errors ?? {})[0];
  const fieldCode = field ? error.errors![field]![0]?.code : undefined;
  return { ...result, ok: false, error: fieldCode ?? error.code, ...(field === 'message' || field === 'reason' || field === 'note' ? { field } : {}) };
}

/**
 * The ad page's action: the contact form (a signed-in reader's message to the owner) and the
 * report. Both are forms that work without JavaScript; with it, fetchers send them.
 */
export async function classifiedAction(context: Context, id: number, form: FormData, toLogin: LoginRedirect): Promise<ClassifiedActionResult> {
  const api = serverApi(context);
  const intent = fieldText(form, 'intent');
  switch (intent) {
    case CLASSIFIED_INTENTS.contact: {
      const message = fieldText(form, 'message', { trim: false });
      const parsed = classifiedContactBodySchema.safeParse({ message });
      if (!parsed.success) {
        const errors = errorsFromIssues(parsed.error.issues);
        return { intent, ok: false, field: 'message', error: errors.fields['message'] ?? errors.form ?? 'error-contact-empty', message };
      }
      try {
        await contactOwner(api, id, parsed.data);
        return { intent, ok: true };
      } catch (error) {
        return { ...refused(error, toLogin, { intent }), message };
      }
    }
    case CLASSIFIED_INTENTS.report: {
      const reason = fieldText(form, 'reason');
      const note = fieldText(form, 'note', { trim: false });
      const parsed = classifiedReportBodySchema.safeParse({ reason, ...(note.trim() ? { note } : {}) });
      if (!parsed.success) {
        const errors = errorsFromIssues(parsed.error.issues);
        const field = errors.fields['reason'] ? 'reason' : 'note';
        return { intent, ok: false, field, error: errors.fields[field] ?? errors.form ?? 'error-report-reason', reason, note };
      }
      try {
        await reportClassified(api, id, parsed.data);
        return { intent, ok: true };
      } catch (error) {
        return { ...refused(error, toLogin, { intent }), reason, note };
      }
    }
  }
  return { intent, ok: false, error: 'error-bad-request' };
}
