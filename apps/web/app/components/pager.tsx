import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '@gazeta/contract';
import { paths } from '../lib/paths.ts';

/**
 * Numbered pages as plain links (?page=n), so paging works without JavaScript. A list with
 * more in its query string (the feed's view and category) gives its own `href`.
 */
export function Pager({ page, last, basePath = '', href }: { page: number; last: number; basePath?: string; href?: (page: number) => string }) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  const to = href ?? ((n: number) => paths.page(basePath, n));
  return (
    <nav className="pager" aria-label={t('common:pager.label')}>
      <ul className="pager__list">
        {page > 1 ? (
          <li>
            <Link className="pager__link" to={to(page - 1)} rel="prev">
              <span aria-hidden="true">←</span>
              <span className="visually-hidden">{t('common:pager.previous')}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, last).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={`pager__link${n === page ? ' pager__link--current' : ''}`}
                to={to(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={n === page ? t('common:pager.current', { page: n }) : t('common:pager.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < last ? (
          <li>
            <Link className="pager__link" to={to(page + 1)} rel="next">
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">{t('common:pager.next')}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
