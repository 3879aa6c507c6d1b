import type { Locator, Page, Response } from '@playwright/test';
import type { FeedView } from '@gazeta/contract';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';
import { PostEditor } from './post-editor.ts';

/**
 * The feed sidebar (spec §2), on every feed page: the write button, the views and the categories
 * with their filter. On a phone the views and categories are in an overlay the
 * "Views and categories" button opens (`openFilters` does that where needed).
 */
export class FeedSidebar {
  readonly page: Page;
  readonly locale: Locale;
  readonly root: Locator;
  /** A button when signed in; signed out a link to /login (it says why first, with JavaScript). */
  readonly writeButton: Locator;
  readonly filtersButton: Locator;
  /** The phone's overlay (a dialog while open). */
  readonly filtersDialog: Locator;
  readonly closeFiltersButton: Locator;
  readonly views: Locator;
  readonly categories: Locator;
  readonly categoryFilter: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.root = page.getByRole('complementary', { name: t(locale, 'feed:sidebar.label') });
    const write = t(locale, 'feed:sidebar.write');
    this.writeButton = this.root.getByRole('button', { name: write, exact: true }).or(this.root.getByRole('link', { name: write, exact: true }));
    this.filtersButton = this.root.getByRole('button', { name: t(locale, 'feed:sidebar.open'), exact: true });
    this.filtersDialog = page.getByRole('dialog', { name: t(locale, 'feed:sidebar.title') });
    this.closeFiltersButton = this.root.getByRole('button', { name: t(locale, 'feed:sidebar.close'), exact: true });
    this.views = this.root.getByRole('navigation', { name: t(locale, 'feed:sidebar.views') });
    this.categories = this.root.getByRole('region', { name: t(locale, 'feed:sidebar.categories') });
    this.categoryFilter = this.root.getByRole('searchbox', { name: t(locale, 'feed:sidebar.filterLabel') });
  }

  /** A view switch: popularity, created_at, my. */
  viewLink(view: FeedView): Locator {
    return this.views.getByRole('link', { name: t(this.locale, `feed:views.${view}`), exact: true });
  }

  /** A category by the name shown (in the page's language). */
  categoryLink(name: string): Locator {
    return this.categories.getByRole('link', { name, exact: true });
  }

  /**
   * Below 900 px (a phone), opens the overlay with the views and categories (waiting for the
   * page's script: before it the toggle is a plain link); wider, they are in view.
   */
  async openFilters(): Promise<void> {
    if ((this.page.viewportSize()?.width ?? 1280) < 900) await this.filtersButton.click();
  }
}

/** /feed: the list of posts, with the sidebar. */
export class FeedPage extends BasePage {
  readonly sidebar: FeedSidebar;
  readonly editor: PostEditor;
  /** The list of posts (named like the page's heading). */
  readonly posts: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.sidebar = new FeedSidebar(page, locale);
    this.editor = new PostEditor(page, locale);
    this.posts = this.main.getByRole('list', { name: t(locale, 'feed:list.heading') }).or(this.main.getByRole('list', { name: t(locale, 'feed:list.myHeading') }));
  }

  override goto(path = '/feed'): Promise<Response | null> {
    return super.goto(path);
  }

  /** The post cards, each an article. */
  get cards(): Locator {
    return this.posts.getByRole('article');
  }

  /** The card of a post by its title. */
  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The link to a post by its title. */
  postLink(title: string): Locator {
    return this.posts.getByRole('link', { name: title, exact: true });
  }

  /** The chip beside the heading that clears the selected category (a link). */
  categoryChip(name: string): Locator {
    return this.main.getByRole('link', { name: t(this.locale, 'feed:list.clearCategory', { category: name }), exact: true });
  }

  /** A status badge ("Waiting for moderation", "Draft", "Rejected") by its key under feed:status. */
  statusBadge(card: Locator, status: 'draft' | 'pending' | 'rejected'): Locator {
    return card.getByText(t(this.locale, `feed:status.${status}`), { exact: true });
  }
}
