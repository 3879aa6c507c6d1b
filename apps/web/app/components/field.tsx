import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';

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
  after?: ReactNode;
}

/**
 * Every member's form's field (decision 044): the label, the hint, the error list, then the
 * control, which is read with its hint and error. A plain input from the props, or `children`.
 */
export function Field({ name, label, hint, error, describedBy = [], className, inputClassName = 'field__input', children, after, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const control: FieldControl = {
    id,
    name,
    'data-field': name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, ...describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={[error]} />
      {children ? children(control) : <input type="text" className={inputClassName} {...control} {...input} />}
      {after}
    </div>
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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
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
    <fieldset className={`field${className ? ` ${className}` : ''}${error ? ' field--invalid' : ''}`} aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={[error]} />
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
    </fieldset>
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
