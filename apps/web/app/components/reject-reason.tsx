import type { MouseEvent } from 'react';
import { REJECTION_REASON_MAX } from '@gazeta/contract';
import { ErrorMessage } from './form.tsx';

/**
 * Staff's "Reject" of a queued item (the feed's queues, the paid items'): the reason, required
 * and shown to the author, and the button that sends it; its error under the label when missing.
 */
export function RejectReason({
  id,
  label,
  hint,
  error,
  defaultValue,
  intent,
  submit,
  busy,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  defaultValue: string;
  intent: string;
  submit: string;
  busy: boolean;
}) {
  const stop = (event: MouseEvent) => busy && event.preventDefault();
  return (
    <div className={`field decision__reject${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <textarea
        id={id}
        name="reason"
        className="field__input field__textarea"
        rows={2}
        maxLength={REJECTION_REASON_MAX}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <div>
        <button type="submit" name="intent" value={intent} className="button button--danger" aria-disabled={busy || undefined} onClick={stop}>
          {submit}
        </button>
      </div>
    </div>
  );
}
