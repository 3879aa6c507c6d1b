import type { Locator, Page, Response } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';
import { ShareLinks } from './share-links.ts';

/** One article: /article/{id}. */
export class ArticlePage extends BasePage {
  readonly article: Locator;
  readonly likeButton: Locator;
  readonly dislikeButton: Locator;
  /** What a visitor sees instead of the vote buttons. */
  readonly signInToVote: Locator;
  readonly share: ShareLinks;
  readonly views: Locator;
  readonly tags: Locator;
  readonly similar: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.article = this.main.getByRole('article').first();
    this.likeButton = this.main.getByRole('button', { name: startsWith(`${t(locale, 'common:votes.like')}:`) });
    this.dislikeButton = this.main.getByRole('button', { name: startsWith(`${t(locale, 'common:votes.dislike')}:`) });
    this.signInToVote = this.main.getByRole('link', { name: t(locale, 'common:votes.signIn'), exact: true });
    this.share = new ShareLinks(this.main, t(locale, 'articles:article.share'), locale);
    this.views = page.getByTestId('article-views');
    this.tags = this.article.getByRole('list').filter({ has: page.getByRole('link', { name: /^#/ }) });
    this.similar = this.main.getByRole('region', { name: t(locale, 'articles:article.similar') });
  }

  /** The note that the article is in another language than the interface. */
  languageNote(lang: 'ru' | 'en' | 'lt'): Locator {
    return this.article.getByText(t(this.locale, `articles:article.languageNote.${lang}`), { exact: true });
  }

  /** The page's numbers read again from the API once it runs (views, and the members' votes). */
  private refreshed(id: number | string): Promise<unknown> {
    return Promise.all([
      this.page.waitForResponse((r) => r.url().endsWith(`/api/articles/${id}/stats`)),
      this.page.waitForResponse((r) => r.url().endsWith(`/api/votes/article/${id}`)),
    ]);
  }

  /** Opens an article; `settled` waits until the page has refreshed its numbers from the API. */
  async gotoArticle(id: number | string, { settled = true } = {}): Promise<Response | null> {
    const numbers = settled ? this.refreshed(id) : null;
    const response = await this.page.goto(`/article/${id}`);
    await numbers;
    return response;
  }

  /** Reloads the article and waits for its numbers to be refreshed. */
  async reloadArticle(id: number): Promise<void> {
    const numbers = this.refreshed(id);
    await this.page.reload();
    await numbers;
  }

  /** A vote button's count, read from its accessible name ("Like: 47 likes"). */
  async countOf(button: Locator): Promise<number> {
    const name = (await button.getAttribute('aria-label')) ?? '';
    const match = /:\s*(\d+)/.exec(name);
    if (!match) throw new Error(`No count in "${name}"`);
    return Number(match[1]);
  }

  likeCount = () => this.countOf(this.likeButton);
  dislikeCount = () => this.countOf(this.dislikeButton);

  /** The like button's full accessible name for `count` likes. */
  likeName(count: number): string {
    return `${t(this.locale, 'common:votes.like')}: ${t(this.locale, 'common:votes.likes', { count })}`;
  }

  dislikeName(count: number): string {
    return `${t(this.locale, 'common:votes.dislike')}: ${t(this.locale, 'common:votes.dislikes', { count })}`;
  }
}
