import type { Locator, Page, Response } from '@playwright/test';
import type { Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** The article catalogue: /, /?page=n, and a category's /cat/{slug}. */
export class HomePage extends BasePage {
  readonly cards: Locator;
  readonly cardTitles: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.cards = this.main.getByRole('article');
    this.cardTitles = this.cards.getByRole('heading').getByRole('link');
  }

  override goto(path = '/'): Promise<Response | null> {
    return super.goto(path);
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** A card's title link. */
  articleLink(title: string): Locator {
    return this.cardTitles.filter({ hasText: title }).first();
  }

  async titles(): Promise<string[]> {
    return (await this.cardTitles.allInnerTexts()).map((text) => text.trim());
  }
}

export class CategoryPage extends HomePage {
  readonly rssLink: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.rssLink = this.main.getByRole('link', { name: /RSS/ });
  }

  gotoCategory(slug: string): Promise<Response | null> {
    return this.page.goto(`/cat/${slug}`);
  }
}
