import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import { FormAlert, useErrorText } from '../../../components/form.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { DISPLAY_AD_ID_FIELD, DISPLAY_AD_INTENTS, DISPLAY_AD_ORDER_FIELD, type DisplayAdActionResult } from '../display-ad-intents.ts';

/**
 * Once an ad is saved: the server's "Success. Please pay for your request." (spec §4) and one
 * click on to the checkout (the page's Pay intent sends the payer to the provider), or later
 * from the list, where the ad waits for payment. A plain form: the answer is a redirect, and it
 * works without JavaScript.
 */
export function PayNow({ result, action, onClose }: { result: DisplayAdActionResult; action: string; onClose?: (() => void) | undefined }) {
  const { t, i18n } = useTranslation('advertising');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const answer = useActionData<DisplayAdActionResult | undefined>();
  const busy = navigation.state !== 'idle' && navigation.formAction === action;
  const refused = answer && answer.intent === DISPLAY_AD_INTENTS.pay && !answer.ok ? errorText(answer.code) : undefined;
  return (
    <div className="display-ad-pay" data-testid="display-ad-pay">
      <div className="form-status form-status--success" role="status">
        <p>{errorText(result.code)}</p>
        {result.orderId ? <p>{t('form.payLead', { id: result.orderId })}</p> : null}
      </div>
      {result.orderId ? (
        <Form method="post" action={action} className="display-ad-pay__actions" onSubmit={(event) => busy && event.preventDefault()}>
          <FormAlert>{refused}</FormAlert>
          {result.id ? <input type="hidden" name={DISPLAY_AD_ID_FIELD} value={result.id} /> : null}
          <input type="hidden" name={DISPLAY_AD_ORDER_FIELD} value={result.orderId} />
          <button type="submit" name="intent" value={DISPLAY_AD_INTENTS.pay} className="button button--primary" aria-disabled={busy || undefined}>
            {t('form.payAmount', { amount: formatMoney(result.priceCents ?? 0, i18n.language as Locale) })}
          </button>
          {onClose ? (
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('form.payLater')}
            </button>
          ) : (
            <Link className="button button--secondary" to={action}>
              {t('form.payLater')}
            </Link>
          )}
        </Form>
      ) : null}
    </div>
  );
}
