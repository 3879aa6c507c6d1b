import { seriousViolations } from '../helpers/axe.ts';
import { feed, feedPost } from '../helpers/feed.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { FeedPage } from '../pages/feed-page.ts';
import { FeedPostPage } from '../pages/feed-post-page.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';
import { ShareLinks } from '../pages/share-links.ts';

test.describe('Feed: reading, signed out', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the feed lists the approved posts by popularity, and a post opens with its comments', async ({ page, request }) => {
    const expected = await feed(request);
    expect(expected.data.length).toBeGreaterThan(1);
    const list = new FeedPage(page);

    await list.goto();

    await expect(list.heading).toHaveText(t('ru', 'feed:list.heading'));
    await expect(list.cards.getByRole('heading', { level: 2 })).toHaveText(expected.data.map((post) => post.title));
    const first = expected.data.find((post) => post.comments_count > 0) ?? expected.data[0]!;
    await expect(list.card(first.title).getByRole('link', { name: first.tag.name_ru, exact: true })).toHaveAttribute('href', `/feed?category=${first.tag.tag_name}`);

    await list.postLink(first.title).click();

    await expect(page).toHaveURL(`/feed/${first.id}`);
    const post = new FeedPostPage(page);
    const full = await feedPost(request, first.id);
    await expect(post.heading).toHaveText(full.title);
    await expect(post.post.getByText(t('ru', 'feed:post.by', { name: full.author.name }), { exact: true })).toBeVisible();
    await expect(post.likeButton).toHaveAccessibleName(`${t('ru', 'feed:post.likeLabel')}: ${t('ru', 'feed:post.likes', { count: full.likes })}`);
    await expect(post.main.getByRole('heading', { name: t('ru', 'feed:comments.heading', { count: full.comments_count }), exact: true })).toBeVisible();
    await expect(post.signInToComment).toHaveAttribute('href', '/login');
    await expect(post.commentInput).toHaveCount(0);
    // The sidebar sits beside every feed page (spec §2).
    await expect(post.sidebar.writeButton).toBeVisible();
  });

  test('an unknown post or category answers 404', async ({ page, consoleErrors }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    consoleErrors.allow(/status of 404/);
    const notFound = new NotFoundPage(page);
    for (const path of ['/feed/99999999', '/feed/abc', '/feed?category=no-such-category']) {
      const response = await notFound.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(notFound.heading).toHaveText(notFound.expectedHeading);
    }
  });

  test('"my posts" asks to sign in', async ({ page }) => {
    await page.goto('/feed?view=my');
    await expect(page).toHaveURL('/login');
  });

  test('describes a post to search engines and social networks', async ({ page, request }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const withImage = (await feed(request)).data.find((post) => post.images.length > 0);
    expect(withImage, 'a seeded post with a picture').toBeDefined();
    const full = await feedPost(request, withImage!.id);
    const post = new FeedPostPage(page);

    await post.gotoPost(full.id);

    await expect(page).toHaveTitle(`${full.title} — ${t('ru', 'meta:suffix')}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', full.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^https?://[^/]+${full.images[0]!.share_src}$`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', full.excerpt);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/feed/${full.id}$`));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const hrefs = ShareLinks.expectedHrefs(canonical!, full.title);
    await expect(post.share.facebook).toHaveAttribute('href', hrefs.facebook);
    await expect(post.share.telegram).toHaveAttribute('href', hrefs.telegram);
    await expect(post.share.copyLink).toBeVisible();
    // The page has other JSON-LD too (its breadcrumbs).
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'DiscussionForumPosting');
    expect(jsonLd).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: full.title.slice(0, 110),
      datePublished: full.created_at,
      author: { '@type': 'Person', name: full.author.name },
    });

    await page.goto('/feed');
    await expect(page).toHaveTitle(`${t('ru', 'feed:meta.titles.feed')} — ${t('ru', 'meta:suffix')}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('ru', 'feed:meta.descriptions.feed'));
  });

  test('reads without JavaScript: the list, a category link and a post', async ({ browser, baseURL, request }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ru-RU' });
    try {
      const page = await context.newPage();
      const list = new FeedPage(page);
      const expected = await feed(request);
      await list.goto();
      await expect(list.cards.getByRole('heading', { level: 2 })).toHaveText(expected.data.map((post) => post.title));
      const tag = expected.data[0]!.tag;
      await list.sidebar.categoryLink(tag.name_ru).click();
      await expect(page).toHaveURL(`/feed?category=${tag.tag_name}`);
      const inCategory = await feed(request, { category: tag.tag_name });
      await expect(list.cards.getByRole('heading', { level: 2 })).toHaveText(inCategory.data.map((post) => post.title));
      await list.postLink(inCategory.data[0]!.title).click();
      await expect(new FeedPostPage(page).heading).toHaveText(inCategory.data[0]!.title);
    } finally {
      await context.close();
    }
  });

  test('the feed and a post pass the accessibility checks', { tag: '@layout' }, async ({ page, request }) => {
    const list = new FeedPage(page);
    await list.goto();
    await expect(list.cards.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const { data } = await feed(request);
    const post = new FeedPostPage(page);
    await post.gotoPost((data.find((p) => p.comments_count > 0) ?? data[0]!).id);
    await expect(post.heading).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
