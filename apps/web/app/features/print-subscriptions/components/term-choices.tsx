import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import { ErrorMessage } from '../../../components/form.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useRates } from '../../../lib/rates.ts';
import { termChoice, termChoices } from '../subscription-terms.ts';

/**
 * The term as three large radio cards (3, 6, 12 months), each with its price and what a month
 * comes to, and below them the sum to pay for the one chosen, said again when it changes. Real
 * radio buttons: without JavaScript the choice is sent as it is.
 */
export function TermChoices({ months, onChange, legend, error }: { months: number | null; onChange: (months: number) => void; legend: string; error?: string | undefined }) {
  const { t, i18n } = useTranslation('subscriptions');
  const locale = i18n.language as Locale;
  const uid = useId();
  const errorId = `${uid}-error`;
  const rates = useRates();
  const chosen = termChoice(months, rates);
  return (
    <>
      <fieldset className={`term-choices${error ? ' term-choices--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
        <legend className="field__label">{legend}</legend>
        {error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
        <div className="term-choices__cards">
          {termChoices(rates).map((choice) => (
            <label key={choice.months} className="term-choice">
              <input
                type="radio"
                name="months"
                value={choice.months}
                className="term-choice__radio"
                checked={chosen?.months === choice.months}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(choice.months)}
              />
              <span className="term-choice__text">
                <span className="term-choice__months">{t('term.months', { count: choice.months })}</span>
                <span className="term-choice__price">{formatMoney(choice.cents, locale)}</span>
                <span className="term-choice__per-month">{t('form.perMonth', { amount: formatMoney(choice.perMonthCents, locale) })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="term-total" aria-live="polite">
        {t('form.total')}: <strong data-testid="subscription-price">{chosen ? formatMoney(chosen.cents, locale) : '—'}</strong>
      </p>
    </>
  );
}
