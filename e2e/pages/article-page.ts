import type { Locator, Page, Response } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';
import { ShareLinks } from './share-links.ts';

/** One article: /article/{id}. */
export class ArticlePage extends BasePage {
  readonly article: Locator;
  readonly likeButton: Locator;
  readonly share: ShareLinks;
  readonly views: Locator;
  readonly tags: Locator;
  readonly similar: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.article = this.main.getByRole('article').first();
    this.likeButton = this.main.getByRole('button', { name: startsWith(t(locale, 'articles:article.likeLabel')) });
    this.share = new ShareLinks(this.main, t(locale, 'articles:article.share'), locale);
    this.views = page.getByTestId('article-views');
    this.tags = this.article.getByRole('list').filter({ has: page.getByRole('link', { name: /^#/ }) });
    this.similar = this.main.getByRole('region', { name: t(locale, 'articles:article.similar') });
  }

  /** The note that the article is in another language than the interface. */
  languageNote(lang: 'ru' | 'en' | 'lt'): Locator {
    return this.article.getByText(t(this.locale, `articles:article.languageNote.${lang}`), { exact: true });
  }

  /**
   * Opens an article. With JavaScript the page refreshes its numbers (views, likes, the
   * reader's like) from the API after loading; `settled` waits for that.
   */
  async gotoArticle(id: number | string, { settled = true } = {}): Promise<Response | null> {
    const stats = settled ? this.page.waitForResponse((r) => r.url().endsWith(`/api/articles/${id}/stats`)) : null;
    const response = await this.page.goto(`/article/${id}`);
    await stats;
    return response;
  }

  /** Reloads the article and waits for its numbers to be refreshed. */
  async reloadArticle(id: number): Promise<void> {
    const stats = this.page.waitForResponse((r) => r.url().endsWith(`/api/articles/${id}/stats`));
    await this.page.reload();
    await stats;
  }

  /** The like count, read from the button's accessible name ("…: 47 likes"). */
  async likeCount(): Promise<number> {
    const name = (await this.likeButton.getAttribute('aria-label')) ?? '';
    const match = /:\s*(\d+)/.exec(name);
    if (!match) throw new Error(`No like count in "${name}"`);
    return Number(match[1]);
  }

  /** The like button's full accessible name for `count` likes. */
  likeName(count: number): string {
    return `${t(this.locale, 'articles:article.likeLabel')}: ${t(this.locale, 'articles:card.likes', { count })}`;
  }
}
