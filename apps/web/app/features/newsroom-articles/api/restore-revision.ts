import type { NewsroomArticle } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const restoreRevision = (api: Api, id: number, revision: number, version: number) =>
  api.post<NewsroomArticle>(`${NEWSROOM_ARTICLES_PATH}/${id}/revisions/${revision}/restore`, { version });
