import { Form, Link, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, isAdmin, isStaff, type Locale } from '@gazeta/contract';
import type { Route } from './+types/profile';
import { FormAlert, SubmitButton, useErrorText } from '../components/form.tsx';
import { resendEmailVerification } from '../features/account/api/resend-email-verification.ts';
import { EmailAddress } from '../features/account/components/email-address.tsx';
import { LogoutButton } from '../features/account/components/logout-button.tsx';
import { PhoneVerification } from '../features/account/components/phone-verification.tsx';
import { VerificationBadge } from '../features/account/components/verification-badge.tsx';
import { phoneIntent } from '../features/account/phone-intents.server.ts';
import { isPhoneIntent, type PhoneResult } from '../features/account/phone.ts';
import { ADMIN_JOBS_LINK, ADMIN_RATES_LINK, MODERATION_LINK, NEWSROOM_LINK, readyProfileLinks } from '../features/account/profile-links.ts';
import { accountFailure, requireUser } from '../features/account/session.server.ts';
import { getMyRequests } from '../features/requests/api/get-my-requests.ts';
import { MyRequests } from '../features/requests/components/my-requests.tsx';
import { NewsletterControl } from '../features/newsletter/components/newsletter-control.tsx';
import { newsletterIntent } from '../features/newsletter/newsletter-intent.server.ts';
import { isNewsletterIntent } from '../features/newsletter/newsletter.ts';
import { failed, type FormResult } from '../lib/action-result.ts';
import { formatMoney } from '../lib/format.ts';
import { fieldText } from '../lib/form-data.ts';
import { withNotice } from '../lib/notice.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.profile' };

const HERE = paths.profile();
const RESEND_EMAIL = 'resend-email';

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  return { user, requests: (await getMyRequests(pageApi(context))).data };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  if (isPhoneIntent(intent)) return phoneIntent(context, intent, form, HERE);
  if (isNewsletterIntent(intent)) {
    const user = await requireUser(context);
    return newsletterIntent(context, intent, user, HERE, (error) => accountFailure(error, context, { fields: [] }));
  }
  if (intent === RESEND_EMAIL) {
    try {
      await resendEmailVerification(serverApi(context));
    } catch (error) {
      const errors = accountFailure(error, context, { fields: [] });
      return failed<FormResult>({ intent, errors });
    }
    return redirect(withNotice(HERE, 'email-sent'));
  }
  return failed<FormResult>({ intent, errors: { fields: {}, form: 'error-bad-request' } });
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * The signed-in reader's page (spec §2 /profile): welcome back, whether the phone and e-mail
 * are confirmed (and the way to confirm them), the balance, the profile navigation, and the
 * member's requests of every kind with their states.
 */
export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('pages');
  const errorText = useErrorText();
  const { user, requests } = loaderData;
  const result = actionData as (PhoneResult & FormResult) | undefined;
  const emailErrors = result?.intent === RESEND_EMAIL ? result.errors : undefined;

  return (
    <div className="container account-page">
      <header className="page-header">
        <h1 className="page-title">{t('profile.welcome', { name: user.first_name || user.full_name })}</h1>
        <p className="page-lead">{t('profile.lead')}</p>
      </header>
      <div className="profile">
        <section className="panel profile__facts" aria-labelledby="profile-facts">
          <h2 id="profile-facts" className="panel__title">
            {t('profile.account')}
          </h2>
          <dl className="facts">
            <div className="facts__row">
              <dt>{t('account.phone')}</dt>
              <dd>
                <p className="facts__value">
                  {user.phone ? formatPhone(user.phone) : t('profile.noPhone')} {user.phone ? <VerificationBadge verified={user.phone_verified} /> : null}
                </p>
                {user.phone_verified ? null : (
                  <div className="facts__action">
                    <p className="muted">{user.phone ? t('profile.phoneWhy') : t('profile.addPhone')}</p>
                    <PhoneVerification phone={user.phone} result={result} here={HERE} submitLabel={t('account.sendCode')} />
                  </div>
                )}
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('account.email')}</dt>
              <dd>
                <p className="facts__value">
                  {user.email ? <EmailAddress email={user.email} /> : t('profile.noEmail')} {user.email ? <VerificationBadge verified={user.email_verified} /> : null}
                </p>
                {user.email && !user.email_verified ? (
                  <Form method="post" className="facts__action">
                    <p className="muted">{t('profile.emailWhy')}</p>
                    <FormAlert>{errorText(emailErrors?.form)}</FormAlert>
                    <SubmitButton intent={RESEND_EMAIL} variant="plain">
                      {t('profile.resendEmail')}
                    </SubmitButton>
                  </Form>
                ) : null}
                {user.email ? null : (
                  <p className="facts__action">
                    <Link to={`${paths.profileChangeInfo()}#personal`}>{t('profile.addEmail')}</Link>
                  </p>
                )}
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('profile.balance')}</dt>
              <dd>
                <p className="facts__value facts__value--big">{formatMoney(user.balance, i18n.language as Locale)}</p>
              </dd>
            </div>
          </dl>
        </section>
        <nav className="panel profile-nav" aria-labelledby="profile-nav">
          <h2 id="profile-nav" className="panel__title">
            {t('profile.nav.title')}
          </h2>
          <ul className="profile-nav__list">
            {[...readyProfileLinks(), ...(isStaff(user.role) ? [NEWSROOM_LINK, MODERATION_LINK] : []), ...(isAdmin(user.role) ? [ADMIN_RATES_LINK, ADMIN_JOBS_LINK] : [])].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="profile-nav__link">
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li className="profile-nav__item">
              <h3 className="profile-nav__heading">{t('profile.nav.newsletter')}</h3>
              <NewsletterControl user={user} result={result} />
            </li>
            <li>
              <LogoutButton className="profile-nav__link profile-nav__exit" />
            </li>
          </ul>
        </nav>
        <MyRequests requests={requests} />
      </div>
    </div>
  );
}
