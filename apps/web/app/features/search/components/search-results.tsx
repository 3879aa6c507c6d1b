import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, SearchResponse } from '@gazeta/contract';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** Results with the server's highlighting: escaped text where only <mark> is markup. */
export function SearchResults({ result }: { result: SearchResponse }) {
  const { t, i18n } = useTranslation('search');
  const locale = i18n.language as Locale;
  if (result.total === 0) {
    return (
      <div className="notice">
        <p>{t('none', { query: result.query })}</p>
        <p>{t('noneHint')}</p>
      </div>
    );
  }
  return (
    <>
      <p className="search-results__count" role="status">
        {result.match === 'similar' ? t('similar') : t('found', { count: result.total })}
      </p>
      <ol className="search-results" start={(result.current_page - 1) * result.per_page + 1}>
        {result.data.map((hit) => (
          <li key={hit.id} className="search-hit" lang={hit.lang}>
            <h2 className="search-hit__title">
              <Link to={paths.article(hit.id)} dangerouslySetInnerHTML={{ __html: hit.title_highlight }} />
            </h2>
            <p className="search-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
            <p className="search-hit__meta" lang={locale}>
              <Link to={paths.category(hit.category.slug)}>{hit.category.name}</Link>
              {' · '}
              <time dateTime={hit.published_at} suppressHydrationWarning>
                {formatDate(hit.published_at, locale)}
              </time>
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
