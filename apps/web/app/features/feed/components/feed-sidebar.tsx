import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, Tag } from '@gazeta/contract';
import { CheckIcon, CloseIcon } from '../../../components/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useBodyScrollLock } from '../../../lib/use-body-scroll-lock.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { categoryHref, DEFAULT_VIEW, filterTags, parseFeedQuery, tagLabel, viewHref, viewsFor, type FeedQuery } from '../feed-query.ts';
import { WriteButton } from './editor-provider.tsx';
import { FilterIcon } from './feed-icons.tsx';

const PANEL_ID = 'feed-filters';
/** Where the sidebar stops being an overlay (the CSS says the same). */
const WIDE = '(min-width: 900px)';
const FILTER_PARAM = 'filter';

/**
 * The feed sidebar (spec §2), beside every feed page: the write button, the views (popular,
 * newest, and my posts when signed in) and the categories with a text filter. Every choice is
 * a plain query-string link. On a phone the views and categories open as an overlay (a link to
 * #feed-filters without JavaScript; with it a dialog that traps the focus, closes on Escape and
 * locks the page behind).
 */
export function FeedSidebar({ tags, signedIn }: { tags: readonly Tag[]; signedIn: boolean }) {
  const { t, i18n } = useTranslation('feed');
  const locale = i18n.language as Locale;
  const { pathname, search, key } = useLocation();
  const hydrated = useHydrated();
  const onList = pathname === paths.feed();
  const query: FeedQuery = onList ? parseFeedQuery(search) : { view: DEFAULT_VIEW, category: null, page: 1 };
  const [filter, setFilter] = useState(() => new URLSearchParams(search).get(FILTER_PARAM) ?? '');
  // Open on the page it was opened on: a choice made in the overlay (a new address) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const setOpen = (value: boolean) => setOpenAt(value ? key : null);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const filterId = useId();
  useBodyScrollLock(open);

  // Widening the window past the phone layout ends the overlay.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setOpenAt(null);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  // Opening moves the focus into the overlay; closing gives it back to the toggle.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (wasOpen.current && panel.current?.contains(document.activeElement) !== false) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Keep the focus inside the overlay while it is open.
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button, input')].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const shown = filterTags(tags, filter, locale, query.category);
  const views = viewsFor(signedIn);

  return (
    <aside className="feed-sidebar" aria-label={t('sidebar.label')}>
      <div className="feed-sidebar__actions">
        <WriteButton />
        {hydrated ? (
          <button
            ref={toggle}
            type="button"
            className="button feed-sidebar__toggle"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen(true)}
          >
            <FilterIcon />
            {t('sidebar.open')}
          </button>
        ) : (
          <a href={`#${PANEL_ID}`} className="button feed-sidebar__toggle">
            <FilterIcon />
            {t('sidebar.open')}
          </a>
        )}
      </div>
      {open ? <div className="feed-sidebar__backdrop" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <div
        ref={panel}
        id={PANEL_ID}
        className={`feed-sidebar__panel${open ? ' feed-sidebar__panel--open' : ''}`}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? headingId : undefined}
        onKeyDown={onPanelKey}
      >
        <div className="feed-sidebar__panel-header">
          <h2 id={headingId} className="feed-sidebar__panel-title">
            {t('sidebar.title')}
          </h2>
          {hydrated ? (
            <button ref={closeButton} type="button" className="icon-button" aria-label={t('sidebar.close')} onClick={() => setOpen(false)}>
              <CloseIcon />
            </button>
          ) : (
            <a href="#" className="icon-button" aria-label={t('sidebar.close')}>
              <CloseIcon />
            </a>
          )}
        </div>
        <nav className="feed-views" aria-label={t('sidebar.views')}>
          <h2 className="feed-sidebar__heading">{t('sidebar.views')}</h2>
          <ul className="feed-views__list">
            {views.map((view) => {
              const current = onList && query.view === view;
              return (
                <li key={view}>
                  <Link to={viewHref(query, view)} className="feed-views__link" aria-current={current ? 'page' : undefined}>
                    {t(`views.${view}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="feed-categories" aria-labelledby={`${headingId}-categories`}>
          <h2 id={`${headingId}-categories`} className="feed-sidebar__heading">
            {t('sidebar.categories')}
          </h2>
          <form
            method="get"
            action={paths.feed()}
            className="feed-categories__filter"
            role="search"
            aria-label={t('sidebar.filterLabel')}
            onSubmit={(event) => event.preventDefault()}
          >
            {query.view !== DEFAULT_VIEW ? <input type="hidden" name="view" value={query.view} /> : null}
            {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
            <label htmlFor={filterId} className="visually-hidden">
              {t('sidebar.filterLabel')}
            </label>
            <input
              id={filterId}
              className="field__input feed-categories__input"
              type="search"
              name={FILTER_PARAM}
              value={filter}
              placeholder={t('sidebar.filterPlaceholder')}
              autoComplete="off"
              onChange={(event) => setFilter(event.target.value)}
            />
          </form>
          {shown.length === 0 ? (
            <p className="feed-categories__none" role="status">
              {tags.length === 0 ? t('sidebar.noCategories') : t('sidebar.nothingMatches')}
            </p>
          ) : (
            <ul className="feed-categories__list">
              {shown.map((tag) => {
                const selected = query.category === tag.tag_name;
                return (
                  <li key={tag.tag_id}>
                    <Link
                      to={categoryHref(query, tag.tag_name)}
                      className="feed-categories__link"
                      aria-current={selected ? 'true' : undefined}
                      aria-describedby={selected ? `${headingId}-deselect` : undefined}
                    >
                      <span>{tagLabel(tag, locale)}</span>
                      {selected ? <CheckIcon width={20} height={20} /> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          {query.category ? (
            <p id={`${headingId}-deselect`} className="feed-categories__hint">
              {t('sidebar.deselectHint')}
            </p>
          ) : null}
        </section>
      </div>
    </aside>
  );
}
