import type { ArticleStats } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const getArticleStats = (api: Api, id: number) => api.get<ArticleStats>(`/api/articles/${id}/stats`);
