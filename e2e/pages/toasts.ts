import type { Locator, Page } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';

/** The notifications region, top right. */
export class Toasts {
  readonly page: Page;
  readonly locale: Locale;
  readonly region: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.region = page.getByRole('region', { name: t(locale, 'common:toast.region') });
  }

  /** An info or success toast (role=status) with this text. */
  status(message: string): Locator {
    return this.region.getByRole('status').filter({ hasText: message });
  }

  /** An error toast (role=alert) with this text. */
  alert(message: string): Locator {
    return this.region.getByRole('alert').filter({ hasText: message });
  }
}
