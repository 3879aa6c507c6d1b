import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import { SubmitButton, useErrorText } from '../../../components/form.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { SUBSCRIPTION_INTENTS, SUBSCRIPTION_ORDER_FIELD, type SubscriptionActionResult } from '../subscription-intents.ts';

/**
 * Once the form is sent: the server's "Success. Please pay for your request." (spec §4) and one
 * click on to the checkout (the page's Pay sends the payer to the provider), or later, from the
 * list above, where the term waits for payment. It takes the focus, so it is read out at once.
 */
export function PayNow({ result, action }: { result: SubscriptionActionResult; action: string }) {
  const { t, i18n } = useTranslation('subscriptions');
  const errorText = useErrorText();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="subscribe-pay" data-testid="subscription-pay">
      <div className="form-status form-status--success" role="status" tabIndex={-1} ref={panel}>
        <p>{errorText(result.code)}</p>
        {result.orderId ? <p>{t('form.payLead', { id: result.orderId })}</p> : null}
      </div>
      {result.orderId ? (
        <Form method="post" action={action} className="subscribe-pay__actions">
          <input type="hidden" name={SUBSCRIPTION_ORDER_FIELD} value={result.orderId} />
          <SubmitButton intent={SUBSCRIPTION_INTENTS.pay}>{t('form.payAmount', { amount: formatMoney(result.priceCents ?? 0, i18n.language as Locale) })}</SubmitButton>
          <Link className="button button--secondary" to={action} preventScrollReset>
            {t('form.payLater')}
          </Link>
        </Form>
      ) : null}
    </div>
  );
}
