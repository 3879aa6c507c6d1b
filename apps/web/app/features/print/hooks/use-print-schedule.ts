import { useEffect, useState } from 'react';
import { ApiError, browserApi } from '../../../lib/api-client.ts';
import { loadPrintSchedule, type PrintScheduleData } from '../load-print-schedule.ts';
import type { ScheduleQuery } from '../api/get-schedule.ts';

export type PrintScheduleState =
  | { status: 'ready'; data: PrintScheduleData }
  | { status: 'loading' }
  | { status: 'error'; code: string };

/**
 * The print schedule for a component: what its route's loader read (`initial`, see
 * loadPrintSchedule), or else read once in the browser when it mounts (a pop-up opened on a page
 * whose loader did not read it). A failure gives the error's translation code.
 */
export function usePrintSchedule(initial?: PrintScheduleData, query: ScheduleQuery = {}): PrintScheduleState {
  const [fetched, setFetched] = useState<PrintScheduleState>({ status: 'loading' });
  const needed = initial === undefined;
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadPrintSchedule(browserApi, JSON.parse(key) as ScheduleQuery).then(
      (data) => live && setFetched({ status: 'ready', data }),
      (error: unknown) => live && setFetched({ status: 'error', code: error instanceof ApiError ? error.code : 'error-internal' }),
    );
    return () => {
      live = false;
    };
  }, [needed, key]);
  return initial ? { status: 'ready', data: initial } : fetched;
}
