import { useRef } from 'react';
import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, type User } from '@gazeta/contract';
import { FormAlert, SubmitButton, useErrorText, useFocusFirstError } from '../../../components/form.tsx';
import type { ProofResult } from '../owner-proof.ts';
import { PHONE_INTENTS, type PhoneResult } from '../phone.ts';
import { CodeStep } from './code-step.tsx';
import { OwnerProofField } from './owner-proof-field.tsx';
import { PhoneField } from './phone-field.tsx';

const { send: SEND, verify: VERIFY } = PHONE_INTENTS;

/**
 * A phone number confirmed by SMS: the number (the current one filled in), then the code.
 * `here` is the page's own path, where "change the number" starts again. With `proofOf`, the
 * form also asks for the owner's proof, which a number other than the account's own needs.
 */
export function PhoneVerification(props: {
  phone: string | null;
  result: (PhoneResult & ProofResult) | undefined;
  here: string;
  submitLabel: string;
  proofOf?: User;
}) {
  const { phone, result, here, submitLabel, proofOf } = props;
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const mine = result?.intent === SEND || result?.intent === VERIFY ? result : undefined;
  const errors = mine?.intent === SEND ? mine.errors : undefined;
  useFocusFirstError(form, errors);

  if (mine?.codeSentTo) {
    return (
      <CodeStep
        phone={mine.codeSentTo}
        expiresIn={mine.expiresIn}
        errors={mine.intent === VERIFY ? mine.errors : undefined}
        verifyIntent={VERIFY}
        resendIntent={SEND}
        submitLabel={t('account.confirmPhone')}
        changeTo={here}
      />
    );
  }
  return (
    <Form method="post" className="form" ref={form} noValidate>
      <FormAlert>{errorText(errors?.form)}</FormAlert>
      <PhoneField name="phone" defaultValue={mine?.values?.['phone'] ?? (phone ? formatPhone(phone) : '')} error={errorText(errors?.fields['phone'])} required />
      {proofOf ? <OwnerProofField user={proofOf} formIntent={SEND} errors={errors} codeSentTo={mine?.proofCodeSentTo} /> : null}
      <div className="form__actions">
        <SubmitButton intent={SEND}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
