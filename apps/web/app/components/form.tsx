import { useEffect, type ReactNode, type RefObject } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasErrors, type FormErrors } from '../lib/form-errors.ts';
import { buttonClass, type ButtonVariant } from './button.ts';
import { ErrorList } from './field.tsx';

/** Translates an error code; a code without a text says the generic error. */
export function useErrorText(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation('errors');
  return (code) => (code ? t(code, { defaultValue: t('notification-error') }) : undefined);
}

/** After a failed submission, the first field in error (or the form's alert) takes the focus. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, errors: FormErrors | undefined): void {
  useEffect(() => {
    if (!hasErrors(errors)) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], .form-alert')?.focus();
  }, [form, errors]);
}

/** Whether the form with this submit `intent` is being sent (and the page reloaded after it). */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/** The message beside a field (read with the field through its aria-describedby): the one error list's single message. */
export function ErrorMessage({ id, children }: { id: string; children: string }) {
  return <ErrorList id={id} errors={[children]} />;
}

/**
 * A form's send button, saying so while `busy`. It stays focusable then (aria-disabled), so a
 * screen reader does not lose its place, and a second press sends nothing.
 */
export function SendButton({ busy, children, variant = 'primary', intent }: { busy: boolean; children: ReactNode; variant?: ButtonVariant; intent?: string }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="submit"
      name={intent === undefined ? undefined : 'intent'}
      value={intent}
      className={buttonClass(variant)}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? t('form.sending') : children}
    </button>
  );
}

/** The button of a page's form: it names the form (`intent`) and is busy while the page sends it. */
export function SubmitButton({ intent, children, variant = 'primary' }: { intent: string; children: ReactNode; variant?: ButtonVariant | 'plain' }) {
  const busy = useSubmitting(intent);
  // 'plain' is the older name of 'secondary'.
  return (
    <SendButton busy={busy} intent={intent} variant={variant === 'plain' ? 'secondary' : variant}>
      {children}
    </SendButton>
  );
}

/** The form's own error (not a field's): announced, and focused after a failed submission. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="form-alert" role="alert" tabIndex={-1}>
      {children}
    </div>
  );
}

/** A success or information message in the page. */
export function FormStatus({ children, tone = 'success' }: { children: ReactNode; tone?: 'success' | 'info' }) {
  return (
    <div className={`form-status form-status--${tone}`} role="status">
      {children}
    </div>
  );
}
