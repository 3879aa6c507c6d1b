import type { Route } from './+types/viewers-visit';
import { sendVisit } from '../features/viewers/api/send-visit.ts';
import { ApiError } from '../lib/api-client.ts';
import type { VisitResult } from '../features/viewers/visit-result.ts';
import { serverApi } from '../lib/server-context.ts';

/** Only the page's own fetcher posts here (spec §4: one visit per browser per 24 h). */
export function loader(): never {
  throw new Response(null, { status: 405, headers: { allow: 'POST' } });
}

/** Counts this browser's visit (the API keeps no personal data). */
export async function action({ context }: Route.ActionArgs): Promise<VisitResult> {
  try {
    return { ok: true, counted: (await sendVisit(serverApi(context))).counted };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('Failed to send visit', error);
    return { ok: false };
  }
}
