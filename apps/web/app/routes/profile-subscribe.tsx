import { Link, redirect, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, isStaff } from '@gazeta/contract';
import type { Route } from './+types/profile-subscribe';
import { FormAlert, FormStatus, useErrorText } from '../components/form.tsx';
import { Modal } from '../components/modal.tsx';
import { requireUser } from '../features/account/session.server.ts';
import { toCheckout } from '../features/orders/checkout-redirect.server.ts';
import { loadPrintSchedule } from '../features/print/index.ts';
import { getMyPrintSubscriptions } from '../features/print-subscriptions/api/get-my-print-subscriptions.ts';
import { DeleteForm } from '../features/print-subscriptions/components/delete-form.tsx';
import { MAILING_PARAM, MailingList } from '../features/print-subscriptions/components/mailing-list.tsx';
import { MySubscriptions } from '../features/print-subscriptions/components/my-subscriptions.tsx';
import { PayNow } from '../features/print-subscriptions/components/pay-now.tsx';
import { RenewForm } from '../features/print-subscriptions/components/renew-form.tsx';
import { SubscribeForm } from '../features/print-subscriptions/components/subscribe-form.tsx';
import printSubscriptionsCss from '../features/print-subscriptions/print-subscriptions.css?url';
import { subscriptionIntent } from '../features/print-subscriptions/subscription-actions.server.ts';
import { isSubscriptionIntent, SUBSCRIPTION_INTENTS, subscriptionAnswer, type SubscriptionActionResult } from '../features/print-subscriptions/subscription-intents.ts';
import { askedTerms, idParam, MAILING_WINDOW, mailingIssues } from '../features/print-subscriptions/subscription-terms.ts';
import { failed, type FormResult } from '../lib/action-result.ts';
import { fieldText } from '../lib/form-data.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export const handle: RouteHandle = { titleKey: 'subscriptions:meta.title' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: printSubscriptionsCss }];

const HERE = paths.profileSubscribe();

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const staff = isStaff(user.role);
  // Staff's mailing-list form asks for `?mailing={issue}`: the answer is the API's CSV, signed by the session cookie.
  const mailing = idParam(new URL(request.url).searchParams.get(MAILING_PARAM));
  if (staff && mailing !== null) throw redirect(paths.mailingList(mailing));
  const api = pageApi(context);
  const mine = await getMyPrintSubscriptions(api);
  const print = staff ? await loadPrintSchedule(api, { from: addDays(mine.today, -MAILING_WINDOW.pastDays) }) : null;
  return {
    names: { first_name: user.first_name, last_name: user.last_name },
    mine,
    mailing: print ? { ...mailingIssues(print.schedule, mine.today), editionNames: Object.fromEntries(print.editions.map((edition) => [edition.slug, edition.name])) } : null,
    subscriptionsMessages: namespaceMessages(getRenderContext(context).locale, 'subscriptions'),
  };
}

export async function action({ context, request }: Route.ActionArgs): Promise<SubscriptionActionResult | FormResult | Response> {
  await requireUser(context);
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  if (!isSubscriptionIntent(intent)) return failed<FormResult>({ intent, errors: { fields: {}, form: 'error-bad-request' } });
  const result = await subscriptionIntent(context, intent, form);
  // Paying, and a renewal (chosen and paid in one step), go on to the order's checkout, as the classifieds' do.
  if (!result.ok || !result.orderId || (intent !== SUBSCRIPTION_INTENTS.pay && intent !== SUBSCRIPTION_INTENTS.renew)) return result;
  const checkout = await toCheckout(context, result.orderId);
  return checkout instanceof Response ? checkout : failed({ ...result, ok: false, errors: { fields: {}, form: checkout.code } });
}

/** Opening the renewal or the deletion's question changes only the address: no need to reload. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('renew');
    params.delete('delete');
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * The printed paper by mail (spec §2 /profile/subscribe, issue #16): the member's terms with
 * their phase and delivery days (Pay, Renew, Delete), the subscribe form, and for staff the
 * mailing list of an issue. The renewal (`?renew={id}`, the reminder e-mail's link) and the
 * deletion's question (`?delete={id}`) have their own addresses: pop-ups once JavaScript runs,
 * in the page before. Every form is a plain form to the page's action.
 */
export default function ProfileSubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('subscriptions');
  const errorText = useErrorText();
  const { names, mine, mailing } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const asked = askedTerms(params, mine.data);
  // A pop-up closed by the reader leaves its address; one closed because the address changed
  // (a form sent from it) does nothing more, or it would lose the form's answer.
  const close = () => {
    if (asked.renew || asked.remove) void navigate(HERE, { replace: true, preventScrollReset: true });
  };

  const answer = subscriptionAnswer(actionData);
  const created = answer?.intent === SUBSCRIPTION_INTENTS.create ? answer : undefined;
  const renewRefused = answer?.intent === SUBSCRIPTION_INTENTS.renew && !answer.ok ? answer : undefined;
  const removed = answer?.intent === SUBSCRIPTION_INTENTS.remove ? answer : undefined;
  const payRefused = answer?.intent === SUBSCRIPTION_INTENTS.pay && !answer.ok ? answer : undefined;
  // A renewal refused after its pop-up was closed is said on the page.
  const pageAlert = payRefused?.errors?.form ?? (removed && !removed.ok ? removed.errors?.form : undefined) ?? (renewRefused && !asked.renew ? renewRefused.errors?.form : undefined);

  // The term just ordered does not make the form one for "another address" under the reader's eyes.
  const hasOthers = mine.data.some((term) => !created?.ok || term.order_id !== created.orderId);

  const renewTitle = t('renew.title');
  const removeTitle = t('remove.title');
  const renewForm = asked.renew ? (
    <RenewForm
      key={asked.renew.id}
      term={asked.renew}
      today={mine.today}
      action={paths.profileSubscribe({ renew: asked.renew.id })}
      back={HERE}
      refusal={renewRefused}
      onCancel={hydrated ? close : undefined}
    />
  ) : null;
  const removeForm = asked.remove ? <DeleteForm term={asked.remove} action={HERE} back={HERE} onCancel={hydrated ? close : undefined} /> : null;

  return (
    <div className="container account-page print-subscribe">
      <header className="page-header">
        <h1 className="page-title">{t('page.heading')}</h1>
        <p className="page-lead">{t('page.lead')}</p>
      </header>
      <FormAlert>{errorText(pageAlert)}</FormAlert>
      {removed?.ok ? <FormStatus>{t('page.deleted')}</FormStatus> : null}

      {/* Before JavaScript runs, the asked pop-up is part of the page, at its top. */}
      {!hydrated && renewForm ? (
        <section className="panel print-subscribe__inline" aria-labelledby="renew-inline-title">
          <h2 id="renew-inline-title">{renewTitle}</h2>
          {renewForm}
        </section>
      ) : null}
      {!hydrated && removeForm ? (
        <section className="panel print-subscribe__inline" aria-labelledby="remove-inline-title">
          <h2 id="remove-inline-title">{removeTitle}</h2>
          {removeForm}
        </section>
      ) : null}

      {mine.data.length > 0 ? (
        <section className="print-subscribe__section" aria-labelledby="my-terms-title">
          <h2 id="my-terms-title" className="print-subscribe__heading">
            {t('page.mine')}
          </h2>
          <MySubscriptions data={mine.data} today={mine.today} />
        </section>
      ) : null}

      <section className="panel print-subscribe__section" aria-labelledby="subscribe-title">
        <h2 id="subscribe-title" className="print-subscribe__heading">
          {hasOthers ? t('form.headingMore') : t('form.heading')}
        </h2>
        {created?.ok ? (
          <PayNow result={created} action={HERE} />
        ) : (
          <>
            <p className="print-subscribe__lead">{t('form.lead')}</p>
            <SubscribeForm names={names} refusal={created} action={HERE} />
          </>
        )}
      </section>

      <p className="print-subscribe__note muted">
        {t('page.newsletter')} <Link to={paths.profile()}>{t('page.newsletterLink')}</Link>.
      </p>

      {mailing ? <MailingList issues={mailing.issues} next={mailing.next} editionNames={mailing.editionNames} action={HERE} /> : null}

      <Modal open={hydrated && asked.renew !== null} onClose={close} title={renewTitle}>
        {renewForm}
      </Modal>
      <Modal open={hydrated && asked.remove !== null} onClose={close} title={removeTitle}>
        {removeForm}
      </Modal>
    </div>
  );
}
