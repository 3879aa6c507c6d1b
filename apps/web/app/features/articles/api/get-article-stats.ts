import type { ArticleStats } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export const getArticleStats = (api: ReadApi, id: number) => api.get<ArticleStats>(`/api/articles/${id}/stats`);
