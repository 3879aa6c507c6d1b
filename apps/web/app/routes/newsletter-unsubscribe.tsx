import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/newsletter-unsubscribe';
import { SubmitButton, FormAlert, useErrorText } from '../components/form.tsx';
import { unsubscribe } from '../features/newsletter/api/unsubscribe.ts';
import { signedInState } from '../features/account/session.server.ts';
import { apiFailure, failed, type FormResult } from '../lib/action-result.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsletterUnsubscribe' };

const TOKEN = /^[\w-]{16,200}$/;
const tokenFrom = (request: Request) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return TOKEN.test(token) ? token : null;
};

/**
 * The unsubscribe link of every newsletter. Opening it changes nothing (mail scanners open
 * links); the button on the page does. Without a token, a signed-in reader unsubscribes their
 * own address.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = tokenFrom(request);
  if (token) return { mode: 'token' as const };
  const state = await signedInState(context).catch(() => null);
  return { mode: state?.auth ? ('own' as const) : ('invalid' as const) };
}

interface UnsubscribeResult extends FormResult {
  done?: boolean;
}

export async function action({ context, request }: Route.ActionArgs) {
  const intent = 'unsubscribe';
  try {
    await unsubscribe(serverApi(context), tokenFrom(request) ?? undefined);
  } catch (error) {
    const errors = apiFailure(error, { fields: [] });
    return failed<UnsubscribeResult>({ intent, errors });
  }
  return { intent, done: true } satisfies UnsubscribeResult;
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['pages', 'common']);
  const errorText = useErrorText();
  const result = actionData as UnsubscribeResult | undefined;
  let body;
  if (result?.done) {
    body = (
      <div className="form-status form-status--success" role="status">
        <p>{t('newsletter.unsubscribed')}</p>
      </div>
    );
  } else if (loaderData.mode === 'invalid') {
    body = (
      <div className="form-alert" role="alert">
        <p>{t('errors:error-link-invalid')}</p>
        <p>
          {t('newsletter.signInToManage')} <Link to={paths.login()}>{t('newsletter.signIn')}</Link>
        </p>
      </div>
    );
  } else {
    body = (
      <Form method="post" className="panel">
        <p>{t('newsletter.unsubscribeQuestion')}</p>
        <FormAlert>{errorText(result?.errors?.form)}</FormAlert>
        <div className="form__actions">
          <SubmitButton intent="unsubscribe">{t('newsletter.unsubscribe')}</SubmitButton>
          <Link to={paths.home()} className="button">
            {t('newsletter.stay')}
          </Link>
        </div>
      </Form>
    );
  }
  return (
    <div className="container account-page account-page--narrow">
      <header className="page-header">
        <h1 className="page-title">{t('newsletter.unsubscribeHeading')}</h1>
      </header>
      {body}
    </div>
  );
}
