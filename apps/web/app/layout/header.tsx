import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCROLL_THRESHOLD_PX, type Category, type User } from '@gazeta/contract';
import { MenuIcon, SearchIcon, UserIcon } from '../components/icons.tsx';
import { SearchBox } from '../features/search/components/search-box.tsx';
import { paths, showsSearch } from '../lib/paths.ts';
import { useDismiss } from '../lib/use-dismiss.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';
import { AccountMenu } from './account-menu.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNavLinks } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';

const SEARCH_ID = 'header-search';

/** Only a signed-in reader has the bell: anonymous pages never load its code. */
const NotificationBell = lazy(() => import('../features/notifications/components/notification-bell.tsx'));

/**
 * The site header (spec §1). It restyles once the page scrolls past 200 px without changing
 * its height, so the page under it never jumps. On phones the search opens as a row of its own.
 * A signed-in reader gets the notification bell and the account menu in place of the "Log in"
 * link; on the narrowest phones the switcher shows only the other language, so all fit in one row.
 * Until JavaScript runs, the phone's menu and search buttons are links to the menu and search
 * pages, so a tap always does something.
 */
export function Header({ categories, user }: { categories: Category[]; user: User | null }) {
  const { t } = useTranslation(['layout', 'common']);
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const searchRow = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The toggle sits outside the row: a click on it is not an outside click.
  const insideSearch = useMemo(() => [searchRow, toggle], []);
  useDismiss(insideSearch, searchOpen, closeSearch);
  const search = showsSearch(pathname);
  const hydrated = useHydrated();
  const root = useRef<HTMLElement>(null);

  // Its height, for what floats below it (the toasts): it grows when the search row opens.
  useEffect(() => {
    const header = root.current;
    if (!header) return;
    const observer = new ResizeObserver(() => document.documentElement.style.setProperty('--header-bottom', `${Math.round(header.getBoundingClientRect().height)}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  // Opening the search row is asking to type.
  useEffect(() => {
    if (searchOpen) searchRow.current?.querySelector('input')?.focus();
  }, [searchOpen]);

  return (
    <header ref={root} className={`header${scrolled ? ' header--scrolled' : ''}`} data-scrolled={scrolled}>
      <div className="header__inner">
        {hydrated ? (
          <button
            type="button"
            className="icon-button header__menu-button"
            aria-label={t('layout:header.menu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        ) : (
          <Link to={paths.menu()} className="icon-button header__menu-button" aria-label={t('layout:header.menu')}>
            <MenuIcon />
          </Link>
        )}
        <Link to={paths.home()} className="logo" aria-label={t('layout:header.home')}>
          <span className="logo__mark" aria-hidden="true">
            {t('common:site.name')}
          </span>
        </Link>
        <nav className="nav" aria-label={t('layout:header.nav')}>
          <ul className="nav__list">
            <MainNavLinks className="nav__link" />
            <li>
              <CategoryMenu categories={categories} />
            </li>
          </ul>
        </nav>
        {search ? (
          <div
            ref={searchRow}
            id={SEARCH_ID}
            className={`header__search${searchOpen ? ' header__search--open' : ''}`}
          >
            <SearchBox label={t('layout:search.label')} onNavigate={closeSearch} />
          </div>
        ) : null}
        <div className="header__tools">
          {search && hydrated ? (
            <button
              ref={toggle}
              type="button"
              className="icon-button header__search-toggle"
              aria-label={t('layout:search.open')}
              aria-expanded={searchOpen}
              aria-controls={SEARCH_ID}
              onClick={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon />
            </button>
          ) : search ? (
            <Link to={paths.searchPage()} className="icon-button header__search-toggle" aria-label={t('layout:search.open')}>
              <SearchIcon />
            </Link>
          ) : null}
          <LanguageSwitcher />
          {user ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link to={paths.login()} className="header__account" aria-label={t('layout:header.login')}>
              <UserIcon />
              <span className="header__account-label">{t('layout:header.login')}</span>
            </Link>
          )}
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} categories={categories} user={user} />
    </header>
  );
}
