import { redirect } from 'react-router';
import { canModerate } from '@gazeta/contract';
import type { Route } from './+types/feed-moderation';
import { requireRole } from '../features/account/session.server.ts';
import { OLD_MODERATION_KINDS, reviewHref } from '../features/review/review-url.ts';
import type { RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'feed:meta.titles.moderation' };

/**
 * The old moderation page is a view of the one review queue (decision 059): its address, with
 * its tab, leads to the queue filtered to that kind (posts when none is named).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireRole(context, canModerate);
  const tab = new URL(request.url).searchParams.get('kind') ?? 'posts';
  throw redirect(reviewHref({ kind: OLD_MODERATION_KINDS[tab] ?? 'post' }));
}

export default function FeedModeration() {
  return null;
}
