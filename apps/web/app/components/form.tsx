import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type RefObject, type SelectHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasErrors, type FormErrors } from '../lib/form-errors.ts';
import { buttonClass, type ButtonVariant } from './button.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'className'>;

/** What every field shares: its label, hint and error above the control, which names them by `aria-describedby`. */
function FieldFrame({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string | undefined; children: (describedBy: string | undefined) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error && errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      <div className="field__control">
        {children(describedBy)}
      </div>
    </div>
  );
}

export interface TextFieldProps extends InputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error. */
  error?: string | undefined;
  /** Extra content after the input (a toggle button). */
  after?: ReactNode;
  inputId?: string;
}

/**
 * A labelled input: label above, then the hint and the error (both read with the input through
 * aria-describedby), then the input itself.
 */
export function TextField({ label, hint, error, after, inputId, ...input }: TextFieldProps) {
  const generated = useId();
  const id = inputId ?? generated;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <>
          <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
          {after}
        </>
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children' | 'className' | 'multiple'>;

export interface SelectFieldProps extends SelectProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error. */
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose a section"): a required select then starts unanswered. */
  placeholder?: string;
}

/**
 * A labelled choice from a short list, laid out as a TextField (label, hint, error, control):
 * the browser's own select, so a phone shows its own picker; it looks like the text inputs.
 */
export function SelectField({ label, hint, error, options, placeholder, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select id={id} className="field__input field__select" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** An e-mail input with the keyboard and autofill a phone should offer for one. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A password input; once JavaScript runs, a button shows what was typed (handy on a phone). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <TextField
      {...props}
      inputId={id}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      after={
        hydrated ? (
          <button
            type="button"
            className="field__toggle"
            aria-controls={id}
            aria-pressed={shown}
            aria-label={t('form.showPassword')}
            onClick={() => setShown((s) => !s)}
          >
            {t('form.show')}
          </button>
        ) : null
      }
    />
  );
}

/** The code from an SMS: digits only, offered by the phone's keyboard and its SMS autofill. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField {...props} type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} />;
}

export function CheckboxField({ label, error, ...input }: Omit<InputProps, 'type'> & { name: string; label: ReactNode; error?: string | undefined }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      {error && errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      <div className="checkbox">
        <input id={id} type="checkbox" className="checkbox__input" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
      </div>
    </div>
  );
}

/**
 * The form's submit button; it names the form (`intent`) and says so while it is being sent.
 * It stays focusable while busy (aria-disabled), so a screen reader does not lose its place.
 */
export function SubmitButton({ intent, children, variant = 'primary' }: { intent: string; children: ReactNode; variant?: ButtonVariant | 'plain' }) {
  const { t } = useTranslation('common');
  const busy = useSubmitting(intent);
  // 'plain' is the older name of 'secondary'.
  const className = buttonClass(variant === 'plain' ? 'secondary' : variant);
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={className}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? t('form.sending') : children}
    </button>
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
