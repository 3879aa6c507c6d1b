import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLASSIFIED_TYPES, SEARCH_QUERY_MAX } from '@gazeta/contract';
import { SearchIcon } from '../../../components/icons.tsx';
import { buttonClass } from '../../../components/button.ts';
import { catalogueBase, catalogueHref, type CatalogueQuery } from '../catalogue-query.ts';

/**
 * The catalogue's own search (the site's header search is hidden here, spec §2): plain GET
 * forms, so they work before JavaScript runs and every result has its own address.
 */
export function CatalogueSearch({ query }: { query: CatalogueQuery }) {
  const { t } = useTranslation('classifieds');
  const id = useId();
  return (
    <form className="catalogue-search" role="search" aria-label={t('catalogue.searchLabel')} method="get" action={catalogueBase(query.section)}>
      <label className="catalogue-search__label" htmlFor={`${id}-q`}>
        {t('catalogue.searchLabel')}
      </label>
      <p className="catalogue-search__hint" id={`${id}-hint`}>
        {t('catalogue.searchHint')}
      </p>
      <div className="catalogue-search__row">
        {/* The filters stay as they are. */}
        {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
        {query.photo ? <input type="hidden" name="photo" value="1" /> : null}
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
        <Link className="catalogue-search__clear" to={catalogueHref({ ...query, q: null, cursor: null })}>
          {t('catalogue.clearSearch')}
        </Link>
      ) : null}
    </form>
  );
}

/** Offer or wanted, and photos only: a GET form with a button (changing a choice alone never reloads the page). */
export function CatalogueFilters({ query }: { query: CatalogueQuery }) {
  const { t } = useTranslation('classifieds');
  const id = useId();
  return (
    <form className="catalogue-filters" method="get" action={catalogueBase(query.section)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('catalogue.filters')}
      </h2>
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <fieldset className="catalogue-filters__types">
        <legend className="catalogue-filters__legend">{t('catalogue.type')}</legend>
        {(['', ...CLASSIFIED_TYPES] as const).map((type) => (
          <label key={type || 'any'} className="catalogue-filters__option">
            <input type="radio" name="type" value={type} defaultChecked={(query.type ?? '') === type} />
            <span>{type ? t(`types.${type}`) : t('catalogue.anyType')}</span>
          </label>
        ))}
      </fieldset>
      <label className="catalogue-filters__option catalogue-filters__photo">
        <input type="checkbox" name="photo" value="1" defaultChecked={query.photo} />
        <span>{t('catalogue.withPhoto')}</span>
      </label>
      <button type="submit" className={buttonClass('secondary', { small: true })}>
        {t('catalogue.apply')}
      </button>
    </form>
  );
}
