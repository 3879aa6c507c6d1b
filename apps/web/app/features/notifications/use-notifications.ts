import { useEffect, useSyncExternalStore } from 'react';
import { browserApi } from '../../lib/api-client.ts';
import { createNotificationCenter, EMPTY_NOTIFICATIONS, type NotificationCenter, type NotificationsState } from './notification-center.ts';

/** The page's one notification center: the header bell, the menu and the list share it. */
export const notificationCenter = createNotificationCenter({ api: browserApi });

const serverSnapshot = () => EMPTY_NOTIFICATIONS;

/** The current notifications; nothing on the server (they are the reader's own, fetched in the browser). */
export function useNotifications(center: NotificationCenter = notificationCenter): NotificationsState {
  return useSyncExternalStore(center.subscribe, center.getSnapshot, serverSnapshot);
}

/** Polls while the component is mounted (spec §9: every 60 s, paused in a hidden tab). */
export function useNotificationPolling(center: NotificationCenter = notificationCenter): void {
  useEffect(() => center.start(), [center]);
}
