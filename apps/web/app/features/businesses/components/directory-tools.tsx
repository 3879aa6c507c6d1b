import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUSINESS_LANGUAGES, type Locale } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { CatalogueSearch, ChipRow, KeptFields, type Chip } from '../../../components/catalogue-toolbar.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { DirectoryCategories } from '../api/get-categories.ts';
import { ALL_BUSINESSES, DIRECTORY_PATH, directoryHref, type DirectoryQuery } from '../directory-query.ts';

/** The filters a form keeps as hidden fields when it changes something else. */
function Kept({ query, except }: { query: DirectoryQuery; except: readonly (keyof DirectoryQuery)[] }) {
  const keep = (name: keyof DirectoryQuery) => !except.includes(name);
  const flag = (name: 'open' | 'deal') => (keep(name) && query[name] ? '1' : null);
  return (
    <KeptFields
      fields={{
        category: keep('category') && query.category,
        tag: keep('tag') && query.tag,
        speaks: keep('speaks') && query.speaks,
        open: flag('open'),
        deal: flag('deal'),
        q: keep('q') && query.q,
        view: keep('view') && query.view === 'map' ? 'map' : null,
      }}
    />
  );
}

/**
 * The directory's own search (the site's header search is hidden here, spec §2): a plain GET
 * form, so it works before JavaScript runs and every result has its own address.
 */
export function DirectorySearch({ query }: { query: DirectoryQuery }) {
  return <CatalogueSearch ns="businesses" action={DIRECTORY_PATH} q={query.q} clearTo={directoryHref({ ...query, q: null, cursor: null })} kept={<Kept query={query} except={['q']} />} />;
}

/** The categories as chips, each with its listed businesses; the chosen one is the current page. Filters and search stay. */
export function CategoryChips({ categories, total, query }: { categories: DirectoryCategories['categories']; total: number; query: DirectoryQuery }) {
  const { t, i18n } = useTranslation('businesses');
  const locale = i18n.language as Locale;
  const to = (category: DirectoryQuery['category']) => directoryHref({ ...query, category, cursor: null });
  const chips: Chip[] = [
    { key: '', to: to(null), name: t('catalogue.allCategories'), count: formatNumber(total, locale), current: query.category === null },
    ...categories.map((category) => ({ key: category.slug, to: to(category.slug), name: category.name, count: formatNumber(category.count, locale), current: query.category === category.slug })),
  ];
  return <ChipRow label={t('catalogue.categories')} chips={chips} />;
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
