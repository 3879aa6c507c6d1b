import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { ReviewKind } from '@gazeta/contract';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/**
 * /newsroom/review: the one review queue (decision 059) — the kind chips, the list oldest
 * first, and the selected item with its decision. (/feed/moderation leads here.)
 */
export class ModerationPage extends BasePage {
  /** The kind chips. */
  readonly queues: Locator;
  readonly list: Locator;
  /** The selected item: its preview, what changed, its history and the decision. */
  readonly detail: Locator;
  readonly announcer: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.queues = this.main.getByRole('navigation', { name: t(locale, 'newsroom:review.kindsLabel') });
    this.list = this.main.getByRole('list', { name: t(locale, 'newsroom:review.listLabel') });
    this.detail = this.main.locator('.review-item');
    this.announcer = this.main.getByTestId('review-announcer');
  }

  override goto(path = '/newsroom/review'): Promise<Response | null> {
    return super.goto(path);
  }

  /** The queue of one kind. */
  gotoKind(kind: ReviewKind): Promise<Response | null> {
    return this.goto(`/newsroom/review?kind=${kind}`);
  }

  chip(kind: ReviewKind | 'all'): Locator {
    const label = kind === 'all' ? t(this.locale, 'newsroom:review.all') : t(this.locale, `newsroom:review.kinds.${kind}`);
    return this.queues.getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · \\d+$`) });
  }

  /** An entry of the list, by a piece of its text (a title, a comment's words). */
  entry(text: string): Locator {
    return this.list.getByRole('link').filter({ hasText: text });
  }

  /**
   * Selects the entry with this text and answers the item shown for it. The queue is oldest
   * first in pages of 30: in a long run a new item may be further on, so follow the pages as a
   * moderator would.
   */
  async open(text: string): Promise<Locator> {
    const entry = this.entry(text).first();
    const next = this.main.getByRole('link', { name: t(this.locale, 'newsroom:review.more'), exact: true });
    for (let pages = 0; pages < 20 && (await this.entry(text).count()) === 0 && (await next.count()) > 0; pages += 1) {
      const before = this.page.url();
      await next.click();
      await this.page.waitForURL((url) => url.toString() !== before);
    }
    await entry.click();
    await expect(entry).toHaveAttribute('aria-current', 'true');
    return this.item(text);
  }

  /**
   * Opens one item by its address (`?kind=…&item=kind:id`), as a link to it would: the queue is
   * oldest first in pages of 30, so in a long run a new item may not be on the first page.
   */
  async openItem(kind: ReviewKind, id: number, text: string): Promise<Locator> {
    await this.goto(`/newsroom/review?kind=${kind}&item=${kind}:${id}`);
    const item = this.item(text);
    await expect(item).toBeVisible();
    return item;
  }

  /** The selected item, when it is the one with this text. */
  item(text: string): Locator {
    return this.detail.filter({ hasText: text });
  }

  approveButton(item: Locator): Locator {
    return item.getByRole('button', { name: t(this.locale, 'newsroom:review.approve'), exact: true });
  }

  rejectButton(item: Locator): Locator {
    return item.getByRole('button', { name: t(this.locale, 'newsroom:review.reject'), exact: true });
  }

  reasonInput(item: Locator): Locator {
    return item.getByRole('textbox', { name: t(this.locale, 'newsroom:review.reason'), exact: true });
  }

  template(item: Locator): Locator {
    return item.getByRole('combobox', { name: t(this.locale, 'newsroom:review.template'), exact: true });
  }

  link(item: Locator, networkName: string): Locator {
    return item.getByRole('textbox', { name: t(this.locale, 'newsroom:review.link', { network: networkName }), exact: true });
  }

  /** The note after a decision: the author is told. */
  async expectDone(intent: 'approve' | 'reject'): Promise<void> {
    await expect(this.main.getByRole('status').filter({ hasText: t(this.locale, intent === 'approve' ? 'newsroom:review.approved' : 'newsroom:review.rejected') })).toBeVisible();
  }
}
