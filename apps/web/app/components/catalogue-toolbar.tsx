import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, type LinkDescriptor } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX } from '@gazeta/contract';
import { buttonClass } from './button.ts';
import { SearchIcon } from './icons.tsx';
import catalogueToolbarCss from './catalogue-toolbar.css?url';

/** The toolbar's stylesheet, for the catalogue pages' links. */
export const CATALOGUE_LINKS: LinkDescriptor[] = [{ rel: 'stylesheet', href: catalogueToolbarCss }];

/** A catalogue's filters a form keeps as hidden fields when it changes something else; an empty one is left out. */
export function KeptFields({ fields }: { fields: Readonly<Record<string, string | null | undefined | false>> }) {
  return <>{Object.entries(fields).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}</>;
}

/**
 * A catalogue's own search (classifieds, the business directory, events; the site's header search
 * is hidden there, spec §2): a plain GET form, so it works before JavaScript runs and every result
 * has its own address. Its words are the catalogue's (`catalogue.search…` in its namespace).
 */
export function CatalogueSearch({ ns, action, q, clearTo, kept, placeholder = true }: { ns: string; action: string; q: string | null; clearTo: string; kept: ReactNode; placeholder?: boolean }) {
  const { t } = useTranslation(ns);
  const id = useId();
  return (
    <form className="catalogue-search" role="search" aria-label={t('catalogue.searchLabel')} method="get" action={action}>
      <label className="catalogue-search__label" htmlFor={`${id}-q`}>
        {t('catalogue.searchLabel')}
      </label>
      <p className="catalogue-search__hint" id={`${id}-hint`}>
        {t('catalogue.searchHint')}
      </p>
      <div className="catalogue-search__row">
        {kept}
        <input
          id={`${id}-q`}
          className="field__input catalogue-search__input"
          type="search"
          name="q"
          defaultValue={q ?? ''}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={placeholder ? t('catalogue.searchPlaceholder') : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={buttonClass('primary', { extra: 'catalogue-search__submit' })}>
          <SearchIcon width={20} height={20} aria-hidden="true" />
          <span className="catalogue-search__submit-text">{t('catalogue.searchSubmit')}</span>
        </button>
      </div>
      {q ? (
        <Link className="catalogue-search__clear" to={clearTo}>
          {t('catalogue.clearSearch')}
        </Link>
      ) : null}
    </form>
  );
}

/** One chip of a catalogue's row: where it leads, its name (and the other language's), how many items. */
export interface Chip {
  key: string;
  to: string;
  name: string;
  alt?: { text: string; lang: string } | undefined;
  count: string;
  current: boolean;
}

/**
 * A catalogue's sections or categories as chips, the chosen one the current page. On a phone the
 * row scrolls sideways: the chosen chip is brought into it (the page itself does not move).
 */
export function ChipRow({ label, chips }: { label: string; chips: readonly Chip[] }) {
  const list = useRef<HTMLUListElement>(null);
  const chosen = chips.find((chip) => chip.current)?.key;
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = Math.max(0, current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2);
  }, [chosen]);
  return (
    <nav className="section-chips" aria-label={label}>
      <ul className="section-chips__list" ref={list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.to} className="chip" aria-current={chip.current ? 'page' : undefined}>
              <span className="chip__name">{chip.name}</span>
              {chip.alt ? (
                <span className="chip__alt" lang={chip.alt.lang}>
                  {chip.alt.text}
                </span>
              ) : null}
              <span className="chip__count">{chip.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
