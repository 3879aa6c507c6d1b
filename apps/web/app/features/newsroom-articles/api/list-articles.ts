import type { NewsroomArticlesPage } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** The list with its filters, as the page's address carries them (URLSearchParams of the GET form). */
export const listArticles = (api: ReadApi, query: URLSearchParams) =>
  api.get<NewsroomArticlesPage>(`${NEWSROOM_ARTICLES_PATH}${query.size ? `?${query.toString()}` : ''}`);
