import { useState } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, MyPrintSubscription } from '@gazeta/contract';
import { FormAlert, SubmitButton, useErrorText } from '../../../components/form.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { addressLine, renewalStart, termChoice } from '../subscription-terms.ts';
import { SUBSCRIPTION_ID_FIELD, SUBSCRIPTION_INTENTS, type SubscriptionActionResult } from '../subscription-intents.ts';
import { TermChoices } from './term-choices.tsx';
import { useRates } from '../../../lib/rates.ts';

export interface RenewFormProps {
  term: MyPrintSubscription;
  today: string;
  /** Where the form posts: the page with `?renew={id}`, so a refusal comes back with the form open. */
  action: string;
  /** Where "Cancel" leads: the page without the question. */
  back: string;
  refusal?: SubscriptionActionResult | undefined;
  /** In a pop-up: "Cancel" closes it instead of leading away. */
  onCancel?: (() => void) | undefined;
}

/**
 * Renewing a paid term (the reminder e-mail's link opens it): the same name and address, when
 * the new term starts, the term as radio cards (its own preselected) with the price, and one
 * click on to the checkout.
 */
export function RenewForm({ term, today, action, back, refusal, onCancel }: RenewFormProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const locale = i18n.language as Locale;
  const errorText = useErrorText();
  const [months, setMonths] = useState<number>(term.months);
  const starts = renewalStart(term, today);
  const chosen = termChoice(months, useRates());
  return (
    <Form method="post" action={action} className="renew-form" preventScrollReset>
      <p className="renew-form__lead">
        {t('renew.lead', { name: `${term.first_name} ${term.last_name}`, address: addressLine(term) })}
        <br />
        {starts ? t('renew.startsOn', { date: formatDate(starts, locale) }) : t('renew.startsOnPayment')}
      </p>
      <FormAlert>{errorText(refusal?.errors?.form)}</FormAlert>
      <input type="hidden" name={SUBSCRIPTION_ID_FIELD} value={term.id} />
      <TermChoices months={months} onChange={setMonths} legend={t('form.term')} error={errorText(refusal?.errors?.fields['months'])} />
      <div className="form__actions">
        <SubmitButton intent={SUBSCRIPTION_INTENTS.renew}>{t('renew.submit', { amount: chosen ? formatMoney(chosen.cents, locale) : '' })}</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('renew.cancel')}
          </button>
        ) : (
          <Link to={back} className="button button--secondary" preventScrollReset>
            {t('renew.cancel')}
          </Link>
        )}
      </div>
    </Form>
  );
}
