import type { Locator, Page } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';

/** The advertisements strip under the header. */
export class AdsStrip {
  readonly page: Page;
  readonly locale: Locale;
  readonly root: Locator;
  readonly links: Locator;
  readonly images: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.root = page.getByRole('complementary', { name: t(locale, 'layout:ads.label') });
    this.links = this.root.getByRole('link');
    this.images = this.root.getByRole('img');
  }

  /** The link of one ad, by its image's alt text. */
  link(alt: string): Locator {
    return this.root.getByRole('link', { name: t(this.locale, 'layout:ads.opensNewTab', { name: alt }), exact: true });
  }
}
