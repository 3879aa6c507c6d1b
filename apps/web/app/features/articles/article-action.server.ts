import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { serverApi } from '../../lib/server-context.ts';
import { voteAction } from '../../lib/votes.server.ts';
import type { VoteActionResult } from '../../lib/votes.ts';
import { countView } from './api/count-view.ts';
import { ARTICLE_INTENTS, ARTICLE_VOTE_KIND, type ArticleActionResult } from './article-actions.ts';

/** The article page's action: a member's vote (a form that works without JavaScript) or a counted view. */
export async function articleAction(context: Readonly<RouterContextProvider>, id: number, form: FormData): Promise<ArticleActionResult | VoteActionResult> {
  const voted = await voteAction(context, ARTICLE_VOTE_KIND, id, form);
  if (voted) return voted;
  const intent = fieldText(form, 'intent');
  try {
    if (intent === ARTICLE_INTENTS.view) return { intent, ok: true, views: (await countView(serverApi(context), id)).views };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { intent, ok: false, error: error.code };
  }
  return { intent, ok: false, error: 'error-bad-request' };
}
