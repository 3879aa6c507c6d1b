import type { NewsroomArticle } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** A new draft in `lang`, linked to the article, starting from its working copy. */
export const translateArticle = (api: Api, id: number, lang: string) => api.post<NewsroomArticle>(`${NEWSROOM_ARTICLES_PATH}/${id}/translations`, { lang });
