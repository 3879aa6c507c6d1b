import { REVIEW_KINDS, type ReviewKind } from '@gazeta/contract';
import { paths } from '../../lib/paths.ts';

/**
 * What the queue shows is the address's, and only the address's (decision 059): the kind
 * filter, the page's cursor and the selected item. The page has no state of its own that could
 * lag behind a click on a chip.
 */
export interface ReviewAddress {
  kind: ReviewKind | null;
  cursor: string | null;
  item: { kind: ReviewKind; id: number } | null;
}

export const isReviewKind = (value: string | null | undefined): value is ReviewKind => (REVIEW_KINDS as readonly (string | null | undefined)[]).includes(value);

export function readReviewAddress(search: URLSearchParams): ReviewAddress {
  const kind = search.get('kind');
  const item = /^([a-z-]+):(\d{1,9})$/.exec(search.get('item') ?? '');
  return {
    kind: isReviewKind(kind) ? kind : null,
    cursor: search.get('cursor') || null,
    item: item && isReviewKind(item[1]) ? { kind: item[1], id: Number(item[2]) } : null,
  };
}

export const itemKey = (item: { kind: ReviewKind; id: number }) => `${item.kind}:${item.id}`;

export function reviewHref(address: Partial<ReviewAddress>): string {
  const query = new URLSearchParams();
  if (address.kind) query.set('kind', address.kind);
  if (address.cursor) query.set('cursor', address.cursor);
  if (address.item) query.set('item', itemKey(address.item));
  const text = query.toString();
  return `${paths.newsroomReview()}${text ? `?${text}` : ''}`;
}

/** The old moderation page's tabs, for its redirect here. */
export const OLD_MODERATION_KINDS: Record<string, ReviewKind> = {
  posts: 'post',
  comments: 'comment',
  classifieds: 'classified',
  businesses: 'business',
  events: 'event',
  banners: 'banner',
  social: 'social-request',
  advertising: 'display-ad',
};
