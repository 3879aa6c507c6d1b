import type { Locator, Page, Response } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** The print archive: /archive. */
export class ArchivePage extends BasePage {
  readonly issues: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.issues = this.main.getByRole('article');
  }

  override goto(path = '/archive'): Promise<Response | null> {
    return super.goto(path);
  }

  issue(number: number): Locator {
    return this.issues.filter({ has: this.page.getByRole('heading', { name: t(this.locale, 'archive:issue', { number }), exact: true }) });
  }

  /** An issue's "Open PDF" link (its name says which issue, its date and size). */
  pdfLink(number: number): Locator {
    const prefix = t(this.locale, 'archive:openPdfLabel', { number, date: '\u0000', size: '' }).split('\u0000')[0]!;
    return this.issue(number).getByRole('link', { name: startsWith(prefix) });
  }

  /** The issue's cover picture: decorative (alt=""), so it has no accessible handle. */
  cover(number: number): Locator {
    return this.issue(number).locator('img');
  }
}
