/**
 * A one-time message after a redirect (`/profile?notice=signed-in`): the page shows it as a
 * banner when rendered on the server and as a toast once JavaScript runs, then drops it from
 * the address. Only these values are shown, each by its key in `common:notices`.
 */
export const NOTICES = [
  'signed-in',
  'signed-out',
  'registered',
  'password-reset',
  'password-changed',
  'profile-saved',
  'email-changed',
  'email-change-withdrawn',
  'email-sent',
  'phone-verified',
  'newsletter-pending',
  'newsletter-subscribed',
  'newsletter-unsubscribed',
  'account-deleted',
  'sent-for-review',
  'item-saved',
] as const;
export type Notice = (typeof NOTICES)[number];

export const NOTICE_PARAM = 'notice';

const isNotice = (value: string | null): value is Notice => (NOTICES as readonly (string | null)[]).includes(value);

/** The path with the notice added to its query (an existing one is replaced). */
export function withNotice(path: string, notice: Notice): string {
  const [pathname = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(NOTICE_PARAM, notice);
  return `${pathname}?${params}`;
}

export function noticeFrom(search: string): Notice | null {
  const value = new URLSearchParams(search).get(NOTICE_PARAM);
  return isNotice(value) ? value : null;
}

/** The query string without the notice ('' or '?…'). */
export function searchWithoutNotice(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NOTICE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The translation key of a notice. */
export const noticeKey = (notice: Notice) => `common:notices.${notice}`;

/** A member's item saved by a form sent without JavaScript: the API's code (`notification-event-review`…) as the list's notice. */
export const savedNotice = (code: string): Notice => (code.endsWith('-review') ? 'sent-for-review' : 'item-saved');
