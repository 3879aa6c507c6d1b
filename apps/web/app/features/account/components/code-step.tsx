import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { formatPhone } from '@gazeta/contract';
import { FormAlert, FormStatus, SubmitButton, useErrorText, useFocusFirstError } from '../../../components/form.tsx';
import { CodeField } from '../../../components/field.tsx';
import type { FormErrors } from '../../../lib/form-errors.ts';

export interface CodeStepProps {
  /** The number the code went to (+1XXXXXXXXXX). */
  phone: string;
  /** Seconds the code stays valid. */
  expiresIn?: number | undefined;
  errors?: FormErrors | undefined;
  /** The submit intent of the code form and of "send a new code" (none: the page offers its own way). */
  verifyIntent: string;
  resendIntent?: string;
  submitLabel: string;
  /** Where "change the number" leads (the same page without the step), and what it says. */
  changeTo: string;
  changeLabel?: string;
}

/**
 * The second step of every SMS flow (sign-in, sign-up, phone confirmation): where the code
 * went, the code field, a new code, and the way back to change the number.
 */
export function CodeStep({ phone, expiresIn, errors, verifyIntent, resendIntent, submitLabel, changeTo, changeLabel }: CodeStepProps) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  const minutes = expiresIn ? Math.max(1, Math.round(expiresIn / 60)) : undefined;
  return (
    <div className="code-step">
      <FormStatus tone="info">
        <p>
          <Trans t={t} i18nKey="account.codeSent" values={{ phone: formatPhone(phone) }} components={{ nowrap: <span className="nowrap" /> }} />
        </p>
        {minutes ? <p>{t('account.codeValid', { count: minutes })}</p> : null}
      </FormStatus>
      <Form method="post" className="form" ref={form} noValidate>
        <input type="hidden" name="phone" value={phone} />
        <FormAlert>{errorText(errors?.form)}</FormAlert>
        <CodeField name="code" label={t('account.code')} hint={t('account.codeHint')} error={errorText(errors?.fields['code'])} required autoFocus />
        <div className="form__actions">
          <SubmitButton intent={verifyIntent}>{submitLabel}</SubmitButton>
        </div>
      </Form>
      <div className="code-step__more">
        {resendIntent ? (
          <Form method="post" className="code-step__resend">
            <input type="hidden" name="phone" value={phone} />
            <SubmitButton intent={resendIntent} variant="plain">
              {t('account.resendCode')}
            </SubmitButton>
          </Form>
        ) : null}
        <Link to={changeTo} className="code-step__change" replace>
          {changeLabel ?? t('account.changeNumber')}
        </Link>
      </div>
    </div>
  );
}
