import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** /feed/moderation: the queue of posts and comments waiting for a moderator. */
export class ModerationPage extends BasePage {
  readonly queues: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.queues = this.main.getByRole('navigation', { name: t(locale, 'feed:moderation.queues') });
  }

  override goto(path = '/feed/moderation'): Promise<Response | null> {
    return super.goto(path);
  }

  /** A queued post by its title, or a queued comment by "Comment by {name}". */
  item(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  commentItem(author: string): Locator {
    return this.item(t(this.locale, 'feed:moderation.commentBy', { name: author }));
  }

  approveButton(item: Locator): Locator {
    return item.getByRole('button', { name: t(this.locale, 'feed:moderation.approve'), exact: true });
  }

  rejectButton(item: Locator): Locator {
    return item.getByRole('button', { name: t(this.locale, 'feed:moderation.reject'), exact: true });
  }

  reasonInput(item: Locator): Locator {
    return item.getByRole('textbox', { name: t(this.locale, 'feed:moderation.reason'), exact: true });
  }
}
