import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, Notification } from '@gazeta/contract';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { describeNotification } from '../notification-text.ts';
import { NotificationIcon } from './notification-icons.tsx';

/**
 * One notification: what happened (with the post's title), the comment's first words or the
 * reason of a rejection, and when. The whole headline is a link to the post; unread ones say so
 * in words as well as in colour.
 */
export function NotificationItem(props: { notification: Notification; onOpen?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void; headingLevel?: 3 | 4 }) {
  const { notification, onOpen } = props;
  const { t, i18n } = useTranslation('feed');
  const text = describeNotification(notification);
  const unread = !notification.read_at;
  return (
    <article className={`notification notification--${text.icon}${unread ? ' notification--unread' : ''}`}>
      <span className="notification__icon">
        <NotificationIcon icon={text.icon} width={20} height={20} />
      </span>
      <div className="notification__body">
        <p className="notification__headline">
          {unread ? <span className="notification__unread">{t('notifications.unread')}</span> : null}
          <Link to={text.href} className="notification__link" onClick={onOpen ? (event) => onOpen(event, text.href) : undefined}>
            {t(text.key, { title: text.title ?? '', id: text.order?.id ?? '', amount: text.order ? formatMoney(text.order.amountCents, i18n.language as Locale) : '' })}
          </Link>
        </p>
        {text.reason ? <p className="notification__reason">{t('notifications.reason', { reason: text.reason })}</p> : null}
        {text.preview ? <p className="notification__preview">{text.preview}</p> : null}
        <p className="notification__date">
          <time dateTime={notification.created_at} suppressHydrationWarning>
            {formatDate(notification.created_at, i18n.language as Locale)}
          </time>
        </p>
      </div>
    </article>
  );
}
