import type { ArticleRevisions } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export const getRevisions = (api: ReadApi, id: number) => api.get<ArticleRevisions>(`${NEWSROOM_ARTICLES_PATH}/${id}/revisions`);
