import type { Locator, Page } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** The 404 page, rendered inside the site frame for every unknown URL. */
export class NotFoundPage extends BasePage {
  readonly backHomeLink: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.backHomeLink = this.main.getByRole('link', { name: t(locale, 'common:actions.backHome') });
  }

  get expectedHeading(): string {
    return t(this.locale, 'layout:notFound.heading');
  }
}
