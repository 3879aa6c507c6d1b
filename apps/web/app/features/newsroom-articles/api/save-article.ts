import type { NewsroomArticle, NewsroomArticleSave } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** A save or an autosave of the working copy, on the version the editor read. */
export const saveArticle = (api: Api, id: number, body: Partial<NewsroomArticleSave> & { version: number }) =>
  api.patch<NewsroomArticle>(`${NEWSROOM_ARTICLES_PATH}/${id}`, body);
