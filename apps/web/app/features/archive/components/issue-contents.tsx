import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale, PrintIssueDetail } from '@gazeta/contract';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** What ran in one printed issue: print ↔ web (the articles an editor linked, the ads booked into it). */
export function IssueContents({ issue }: { issue: PrintIssueDetail }) {
  const { t, i18n } = useTranslation('archive');
  const locale = i18n.language as Locale;
  const { articles, classifieds, display_ads: displayAds } = issue.ran;
  const empty = articles.length + classifieds.length + displayAds.length === 0;
  return (
    <section className="panel issue-contents" aria-labelledby="issue-contents">
      <h2 id="issue-contents" className="panel__title">
        {t('ranIn', { number: issue.number, date: formatDate(issue.published_on, locale) })}
      </h2>
      <p>
        <a href={issue.pdf_url} target="_blank" rel="noopener">
          {t('openPdfOf', { number: issue.number })}
        </a>{' '}
        · {t('pages', { count: issue.pages })}
      </p>
      {empty ? <p>{t('ranNothing')}</p> : null}
      {articles.length > 0 ? (
        <>
          <h3>{t('ranArticles')}</h3>
          <ul>
            {articles.map((article) => (
              <li key={article.id}>
                <Link to={paths.article(article.id)}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {classifieds.length > 0 ? (
        <>
          <h3>{t('ranClassifieds')}</h3>
          <ul>
            {classifieds.map((ad) => (
              <li key={ad.id}>
                <Link to={`${paths.privateAds()}/${ad.id}`}>{ad.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {displayAds.length > 0 ? (
        <>
          <h3>{t('ranDisplayAds')}</h3>
          <ul>
            {displayAds.map((ad) => (
              <li key={ad.id}>{ad.title}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
