import type { Locator, Page } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** /newsletter/confirm?token=… (opening the e-mailed link confirms the subscription). */
export class NewsletterConfirmPage extends BasePage {
  readonly confirmed: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.confirmed = this.main.getByRole('status').filter({ hasText: t(locale, 'pages:newsletter.confirmed') });
  }
}

/** /newsletter/unsubscribe?token=… (opening it changes nothing; the button does). */
export class NewsletterUnsubscribePage extends BasePage {
  readonly question: Locator;
  readonly unsubscribeButton: Locator;
  readonly unsubscribed: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.question = this.main.getByText(t(locale, 'pages:newsletter.unsubscribeQuestion'), { exact: true });
    this.unsubscribeButton = this.main.getByRole('button', { name: t(locale, 'pages:newsletter.unsubscribe'), exact: true });
    this.unsubscribed = this.main.getByRole('status').filter({ hasText: t(locale, 'pages:newsletter.unsubscribed') });
  }
}
