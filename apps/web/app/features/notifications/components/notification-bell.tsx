import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { notificationCenter, useNotificationPolling, useNotifications } from '../use-notifications.ts';
import { useReadNotifications } from '../use-read-notifications.ts';
import { BellIcon } from './notification-icons.tsx';
import { NotificationItem } from './notification-item.tsx';

/** How many the panel shows; the rest are on /profile/notifications. */
const PANEL_ITEMS = 8;

const countText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The bell's accessible name: "Notifications", or with the number of unread ones. */
function useBellLabel(unread: number): string {
  const { t } = useTranslation('feed');
  return unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
}

/**
 * The header's notification bell (spec §1, §4), for a signed-in reader: the number of unread
 * notifications, and a panel that toggles, closes on an outside click, Escape or a route change.
 * Opening one marks it read (after the server agrees) and goes to its post. Without JavaScript
 * the bell is a link to the list of notifications. Loaded on demand: anonymous pages never load it.
 */
export default function NotificationBell() {
  const { t } = useTranslation('feed');
  const hydrated = useHydrated();
  useNotificationPolling();
  const { items, unread, loaded } = useNotifications();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  const navigate = useNavigate();
  const panelId = useId();
  const label = useBellLabel(unread);
  const reading = useReadNotifications();

  const badge = unread > 0 ? (
    <span className="bell__count" aria-hidden="true">
      {countText(unread)}
    </span>
  ) : null;

  if (!hydrated) {
    return (
      <Link to={paths.notifications()} className="icon-button bell__toggle" aria-label={label}>
        <BellIcon />
        {badge}
      </Link>
    );
  }

  const onOpen = (event: MouseEvent<HTMLAnchorElement>, href: string, id: number, unreadItem: boolean) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    if (unreadItem) reading.read(id, () => void navigate(href));
    else void navigate(href);
  };

  return (
    <div
      ref={root}
      className="bell"
      onKeyDown={(event) => {
        // Escape closes the panel (useDismiss); the focus goes back to the bell.
        if (event.key === 'Escape' && open) toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="icon-button bell__toggle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((was) => !was);
          if (!open) void notificationCenter.refresh();
        }}
      >
        <BellIcon />
        {badge}
      </button>
      <section id={panelId} className="bell__panel" aria-label={t('bell.panel')} hidden={!open}>
        <div className="bell__header">
          <h2 className="bell__title">{t('bell.title')}</h2>
          {unread > 0 ? (
            <button type="button" className="link-button bell__all-read" aria-disabled={reading.pending || undefined} onClick={() => (reading.pending ? undefined : reading.readAll())}>
              {t('notifications.markAllRead')}
            </button>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="bell__empty">{loaded ? t('notifications.empty') : t('common:loading')}</p>
        ) : (
          <ul className="bell__list">
            {items.slice(0, PANEL_ITEMS).map((item) => (
              <li key={item.id}>
                <NotificationItem notification={item} onOpen={(event, href) => onOpen(event, href, item.id, !item.read_at)} />
              </li>
            ))}
          </ul>
        )}
        <p className="bell__footer">
          <Link to={paths.notifications()} className="bell__more">
            {t('notifications.seeAll')}
          </Link>
        </p>
      </section>
    </div>
  );
}

/** The phone menu's entry: Notifications, with the number of unread ones. */
export function NotificationsMenuLink({ className }: { className: string }) {
  const { t } = useTranslation('feed');
  const { unread } = useNotifications();
  return (
    <Link to={paths.notifications()} className={className} aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : undefined}>
      <BellIcon width={22} height={22} />
      <span>{t('bell.title')}</span>
      {unread > 0 ? (
        <span className="bell__count bell__count--inline" aria-hidden="true">
          {countText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
