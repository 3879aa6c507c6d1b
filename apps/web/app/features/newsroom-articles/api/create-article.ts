import type { NewsroomArticle, NewsroomArticleCreate } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const createArticle = (api: Api, body: Partial<NewsroomArticleCreate>) => api.post<NewsroomArticle>(NEWSROOM_ARTICLES_PATH, body);
