import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** /private-ads and /private-ads/cat/{section}: the catalogue of private ads. */
export class PrivateAdsPage extends BasePage {
  readonly searchForm: Locator;
  readonly searchInput: Locator;
  readonly searchButton: Locator;
  readonly sections: Locator;
  readonly filters: Locator;
  readonly applyFilters: Locator;
  readonly withPhoto: Locator;
  readonly count: Locator;
  readonly cards: Locator;
  readonly cardTitles: Locator;
  readonly moreLink: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.searchForm = this.main.getByRole('search', { name: t(locale, 'classifieds:catalogue.searchLabel') });
    this.searchInput = this.searchForm.getByRole('searchbox', { name: t(locale, 'classifieds:catalogue.searchLabel') });
    this.searchButton = this.searchForm.getByRole('button', { name: t(locale, 'classifieds:catalogue.searchSubmit') });
    this.sections = this.main.getByRole('navigation', { name: t(locale, 'classifieds:catalogue.sections') });
    this.filters = this.main.getByRole('form', { name: t(locale, 'classifieds:catalogue.filters') });
    this.applyFilters = this.filters.getByRole('button', { name: t(locale, 'classifieds:catalogue.apply') });
    this.withPhoto = this.filters.getByRole('checkbox', { name: t(locale, 'classifieds:catalogue.withPhoto') });
    this.count = this.main.locator('.catalogue__count');
    this.cards = this.main.getByRole('article');
    this.cardTitles = this.cards.getByRole('heading', { level: 2 });
    this.moreLink = this.main.getByRole('link', { name: t(locale, 'classifieds:catalogue.more') });
  }

  gotoCatalogue(path = '/private-ads'): Promise<Response | null> {
    return this.page.goto(path);
  }

  section(name: string): Locator {
    return this.sections.getByRole('link').filter({ hasText: name });
  }

  kind(type: 'offer' | 'wanted' | null): Locator {
    return this.filters.getByRole('radio', { name: type ? t(this.locale, `classifieds:types.${type}`) : t(this.locale, 'classifieds:catalogue.anyType'), exact: true });
  }

  async search(text: string): Promise<void> {
    await this.searchInput.fill(text);
    await this.searchButton.click();
  }
}

/** /private-ads/{id}: one ad. */
export class PrivateAdPage extends BasePage {
  readonly photos: Locator;
  readonly contact: Locator;
  readonly message: Locator;
  readonly send: Locator;
  readonly signInLink: Locator;
  readonly registerLink: Locator;
  readonly reportToggle: Locator;
  readonly sendReport: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.photos = this.main.getByRole('region', { name: t(locale, 'classifieds:ad.photos') });
    this.contact = this.main.getByRole('region', { name: t(locale, 'classifieds:contact.heading') });
    this.message = this.contact.getByRole('textbox', { name: t(locale, 'classifieds:contact.label') });
    this.send = this.contact.getByRole('button', { name: t(locale, 'classifieds:contact.send') });
    this.signInLink = this.contact.getByRole('link', { name: t(locale, 'classifieds:contact.signIn') });
    this.registerLink = this.contact.getByRole('link', { name: t(locale, 'classifieds:contact.register') });
    this.reportToggle = this.main.getByText(t(locale, 'classifieds:report.open'));
    this.sendReport = this.main.getByRole('button', { name: t(locale, 'classifieds:report.send') });
  }

  gotoAd(id: number): Promise<Response | null> {
    return this.page.goto(`/private-ads/${id}`);
  }

  reason(reason: string): Locator {
    return this.main.getByRole('radio', { name: t(this.locale, `classifieds:report.reasons.${reason}`) });
  }
}
