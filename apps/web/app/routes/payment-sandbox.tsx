import { Form, Link, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import type { Route } from './+types/payment-sandbox';
import { FormAlert, SubmitButton, useErrorText } from '../components/form.tsx';
import { accountFailure, loginRedirectFor, requireUser } from '../features/account/session.server.ts';
import { decideSandboxCheckout } from '../features/orders/api/decide-sandbox-checkout.ts';
import { getSandboxCheckout } from '../features/orders/api/get-sandbox-checkout.ts';
import { OrderLines } from '../features/orders/components/order-lines.tsx';
import { isSandboxIntent } from '../features/orders/orders.ts';
import { failed, type FormResult } from '../lib/action-result.ts';
import { fieldText } from '../lib/form-data.ts';
import { formatMoney } from '../lib/format.ts';
import { getI18n } from '../lib/i18n.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { addNamespacesFromMatches } from '../lib/namespaces.ts';
import { paths } from '../lib/paths.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.paymentSandbox' };

export async function loader({ context, params }: Route.LoaderArgs) {
  await requireUser(context);
  let checkout;
  try {
    checkout = await getSandboxCheckout(pageApi(context), params.session);
  } catch (error) {
    throw loginRedirectFor(error, context) ?? error;
  }
  return { checkout, ordersMessages: namespaceMessages(getRenderContext(context).locale, 'orders') };
}

/** Pay or Decline: the sandbox answers as a provider would, and sends the payer back as it would. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const intent = fieldText(await request.formData(), 'intent');
  if (!isSandboxIntent(intent)) return failed<FormResult>({ intent, errors: { fields: {}, form: 'error-bad-request' } });
  try {
    const { redirect_url } = await decideSandboxCheckout(serverApi(context), params.session, intent);
    return redirect(redirect_url);
  } catch (error) {
    return failed<FormResult>({ intent, errors: accountFailure(error, context, { fields: [] }) });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return seoMeta(args, { titleKey: handle.titleKey, noindex: true });
};

/**
 * The sandbox provider's checkout page (PAYMENTS_PROVIDER=sandbox, decision 020): plainly a
 * test, it shows what the order charges and lets the payer pay or decline. Either answer goes
 * through the same signed-webhook handling as Stripe's.
 */
export default function SandboxCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('orders');
  const errorText = useErrorText();
  const { checkout } = loaderData;
  const { order } = checkout;
  const amount = formatMoney(checkout.amount_cents, i18n.language as Locale);
  const result = actionData as FormResult | undefined;
  return (
    <div className="container account-page account-page--narrow sandbox-checkout">
      <p className="sandbox-checkout__badge">{t('sandbox.badge')}</p>
      <header className="page-header">
        <h1 className="page-title">{t('sandbox.title')}</h1>
        <p className="page-lead">{t('sandbox.lead')}</p>
      </header>
      <section className="panel" aria-labelledby="sandbox-order">
        <h2 id="sandbox-order" className="panel__title">
          {t('orderNumber', { id: order.id })}
        </h2>
        <OrderLines order={order} headingId="sandbox-order" />
        {checkout.open ? (
          <Form method="post" className="sandbox-checkout__actions">
            <FormAlert>{errorText(result?.errors?.form)}</FormAlert>
            <SubmitButton intent="pay">{t('sandbox.pay', { amount })}</SubmitButton>
            <SubmitButton intent="decline" variant="secondary">
              {t('sandbox.decline')}
            </SubmitButton>
          </Form>
        ) : (
          <>
            <p className="notice">{t('sandbox.closed')}</p>
            <p>
              <Link to={paths.order(order.id)}>{t('sandbox.toOrder')}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
