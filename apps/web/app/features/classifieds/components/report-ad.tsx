import { useId } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLASSIFIED_REPORT_NOTE_MAX, CLASSIFIED_REPORT_REASONS } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { ErrorMessage, FormStatus, useErrorText } from '../../../components/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { CLASSIFIED_INTENTS, type ClassifiedActionResult } from '../classified-actions.ts';

/**
 * "Report this ad": a disclosure (it opens without JavaScript) with the reasons and a note,
 * sent to the page's action; anyone may report, once.
 */
export function ReportAd() {
  const { t } = useTranslation('classifieds');
  const errorText = useErrorText();
  const fetcher = useFetcher<ClassifiedActionResult>();
  const id = useId();
  const actionData = useActionData<ClassifiedActionResult>();
  const mine = (result: ClassifiedActionResult | undefined) => (result?.intent === CLASSIFIED_INTENTS.report ? result : undefined);
  const result = mine(fetcher.data) ?? mine(actionData);
  const busy = fetcher.state !== 'idle';

  useFetcherSettled(fetcher, (data) => {
    if (data.intent !== CLASSIFIED_INTENTS.report) return;
    if (data.ok) toast({ message: errorText('notification-report-sent') ?? '', status: 'success' });
    else if (!data.field) toast({ message: errorText(data.error) ?? '', status: 'error' });
  });

  const error = result && !result.ok ? errorText(result.error) : undefined;
  const reasonError = result?.field === 'reason' ? error : undefined;
  const noteError = result?.field === 'note' ? error : undefined;
  return (
    <details className="ad-report" open={result ? true : undefined}>
      <summary className="ad-report__toggle">{t('report.open')}</summary>
      {result?.ok ? (
        <FormStatus>{t('report.sent')}</FormStatus>
      ) : (
        <fetcher.Form method="post" className="ad-report__form" noValidate defaultShouldRevalidate={false}>
          {error && !reasonError && !noteError ? (
            <div className="form-alert" role="alert">
              {error}
            </div>
          ) : null}
          <fieldset className={`field ad-report__reasons${reasonError ? ' field--invalid' : ''}`} aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
            <legend className="field__label">{t('report.heading')}</legend>
            {reasonError ? <ErrorMessage id={`${id}-reason-error`}>{reasonError}</ErrorMessage> : null}
            {CLASSIFIED_REPORT_REASONS.map((reason) => (
              <label key={reason} className="ad-report__reason">
                <input type="radio" name="reason" value={reason} required defaultChecked={result?.reason === reason} />
                <span>{t(`report.reasons.${reason}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className={`field${noteError ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-note`} className="field__label">
              {t('report.note')}
            </label>
            {noteError ? <ErrorMessage id={`${id}-note-error`}>{noteError}</ErrorMessage> : null}
            <textarea
              id={`${id}-note`}
              name="note"
              className="field__input field__textarea"
              rows={3}
              maxLength={CLASSIFIED_REPORT_NOTE_MAX}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${id}-note-error` : undefined}
              defaultValue={result?.note ?? ''}
            />
          </div>
          <div className="form__actions">
            <button
              type="submit"
              name="intent"
              value={CLASSIFIED_INTENTS.report}
              className={buttonClass('secondary')}
              aria-disabled={busy || undefined}
              onClick={(event) => busy && event.preventDefault()}
            >
              {busy ? t('common:form.sending') : t('report.send')}
            </button>
          </div>
        </fetcher.Form>
      )}
    </details>
  );
}
