import type { PrintIssueDetail } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** One printed issue with what ran in it: its articles, private ads and display ads. */
export const getIssue = (api: ReadApi, id: number): Promise<PrintIssueDetail> => api.get<PrintIssueDetail>(`/api/issues/${id}`);
