import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';
import { SearchBox } from './search-box.ts';

/** /search and /search/{text}. */
export class SearchPage extends BasePage {
  readonly search: SearchBox;
  readonly results: Locator;
  readonly resultTitles: Locator;
  readonly count: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.search = new SearchBox(this.main.getByRole('search'), locale);
    this.results = this.main.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
    this.resultTitles = this.results.getByRole('heading', { level: 2 });
    this.count = this.main.getByRole('status');
  }

  gotoSearch(text?: string): Promise<Response | null> {
    return this.page.goto(text === undefined ? '/search' : `/search/${encodeURIComponent(text)}`);
  }

  /** The highlighted words of the results (the server marks matches with <mark>). */
  get highlights(): Locator {
    // <mark> has no ARIA role Playwright can query; the element is what is being checked.
    return this.results.locator('mark');
  }

  nothingFound(query: string): Locator {
    return this.main.getByText(t(this.locale, 'search:none', { query }));
  }
}
