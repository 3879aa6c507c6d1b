import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { AdsStrip } from './ads-strip.ts';
import { SiteFooter } from './site-footer.ts';
import { SiteHeader } from './site-header.ts';
import { Toasts } from './toasts.ts';

/** The frame every page shares: header, ads strip, main content, footer and the floating parts. */
export class BasePage {
  readonly page: Page;
  readonly locale: Locale;
  readonly header: SiteHeader;
  readonly footer: SiteFooter;
  readonly ads: AdsStrip;
  readonly toasts: Toasts;
  readonly main: Locator;
  readonly heading: Locator;
  readonly scrollToTopButton: Locator;
  /** The same button also while it stands aside (out of sight over a control of the page). */
  readonly scrollToTopSpot: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.header = new SiteHeader(page, locale);
    this.footer = new SiteFooter(page, locale);
    this.ads = new AdsStrip(page, locale);
    this.toasts = new Toasts(page, locale);
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.scrollToTopButton = page.getByRole('button', { name: t(locale, 'layout:scrollTop'), exact: true });
    this.scrollToTopSpot = page.getByRole('button', { name: t(locale, 'layout:scrollTop'), exact: true, includeHidden: true });
  }

  async goto(path: string): Promise<Response | null> {
    return this.page.goto(path);
  }

  /** The page's pager (home, categories, archive, search). */
  get pager(): Locator {
    return this.main.getByRole('navigation', { name: t(this.locale, 'common:pager.label') });
  }

  pageLink(page: number): Locator {
    return this.pager.getByRole('link', { name: t(this.locale, 'common:pager.page', { page }), exact: true });
  }
}
