import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessesResponse } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { browserApi } from '../../../lib/api-client.ts';
import { useMorePages } from '../../../lib/use-more-pages.ts';
import { getBusinesses } from '../api/get-businesses.ts';
import { directoryHref, type DirectoryQuery } from '../directory-query.ts';
import { BusinessCard } from './business-card.tsx';

const businessTitle = (id: number) => `[data-business="${id}"] .business-card__name a`;

/**
 * A page of businesses and the way to the next (keyset pages). The link leads to the next page's
 * own address, so it works without JavaScript; with it, the next businesses are added below, the
 * first of them takes the focus, and a status line says how many came.
 */
export function BusinessList({ first, query, now }: { first: BusinessesResponse; query: DirectoryQuery; now: number }) {
  const { t } = useTranslation('businesses');
  const { items, next, loading, status, list, loadMore } = useMorePages(first, {
    fetchPage: (cursor) => getBusinesses(browserApi, { ...query, cursor }, first.per_page),
    href: (cursor) => directoryHref({ ...query, view: 'list', cursor }),
    loaded: (count) => t('catalogue.count', { count }),
    focusTarget: businessTitle,
  });

  return (
    <>
      <ol className="business-list" ref={list}>
        {items.map((business, index) => (
          <li key={business.id} className="business-list__item">
            <BusinessCard business={business} now={now} eager={index < 3} />
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className="business-list__pages">
        {next ? (
          <Link to={directoryHref({ ...query, view: 'list', cursor: next })} rel="next" className={buttonClass('secondary')} aria-disabled={loading || undefined} onClick={loadMore} preventScrollReset>
            {t('catalogue.more')}
          </Link>
        ) : null}
        {query.cursor ? (
          <Link to={directoryHref({ ...query, cursor: null })} className={buttonClass('quiet')}>
            {t('catalogue.fromStart')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
