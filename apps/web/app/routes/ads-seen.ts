import type { Route } from './+types/ads-seen';
import { reportAdViews } from '../features/ads/api/report-ad-views.ts';
import { adIdsFrom } from '../features/ads/seen-ads.ts';
import { ApiError } from '../lib/api-client.ts';
import { serverApi } from '../lib/server-context.ts';

/** Only the ads strip posts here (issue #16: the ads a reader saw, counted for their advertisers). */
export function loader(): never {
  throw new Response(null, { status: 405, headers: { allow: 'POST' } });
}

/**
 * Counts the ads the strip reported (form fields `id`; the strip posts here directly, not through
 * the router, so nothing of the page is reloaded after it). The API keeps no personal data and
 * leaves out bots. A counter: 204 once the report is well formed, whether or not the API took it.
 */
export async function action({ context, request }: Route.ActionArgs): Promise<Response> {
  const ids = adIdsFrom((await request.formData()).getAll('id'));
  if (!ids) return new Response(null, { status: 400 });
  try {
    await reportAdViews(serverApi(context), ids);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  return new Response(null, { status: 204 });
}
