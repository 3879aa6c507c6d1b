import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessesResponse, BusinessSummary } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { browserApi } from '../../../lib/api-client.ts';
import { getBusinesses } from '../api/get-businesses.ts';
import { directoryHref, type DirectoryQuery } from '../directory-query.ts';
import { BusinessCard } from './business-card.tsx';

/**
 * A page of businesses and the way to the next (keyset pages). The link leads to the next page's
 * own address, so it works without JavaScript; with it, the next businesses are added below, the
 * first of them takes the focus, and a status line says how many came.
 */
export function BusinessList({ first, query, now }: { first: BusinessesResponse; query: DirectoryQuery; now: number }) {
  const { t } = useTranslation('businesses');
  const [more, setMore] = useState<BusinessSummary[]>([]);
  const [next, setNext] = useState(first.next_cursor);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusId === null) return;
    list.current?.querySelector<HTMLAnchorElement>(`[data-business="${focusId}"] .business-card__name a`)?.focus();
  }, [focusId]);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !next) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    getBusinesses(browserApi, { ...query, cursor: next }, first.per_page)
      .then((page) => {
        setMore((shown) => [...shown, ...page.data]);
        setNext(page.next_cursor);
        setStatus(t('catalogue.count', { count: page.data.length }));
        setFocusId(page.data[0]?.id ?? null);
      })
      .catch((error: unknown) => {
        console.error('Failed to get more businesses', error);
        window.location.assign(directoryHref({ ...query, view: 'list', cursor: next }));
      })
      .finally(() => setLoading(false));
  };

  return (
    <>
      <ol className="business-list" ref={list}>
        {[...first.data, ...more].map((business, index) => (
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
