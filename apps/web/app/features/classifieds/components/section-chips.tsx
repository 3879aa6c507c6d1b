import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassifiedSectionsResponse, Locale } from '@gazeta/contract';
import { formatNumber } from '../../../lib/format.ts';
import { catalogueHref, type CatalogueQuery } from '../catalogue-query.ts';

/**
 * The sections as chips, each with its name in both languages and its running ads; the chosen
 * one is the current page. The filters and the search stay as they are when the section changes.
 */
export function SectionChips({ sections, query }: { sections: ClassifiedSectionsResponse; query: CatalogueQuery }) {
  const { t, i18n } = useTranslation('classifieds');
  const locale = i18n.language as Locale;
  const other: Locale = locale === 'ru' ? 'en' : 'ru';
  const to = (section: CatalogueQuery['section']) => catalogueHref({ ...query, section, cursor: null });
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: the chosen section is brought into it (the page itself does not move).
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = Math.max(0, current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2);
  }, [query.section]);
  return (
    <nav className="section-chips" aria-label={t('catalogue.sections')}>
      <ul className="section-chips__list" ref={list}>
        <li>
          <Link to={to(null)} className="chip" aria-current={query.section === null ? 'page' : undefined}>
            <span className="chip__name">{t('catalogue.all')}</span>
            <span className="chip__count">{formatNumber(sections.total, locale)}</span>
          </Link>
        </li>
        {sections.data.map((section) => (
          <li key={section.slug}>
            <Link to={to(section.slug)} className="chip" aria-current={query.section === section.slug ? 'page' : undefined}>
              <span className="chip__name">{section.name}</span>
              <span className="chip__alt" lang={other}>
                {other === 'en' ? section.name_en : section.name_ru}
              </span>
              <span className="chip__count">{formatNumber(section.count, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
