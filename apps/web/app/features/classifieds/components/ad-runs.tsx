import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassifiedRun, Locale } from '@gazeta/contract';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** The issues of the printed paper the ad runs in, per edition; an issue that is out links to the archive and its PDF. */
export function AdRuns({ runs, today }: { runs: ClassifiedRun[]; today: string }) {
  const { t, i18n } = useTranslation('classifieds');
  const locale = i18n.language as Locale;
  if (runs.length === 0) return null;
  return (
    <section className="ad-runs" aria-labelledby="ad-runs-heading">
      <h2 id="ad-runs-heading" className="ad-section-title">
        {t('ad.inPrint')}
      </h2>
      <p className="muted">{t('ad.inPrintLead')}</p>
      {runs.map((run) => (
        <div key={run.edition.slug} className="ad-runs__edition">
          <h3 className="ad-runs__name">{run.edition.name}</h3>
          <ul className="ad-runs__issues">
            {run.issues.map((issue) => {
              const date = formatDate(issue.date, locale);
              return (
                <li key={issue.date}>
                  {issue.archive ? (
                    <>
                      <Link to={paths.page(paths.archive(), issue.archive.page)}>{t('ad.archiveLink', { number: issue.archive.number, date })}</Link>
                      {' · '}
                      <a href={issue.archive.pdf_url} target="_blank" rel="noopener" aria-label={t('ad.pdfLabel', { number: issue.archive.number })}>
                        {t('ad.pdf')}
                      </a>
                    </>
                  ) : (
                    <time dateTime={issue.date}>{issue.date >= today ? t('ad.issueComing', { date }) : t('ad.issueRan', { date })}</time>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
