import type { Page } from '@playwright/test';
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
    for (const mark of await results.highlights.all()) {
      expect((await mark.innerText()).toLowerCase()).toContain(word.toLowerCase().slice(0, 4));
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
