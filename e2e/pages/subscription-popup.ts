import type { Locator, Page } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';

/** The home page's newsletter pop-up. */
export class SubscriptionPopup {
  readonly page: Page;
  readonly locale: Locale;
  readonly dialog: Locator;
  readonly subscribeButton: Locator;
  readonly declineButton: Locator;
  readonly closeButton: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.dialog = page.getByRole('dialog', { name: t(locale, 'layout:subscribePopup.title') });
    this.subscribeButton = this.dialog.getByRole('button', { name: t(locale, 'layout:subscribePopup.subscribe'), exact: true });
    this.declineButton = this.dialog.getByRole('button', { name: t(locale, 'layout:subscribePopup.close'), exact: true });
    this.closeButton = this.dialog.getByRole('button', { name: t(locale, 'common:actions.close'), exact: true });
  }
}
