import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASSIFIED_TYPES } from '@gazeta/contract';
import { CatalogueSearch, KeptFields } from '../../../components/catalogue-toolbar.tsx';
import { buttonClass } from '../../../components/button.ts';
import { catalogueBase, catalogueHref, type CatalogueQuery } from '../catalogue-query.ts';

/**
 * The catalogue's own search (the site's header search is hidden here, spec §2): plain GET
 * forms, so they work before JavaScript runs and every result has its own address.
 */
export function ClassifiedsSearch({ query }: { query: CatalogueQuery }) {
  // The filters stay as they are.
  const kept = <KeptFields fields={{ type: query.type, photo: query.photo ? '1' : null }} />;
  return <CatalogueSearch ns="classifieds" action={catalogueBase(query.section)} q={query.q} clearTo={catalogueHref({ ...query, q: null, cursor: null })} kept={kept} />;
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
      <KeptFields fields={{ q: query.q }} />
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
