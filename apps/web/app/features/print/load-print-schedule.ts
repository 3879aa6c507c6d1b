import type { PrintEdition, ScheduledIssue } from '@gazeta/contract';
import type { ReadApi } from '../../lib/api-client.ts';
import { getEditions } from './api/get-editions.ts';
import { getSchedule, type ScheduleQuery } from './api/get-schedule.ts';

/** What a page needs to show the print schedule: the editions, their issues, and when it was read. */
export interface PrintScheduleData {
  editions: PrintEdition[];
  schedule: ScheduledIssue[];
  /**
   * The instant the schedule was read (ISO 8601): a countdown renders with it first, so the
   * server's HTML and the browser's first render agree, and then ticks with the browser's clock.
   */
  now: string;
}

/**
 * Reads the editions and the schedule through the API client: in a loader with `pageApi(context)`
 * (in-process during SSR), in the browser with `browserApi`.
 */
export async function loadPrintSchedule(api: ReadApi, query: ScheduleQuery = {}): Promise<PrintScheduleData> {
  const [editions, schedule] = await Promise.all([getEditions(api), getSchedule(api, query)]);
  return { editions: editions.data, schedule: schedule.data, now: new Date().toISOString() };
}
