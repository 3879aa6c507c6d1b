import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The one list of a field's errors (decision 044): read with its control through
 * aria-describedby, each message after a hidden "Error:" for a screen reader. Nothing when empty.
 */
export function ErrorList({ id, errors }: { id: string; errors: readonly (string | undefined)[] }) {
  const { t } = useTranslation('common');
  const shown = errors.filter((error): error is string => Boolean(error));
  if (shown.length === 0) return null;
  const prefix = <span className="visually-hidden">{t('form.errorPrefix')} </span>;
  if (shown.length === 1)
    return (
      <p id={id} className="field__error">
        {prefix}
        {shown[0]}
      </p>
    );
  return (
    <ul id={id} className="field__error">
      {shown.map((error) => (
        <li key={error}>
          {prefix}
          {error}
        </li>
      ))}
    </ul>
  );
}

/** What a field gives its control: its id, the API's name, and the hint and error it is read with. */
export interface FieldControl {
  id: string;
  name: string;
  'data-field': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A field's ids: the control's, its hint's and its error list's, and what the control is read with. */
interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string;
  describedBy: string | undefined;
}

function useFieldIds(hint: ReactNode, error: string | undefined, more: readonly (string | false | null | undefined)[] = []): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return { id, hintId, errorId, describedBy: [hintId, ...more, error ? errorId : undefined].filter(Boolean).join(' ') || undefined };
}

/** The hint and the error list under a label or a legend, with the ids their control is read with. */
function HintAndErrors({ ids, hint, error }: { ids: FieldIds; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} errors={[error]} />
    </>
  );
}

const fieldClass = (error: string | undefined, className: string | undefined) => `field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children' | 'className'>;

export interface FieldProps extends InputProps {
  /** The API's name of the field: the control's name, and what the form focuses after a refusal. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated message, when the field was refused. */
  error?: string | undefined;
  /** More ids the control is read with (a live count under it). */
  describedBy?: readonly (string | false | null | undefined)[];
  /** Classes beside `field` on the wrapper. */
  className?: string;
  /** The control's classes (`field__input` unless told). */
  inputClassName?: string;
  /** Another control than a text input (a select, a textarea, a file input), given the field's ids; after it, `after`. */
  children?: (control: FieldControl) => ReactNode;
  /**
   * Something in one row with the control (the password's show button), given the control's id.
   * The two then sit in a `field__control` row, also while it gives nothing (before hydration).
   */
  beside?: (id: string) => ReactNode;
  /** Something under the control (a count). */
  after?: ReactNode;
}

/**
 * Every form's field (decision 044): the label, the hint, the error list, then the control,
 * which is read with its hint and error. A plain input from the props, or `children`.
 */
export function Field({ name, label, hint, error, describedBy, className, inputClassName = 'field__input', children, beside, after, ...input }: FieldProps) {
  const ids = useFieldIds(hint, error, describedBy);
  const control: FieldControl = { id: ids.id, name, 'data-field': name, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy };
  const shown = children ? children(control) : <input type="text" className={inputClassName} {...control} {...input} />;
  return (
    <div className={fieldClass(error, className)}>
      <label htmlFor={ids.id} className="field__label">
        {label}
      </label>
      <HintAndErrors ids={ids} hint={hint} error={error} />
      {beside ? (
        <div className="field__control">
          {shown}
          {beside(ids.id)}
        </div>
      ) : (
        shown
      )}
      {after}
    </div>
  );
}

type FieldVariantProps = Omit<FieldProps, 'children' | 'beside'>;

/** An e-mail input with the keyboard and autofill a phone should offer for one. */
export function EmailField(props: Omit<FieldVariantProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'>) {
  return <Field type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A password input; once JavaScript runs, a button shows what was typed (handy on a phone). */
export function PasswordField(props: Omit<FieldVariantProps, 'type'>) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      beside={(id) =>
        hydrated ? (
          <button type="button" className="field__toggle" aria-controls={id} aria-pressed={shown} aria-label={t('form.showPassword')} onClick={() => setShown((s) => !s)}>
            {t('form.show')}
          </button>
        ) : null
      }
    />
  );
}

/** The code from an SMS: digits only, offered by the phone's keyboard and its SMS autofill. */
export function CodeField(props: Omit<FieldVariantProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return <Field {...props} type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children' | 'className' | 'multiple'>;

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
 * A labelled choice from a short list, laid out as every Field: the browser's own select, so a
 * phone shows its own picker; it looks like the text inputs.
 */
export function SelectField({ name, label, hint, error, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <select className="field__input field__select" {...control} {...select}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface FieldsetFrameProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Classes beside `field` on the fieldset. */
  className?: string | undefined;
  /** More ids the group (or its one control) is read with. */
  describedBy?: readonly (string | false | null | undefined)[];
  /**
   * Who is read with the hint and the error: the fieldset (a group of boxes), or the one
   * control inside (a file input), which `children` then gives the control's ids.
   */
  describes?: 'group' | 'control';
  children: ReactNode | ((ids: { id: string; describedBy: string | undefined }) => ReactNode);
}

/** A group's frame (decision 044): the fieldset, its legend, the hint and the error list, then the group. */
export function FieldsetFrame({ legend, hint, error, className, describedBy, describes = 'group', children }: FieldsetFrameProps) {
  const ids = useFieldIds(hint, error, describedBy);
  return (
    <fieldset className={fieldClass(error, className)} aria-describedby={describes === 'group' ? ids.describedBy : undefined}>
      <legend className="field__label">{legend}</legend>
      <HintAndErrors ids={ids} hint={hint} error={error} />
      {typeof children === 'function' ? children(ids) : children}
    </fieldset>
  );
}

export interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps {
  /** The API's name (each ticked box sends its value under it); the first box is what a refusal focuses. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  type: 'checkbox' | 'radio';
  choices: readonly Choice[];
  /** The values ticked now. */
  checked: readonly string[];
  onChange: (value: string, on: boolean) => void;
  /** False where the form builds what it sends itself: the boxes then carry no name. */
  named?: boolean;
  className?: string;
  /** The choices as a list of these classes (the social networks with their prices) rather than one under another. */
  list?: { className: string; choice: string };
  /** Something after the choices (the open rate's number of issues). */
  children?: ReactNode;
}

/** A labelled group of check boxes or radio buttons (decision 044): legend, hint, error list, choices. */
export function ChoiceGroup({ name, legend, hint, error, type, choices, checked, onChange, named = true, className, list, children }: ChoiceGroupProps) {
  const box = (choice: Choice, index: number) => (
    <input
      type={type}
      name={named ? name : undefined}
      value={choice.value}
      data-field={index === 0 ? name : undefined}
      checked={checked.includes(choice.value)}
      disabled={choice.disabled}
      aria-invalid={error ? true : undefined}
      onChange={(event) => onChange(choice.value, event.target.checked)}
    />
  );
  return (
    <FieldsetFrame legend={legend} hint={hint} error={error} className={className}>
      {list ? (
        <ul className={list.className}>
          {choices.map((choice, index) => (
            <li key={choice.value}>
              <label className={list.choice}>
                {box(choice, index)}
                {choice.label}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        choices.map((choice, index) => (
          <label key={choice.value} className="check">
            {box(choice, index)}
            <span>{choice.label}</span>
          </label>
        ))
      )}
      {children}
    </FieldsetFrame>
  );
}

export interface CheckFieldProps {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  checked: boolean;
  onChange: (on: boolean) => void;
  /** False where the form builds what it sends itself. */
  named?: boolean;
}

/** One check box with its error above it (decision 044). */
export function CheckField({ name, label, error, checked, onChange, named = true }: CheckFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <ErrorList id={errorId} errors={[error]} />
      <label className="check">
        <input
          type="checkbox"
          name={named ? name : undefined}
          value="1"
          data-field={name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}

/** "I agree (Terms of use)": the paid forms' last box, the terms opening beside the form. */
export function AgreeField({ agree, terms, ...props }: Omit<CheckFieldProps, 'name' | 'label'> & { agree: string; terms: string }) {
  return (
    <CheckField
      {...props}
      name="agree"
      label={
        <>
          {agree} (
          <Link to={paths.terms()} target="_blank">
            {terms}
          </Link>
          )
        </>
      }
    />
  );
}

/** An account form's check box (uncontrolled, sent by the browser), its error above it. */
export function CheckboxField({ label, error, ...input }: Omit<InputProps, 'type'> & { name: string; label: ReactNode; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <ErrorList id={errorId} errors={[error]} />
      <div className="checkbox">
        <input id={id} type="checkbox" className="checkbox__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
      </div>
    </div>
  );
}
