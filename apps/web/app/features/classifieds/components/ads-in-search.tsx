import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassifiedsResponse } from '@gazeta/contract';
import { ALL_ADS, catalogueHref } from '../catalogue-query.ts';
import { AdCard } from './ad-card.tsx';

/** The "ads" group of the search results: the first ads that match, then the way to all of them in the catalogue. */
export function AdsInSearch({ result }: { result: ClassifiedsResponse }) {
  const { t } = useTranslation('classifieds');
  if (result.total === 0 || !result.query) return null;
  return (
    <section className="ads-in-search" aria-labelledby="ads-in-search-heading">
      <h2 id="ads-in-search-heading" className="section-title">
        {t('search.heading')}
      </h2>
      <p className="ads-in-search__count">{t('search.found', { count: result.total })}</p>
      <ul className="ad-list">
        {result.data.map((ad) => (
          <li key={ad.id} className="ad-list__item">
            <AdCard ad={ad} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link to={catalogueHref({ ...ALL_ADS, q: result.query })} className="ads-in-search__all">
        {t('search.all', { count: result.total })}
      </Link>
    </section>
  );
}
