import { ISSUES_PER_PAGE, type Page, type PrintIssue } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** One page of printed issues, newest first (spec §7: POST /api/issues/get). */
export const getIssues = (api: Api, page: number) =>
  api.post<Page<PrintIssue>>(`/api/issues/get?page=${page}`, { per_page: ISSUES_PER_PAGE });
