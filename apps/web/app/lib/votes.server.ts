import type { RouterContextProvider } from 'react-router';
import { ApiError } from './api-client.ts';
import { fieldText } from './form-data.ts';
import { serverApi } from './server-context.ts';
import { getVotes, rateSubject, setVote, VOTE_INTENTS, voteFromField, type VoteActionResult, type VoteState } from './votes.ts';

/**
 * A subject's counts for a page's loader, or null when it takes no votes now (a business or
 * event its owner or staff see before it is listed or published: the API answers 404).
 */
export async function votesOf(context: Readonly<RouterContextProvider>, kind: string, id: number): Promise<VoteState | null> {
  try {
    return await getVotes(serverApi(context), kind, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The vote buttons' and rating stars' forms, in the action of the page that shows them:
 * `return (await voteAction(context, 'business', id, form)) ?? ownAction(…)`. Null for a form
 * of another intent. A refusal comes back with the counts as they are, so the page shows them.
 */
export async function voteAction(context: Readonly<RouterContextProvider>, kind: string, id: number, form: FormData): Promise<VoteActionResult | null> {
  const intent = fieldText(form, 'intent');
  if (intent !== VOTE_INTENTS.vote && intent !== VOTE_INTENTS.rate) return null;
  const api = serverApi(context);
  try {
    if (intent === VOTE_INTENTS.vote) {
      const value = voteFromField(fieldText(form, 'value'));
      if (value === undefined) return { intent, ok: false, error: 'error-validation' };
      return { intent, ok: true, state: await setVote(api, kind, id, value) };
    }
    const stars = Number(fieldText(form, 'stars'));
    return { intent, ok: true, state: await rateSubject(api, kind, id, stars) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const state = await getVotes(api, kind, id).catch(() => undefined);
    return { intent, ok: false, error: error.code, ...(state ? { state } : {}) };
  }
}

/** The action of a page whose only forms are the votes (a business, an event): anything else is a bad request. */
export async function votesOnlyAction(context: Readonly<RouterContextProvider>, kind: string, id: number, request: Request): Promise<VoteActionResult | { intent: string; ok: false; error: string }> {
  return (await voteAction(context, kind, id, await request.formData())) ?? { intent: '', ok: false, error: 'error-bad-request' };
}
