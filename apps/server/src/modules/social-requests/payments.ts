import { definePaidSubject, plainSubjectId } from '../orders/index.ts';
import type { SocialRequestOrderItem } from './service.ts';

/** Brand names, the same in every language. */
const NETWORK_NAMES = { facebook: 'Facebook', telegram: 'Telegram', twitter: 'Twitter' } as const;

/** Social-posting requests paid through the orders (decisions 020, 046): one line per request, refunded when rejected. */
export const socialRequestPaid = definePaidSubject({
  kind: 'social_request',
  subjectId: plainSubjectId,
  line: (request: SocialRequestOrderItem) => ({
    key: request.id,
    userId: request.ownerId,
    descriptionKey: 'lines.social_request',
    descriptionParams: { networks: request.networks.map((network) => NETWORK_NAMES[network]).join(', ') },
  }),
  link: '/profile/social-request',
  notDueReasonKey: 'social_not_due',
});

/** The subject kind of a social-posting request's order lines. */
export const SOCIAL_REQUEST_SUBJECT = socialRequestPaid.kind;
