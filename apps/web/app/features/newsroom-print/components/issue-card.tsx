import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { deadlineParts, type Locale, type NewsroomBooking, type NewsroomIssue } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { Field } from '../../../components/field.tsx';
import { FormAlert, FormStatus, useErrorText } from '../../../components/form.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import type { DeskAnswer } from '../answer.ts';

const bookingHref = (booking: NewsroomBooking): string =>
  booking.kind === 'classified' && ['scheduled', 'running', 'expired'].includes(booking.status) ? `${paths.privateAds()}/${booking.id}` : paths.feedModeration();

/** One issue of the schedule: its day, deadline, state and bookings, and the editor's forms for it (each works without JavaScript). */
export function IssueCard({ issue, answer, nextNumber }: { issue: NewsroomIssue; answer: DeskAnswer | undefined; nextNumber: number }) {
  const { t, i18n } = useTranslation('newsroom');
  const errorText = useErrorText();
  const locale = i18n.language as Locale;
  const mine = answer?.issueId === issue.id ? answer : undefined;
  const fieldError = (name: string) => (mine && !mine.ok ? errorText(mine.fields?.[name]) : undefined);
  const formError = mine && !mine.ok && !Object.keys(mine.fields ?? {}).length ? errorText(mine.code) : undefined;
  const day = formatDate(issue.date, locale);
  const deadline = deadlineParts(issue.deadline_at);
  const state = issue.archive
    ? t('print.state.published', { number: issue.archive.number })
    : issue.status === 'cancelled'
      ? t(issue.cancel_kind === 'holiday' ? 'print.state.holiday' : 'print.state.cancelled')
      : t('print.state.scheduled');
  const headingId = `issue-${issue.id}`;
  return (
    <article className={`desk-issue desk-issue--${issue.status}`} aria-labelledby={headingId} data-issue={issue.id}>
      <header className="desk-issue__head">
        <h3 id={headingId} className="desk-issue__title">
          <time dateTime={issue.date}>{day}</time>
        </h3>
        <p className="desk-issue__state">
          {state}
          {issue.note ? ` · ${issue.note}` : ''}
        </p>
        <p className="desk-issue__deadline">{t('print.deadlineAt', { when: formatDateTime(issue.deadline_at, locale) })}</p>
      </header>
      {mine?.ok ? (
        <FormStatus>{t(`print.done.${mine.intent === 'move' ? 'moved' : mine.intent === 'cancel' ? 'cancelled' : mine.intent === 'publish' ? 'published' : 'articles'}`, { count: mine.count ?? 0, number: mine.count ?? 0 })}</FormStatus>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <details className="desk-issue__bookings">
        <summary>
          {t('print.booked')}: {t('print.counts', { classifieds: issue.counts.classifieds, displayAds: issue.counts.display_ads })}
        </summary>
        {issue.bookings.length === 0 ? (
          <p>{t('print.noBookings')}</p>
        ) : (
          <ul className="desk-issue__list">
            {issue.bookings.map((booking) => (
              <li key={`${booking.kind}-${booking.id}`}>
                <span className="desk-issue__kind">{t(`print.kind.${booking.kind}`)}</span> <Link to={bookingHref(booking)}>{booking.title}</Link>
                {booking.paid ? null : <span className="desk-issue__unpaid"> ({t('print.unpaid')})</span>}
              </li>
            ))}
          </ul>
        )}
      </details>
      {issue.actions.move ? (
        <details className="desk-issue__action" open={mine?.intent === 'move' && !mine.ok}>
          <summary className={buttonClass('secondary', { small: true })}>{t('print.actions.move')}</summary>
          <Form method="post" className="desk-form" aria-label={t('print.move.title', { date: day })}>
            <input type="hidden" name="issue" value={issue.id} />
            <Field name="date" type="date" label={t('print.move.date')} defaultValue={issue.date} required error={fieldError('date')} />
            <Field name="deadline_date" type="date" label={t('print.move.deadlineDate')} defaultValue={deadline.deadlineDate} required error={fieldError('deadline_date')} />
            <Field name="deadline_time" type="time" label={t('print.move.deadlineTime')} defaultValue={deadline.deadlineTime} required error={fieldError('deadline_time')} />
            <button type="submit" name="intent" value="move" className={buttonClass('primary')}>
              {t('print.actions.save')}
            </button>
          </Form>
        </details>
      ) : null}
      {issue.actions.cancel ? (
        <details className="desk-issue__action" open={mine?.intent === 'cancel' && !mine.ok}>
          <summary className={buttonClass('secondary', { small: true })}>{t('print.actions.cancel')}</summary>
          <Form method="post" className="desk-form" aria-label={t('print.cancel.title', { date: day })}>
            <input type="hidden" name="issue" value={issue.id} />
            <fieldset className="desk-form__choice">
              <legend>{t('print.cancel.kind')}</legend>
              <label>
                <input type="radio" name="kind" value="holiday" defaultChecked /> {t('print.cancel.holiday')}
              </label>
              <label>
                <input type="radio" name="kind" value="cancelled" /> {t('print.cancel.cancelled')}
              </label>
            </fieldset>
            <Field name="note" label={t('print.cancel.note')} maxLength={120} error={fieldError('note')} />
            <p className="field__hint">{t('print.cancel.explain', { count: issue.bookings.length })}</p>
            <button type="submit" name="intent" value="cancel" className={buttonClass('danger')}>
              {t('print.actions.confirmCancel')}
            </button>
          </Form>
        </details>
      ) : null}
      {issue.actions.publish ? (
        <details className="desk-issue__action" open={mine?.intent === 'publish' && !mine.ok}>
          <summary className={buttonClass('primary', { small: true })}>{t('print.actions.publish')}</summary>
          <Form method="post" encType="multipart/form-data" className="desk-form" aria-label={t('print.publish.title', { date: day })}>
            <input type="hidden" name="issue" value={issue.id} />
            <p className="field__hint">{t('print.publish.explain', { number: nextNumber })}</p>
            <Field name="pdf" label={t('print.publish.pdf')} error={fieldError('pdf')}>
              {(control) => <input type="file" accept="application/pdf,.pdf" required className="field__input" {...control} />}
            </Field>
            <Field name="lang" label={t('print.publish.lang')} error={fieldError('lang')}>
              {(control) => (
                <select className="field__input" defaultValue={locale === 'en' ? 'en' : 'ru'} {...control}>
                  {(['ru', 'en', 'lt'] as const).map((lang) => (
                    <option key={lang} value={lang}>
                      {t(`print.publish.langs.${lang}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit" name="intent" value="publish" className={buttonClass('primary')}>
              {t('print.actions.publish')}
            </button>
          </Form>
        </details>
      ) : null}
      {issue.archive ? (
        <details className="desk-issue__action" open={mine?.intent === 'articles' && !mine.ok}>
          <summary className={buttonClass('secondary', { small: true })}>{t('print.actions.articles')}</summary>
          <Form method="post" className="desk-form" aria-label={t('print.actions.articles')}>
            <input type="hidden" name="issue" value={issue.id} />
            <input type="hidden" name="archive" value={issue.archive.id} />
            <Field
              name="article_ids"
              label={t('print.linkArticles.label')}
              hint={t('print.linkArticles.hint', { number: issue.archive.number })}
              inputMode="numeric"
              autoComplete="off"
              error={fieldError('article_ids')}
            />
            <button type="submit" name="intent" value="articles" className={buttonClass('primary')}>
              {t('print.actions.saveArticles')}
            </button>
          </Form>
        </details>
      ) : null}
    </article>
  );
}
