import type { RouterContextProvider } from 'react-router';
import { ApiError, type Api } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { serverApi } from '../../lib/server-context.ts';
import { countView } from './api/count-view.ts';
import { getArticleStats } from './api/get-article-stats.ts';
import { toggleLike } from './api/toggle-like.ts';
import { ARTICLE_INTENTS, type ArticleActionResult } from './article-actions.ts';

/**
 * A like needs the browser's reader key, which the article's stats hand out: a browser without
 * one (cookies cleared, or a first visit without JavaScript) gets it and the like is tried again.
 */
async function likeWithReaderKey(api: Api, id: number) {
  try {
    return await toggleLike(api, id);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'error-reader-key-required')) throw error;
    await getArticleStats(api, id);
    return toggleLike(api, id);
  }
}

/** The article page's action: a like (a form that works without JavaScript) or a counted view. */
export async function articleAction(context: Readonly<RouterContextProvider>, id: number, form: FormData): Promise<ArticleActionResult> {
  const api = serverApi(context);
  const intent = fieldText(form, 'intent');
  try {
    switch (intent) {
      case ARTICLE_INTENTS.like:
        return { intent, ok: true, ...(await likeWithReaderKey(api, id)) };
      case ARTICLE_INTENTS.view:
        return { intent, ok: true, views: (await countView(api, id)).views };
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { intent, ok: false, error: error.code };
  }
  return { intent, ok: false, error: 'error-bad-request' };
}
