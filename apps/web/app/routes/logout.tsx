import { Form, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/logout';
import { logout } from '../features/account/api/logout.ts';
import { signedInState } from '../features/account/session.server.ts';
import { clearAuthData } from '../lib/auth-data.ts';
import { withNotice } from '../lib/notice.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.logout' };

/** A GET changes nothing: it asks, and only a signed-in reader has something to leave. */
export async function loader({ context }: Route.LoaderArgs) {
  const state = await signedInState(context).catch(() => null);
  if (!state?.auth) throw redirect(paths.login());
  return null;
}

/**
 * Spec §4: logout calls the server and goes to /login; a failure is only logged. The login page
 * says the reader has signed out (issue #13), as a banner without JavaScript and a toast with it.
 */
export async function action({ context }: Route.ActionArgs) {
  try {
    await logout(serverApi(context));
  } catch (error) {
    console.error('Failed to log out', error);
  }
  return redirect(withNotice(paths.login(), 'signed-out'));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

export default function LogoutPage() {
  const { t } = useTranslation(['pages', 'layout']);
  return (
    <div className="container account-page account-page--narrow">
      <header className="page-header">
        <h1 className="page-title">{t('logout.heading')}</h1>
      </header>
      <Form method="post" className="panel" onSubmit={clearAuthData}>
        <p>{t('logout.question')}</p>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('layout:account.exit')}
          </button>
        </div>
      </Form>
    </div>
  );
}
