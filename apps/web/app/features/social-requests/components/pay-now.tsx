import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import { FormAlert, useErrorText } from '../../../components/form.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { SOCIAL_ID_FIELD, SOCIAL_INTENTS, SOCIAL_ORDER_FIELD, socialAnswer, type SocialActionResult } from '../social-intents.ts';

/**
 * Once a request is saved: the server's "Success. Please pay for your request." (spec §4) and one
 * click on to the checkout (the page's Pay intent sends the payer to the provider), or later
 * from the list, where the request waits for payment. A plain form: the answer is a redirect,
 * and it works without JavaScript.
 */
export function PayNow({ result, action, onClose }: { result: SocialActionResult; action: string; onClose?: (() => void) | undefined }) {
  const { t, i18n } = useTranslation('social');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const answer = socialAnswer(useActionData());
  const busy = navigation.state !== 'idle' && navigation.formAction === action;
  const refused = answer && answer.intent === SOCIAL_INTENTS.pay && !answer.ok ? errorText(answer.code) : undefined;
  return (
    <div className="social-pay" data-testid="social-pay">
      <div className="form-status form-status--success" role="status">
        <p>{errorText(result.code)}</p>
        {result.orderId ? <p>{t('form.payLead', { id: result.orderId })}</p> : null}
      </div>
      {result.orderId ? (
        <Form method="post" action={action} className="social-pay__actions" onSubmit={(event) => busy && event.preventDefault()}>
          <FormAlert>{refused}</FormAlert>
          {result.id ? <input type="hidden" name={SOCIAL_ID_FIELD} value={result.id} /> : null}
          <input type="hidden" name={SOCIAL_ORDER_FIELD} value={result.orderId} />
          <button type="submit" name="intent" value={SOCIAL_INTENTS.pay} className="button button--primary" aria-disabled={busy || undefined}>
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
