import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessesResponse } from '@gazeta/contract';
import { ALL_BUSINESSES, directoryHref } from '../directory-query.ts';
import { BusinessCard } from './business-card.tsx';

/** The "businesses" group of the search results: the first listings that match, their count, and the way to all of them in the directory. */
export function BusinessesInSearch({ result, now }: { result: BusinessesResponse; now: number }) {
  const { t } = useTranslation('businesses');
  if (result.total === 0 || !result.query) return null;
  return (
    <section className="search-group" aria-labelledby="businesses-in-search-heading" data-group="businesses">
      <h2 id="businesses-in-search-heading" className="section-title">
        {t('search.heading')}
      </h2>
      <p className="search-group__count">{t('search.found', { count: result.total })}</p>
      <ul className="business-list">
        {result.data.map((business) => (
          <li key={business.id} className="business-list__item">
            <BusinessCard business={business} now={now} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link to={directoryHref({ ...ALL_BUSINESSES, q: result.query })} className="search-group__all">
        {t('search.all', { count: result.total })}
      </Link>
    </section>
  );
}
