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
  /** Where it leads: the post (spec §4: /feed/{post_id}), else the list of notifications. */
  href: string;
  /** The picture beside it. */
  icon: NotificationIcon;
}

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function describeNotification(notification: Pick<Notification, 'type' | 'data'>): NotificationText {
  const kind: NotificationKind = isNotificationType(notification.type) ? notification.type : 'generic';
  const { data } = notification;
  const title = kind === 'generic' ? null : text(data.post_title);
  return {
    kind,
    key: kind === 'generic' ? 'notifications.types.generic' : `notifications.types.${kind}${title ? '' : 'Untitled'}`,
    title,
    preview: text(data.content_preview),
    reason: kind === 'comment_rejected' || kind === 'post_rejected' || kind === 'classified_rejected' || kind === 'event_rejected' ? text(data.rejection_reason) : null,
    // An ad's decision leads to the owner's ads, an event's to the owner's events.
    href:
      kind === 'classified_approved' || kind === 'classified_rejected'
        ? paths.profileClassifieds()
        : kind === 'event_approved' || kind === 'event_rejected'
          ? paths.profileEvents()
          : data.post_id
            ? paths.feedPost(data.post_id)
            : paths.notifications(),
    icon: notificationIcon(notification.type),
  };
}

export const isUnread = (notification: Pick<Notification, 'read_at'>) => !notification.read_at;
