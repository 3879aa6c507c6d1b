import { useEffect, useRef, type MouseEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@gazeta/contract';
import { NOTIFICATION_INTENTS } from '../notification-actions.ts';
import { notificationCenter } from '../use-notifications.ts';
import { useReadNotifications } from '../use-read-notifications.ts';
import { NotificationItem } from './notification-item.tsx';

function MarkRead({ id }: { id: number }) {
  const { t } = useTranslation('feed');
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" className="notification-list__action">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={NOTIFICATION_INTENTS.read} className="button button--small" aria-disabled={fetcher.state !== 'idle' || undefined}>
        {t('notifications.markRead')}
      </button>
    </fetcher.Form>
  );
}

export function MarkAllRead() {
  const { t } = useTranslation('feed');
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <button type="submit" name="intent" value={NOTIFICATION_INTENTS.readAll} className="button" aria-disabled={fetcher.state !== 'idle' || undefined}>
        {t('notifications.markAllRead')}
      </button>
    </fetcher.Form>
  );
}

/**
 * The full list of notifications (spec §2 "Notifications"): each with a way to mark it read,
 * and opening one marks it read too (after the server agrees) before going to its post.
 */
export function NotificationPageList({ items }: { items: readonly Notification[] }) {
  const navigate = useNavigate();
  const reading = useReadNotifications();
  // The list reloads after each change: the header's bell follows it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void notificationCenter.refresh();
  }, [items]);
  const onOpen = (event: MouseEvent<HTMLAnchorElement>, href: string, item: Notification) => {
    if (item.read_at || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    reading.read(item.id, () => void navigate(href));
  };
  return (
    <ul className="notification-list">
      {items.map((item) => (
        <li key={item.id} className="notification-list__item">
          <NotificationItem notification={item} onOpen={(event, href) => onOpen(event, href, item)} />
          {item.read_at ? null : <MarkRead id={item.id} />}
        </li>
      ))}
    </ul>
  );
}
