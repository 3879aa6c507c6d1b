import type { Locator, Page } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/**
 * A page with members' votes (decision 029): the like and dislike toggles and, where the kind
 * takes them, the rating stars. Business pages (/ethnic-ads/{id}) and event pages (/event/{id}).
 */
export class VotePanel extends BasePage {
  readonly likeButton: Locator;
  readonly dislikeButton: Locator;
  /** What a visitor sees instead of the vote buttons. */
  readonly signInToVote: Locator;
  readonly signInToRate: Locator;
  /** The rating's choices, a radio group named by its legend. */
  readonly ratingGroup: Locator;
  readonly rateButton: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.likeButton = this.main.getByRole('button', { name: startsWith(`${t(locale, 'common:votes.like')}:`) });
    this.dislikeButton = this.main.getByRole('button', { name: startsWith(`${t(locale, 'common:votes.dislike')}:`) });
    this.signInToVote = this.main.getByRole('link', { name: t(locale, 'common:votes.signIn'), exact: true });
    this.signInToRate = this.main.getByRole('link', { name: t(locale, 'common:rating.signIn'), exact: true });
    this.ratingGroup = this.main.getByRole('group', { name: t(locale, 'common:rating.legend'), exact: true });
    this.rateButton = this.main.getByRole('button', { name: t(locale, 'common:rating.submit'), exact: true });
  }

  /** Opens a page and waits until its counts were read again from the API (a cached page may lag). */
  async open(path: string, kind: 'business' | 'event', id: number): Promise<void> {
    const fresh = this.page.waitForResponse((r) => r.url().endsWith(`/api/votes/${kind}/${id}`));
    await this.page.goto(path);
    await fresh;
  }

  /** The choice of `stars` stars. */
  stars(stars: number): Locator {
    return this.ratingGroup.getByRole('radio', { name: t(this.locale, 'common:rating.stars', { count: stars }), exact: true });
  }

  /** The line with the member's own rating. */
  mine(stars: number): Locator {
    return this.main.getByText(t(this.locale, 'common:rating.mine', { stars }), { exact: true });
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

  likeName(count: number): string {
    return `${t(this.locale, 'common:votes.like')}: ${t(this.locale, 'common:votes.likes', { count })}`;
  }

  dislikeName(count: number): string {
    return `${t(this.locale, 'common:votes.dislike')}: ${t(this.locale, 'common:votes.dislikes', { count })}`;
  }
}
