import type { PrintEditionsResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** The editions that print, in the paper's order, named in the reader's language (GET /api/print/editions). */
export const getEditions = (api: ReadApi) => api.get<PrintEditionsResponse>('/api/print/editions');
