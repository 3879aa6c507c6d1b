import { isNotificationType, notificationIcon, type Notification, type NotificationIcon, type NotificationType } from '@gazeta/contract';
import { paths } from '../../lib/paths.ts';

/** How a notification reads: a spec §3 type, or any other type as a generic new notification. */
export type NotificationKind = NotificationType | 'generic';

export interface NotificationText {
  kind: NotificationKind;
  /** The headline's key in the `feed` namespace; its values are `title` (the post's). */
  key: string;
  /** The post's title, or null when the notification names none. */
  title: string | null;
  /** A few words of the comment or post it is about. */
  preview: string | null;
  /** Why a post or comment was rejected (shown only for a rejection). */
  reason: string | null;
  /** Where it leads: the post (spec §4: /feed/{post_id}), an ad's decision to the owner's ads, a payment or refund to its receipt, else the list of notifications. */
  href: string;
  /** A payment or a refund: its order and the money it moved (the headline says them). */
  order: { id: number; amountCents: number } | null;
  /** The picture beside it. */
  icon: NotificationIcon;
}

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function describeNotification(notification: Pick<Notification, 'type' | 'data'>): NotificationText {
  const { data } = notification;
  const named: NotificationKind = isNotificationType(notification.type) ? notification.type : 'generic';
  const money = named === 'order_paid' || named === 'order_refunded';
  const order = money && data.order_id && data.amount_cents !== null ? { id: data.order_id, amountCents: data.amount_cents } : null;
  // A payment or a refund that does not name its order and amount reads as a generic notification.
  const kind: NotificationKind = money && !order ? 'generic' : named;
  const title = kind === 'generic' ? null : text(data.post_title);
  return {
    kind,
    key: kind === 'generic' ? 'notifications.types.generic' : `notifications.types.${kind}${title ? '' : 'Untitled'}`,
    title,
    preview: text(data.content_preview),
    reason: ['comment_rejected', 'post_rejected', 'classified_rejected', 'business_rejected', 'event_rejected', 'banner_rejected', 'display_ad_rejected', 'social_rejected'].includes(kind) ? text(data.rejection_reason) : null,
    // A payment leads to its receipt, a decision to the owner's ads, businesses, events, banners, display ads or social requests.
    href: order
      ? paths.order(order.id)
      : kind === 'classified_approved' || kind === 'classified_rejected'
        ? paths.profileClassifieds()
        : kind === 'business_approved' || kind === 'business_rejected'
          ? paths.profileBusiness()
          : kind === 'event_approved' || kind === 'event_rejected'
            ? paths.profileEvents()
            : kind === 'banner_approved' || kind === 'banner_rejected'
              ? paths.profileBanners()
              : kind === 'display_ad_approved' || kind === 'display_ad_rejected' || kind === 'tear_sheet'
                ? paths.profileAdvertising()
                : kind === 'print_issue_moved'
                  ? paths.profile()
                : kind === 'social_published' || kind === 'social_rejected'
                  ? paths.profileSocialRequest()
                  : data.post_id
                    ? paths.feedPost(data.post_id)
                    : paths.notifications(),
    order,
    icon: notificationIcon(notification.type),
  };
}

export const isUnread = (notification: Pick<Notification, 'read_at'>) => !notification.read_at;
