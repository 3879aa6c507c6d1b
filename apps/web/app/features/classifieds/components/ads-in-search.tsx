import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassifiedsResponse, Locale } from '@gazeta/contract';
import { formatNumber } from '../../../lib/format.ts';
import { ALL_ADS, catalogueHref } from '../catalogue-query.ts';
import { AdCard, useCardWords } from './ad-card.tsx';

/** The "ads" group of the search results: the first ads that match, then the way to all of them in the catalogue. */
export function AdsInSearch({ result }: { result: ClassifiedsResponse }) {
  const { t, i18n } = useTranslation('classifieds');
  const words = useCardWords();
  if (result.total === 0 || !result.query) return null;
  const number = formatNumber(result.total, i18n.language as Locale);
  return (
    <section className="ads-in-search" aria-labelledby="ads-in-search-heading">
      <h2 id="ads-in-search-heading" className="section-title">
        {t('search.heading')}
      </h2>
      <p className="ads-in-search__count">{result.total_capped ? t('search.foundMore', { number }) : t('search.found', { count: result.total })}</p>
      <ul className="ad-list">
        {result.data.map((ad) => (
          <li key={ad.id} className="ad-list__item">
            <AdCard ad={ad} words={words} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link to={catalogueHref({ ...ALL_ADS, q: result.query })} className="ads-in-search__all">
        {result.total_capped ? t('search.allMore', { number }) : t('search.all', { count: result.total })}
      </Link>
    </section>
  );
}
