import type { Locator } from '@playwright/test';
import type { PostingNetwork } from '@gazeta/contract';
import { t } from '../helpers/i18n.ts';
import type { ModerationPage } from './moderation-page.ts';

/** The review queue's social posts: paid requests waiting to be posted, each approved with its links or rejected. */
export class SocialReview {
  readonly moderation: ModerationPage;

  constructor(moderation: ModerationPage) {
    this.moderation = moderation;
  }

  /** The kind's chip, whatever its count. */
  get tab(): Locator {
    return this.moderation.chip('social-request');
  }

  /** Selects the queued request with this text and answers it. */
  open(text: string): Promise<Locator> {
    return this.moderation.open(text);
  }

  link(item: Locator, network: PostingNetwork): Locator {
    return this.moderation.link(item, t(this.moderation.locale, `social:networks.${network}`));
  }

  publishButton(item: Locator): Locator {
    return this.moderation.approveButton(item);
  }

  rejectButton(item: Locator): Locator {
    return this.moderation.rejectButton(item);
  }

  reason(item: Locator): Locator {
    return this.moderation.reasonInput(item);
  }
}
