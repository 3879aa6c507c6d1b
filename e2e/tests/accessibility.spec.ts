import { seriousViolations } from '../helpers/axe.ts';
import { expect, test } from '../fixtures.ts';
import { ArticlePage } from '../pages/article-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { MapPage } from '../pages/map-page.ts';
import { SearchPage } from '../pages/search-page.ts';

test.describe('Accessibility (axe: WCAG 2.2 AA, serious and critical)', () => {
  test.describe.configure({ mode: 'parallel' });

  test('home page', { tag: '@layout' }, async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.cards.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('article page', { tag: '@layout' }, async ({ page, api }) => {
    const { data: articles } = await api.articles();
    const article = new ArticlePage(page);
    await article.gotoArticle(articles[0]!.id);
    await expect(article.signInToVote).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('search results', { tag: '@layout' }, async ({ page }) => {
    const results = new SearchPage(page);
    await results.gotoSearch('Chicago');
    await expect(results.resultTitles.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('map page', { tag: '@layout' }, async ({ page }) => {
    const map = new MapPage(page);
    await map.goto();
    // The map's clusters are drawn, and a city of the list is open with its "Show on map" buttons.
    await expect(map.clusters.first()).toBeVisible();
    await map.openCity('Skokie');
    await expect(map.showOnMapButtons.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
