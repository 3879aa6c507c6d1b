import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

const key = (name: string) => `newsroom:audit.${name}`;

/** The newsroom's audit log (issue #27) at /newsroom/audit: filters as a GET form, then the entries. */
export class NewsroomAuditPage extends BasePage {
  readonly action: Locator;
  readonly kind: Locator;
  readonly subject: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly show: Locator;
  readonly entries: Locator;
  readonly none: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.action = this.main.getByLabel(t(locale, key('filters.action')));
    this.kind = this.main.getByLabel(t(locale, key('filters.kind')), { exact: true });
    this.subject = this.main.getByLabel(t(locale, key('filters.subject')));
    this.from = this.main.getByLabel(t(locale, key('filters.from')));
    this.to = this.main.getByLabel(t(locale, key('filters.to')));
    this.show = this.main.getByRole('button', { name: t(locale, key('filters.submit')), exact: true });
    this.entries = this.main.getByRole('list', { name: t(locale, key('entries')) }).locator('> li');
    this.none = this.main.getByText(t(locale, key('none')), { exact: true });
  }

  override goto(path = this.locale === 'ru' ? '/newsroom/audit' : '/newsroom/audit?lang=en'): Promise<Response | null> {
    return super.goto(path);
  }
}
