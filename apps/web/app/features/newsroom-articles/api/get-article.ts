import type { NewsroomArticle } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export const getNewsroomArticle = (api: ReadApi, id: number) => api.get<NewsroomArticle>(`${NEWSROOM_ARTICLES_PATH}/${id}`);
