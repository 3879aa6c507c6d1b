import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** The article catalogue: /, /?page=n, and a category's /cat/{slug}. */
export class HomePage extends BasePage {
  readonly cards: Locator;
  readonly cardTitles: Locator;
  /** The English interface's switch between English first and all languages by date. */
  readonly showAllLanguages: Locator;
  readonly englishFirst: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.cards = this.main.getByRole('article');
    this.cardTitles = this.cards.getByRole('heading').getByRole('link');
    this.showAllLanguages = this.main.getByRole('link', { name: t(locale, 'articles:catalogue.languageOrder.showAll'), exact: true });
    this.englishFirst = this.main.getByRole('link', { name: t(locale, 'articles:catalogue.languageOrder.langFirstLink'), exact: true });
  }

  /** What the switch says of the list's order. */
  orderNote(order: 'langFirst' | 'allShown'): Locator {
    return this.main.getByText(t(this.locale, `articles:catalogue.languageOrder.${order}`), { exact: true });
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
