import type { Locator, Page, Response } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

const key = (name: string) => `pages:privateAdInstruction.${name}`;

/** /private-ad-instruction: how to place a classified, with the live prices and deadlines. */
export class AdGuidePage extends BasePage {
  readonly prices: Locator;
  readonly quote: Locator;
  readonly wordExamples: Locator;
  readonly sampleAd: Locator;
  readonly registerLink: Locator;
  readonly loginLink: Locator;
  readonly placeAdLink: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.prices = this.main.getByRole('table', { name: t(locale, key('pricesCaption')), exact: true });
    this.quote = this.main.getByRole('table', { name: t(locale, key('quoteCaption')), exact: true });
    this.wordExamples = this.main.getByRole('table', { name: t(locale, key('wordsCaption')), exact: true });
    this.sampleAd = this.main.getByRole('figure');
    this.registerLink = this.main.getByRole('link', { name: t(locale, key('cta.register')), exact: true });
    this.loginLink = this.main.getByRole('link', { name: t(locale, key('cta.login')), exact: true });
    this.placeAdLink = this.main.getByRole('link', { name: t(locale, key('cta.place')), exact: true });
  }

  override goto(path = this.locale === 'ru' ? '/private-ad-instruction' : '/private-ad-instruction?lang=en'): Promise<Response | null> {
    return super.goto(path);
  }

  /** An edition's card, by its name. */
  edition(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  /** The countdown to an edition's next deadline. */
  countdown(name: string): Locator {
    return this.edition(name).getByTestId('next-issue-countdown');
  }

  /** The day of the issue the countdown names (its `<time datetime>`). */
  async countdownIssueDay(name: string): Promise<string | null> {
    return this.countdown(name).locator('time').first().getAttribute('datetime');
  }

  /** The time left the countdown shows, in whole minutes (its `<time datetime="P…DT…H…M">`). */
  async countdownMinutes(name: string): Promise<number> {
    const duration = (await this.countdown(name).locator('time[datetime^="P"]').getAttribute('datetime')) ?? '';
    const match = /^P(\d+)DT(\d+)H(\d+)M$/.exec(duration);
    if (!match) throw new Error(`not a countdown duration: "${duration}"`);
    return Number(match[1]) * 1440 + Number(match[2]) * 60 + Number(match[3]);
  }

  /** A row of the price table, by the option it prices. */
  priceRow(option: string): Locator {
    return this.prices.getByRole('row', { name: startsWith(t(this.locale, key(`price.${option}`))) });
  }
}
