import type { NewsroomArticle } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Publish now, or put the working copy of a live article live ("Update"). */
export const publishArticle = (api: Api, id: number, version: number) => api.post<NewsroomArticle>(`${NEWSROOM_ARTICLES_PATH}/${id}/publish`, { version });
