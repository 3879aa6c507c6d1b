import type { PrintScheduleResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export interface ScheduleQuery {
  /** Only these editions' issues (slugs); every edition that prints when absent. */
  editions?: readonly string[];
  /** The first day, YYYY-MM-DD; today in Chicago when absent. */
  from?: string;
}

/**
 * The issues to come with their booking deadlines, earliest first: a year from `from`
 * (GET /api/print/schedule). An edition that does not print is an ApiError 422.
 */
export function getSchedule(api: ReadApi, query: ScheduleQuery = {}): Promise<PrintScheduleResponse> {
  const params = new URLSearchParams();
  for (const edition of query.editions ?? []) params.append('edition', edition);
  if (query.from) params.set('from', query.from);
  const search = params.size > 0 ? `?${params}` : '';
  return api.get(`/api/print/schedule${search}`);
}
