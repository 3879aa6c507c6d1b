import type { NewsroomArticle } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const unpublishArticle = (api: Api, id: number, version: number) => api.post<NewsroomArticle>(`${NEWSROOM_ARTICLES_PATH}/${id}/unpublish`, { version });
