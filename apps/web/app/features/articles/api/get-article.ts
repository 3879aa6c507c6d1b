import type { Article } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const getArticle = (api: Api, id: number) => api.get<Article>(`/api/articles/${id}`);
