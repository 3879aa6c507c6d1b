import type { Locator, Page } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';

/** The advertisements strip under the header, and the row of members' 150 × 600 banners above the footer. */
export class AdsStrip {
  readonly page: Page;
  readonly locale: Locale;
  /** The strip of wide ads. */
  readonly root: Locator;
  /** The row of members' banners. */
  readonly banners: Locator;
  /** Every ad's link and picture, in the strip and the row. */
  readonly links: Locator;
  readonly images: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.root = page.getByRole('complementary', { name: t(locale, 'layout:ads.label'), exact: true });
    this.banners = page.getByRole('complementary', { name: t(locale, 'layout:ads.bannersLabel'), exact: true });
    const both = this.root.or(this.banners);
    this.links = both.getByRole('link');
    this.images = both.getByRole('img');
  }

  /** The link of one ad, by its image's alt text. */
  link(alt: string): Locator {
    return this.root.or(this.banners).getByRole('link', { name: t(this.locale, 'layout:ads.opensNewTab', { name: alt }), exact: true });
  }
}
