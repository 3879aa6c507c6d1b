import type { Page } from '@playwright/test';
import { toLatin, type BusinessesResponse, type EventsResponse } from '@gazeta/contract';
import { t } from '../helpers/i18n.ts';
import { titleWord } from '../helpers/search-words.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { HomePage } from '../pages/home-page.ts';
import type { SearchBox } from '../pages/search-box.ts';
import { SearchPage } from '../pages/search-page.ts';

/**
 * The search box a reader starts from: the header's on the home page. A phone's header has
 * none (see "the header has the search box on the home page" in layout.spec.ts), so there the
 * search page's own box stands in.
 */
async function startingSearchBox(page: Page): Promise<SearchBox> {
  const home = new HomePage(page);
  await home.goto();
  return home.header.openSearch();
}

test.describe('Search', () => {
  test.describe.configure({ mode: 'parallel' });

  test('typing shows suggestions', async ({ page, api }) => {
    const { word, article } = await titleWord(api, 'en');
    const search = await startingSearchBox(page);

    await search.type(word);

    await expect(search.suggestion(article.title)).toBeVisible();
    await expect(search.suggestion(article.title)).toHaveAttribute('href', `/article/${article.id}`);
    await expect(search.seeAllLink(word)).toHaveAttribute('href', `/search/${encodeURIComponent(word)}`);
  });

  test('Enter opens the results with the matches highlighted', async ({ page, api }) => {
    const { word, article } = await titleWord(api, 'en');
    const expected = await api.search(word);
    const search = await startingSearchBox(page);

    await search.search(word);

    const results = new SearchPage(page);
    await expect(page).toHaveURL(`/search/${encodeURIComponent(word)}`);
    await expect(results.heading).toHaveText(t('ru', 'search:resultsFor', { query: word }));
    await expect(results.count).toHaveText(t('ru', 'search:found', { count: expected.total }));
    await expect(results.resultTitles.first()).toHaveText(article.title);
    await expect(results.highlights.first()).toBeVisible();
    // A match may be the word in the other alphabet (the search finds "институт" for "institute"):
    // read as Latin letters, every highlight starts like the word.
    for (const mark of await results.highlights.all()) {
      expect(toLatin((await mark.innerText()).toLowerCase())).toContain(toLatin(word.toLowerCase()).slice(0, 4));
    }
  });

  test('suggestions that arrive after Enter do not open over the results', async ({ page, api }) => {
    const { word, article } = await titleWord(api, 'en');
    // A slow connection for the suggestions only (they ask for 5 results).
    await page.route(/\/api\/search\?.*per_page=5/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue().catch(() => undefined);
    });
    const search = await startingSearchBox(page);

    // Enter while the suggestions are on their way.
    const asked = page.waitForRequest(/\/api\/search\?.*per_page=5/);
    await search.type(word);
    await asked;
    await search.input.press('Enter');

    const results = new SearchPage(page);
    await expect(results.resultTitles.first()).toHaveText(article.title);
    // Let the late answer arrive and be handled.
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('list', { name: t('ru', 'layout:search.suggestions') })).toHaveCount(0);
  });

  test('whitespace alone does not search', async ({ page }) => {
    const search = await startingSearchBox(page);
    const startUrl = page.url();

    await search.search('   ');

    await expect(search.input).toBeFocused();
    expect(page.url()).toBe(startUrl);
    await expect(search.suggestions).toHaveCount(0);
  });

  for (const lang of ['lt', 'en', 'ru'] as const) {
    test(`a word from a ${lang} title finds its article`, async ({ page, api }) => {
      test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
      const { word, article } = await titleWord(api, lang);
      const search = await startingSearchBox(page);

      await search.search(word);

      const results = new SearchPage(page);
      await expect(results.heading).toHaveText(t('ru', 'search:resultsFor', { query: word }));
      await expect(results.resultTitles.first()).toHaveText(article.title);
      await results.resultTitles.first().getByRole('link').click();
      await expect(results.heading).toHaveText(article.title);
    });
  }

  test('a nonsense word finds nothing and says so', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const nonsense = 'zqxwvjkq';
    const search = await startingSearchBox(page);
    await search.type(nonsense);
    await expect(search.nothingYet).toBeVisible();

    await search.input.press('Enter');

    const results = new SearchPage(page);
    await expect(results.nothingFound(nonsense)).toBeVisible();
    await expect(results.main.getByText(t('ru', 'search:noneHint'))).toBeVisible();
    await expect(results.resultTitles).toHaveCount(0);
  });

  test('the results page keeps the query in its box, and a new search there replaces it', async ({ page, api }) => {
    const first = await titleWord(api, 'en');
    const second = await titleWord(api, 'lt');
    const results = new SearchPage(page);

    await results.gotoSearch(first.word);

    await expect(results.search.input).toHaveValue(first.word);
    // The text already searched asks for no suggestions over its own results.
    await expect(results.search.suggestions).toHaveCount(0);

    await results.search.search(second.word);

    await expect(page).toHaveURL(`/search/${encodeURIComponent(second.word)}`);
    await expect(results.heading).toHaveText(t('ru', 'search:resultsFor', { query: second.word }));
    await expect(results.search.input).toHaveValue(second.word);
  });

  test('"медикэр" finds what "Medicare" finds, with "Medicare" highlighted', async ({ page, api }) => {
    const expected = await api.search('Medicare');
    expect(expected.total).toBeGreaterThan(0);
    const results = new SearchPage(page);

    await results.gotoSearch('медикэр');

    await expect(results.search.input).toHaveValue('медикэр');
    await expect(results.count).toHaveText(t('ru', 'search:found', { count: expected.total }));
    await expect(results.resultTitles).toHaveText(expected.data.map((hit) => hit.title));
    await expect(results.highlights.filter({ hasText: /^medicare$/i }).first()).toBeVisible();
  });

  test('a place name finds its articles in the other alphabet, both ways', async ({ page, api }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const fromLatin = await api.search('Schaumburg');
    const fromCyrillic = await api.search('Скоки');
    expect(fromLatin.data.some((hit) => hit.lang === 'ru'), 'a Russian article found by "Schaumburg"').toBe(true);
    expect(fromCyrillic.data.some((hit) => /skokie/i.test(hit.title)), 'an English title with "Skokie" found by "Скоки"').toBe(true);
    const results = new SearchPage(page);

    await results.gotoSearch('Schaumburg');
    await expect(results.resultTitles).toHaveText(fromLatin.data.map((hit) => hit.title));
    await expect(results.highlights.filter({ hasText: /^шаумбург/i }).first()).toBeVisible();

    await results.gotoSearch('Скоки');
    await expect(results.resultTitles).toHaveText(fromCyrillic.data.map((hit) => hit.title));
    await expect(results.highlights.filter({ hasText: /^skokie$/i }).first()).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test.skip(screenIndependent, SCREEN_INDEPENDENT);

    test('the results page keeps the query in its box', async ({ page, api }) => {
      const { word } = await titleWord(api, 'ru');
      const results = new SearchPage(page);

      await results.goto(`/search?q=${encodeURIComponent(word)}`);

      await expect(page).toHaveURL(`/search/${encodeURIComponent(word)}`);
      await expect(results.search.input).toHaveValue(word);
    });

    test('/search?q= redirects to /search/{text}', async ({ page, api }) => {
      const { word, article } = await titleWord(api, 'en');
      const results = new SearchPage(page);

      await results.goto(`/search?q=${encodeURIComponent(`  ${word} `)}`);

      await expect(page).toHaveURL(`/search/${encodeURIComponent(word)}`);
      await expect(results.resultTitles.first()).toHaveText(article.title);
    });

    test('the search form works', async ({ page, api }) => {
      const { word, article } = await titleWord(api, 'lt');
      const results = new SearchPage(page);
      await results.gotoSearch();

      await results.search.input.fill(word);
      await results.search.submitButton.click();

      await expect(page).toHaveURL(`/search/${encodeURIComponent(word)}`);
      await expect(results.resultTitles.first()).toHaveText(article.title);
    });
  });
});

test.describe('Search: the directory and the calendar', () => {
  test.skip(screenIndependent, SCREEN_INDEPENDENT);

  for (const locale of ['ru', 'en'] as const) {
    test(`/search/{name} in ${locale} finds a business and an event by a word in the other alphabet, each group with its count and the way to its catalogue`, async ({ page, request }) => {
      // The demo's listings and events in Schaumburg are written "Schaumburg"; the reader types it in Russian.
      const word = 'Шаумбург';
      const businesses = (await (await request.get(`/api/businesses?q=Schaumburg&per_page=4&lang=${locale}`)).json()) as BusinessesResponse;
      const events = (await (await request.get(`/api/events?q=Schaumburg&per_page=4&lang=${locale}`)).json()) as EventsResponse;
      expect(businesses.total).toBeGreaterThan(0);
      expect(events.total).toBeGreaterThan(0);
      const results = new SearchPage(page, locale);
      await page.goto(`/search/${encodeURIComponent(word)}?lang=${locale}`);

      const businessGroup = results.main.getByRole('region', { name: t(locale, 'businesses:search.heading') });
      await expect(businessGroup.getByText(t(locale, 'businesses:search.found', { count: businesses.total }))).toBeVisible();
      await expect(businessGroup.getByRole('heading', { level: 3 })).toHaveText(businesses.data.map((b) => b.name));
      const eventGroup = results.main.getByRole('region', { name: t(locale, 'events:search.heading') });
      await expect(eventGroup.getByText(t(locale, 'events:search.found', { count: events.total }))).toBeVisible();
      await expect(eventGroup.getByRole('heading', { level: 3 })).toHaveText(events.data.map((e) => e.title));

      // A business found by the other alphabet opens its page.
      await businessGroup.getByRole('link', { name: businesses.data[0]!.name, exact: true }).click();
      await expect(page).toHaveURL(`/ethnic-ads/${businesses.data[0]!.id}`);
      await expect(results.heading).toHaveText(businesses.data[0]!.name);
      await page.goBack();

      // "All of them" is the catalogue's own search, which finds the same.
      await businessGroup.getByRole('link', { name: t(locale, 'businesses:search.all', { count: businesses.total }) }).click();
      await expect(page).toHaveURL(`/ethnic-ads?q=${encodeURIComponent(word)}`);
      await expect(results.main.getByRole('link', { name: businesses.data[0]!.name, exact: true })).toBeVisible();
      await page.goBack();

      await eventGroup.getByRole('link', { name: events.data[0]!.title, exact: true }).click();
      await expect(page).toHaveURL(`/event/${events.data[0]!.id}`);
      await expect(results.heading).toHaveText(events.data[0]!.title);
      await page.goBack();
      await eventGroup.getByRole('link', { name: t(locale, 'events:search.all', { count: events.total }) }).click();
      await expect(page).toHaveURL(`/events?q=${encodeURIComponent(word)}`);
      await expect(results.main.getByRole('link', { name: events.data[0]!.title, exact: true }).first()).toBeVisible();
    });
  }

  test('a word nothing in the directory or the calendar has shows neither group', async ({ page }) => {
    const results = new SearchPage(page);
    await results.gotoSearch('Medicare');
    await expect(results.resultTitles.first()).toBeVisible();
    await expect(results.main.getByRole('region', { name: t('ru', 'events:search.heading') })).toHaveCount(0);
  });
});
