import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import type { ArticleSummary } from '@gazeta/contract';
import { ArticlePage } from '../pages/article-page.ts';
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

  test.describe('English readers', () => {
    test.use({ locale: 'en-US' });

    /** The catalogue an English reader sees: English articles first, each group newest first. */
    const englishFirst = (all: readonly ArticleSummary[]) => [...all.filter((a) => a.lang === 'en'), ...all.filter((a) => a.lang !== 'en')];
    const titles = (list: readonly ArticleSummary[]) => list.map((a) => a.title);

    test('see English articles first, and can show all languages by date and come back', async ({ page, api }) => {
      const all = await api.allArticles();
      const first = await api.articles({ page: 1 });
      const second = await api.articles({ page: 2 });
      const perPage = first.per_page;
      expect(all.filter((a) => a.lang === 'en').length, 'a first page of English articles').toBeGreaterThanOrEqual(perPage);
      const home = new HomePage(page, 'en');

      await home.goto();

      await expect(home.cardTitles).toHaveText(titles(englishFirst(all).slice(0, perPage)));
      await expect(home.orderNote('langFirst')).toBeVisible();
      await expect(home.pageLink(2)).toHaveAttribute('href', '/?page=2');

      await home.showAllLanguages.click();

      await expect(page).toHaveURL('/?languages=all');
      await expect(home.orderNote('allShown')).toBeVisible();
      await expect(home.cardTitles).toHaveText(titles(first.data));

      await home.pageLink(2).click();

      await expect(page).toHaveURL('/?languages=all&page=2');
      await expect(home.cardTitles).toHaveText(titles(second.data));

      await home.englishFirst.click();

      await expect(page).toHaveURL('/');
      await expect(home.cardTitles).toHaveText(titles(englishFirst(all).slice(0, perPage)));
    });

    test('see English articles first in a section too', async ({ page, api }) => {
      test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
      const all = await api.allArticles();
      // A section with articles in English and in other languages, an English one not the newest.
      const slug = [...new Set(all.map((a) => a.category.slug))].find((s) => {
        const inSection = all.filter((a) => a.category.slug === s);
        return inSection[0]!.lang !== 'en' && inSection.some((a) => a.lang === 'en');
      });
      expect(slug, 'a section whose newest article is not in English but has English ones').toBeDefined();
      const inSection = all.filter((a) => a.category.slug === slug);
      const categoryPage = new CategoryPage(page, 'en');

      await categoryPage.gotoCategory(slug!);

      await expect(categoryPage.cardTitles).toHaveText(titles(englishFirst(inSection).slice(0, 12)));

      await categoryPage.showAllLanguages.click();

      await expect(page).toHaveURL(`/cat/${slug}?languages=all`);
      await expect(categoryPage.cardTitles).toHaveText(titles(inSection.slice(0, 12)));
    });

    test('read the language note in English, and none on an English article', async ({ page, api }) => {
      const { data } = await api.articles({ perPage: 100 });
      const russian = data.find((a) => a.lang === 'ru')!;
      const lithuanian = data.find((a) => a.lang === 'lt')!;
      const english = data.find((a) => a.lang === 'en')!;
      const article = new ArticlePage(page, 'en');

      await article.gotoArticle(russian.id);
      await expect(article.languageNote('ru')).toHaveText('This article is in Russian.');

      await article.gotoArticle(lithuanian.id);
      await expect(article.languageNote('lt')).toBeVisible();

      await article.gotoArticle(english.id);
      await expect(article.heading).toHaveText(english.title);
      await expect(article.article.getByText(/^This article is in/)).toHaveCount(0);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test.skip(screenIndependent, SCREEN_INDEPENDENT);

      test('the switch is a plain link', async ({ page, api }) => {
        const first = await api.articles({ page: 1 });
        const home = new HomePage(page, 'en');
        await home.goto();

        await home.showAllLanguages.click();

        await expect(page).toHaveURL('/?languages=all');
        await expect(home.cardTitles).toHaveText(titles(first.data));
      });
    });
  });

  test('a Russian reader reads the language note in Russian, and keeps the date order', async ({ page, api }) => {
    const { data } = await api.articles({ perPage: 100 });
    const english = data.find((a) => a.lang === 'en')!;
    const home = new HomePage(page);
    await home.goto();
    await expect(home.cardTitles.first()).toHaveText(data[0]!.title);
    await expect(home.showAllLanguages).toHaveCount(0);
    const article = new ArticlePage(page);

    await article.gotoArticle(english.id);

    await expect(article.languageNote('en')).toHaveText('Статья на английском языке.');
  });
});
