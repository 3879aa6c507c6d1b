import { expect, type Locator, type Page } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { MobileMenu } from './mobile-menu.ts';
import { SearchBox } from './search-box.ts';

/** The main sections in the header (spec §1), by translation key. */
export const MAIN_SECTIONS = [
  { key: 'header.feed', path: '/feed' },
  { key: 'header.events', path: '/events' },
  { key: 'header.ethnicAds', path: '/ethnic-ads' },
  { key: 'header.privateAds', path: '/private-ads' },
] as const;

export class SiteHeader {
  readonly page: Page;
  readonly locale: Locale;
  readonly root: Locator;
  readonly homeLink: Locator;
  readonly menuButton: Locator;
  readonly navigation: Locator;
  readonly sectionsButton: Locator;
  readonly sectionsMenu: Locator;
  readonly searchForm: Locator;
  /** The search form even where the layout hides it (a phone's header). */
  readonly searchFormInPage: Locator;
  readonly search: SearchBox;
  /** On phones the search is a row that this button opens. */
  readonly searchToggle: Locator;
  readonly languages: Locator;
  readonly loginLink: Locator;
  readonly mobileMenu: MobileMenu;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    // A pop-up's <header> is a banner too while it is open: the site header is the one with the logo.
    const homeLink = page.getByRole('link', { name: t(locale, 'layout:header.home') });
    this.root = page.getByRole('banner').filter({ has: homeLink });
    this.homeLink = this.root.getByRole('link', { name: t(locale, 'layout:header.home') });
    this.menuButton = this.root.getByRole('button', { name: t(locale, 'layout:header.menu'), exact: true });
    this.mobileMenu = new MobileMenu(page, locale);
    // The drawer has a navigation of the same name; only one of them is ever visible.
    this.navigation = this.root.getByRole('navigation', { name: t(locale, 'layout:header.nav') });
    this.sectionsButton = this.root.getByRole('button', { name: t(locale, 'layout:header.categories') });
    // The innermost list holding "All news" (the navigation's own list holds it too).
    this.sectionsMenu = this.root
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: t(locale, 'layout:header.allNews') }) })
      .filter({ hasNot: page.getByRole('button') });
    this.searchForm = this.root.getByRole('search');
    this.searchFormInPage = this.root.getByRole('search', { includeHidden: true });
    this.search = new SearchBox(this.searchForm, locale);
    this.searchToggle = this.root.getByRole('button', { name: t(locale, 'layout:search.open') });
    this.languages = this.root.getByRole('list', { name: t(locale, 'common:language.label') }).first();
    this.loginLink = this.root.getByRole('link', { name: t(locale, 'layout:header.login'), exact: true });
  }

  /** A main-section link (feed, events…) in the header navigation. */
  sectionLink(key: string): Locator {
    return this.navigation.getByRole('link', { name: t(this.locale, `layout:${key}`), exact: true });
  }

  /** The ENG / RUS switch link of a language. */
  languageLink(locale: Locale): Locator {
    return this.languages.getByRole('link', { name: startsWith(t(this.locale, `common:language.short.${locale}`)) });
  }

  async isScrolled(): Promise<string | null> {
    return this.root.getAttribute('data-scrolled');
  }

  /**
   * The header search, opening its row first where the screen is narrow. (Until JavaScript
   * runs the toggle is a link to the search page; as a button it opens the row.)
   */
  async openSearch(): Promise<SearchBox> {
    if (await this.root.getByLabel(t(this.locale, 'layout:search.open'), { exact: true }).isVisible()) {
      await this.searchToggle.click();
      await expect(this.search.input).toBeVisible();
    }
    return this.search;
  }

  /** The phone menu's drawer (until JavaScript runs the button is a link to the /menu page). */
  async openMobileMenu(): Promise<MobileMenu> {
    await this.menuButton.click();
    await expect(this.mobileMenu.dialog).toBeVisible();
    return this.mobileMenu;
  }
}
