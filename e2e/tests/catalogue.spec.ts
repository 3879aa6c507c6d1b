import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { CategoryPage, HomePage } from '../pages/home-page.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';

test.describe('Catalogue', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the home page lists the newest articles and pages through the rest', async ({ page, api }) => {
    const first = await api.articles({ page: 1 });
    const second = await api.articles({ page: 2 });
    expect(first.last_page).toBeGreaterThan(1);
    const home = new HomePage(page);
    await home.goto();
    await expect(home.cardTitles).toHaveText(first.data.map((a) => a.title));
    await expect(home.pager.getByRole('link', { name: t('ru', 'common:pager.current', { page: 1 }) })).toHaveAttribute('aria-current', 'page');

    await home.pageLink(2).click();

    await expect(page).toHaveURL('/?page=2');
    await expect(home.cardTitles).toHaveText(second.data.map((a) => a.title));
    const onBoth = second.data.filter((a) => first.data.some((b) => b.id === a.id));
    expect(onBoth).toEqual([]);
    await expect(home.pager.getByRole('link', { name: t('ru', 'common:pager.current', { page: 2 }) })).toHaveAttribute('aria-current', 'page');
  });

  test('?page=2 loaded directly shows the second page', async ({ page, api }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const second = await api.articles({ page: 2 });
    const home = new HomePage(page);
    await home.goto('/?page=2');
    await expect(home.cardTitles).toHaveText(second.data.map((a) => a.title));
  });

  test('?page=999, ?page=0, ?page=abc and an unknown category are the 404 page', async ({ page, consoleErrors }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    consoleErrors.allow(/status of 404/);
    const notFound = new NotFoundPage(page);
    for (const path of ['/?page=999', '/?page=0', '/?page=abc', '/cat/no-such-section', '/cat/news?page=999']) {
      const response = await notFound.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(notFound.heading).toHaveText(notFound.expectedHeading);
    }
  });

  test('a category page lists only that category', async ({ page, api }) => {
    const categories = await api.categories();
    const { data: articles } = await api.articles();
    const slug = articles[0]!.category.slug;
    const category = categories.find((c) => c.slug === slug)!;
    const expected = await api.articles({ category: slug });
    const categoryPage = new CategoryPage(page);

    await categoryPage.gotoCategory(slug);

    await expect(categoryPage.heading).toHaveText(category.name);
    await expect(categoryPage.cardTitles).toHaveText(expected.data.map((a) => a.title));
    const categoryLinks = categoryPage.cards.getByRole('link', { name: category.name, exact: true });
    await expect(categoryLinks).toHaveCount(expected.data.length);
    for (const link of await categoryLinks.all()) await expect(link).toHaveAttribute('href', `/cat/${slug}`);
    await expect(categoryPage.rssLink).toHaveAttribute('href', `/rss/${slug}.xml`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test.skip(screenIndependent, SCREEN_INDEPENDENT);

    test('the pager links work', async ({ page, api }) => {
      const second = await api.articles({ page: 2 });
      const home = new HomePage(page);
      await home.goto();

      await home.pageLink(2).click();

      await expect(page).toHaveURL('/?page=2');
      await expect(home.cardTitles).toHaveText(second.data.map((a) => a.title));
    });
  });
});
