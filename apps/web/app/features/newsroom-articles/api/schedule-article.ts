import type { NewsroomArticle } from '@gazeta/contract';
import { NEWSROOM_ARTICLES_PATH } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** `publishAt`: YYYY-MM-DDTHH:MM on Chicago's clock. */
export const scheduleArticle = (api: Api, id: number, version: number, publishAt: string) =>
  api.post<NewsroomArticle>(`${NEWSROOM_ARTICLES_PATH}/${id}/schedule`, { version, publish_at: publishAt });
