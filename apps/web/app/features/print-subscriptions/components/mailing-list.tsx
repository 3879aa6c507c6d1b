import { useTranslation } from 'react-i18next';
import type { Locale, ScheduledIssue } from '@gazeta/contract';
import { SelectField } from '../../../components/field.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The address parameter the page's loader answers with the chosen issue's CSV. */
export const MAILING_PARAM = 'mailing';

export interface MailingListProps {
  issues: readonly ScheduledIssue[];
  /** The issue chosen at first: the next to come out. */
  next: number | null;
  /** The editions' names by slug, in the reader's language. */
  editionNames: Readonly<Record<string, string>>;
  /** The page (the form asks it for `?mailing={issue}`, and it answers with the CSV). */
  action: string;
}

/**
 * Staff: an issue's mailing list as CSV. A plain GET form the browser sends itself (not the
 * router): the page answers with a redirect to the API's CSV, which the browser downloads and
 * stays where it is. It works the same before JavaScript runs.
 */
export function MailingList({ issues, next, editionNames, action }: MailingListProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const locale = i18n.language as Locale;
  return (
    <section className="panel mailing-list" aria-labelledby="mailing-list-title">
      <h2 id="mailing-list-title" className="panel__title">
        {t('mailing.heading')}
      </h2>
      <p className="muted">{t('mailing.lead')}</p>
      {issues.length === 0 ? (
        <p>{t('mailing.none')}</p>
      ) : (
        <form method="get" action={action} className="mailing-list__form">
          <SelectField
            name={MAILING_PARAM}
            label={t('mailing.issue')}
            defaultValue={next === null ? undefined : String(next)}
            options={issues.map((issue) => {
              const values = { date: formatDate(issue.date, locale), edition: editionNames[issue.edition] ?? issue.edition };
              return { value: String(issue.id), label: issue.id === next ? t('mailing.next', values) : t('mailing.option', values) };
            })}
          />
          <div className="form__actions">
            <button type="submit" className="button button--secondary">
              {t('mailing.download')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
