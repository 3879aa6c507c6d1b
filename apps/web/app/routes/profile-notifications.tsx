import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-notifications';
import { Pager } from '../components/pager.tsx';
import { accountFailure, loginRedirectFor, requireUser } from '../features/account/session.server.ts';
import { getNotifications } from '../features/notifications/api/get-notifications.ts';
import { readAllNotifications } from '../features/notifications/api/read-all-notifications.ts';
import { readNotification } from '../features/notifications/api/read-notification.ts';
import { MarkAllRead, NotificationPageList } from '../features/notifications/components/notification-page-list.tsx';
import { NOTIFICATION_INTENTS, type NotificationActionResult } from '../features/notifications/notification-actions.ts';
import { failed } from '../lib/action-result.ts';
import { fieldText } from '../lib/form-data.ts';
import { getI18n } from '../lib/i18n.ts';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { addNamespacesFromMatches } from '../lib/namespaces.ts';
import { paths } from '../lib/paths.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'feed:meta.titles.notifications' };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context);
  const page = pageFrom(request);
  let result;
  try {
    result = await getNotifications(pageApi(context), page);
  } catch (error) {
    throw loginRedirectFor(error, context) ?? error;
  }
  if (page > Math.max(1, result.data.last_page)) notFound();
  return { notifications: result.data, unread: result.unread, feedMessages: namespaceMessages(getRenderContext(context).locale, 'feed') };
}

export async function action({ context, request }: Route.ActionArgs): Promise<NotificationActionResult> {
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  const api = serverApi(context);
  try {
    if (intent === NOTIFICATION_INTENTS.readAll) return { intent, read_at: (await readAllNotifications(api)).read_at };
    if (intent === NOTIFICATION_INTENTS.read) {
      const id = Number(fieldText(form, 'id'));
      if (!Number.isInteger(id) || id < 1) return failed({ intent, errors: { fields: {}, form: 'error-bad-request' } });
      return { intent, id, read_at: (await readNotification(api, id)).read_at };
    }
    return failed({ intent, errors: { fields: {}, form: 'error-bad-request' } });
  } catch (error) {
    // Spec §8: reading fails quietly.
    const errors = accountFailure(error, context, { fields: [] });
    console.error(intent === NOTIFICATION_INTENTS.readAll ? 'Failed to read notifications' : 'Failed to read notification', error);
    return failed({ intent, errors });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return seoMeta(args, { titleKey: handle.titleKey, noindex: true });
};

/** Every notification of the signed-in reader, newest first, with mark read and mark all read. */
export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('feed');
  const { notifications, unread } = loaderData;
  return (
    <div className="container account-page">
      <p className="account-page__back">
        <Link to={paths.profile()}>{t('notifications.back')}</Link>
      </p>
      <header className="page-header page-header--row">
        <div>
          <h1 className="page-title">{t('notifications.heading')}</h1>
          <p className="page-lead">{unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}</p>
        </div>
        {unread > 0 ? <MarkAllRead /> : null}
      </header>
      {notifications.data.length === 0 ? (
        <p className="notice">{t('notifications.empty')}</p>
      ) : (
        <NotificationPageList items={notifications.data} />
      )}
      <Pager page={notifications.current_page} last={notifications.last_page} basePath={paths.notifications()} />
    </div>
  );
}
