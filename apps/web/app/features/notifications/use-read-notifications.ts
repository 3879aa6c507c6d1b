import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useFetcherSettled } from '../../lib/use-fetcher-settled.ts';
import { NOTIFICATION_INTENTS, type NotificationActionResult } from './notification-actions.ts';
import { notificationCenter } from './use-notifications.ts';

/**
 * Marking notifications read from anywhere (the bell, the list): a form of the notifications
 * page's action, sent by a fetcher. The shared center changes only from the server's answer;
 * `then` runs once it came, whatever it was (opening a notification goes on to its post).
 */
export function useReadNotifications() {
  const fetcher = useFetcher<NotificationActionResult>();
  const then = useRef<(() => void) | null>(null);
  useFetcherSettled(
    fetcher,
    (result) => {
      if (!result.errors && result.read_at) {
        if (result.id === undefined) notificationCenter.applyAllRead(result.read_at);
        else notificationCenter.applyRead(result.id, result.read_at);
      }
      const next = then.current;
      then.current = null;
      next?.();
    },
    { atAnswer: true },
  );
  const send = (fields: Record<string, string>, next?: () => void) => {
    then.current = next ?? null;
    void fetcher.submit(fields, { method: 'post', action: paths.notifications() });
  };
  return {
    read: (id: number, next?: () => void) => send({ intent: NOTIFICATION_INTENTS.read, id: String(id) }, next),
    readAll: () => send({ intent: NOTIFICATION_INTENTS.readAll }),
    pending: fetcher.state !== 'idle',
  };
}
