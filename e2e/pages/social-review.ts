import type { Locator } from '@playwright/test';
import type { PostingNetwork } from '@gazeta/contract';
import { formatDate } from '../helpers/format.ts';
import { escapeRegExp, t } from '../helpers/i18n.ts';
import type { ModerationPage } from './moderation-page.ts';

/** The moderation page's Social tab: paid requests waiting to be posted, each published with its links or rejected. */
export class SocialReview {
  readonly moderation: ModerationPage;

  constructor(moderation: ModerationPage) {
    this.moderation = moderation;
  }

  /** The tab, whatever its count. */
  get tab(): Locator {
    const label = escapeRegExp(t(this.moderation.locale, 'social:review.tab', { count: 0 })).replace('0', '\\d+');
    return this.moderation.queues.getByRole('link', { name: new RegExp(`^${label}$`) });
  }

  /** A queued request by its day, narrowed by a piece of its text. */
  item(day: string, text: string): Locator {
    return this.moderation.item(t(this.moderation.locale, 'social:review.title', { date: formatDate(day, this.moderation.locale) })).filter({ hasText: text });
  }

  link(item: Locator, network: PostingNetwork): Locator {
    return item.getByRole('textbox', { name: t(this.moderation.locale, 'social:review.link', { network: t(this.moderation.locale, `social:networks.${network}`) }), exact: true });
  }

  publishButton(item: Locator): Locator {
    return item.getByRole('button', { name: t(this.moderation.locale, 'social:review.publish'), exact: true });
  }

  rejectButton(item: Locator): Locator {
    return item.getByRole('button', { name: t(this.moderation.locale, 'social:review.reject'), exact: true });
  }

  reason(item: Locator): Locator {
    return item.getByRole('textbox', { name: t(this.moderation.locale, 'social:review.reason'), exact: true });
  }
}
