import { formErrorMessage, POSTING_NETWORKS, socialDecisionSchema, type SocialDecision } from '@gazeta/contract';
import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { errorsFromIssues } from '../../lib/form-issues.ts';
import { serverApi } from '../../lib/server-context.ts';
import { decideSocialRequest } from './api/decide-social-request.ts';
import { idFrom } from '../../lib/intents.ts';
import { linkField, SOCIAL_DECISIONS, SOCIAL_QUEUE_KIND, type SocialDecisionIntent, type SocialDecisionResult } from './social-intents.ts';

/**
 * Staff's form as the API's decision: "publish" with the link of each network the form asks
 * for (the request's own; the server checks that they are all there, and no other), or "reject"
 * with its reason. The contract's schema says what is wrong, field by field (`links.facebook`).
 */
export function readDecision(intent: SocialDecisionIntent, form: FormData): { decision: SocialDecision } | { fields: Record<string, string>; error: string } {
  const candidate =
    intent === SOCIAL_DECISIONS.publish
      ? { decision: 'publish', links: Object.fromEntries(POSTING_NETWORKS.filter((network) => form.has(linkField(network))).map((network) => [network, fieldText(form, linkField(network))])) }
      : { decision: 'reject', reason: fieldText(form, 'reason') };
  const parsed = socialDecisionSchema.safeParse(candidate);
  if (parsed.success) return { decision: parsed.data };
  // The schema names its own codes (error-social-links-required…); anything else is a generic validation code.
  const generic = errorsFromIssues(parsed.error.issues);
  const fields: Record<string, string> = {};
  let formCode: string | undefined;
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    const code = (formErrorMessage(issue.message) === undefined ? (field ? generic.fields[field] : generic.form) : issue.message) ?? 'error-bad-request';
    if (field) fields[field] ??= code;
    else formCode ??= code;
  }
  return { fields, error: formCode ?? Object.values(fields)[0] ?? 'error-bad-request' };
}

/** The typed values, for a form sent without JavaScript to show again. */
const typed = (form: FormData): Record<string, string> =>
  Object.fromEntries([...POSTING_NETWORKS.map(linkField), 'reason'].filter((name) => form.has(name)).map((name) => [name, fieldText(form, name)]));

/** Staff publish or reject a paid request from the moderation page (decision 034). */
export async function socialDecisionIntent(context: Readonly<RouterContextProvider>, intent: SocialDecisionIntent, form: FormData): Promise<SocialDecisionResult> {
  const id = idFrom(fieldText(form, 'id'));
  const base = { intent, kind: SOCIAL_QUEUE_KIND, id: id ?? 0 } as const;
  if (id === null) return { ...base, ok: false, error: 'error-bad-request' };
  const read = readDecision(intent, form);
  if ('fields' in read) return { ...base, ok: false, error: read.error, fields: read.fields, values: typed(form) };
  try {
    await decideSocialRequest(serverApi(context), id, read.decision);
    return { ...base, ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, list]) => [field, list[0]?.code ?? error.code]));
    return { ...base, ok: false, error: error.code, fields, values: typed(form) };
  }
}
