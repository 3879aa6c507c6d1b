import { useTranslation } from 'react-i18next';
import { formatPhone, type User } from '@gazeta/contract';
import { FormStatus, SubmitButton, useErrorText } from '../../../components/form.tsx';
import { CodeField, PasswordField } from '../../../components/field.tsx';
import type { FormErrors } from '../../../lib/form-errors.ts';
import { PROOF_CODE_INTENT, PROOF_FOR_FIELD } from '../owner-proof.ts';

/**
 * The owner's proof inside a form (`formIntent` is the form's own submit intent): the current
 * password; for an account without one, the code sent to its phone by the button beside it;
 * for an account with neither, a note that a recent login is what counts.
 */
export function OwnerProofField(props: { user: User; formIntent: string; errors: FormErrors | undefined; codeSentTo?: string | undefined; hint?: string }) {
  const { user, formIntent, errors, codeSentTo, hint } = props;
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  if (user.has_password) {
    return (
      <PasswordField
        name="current_password"
        label={t('account.currentPassword')}
        hint={hint}
        autoComplete="current-password"
        error={errorText(errors?.fields['current_password'])}
      />
    );
  }
  if (user.phone && user.phone_verified) {
    const phone = formatPhone(user.phone);
    return (
      <div className="owner-proof">
        <input type="hidden" name={PROOF_FOR_FIELD} value={formIntent} />
        {codeSentTo ? (
          <FormStatus tone="info">
            <p>{t('changeInfo.proof.codeSent', { phone })}</p>
          </FormStatus>
        ) : null}
        <CodeField name="code" label={t('account.code')} hint={hint ?? t('changeInfo.proof.codeHint', { phone })} error={errorText(errors?.fields['code'])} />
        <SubmitButton intent={PROOF_CODE_INTENT} variant="plain">
          {codeSentTo ? t('account.resendCode') : t('changeInfo.proof.sendCode')}
        </SubmitButton>
      </div>
    );
  }
  return <p className="field__hint">{t('changeInfo.proof.recentLogin')}</p>;
}
