import type { MemberRequest, MemberRequestKind, MemberRequestState } from '@gazeta/contract';
import { paths } from '../../lib/paths.ts';

/** Each kind's own page, where it is paid, changed or deleted. */
const PAGE_OF: Record<MemberRequestKind, () => string> = {
  banner: () => paths.profileBanners(),
  display_ad: () => paths.profileAdvertising(),
  social_request: () => paths.profileSocialRequest(),
  print_subscription: () => paths.profileSubscribe(),
};

export const requestPage = (request: Pick<MemberRequest, 'kind'>): string => PAGE_OF[request.kind]();

/** Where the member's next step is: the order's receipt and payment while it owes money, the kind's page otherwise. */
export const requestNextStep = (request: Pick<MemberRequest, 'kind' | 'order_id'>): string => (request.order_id === null ? requestPage(request) : paths.order(request.order_id));

/** The badge's colour by state: what needs the member, what runs, what ended badly. */
export const STATE_TONE: Record<MemberRequestState, 'warn' | 'ok' | 'draft' | 'error'> = {
  awaiting_payment: 'warn',
  awaiting_review: 'draft',
  scheduled: 'ok',
  running: 'ok',
  done: 'draft',
  rejected: 'error',
  cancelled: 'draft',
};
