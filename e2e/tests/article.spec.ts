import type { Request } from '@playwright/test';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { articleFor, firstParagraph } from '../helpers/articles.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { storageItem } from '../helpers/browser.ts';
import { digits } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { ArticlePage } from '../pages/article-page.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';
import { ShareLinks } from '../pages/share-links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('Article', () => {
  test.describe.configure({ mode: 'parallel' });

  test('shows the title, lead, body, read time, views, tags and similar articles', async ({ page, api }, testInfo) => {
    const { id } = articleFor(testInfo, 'details', (await api.articles()).data);
    const expected = await api.article(id);
    const { views: viewsBefore } = await api.articleStats(id);
    const article = new ArticlePage(page);

    await article.gotoArticle(id);

    await expect(article.heading).toHaveText(expected.title);
    await expect(article.article.getByText(expected.lead, { exact: true })).toBeVisible();
    await expect(article.article.getByText(firstParagraph(expected.body_html).slice(0, 80))).toBeVisible();
    await expect(article.article.getByText(t('ru', 'articles:card.readTime', { count: expected.read_time }), { exact: true })).toBeVisible();
    // The live count, this visit included (other tests may be reading the article too).
    const views = Number(digits(await article.views.innerText()));
    expect(views).toBeGreaterThanOrEqual(viewsBefore + 1);
    expect(views).toBeLessThanOrEqual((await api.articleStats(id)).views);
    await expect(article.views).toContainText(t('ru', 'articles:card.views', { count: views }).replace(String(views), '').trim());

    expect(expected.tags.length).toBeGreaterThan(0);
    await expect(article.article.getByRole('heading', { name: t('ru', 'articles:article.tags') })).toBeVisible();
    await expect(article.tags.getByRole('link')).toHaveText(expected.tags.map((tag) => `#${tag.name_ru}`));
    for (const tag of expected.tags) {
      await expect(article.tags.getByRole('link', { name: `#${tag.name_ru}` })).toHaveAttribute('href', `/search/${encodeURIComponent(tag.name_ru)}`);
    }

    expect(expected.similar.length).toBeGreaterThan(0);
    await expect(article.similar.getByRole('heading', { level: 3 })).toHaveText(expected.similar.map((a) => a.title));
  });

  test('describes itself to search engines and social networks', async ({ page, api }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    // An article with its own picture (the newsroom's demo work and tests publish some without).
    const { id } = (await api.articles()).data.find((a) => a.image)!;
    const expected = await api.article(id);
    const article = new ArticlePage(page);

    await article.gotoArticle(id);

    // Head metadata has no accessible handle: it is read by attribute.
    // The page has other JSON-LD too (its breadcrumbs).
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'NewsArticle');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: expected.title.slice(0, 110),
      inLanguage: expected.lang,
      datePublished: expected.published_at,
      author: [{ '@type': 'Person', name: expected.author }],
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', expected.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^https?://[^/]+${expected.image!.share_src}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.lead);

    // Sharing hands Facebook and Telegram the canonical address, whose tags they read.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const hrefs = ShareLinks.expectedHrefs(canonical!, expected.title);
    await expect(article.share.facebook).toHaveAttribute('href', hrefs.facebook);
    await expect(article.share.telegram).toHaveAttribute('href', hrefs.telegram);
    await expect(article.share.telegram).toHaveAttribute('target', '_blank');
  });

  test.describe('votes (spec §4: likes and dislikes are toggles, one per member)', () => {
    test.use({ ownClientIp: true });

    test('a visitor is asked to sign in; a member likes, takes the like back and dislikes, and the page remembers it', { tag: '@layout' }, async ({ page, api }, testInfo) => {
      const { id } = articleFor(testInfo, 'like', (await api.articles()).data);
      const article = new ArticlePage(page);
      await article.gotoArticle(id);
      await expect(article.signInToVote).toHaveAttribute('href', '/login');
      await expect(article.likeButton).toHaveCount(0);

      await signUp(page.request, newPerson(testInfo));
      await article.reloadArticle(id);
      await expect(article.likeButton).toHaveAttribute('aria-pressed', 'false');
      await expect(article.dislikeButton).toHaveAttribute('aria-pressed', 'false');
      const likes = await article.likeCount();
      const dislikes = await article.dislikeCount();
      expect(await seriousViolations(page), 'axe: WCAG 2.2 AA, signed in').toEqual([]);

      await article.likeButton.click();
      await expect(article.likeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.likeButton).toHaveAccessibleName(article.likeName(likes + 1));
      await expect(article.likeButton).toBeEnabled();
      expect((await api.articleStats(id)).likes).toBe(likes + 1);
      await article.reloadArticle(id);
      await expect(article.likeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.likeButton).toHaveAccessibleName(article.likeName(likes + 1));

      // Again: the like is taken back.
      await article.likeButton.click();
      await expect(article.likeButton).toHaveAttribute('aria-pressed', 'false');
      await expect(article.likeButton).toHaveAccessibleName(article.likeName(likes));
      // The button shows the new state at once; it is enabled again when the server has it.
      await expect(article.likeButton).toBeEnabled();
      expect((await api.articleStats(id)).likes).toBe(likes);

      await article.dislikeButton.click();
      await expect(article.dislikeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.dislikeButton).toHaveAccessibleName(article.dislikeName(dislikes + 1));
      await article.reloadArticle(id);
      await expect(article.dislikeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.likeButton).toHaveAttribute('aria-pressed', 'false');
      await expect(article.likeButton).toHaveAccessibleName(article.likeName(likes));
    });

    test('a page out of date is told “Your vote already exists” and shows the vote as it is', async ({ page, api, browser, baseURL, clientIp }, testInfo) => {
      test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
      const { id } = (await api.articles({ page: 2 })).data[5]!;
      await signUp(page.request, newPerson(testInfo));
      const article = new ArticlePage(page);
      await article.gotoArticle(id);
      const likes = await article.likeCount();
      // The same member likes it elsewhere meanwhile.
      const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp }, storageState: await page.context().storageState() });
      try {
        expect((await other.request.put(`/api/votes/article/${id}`, { data: { value: 'like' } })).status()).toBe(200);
      } finally {
        await other.close();
      }

      await article.likeButton.click();

      await article.toasts.expectShown('alert', t('ru', 'errors:notification-error-vote-exists'));
      await expect(article.likeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.likeButton).toHaveAccessibleName(article.likeName(likes + 1));
    });
  });

  test('a view is counted once per browser per 24 hours', async ({ page, api }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    // An older article no other test opens, so its count moves only here.
    const { id } = (await api.articles({ page: 3 })).data[0]!;
    const { views: before } = await api.articleStats(id);
    const viewRequests: Request[] = [];
    // The page posts its view to its own action (a route action, like every write of the web app).
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === `/article/${id}.data` && viewRequests.push(r));
    const article = new ArticlePage(page);

    await article.gotoArticle(id);

    expect(viewRequests).toHaveLength(1);
    expect(digits(await article.views.innerText())).toBe(String(before + 1));
    const stored = JSON.parse((await storageItem(page, `gazeta:viewedDate:article:${id}`)) ?? 'null') as { expiresAt: number };
    const untilExpiry = stored.expiresAt - (await page.evaluate(() => Date.now()));
    expect(untilExpiry).toBeGreaterThan(DAY_MS - 60_000);
    expect(untilExpiry).toBeLessThanOrEqual(DAY_MS);

    await article.reloadArticle(id);

    expect(viewRequests).toHaveLength(1);
    expect(digits(await article.views.innerText())).toBe(String(before + 1));
    expect((await api.articleStats(id)).views).toBe(before + 1);
  });

  test('/article/abc, /article/999999 and /article/0 are the 404 page', async ({ page, consoleErrors }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    consoleErrors.allow(/status of 404/);
    const notFound = new NotFoundPage(page);
    for (const path of ['/article/abc', '/article/999999', '/article/0']) {
      const response = await notFound.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(notFound.heading).toHaveText(notFound.expectedHeading);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, ownClientIp: true });
    test.skip(screenIndependent, SCREEN_INDEPENDENT);

    test('the title and the text are there', async ({ page, api }) => {
      const { data: articles } = await api.articles();
      const expected = await api.article(articles[0]!.id);
      const article = new ArticlePage(page);

      await article.gotoArticle(expected.id, { settled: false });

      await expect(article.heading).toHaveText(expected.title);
      await expect(article.article.getByText(firstParagraph(expected.body_html).slice(0, 80))).toBeVisible();
      await expect(article.signInToVote).toBeVisible();
    });

    test('a member’s vote buttons are forms: like, take it back, dislike', async ({ page, api }, testInfo) => {
      const { id } = articleFor(testInfo, 'like-no-js', (await api.articles()).data);
      await signUp(page.request, newPerson(testInfo));
      const article = new ArticlePage(page);
      await article.gotoArticle(id, { settled: false });
      const likes = await article.likeCount();
      const dislikes = await article.dislikeCount();

      await article.likeButton.click();
      await expect(article.likeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.likeButton).toHaveAccessibleName(article.likeName(likes + 1));
      expect((await api.articleStats(id)).likes).toBe(likes + 1);

      await article.likeButton.click();
      await expect(article.likeButton).toHaveAttribute('aria-pressed', 'false');
      await expect(article.likeButton).toHaveAccessibleName(article.likeName(likes));

      await article.dislikeButton.click();
      await expect(article.dislikeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(article.dislikeButton).toHaveAccessibleName(article.dislikeName(dislikes + 1));
      expect((await api.articleStats(id)).likes).toBe(likes);
    });
  });
});
