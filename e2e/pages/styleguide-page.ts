import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** /styleguide: the design system in both languages, for staff. */
export class StyleguidePage extends BasePage {
  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
  }

  override goto(path = '/styleguide'): Promise<Response | null> {
    return super.goto(path);
  }

  /** The column of one language (its heading names the language in that language). */
  column(locale: Locale): Locator {
    return this.main.getByRole('heading', { level: 2, name: t(locale, `common:language.${locale}`), exact: true });
  }

  /** A section of the column in `locale` ("Buttons", "Кнопки"…), by its key under pages:styleguide.sections. */
  section(locale: Locale, key: string): Locator {
    return this.main.getByRole('region', { name: t(locale, `pages:styleguide.sections.${key}`), exact: true });
  }
}
