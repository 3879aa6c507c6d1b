import type { Locator, Page } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { SiteHeader } from './site-header.ts';

/**
 * The header's notification bell of a signed-in reader: named "Notifications" or, with unread
 * ones, "Notifications: 3 unread"; it opens a panel (a region named "Your notifications").
 */
export class NotificationBell {
  readonly page: Page;
  readonly locale: Locale;
  readonly header: SiteHeader;
  readonly button: Locator;
  readonly panel: Locator;
  readonly markAllReadButton: Locator;
  readonly allNotificationsLink: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.header = new SiteHeader(page, locale);
    this.button = this.header.root.getByRole('button', { name: startsWith(t(locale, 'feed:bell.label')) });
    this.panel = page.getByRole('region', { name: t(locale, 'feed:bell.panel'), exact: true });
    this.markAllReadButton = this.panel.getByRole('button', { name: t(locale, 'feed:notifications.markAllRead'), exact: true });
    this.allNotificationsLink = this.panel.getByRole('link', { name: t(locale, 'feed:notifications.seeAll'), exact: true });
  }

  /** The bell's accessible name with `unread` unread notifications. */
  label(unread: number): string {
    return unread > 0 ? t(this.locale, 'feed:bell.labelUnread', { count: unread }) : t(this.locale, 'feed:bell.label');
  }

  /** A notification's headline link in the panel (feed:notifications.types.{type}, with the post title). */
  item(type: string, title: string): Locator {
    return this.panel.getByRole('link', { name: t(this.locale, `feed:notifications.types.${type}`, { title }), exact: true });
  }
}
