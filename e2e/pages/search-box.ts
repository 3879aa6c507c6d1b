import type { Locator } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';

/** A search form (header, search page, 404 page): suggestions while typing, results on Enter. */
export class SearchBox {
  readonly form: Locator;
  readonly locale: Locale;
  readonly input: Locator;
  readonly submitButton: Locator;
  readonly suggestions: Locator;
  readonly nothingYet: Locator;

  constructor(form: Locator, locale: Locale = 'ru') {
    this.form = form;
    this.locale = locale;
    this.input = form.getByRole('searchbox', { name: t(locale, 'layout:search.label') });
    this.submitButton = form.getByRole('button', { name: t(locale, 'layout:search.submit') });
    this.suggestions = form.getByRole('list', { name: t(locale, 'layout:search.suggestions') });
    this.nothingYet = form.getByText(t(locale, 'layout:search.nothing'));
  }

  suggestion(title: string): Locator {
    return this.suggestions.getByRole('link', { name: title });
  }

  seeAllLink(query: string): Locator {
    return this.form.getByRole('link', { name: t(this.locale, 'layout:search.seeAll', { query }) });
  }

  async type(text: string): Promise<void> {
    await this.input.fill(text);
  }

  /**
   * Types the text and presses Enter once the suggestions are there, as a reader who looks at
   * them would (pressing Enter sooner is its own test: "Enter right after typing…"). Without
   * JavaScript there are no suggestions: pass `suggestions: false`.
   */
  async search(text: string, { suggestions = true } = {}): Promise<void> {
    await this.input.fill(text);
    const query = text.trim().replace(/\s+/g, ' ');
    if (query && suggestions) await this.seeAllLink(query).waitFor();
    await this.input.press('Enter');
  }

  /** Types and presses Enter at once, before any suggestion can arrive. */
  async searchAtOnce(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
  }
}
