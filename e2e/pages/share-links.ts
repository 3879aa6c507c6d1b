import type { Locator } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';

/** The share links of an article or a post: Facebook, Telegram, copy the link. */
export class ShareLinks {
  readonly group: Locator;
  readonly facebook: Locator;
  readonly telegram: Locator;
  readonly copyLink: Locator;

  /** `label` is the group's name ("Share this article"). */
  constructor(within: Locator, label: string, locale: Locale = 'ru') {
    this.group = within.getByRole('group', { name: label, exact: true });
    this.facebook = this.group.getByRole('link', { name: t(locale, 'common:share.facebook'), exact: true });
    this.telegram = this.group.getByRole('link', { name: t(locale, 'common:share.telegram'), exact: true });
    this.copyLink = this.group.getByRole('button', { name: t(locale, 'common:actions.copyLink'), exact: true });
  }

  /** What the links should point at for a page's address and title. */
  static expectedHrefs(url: string, title: string) {
    return {
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    };
  }
}
