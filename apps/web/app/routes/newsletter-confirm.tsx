import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/newsletter-confirm';
import { ApiError } from '../lib/api-client.ts';
import { confirmSubscription } from '../features/newsletter/api/confirm-subscription.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsletterConfirm' };

const TOKEN = /^[\w-]{16,200}$/;

/** The confirmation link of the double opt-in: opening it confirms the subscription. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return { confirmed: false, code: 'error-link-invalid' };
  try {
    await confirmSubscription(serverApi(context), token);
    return { confirmed: true, code: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { confirmed: false, code: error.code };
  }
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['pages', 'errors']);
  const { confirmed, code } = loaderData;
  return (
    <div className="container account-page account-page--narrow">
      <header className="page-header">
        <h1 className="page-title">{t('newsletter.confirmHeading')}</h1>
      </header>
      {confirmed ? (
        <div className="form-status form-status--success" role="status">
          <p>{t('newsletter.confirmed')}</p>
        </div>
      ) : (
        <div className="form-alert" role="alert">
          <p>{t(`errors:${code ?? 'error-link-invalid'}`, { defaultValue: t('errors:error-link-invalid') })}</p>
          <p>{t('newsletter.confirmFailed')}</p>
        </div>
      )}
      <p className="account-page__alt">
        <Link to={paths.home()}>{t('common:actions.backHome')}</Link>
      </p>
    </div>
  );
}
