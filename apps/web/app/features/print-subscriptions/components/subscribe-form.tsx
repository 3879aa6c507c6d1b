import { useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRINT_SUBSCRIPTION_LIMITS, US_STATES } from '@gazeta/contract';
import { FormAlert, SubmitButton, useErrorText, useFocusFirstError } from '../../../components/form.tsx';
import { CheckboxField, SelectField, Field, type FieldProps } from '../../../components/field.tsx';
import { paths } from '../../../lib/paths.ts';
import { DEFAULT_TERM, termChoice } from '../subscription-terms.ts';
import { SUBSCRIPTION_INTENTS, type SubscribeField, type SubscriptionActionResult } from '../subscription-intents.ts';
import { TermChoices } from './term-choices.tsx';
import { useRates } from '../../../lib/rates.ts';

export interface SubscribeFormProps {
  /** The member's own name, to start the delivery name with. */
  names: { first_name: string; last_name: string };
  /** The form's refusal (what was typed and what was wrong), if it was just sent. */
  refusal?: SubscriptionActionResult | undefined;
  action: string;
}

/**
 * The subscribe form (issue #16): the delivery name and US address (the state from a list, the
 * ZIP code), the term as radio cards with their prices and the sum to pay, and "I agree" with
 * the terms' link. The server checks everything, the ZIP code against the state too; each
 * refused field says why beside it, and nothing typed is lost. A plain form: it works before
 * JavaScript runs.
 */
export function SubscribeForm({ names, refusal, action }: SubscribeFormProps) {
  const { t } = useTranslation('subscriptions');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const values = refusal?.values;
  const errors = refusal?.errors;
  const rates = useRates();
  const [months, setMonths] = useState<number>(() => termChoice(values?.['months'], rates)?.months ?? (values ? 0 : DEFAULT_TERM));
  useFocusFirstError(form, errors);

  const value = (name: SubscribeField, fallback = '') => values?.[name] ?? fallback;
  const error = (name: SubscribeField) => errorText(errors?.fields[name]);
  const text = (name: SubscribeField, label: string, more: Partial<FieldProps> = {}) => (
    <Field name={name} label={label} defaultValue={value(name)} error={error(name)} {...more} />
  );
  return (
    <Form method="post" action={action} className="form subscribe-form" ref={form} noValidate preventScrollReset>
      <FormAlert>{errorText(errors?.form)}</FormAlert>
      <div className="subscribe-form__row">
        {text('first_name', t('form.firstName'), { autoComplete: 'given-name', maxLength: PRINT_SUBSCRIPTION_LIMITS.nameMax, defaultValue: value('first_name', names.first_name), required: true })}
        {text('last_name', t('form.lastName'), { autoComplete: 'family-name', maxLength: PRINT_SUBSCRIPTION_LIMITS.nameMax, defaultValue: value('last_name', names.last_name), required: true })}
      </div>
      {text('address', t('form.address'), { hint: t('form.addressHint'), autoComplete: 'address-line1', maxLength: PRINT_SUBSCRIPTION_LIMITS.addressMax, required: true })}
      {text('address2', t('form.address2'), { autoComplete: 'address-line2', maxLength: PRINT_SUBSCRIPTION_LIMITS.addressMax })}
      {text('city', t('form.city'), { autoComplete: 'address-level2', maxLength: PRINT_SUBSCRIPTION_LIMITS.cityMax, required: true })}
      <div className="subscribe-form__row">
        <SelectField
          name="state"
          label={t('form.state')}
          placeholder={t('form.statePrompt')}
          options={US_STATES.map((state) => ({ value: state, label: `${state} — ${t(`states.${state}`)}` }))}
          defaultValue={value('state')}
          error={error('state')}
          autoComplete="address-level1"
          required
        />
        {text('zip', t('form.zip'), { hint: t('form.zipHint'), autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10, required: true })}
      </div>
      <TermChoices months={months} onChange={setMonths} legend={t('form.term')} error={error('months')} />
      <CheckboxField
        name="agree"
        value="1"
        defaultChecked={value('agree') !== ''}
        error={error('agree')}
        label={
          <>
            {t('form.agree')}{' '}
            <Link to={paths.terms()} target="_blank">
              {t('form.terms')}
            </Link>
          </>
        }
      />
      <div className="form__actions">
        <SubmitButton intent={SUBSCRIPTION_INTENTS.create}>{t('form.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
