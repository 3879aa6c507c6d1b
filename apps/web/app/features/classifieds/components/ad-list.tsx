import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassifiedsResponse, ClassifiedSummary } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { browserApi } from '../../../lib/api-client.ts';
import { getClassifieds } from '../api/get-classifieds.ts';
import { catalogueHref, type CatalogueQuery } from '../catalogue-query.ts';
import { AdCard, useCardWords } from './ad-card.tsx';

/**
 * A page of ads and the way to the next (keyset pages: "more ads"). The link leads to the next
 * page's own address, so it works without JavaScript; with it, the next ads are added below the
 * ones shown, the first of them takes the focus, and a status line says how many came.
 */
export function AdList({ first, query }: { first: ClassifiedsResponse; query: CatalogueQuery }) {
  const { t } = useTranslation('classifieds');
  const words = useCardWords();
  const [more, setMore] = useState<ClassifiedSummary[]>([]);
  const [next, setNext] = useState(first.next_cursor);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusId === null) return;
    list.current?.querySelector<HTMLAnchorElement>(`[data-ad="${focusId}"] .ad-card__title a`)?.focus();
  }, [focusId]);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, or a modified click, opens the next page's own address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !next) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    getClassifieds(browserApi, { ...query, cursor: next }, first.per_page)
      .then((page) => {
        setMore((shown) => [...shown, ...page.data]);
        setNext(page.next_cursor);
        setStatus(t('catalogue.loaded', { count: page.data.length }));
        setFocusId(page.data[0]?.id ?? null);
      })
      .catch((error: unknown) => {
        console.error('Failed to get more ads', error);
        // The next page's own address still works.
        window.location.assign(catalogueHref({ ...query, cursor: next }));
      })
      .finally(() => setLoading(false));
  };

  const ads = [...first.data, ...more];
  return (
    <>
      <ol className="ad-list" ref={list}>
        {ads.map((ad, index) => (
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
