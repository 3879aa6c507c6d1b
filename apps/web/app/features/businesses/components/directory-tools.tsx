import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUSINESS_LANGUAGES, SEARCH_QUERY_MAX, type Locale } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { SearchIcon } from '../../../components/icons.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { DirectoryCategories } from '../api/get-categories.ts';
import { ALL_BUSINESSES, DIRECTORY_PATH, directoryHref, type DirectoryQuery } from '../directory-query.ts';

/** The filters a form keeps as hidden fields when it changes something else. */
function Kept({ query, except }: { query: DirectoryQuery; except: readonly (keyof DirectoryQuery)[] }) {
  const keep = (name: keyof DirectoryQuery) => !except.includes(name);
  return (
    <>
      {keep('category') && query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {keep('tag') && query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
      {keep('speaks') && query.speaks ? <input type="hidden" name="speaks" value={query.speaks} /> : null}
      {keep('open') && query.open ? <input type="hidden" name="open" value="1" /> : null}
      {keep('deal') && query.deal ? <input type="hidden" name="deal" value="1" /> : null}
      {keep('q') && query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {keep('view') && query.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
    </>
  );
}

/**
 * The directory's own search (the site's header search is hidden here, spec §2): a plain GET
 * form, so it works before JavaScript runs and every result has its own address.
 */
export function DirectorySearch({ query }: { query: DirectoryQuery }) {
  const { t } = useTranslation('businesses');
  const id = useId();
  return (
    <form className="catalogue-search" role="search" aria-label={t('catalogue.searchLabel')} method="get" action={DIRECTORY_PATH}>
      <label className="catalogue-search__label" htmlFor={`${id}-q`}>
        {t('catalogue.searchLabel')}
      </label>
      <p className="catalogue-search__hint" id={`${id}-hint`}>
        {t('catalogue.searchHint')}
      </p>
      <div className="catalogue-search__row">
        <Kept query={query} except={['q']} />
        <input
          id={`${id}-q`}
          className="field__input catalogue-search__input"
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('catalogue.searchPlaceholder')}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={buttonClass('primary', { extra: 'catalogue-search__submit' })}>
          <SearchIcon width={20} height={20} aria-hidden="true" />
          <span className="catalogue-search__submit-text">{t('catalogue.searchSubmit')}</span>
        </button>
      </div>
      {query.q ? (
        <Link className="catalogue-search__clear" to={directoryHref({ ...query, q: null, cursor: null })}>
          {t('catalogue.clearSearch')}
        </Link>
      ) : null}
    </form>
  );
}

/** The categories as chips, each with its listed businesses; the chosen one is the current page. Filters and search stay. */
export function CategoryChips({ categories, total, query }: { categories: DirectoryCategories['categories']; total: number; query: DirectoryQuery }) {
  const { t, i18n } = useTranslation('businesses');
  const locale = i18n.language as Locale;
  const to = (category: DirectoryQuery['category']) => directoryHref({ ...query, category, cursor: null });
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: the chosen category is brought into it.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = Math.max(0, current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2);
  }, [query.category]);
  return (
    <nav className="section-chips" aria-label={t('catalogue.categories')}>
      <ul className="section-chips__list" ref={list}>
        <li>
          <Link to={to(null)} className="chip" aria-current={query.category === null ? 'page' : undefined}>
            <span className="chip__name">{t('catalogue.allCategories')}</span>
            <span className="chip__count">{formatNumber(total, locale)}</span>
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={to(category.slug)} className="chip" aria-current={query.category === category.slug ? 'page' : undefined}>
              <span className="chip__name">{category.name}</span>
              <span className="chip__count">{formatNumber(category.count, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Open now, with a hot deal, a language spoken and a tag: a GET form with a button (changing a
 * choice alone never reloads the page), and a way back to no filters.
 */
export function DirectoryFilters({ query, tags }: { query: DirectoryQuery; tags: DirectoryCategories['tags'] }) {
  const { t } = useTranslation('businesses');
  const id = useId();
  const filtered = query.open || query.deal || query.speaks || query.tag;
  return (
    <form className="catalogue-filters directory-filters" method="get" action={DIRECTORY_PATH} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('catalogue.filters')}
      </h2>
      <Kept query={query} except={['open', 'deal', 'speaks', 'tag']} />
      <label className="catalogue-filters__option">
        <input type="checkbox" name="open" value="1" defaultChecked={query.open} />
        <span>{t('catalogue.openNow')}</span>
      </label>
      <label className="catalogue-filters__option">
        <input type="checkbox" name="deal" value="1" defaultChecked={query.deal} />
        <span>{t('catalogue.hotDeal')}</span>
      </label>
      <div className="directory-filters__select">
        <label htmlFor={`${id}-speaks`}>{t('catalogue.speaks')}</label>
        <select id={`${id}-speaks`} name="speaks" className="field__input" defaultValue={query.speaks ?? ''}>
          <option value="">{t('catalogue.anyLanguage')}</option>
          {BUSINESS_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="directory-filters__select">
        <label htmlFor={`${id}-tag`}>{t('catalogue.tag')}</label>
        <select id={`${id}-tag`} name="tag" className="field__input" defaultValue={query.tag ?? ''}>
          <option value="">{t('catalogue.anyTag')}</option>
          {tags.map((tag) => (
            <option key={tag.slug} value={tag.slug}>
              {tag.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary', { small: true })}>
        {t('catalogue.apply')}
      </button>
      {filtered ? (
        <Link to={directoryHref({ ...ALL_BUSINESSES, category: query.category, q: query.q, view: query.view })} className="catalogue-search__clear">
          {t('catalogue.reset')}
        </Link>
      ) : null}
    </form>
  );
}
