import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassifiedsResponse } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { browserApi } from '../../../lib/api-client.ts';
import { useMorePages } from '../../../lib/use-more-pages.ts';
import { getClassifieds } from '../api/get-classifieds.ts';
import { catalogueHref, type CatalogueQuery } from '../catalogue-query.ts';
import { AdCard, useCardWords } from './ad-card.tsx';

const adTitle = (id: number) => `[data-ad="${id}"] .ad-card__title a`;

/**
 * A page of ads and the way to the next (keyset pages: "more ads"). The link leads to the next
 * page's own address, so it works without JavaScript; with it, the next ads are added below the
 * ones shown, the first of them takes the focus, and a status line says how many came.
 */
export function AdList({ first, query }: { first: ClassifiedsResponse; query: CatalogueQuery }) {
  const { t } = useTranslation('classifieds');
  const words = useCardWords();
  const { items, next, loading, status, list, loadMore } = useMorePages(first, {
    fetchPage: (cursor) => getClassifieds(browserApi, { ...query, cursor }, first.per_page),
    href: (cursor) => catalogueHref({ ...query, cursor }),
    loaded: (count) => t('catalogue.loaded', { count }),
    focusTarget: adTitle,
  });

  return (
    <>
      <ol className="ad-list" ref={list}>
        {items.map((ad, index) => (
          <li key={ad.id} className="ad-list__item">
            <AdCard ad={ad} words={words} showSection={query.section === null} eager={index < 2} />
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className="ad-list__pages">
        {next ? (
          <Link
            to={catalogueHref({ ...query, cursor: next })}
            rel="next"
            className={buttonClass('secondary', { extra: 'ad-list__more' })}
            aria-disabled={loading || undefined}
            onClick={loadMore}
            preventScrollReset
          >
            {loading ? t('catalogue.loading') : t('catalogue.more')}
          </Link>
        ) : null}
        {query.cursor ? (
          <Link to={catalogueHref({ ...query, cursor: null })} className={buttonClass('quiet')}>
            {t('catalogue.fromStart')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
