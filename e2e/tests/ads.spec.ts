import type { Request } from '@playwright/test';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { ArticlePage } from '../pages/article-page.ts';
import { HomePage } from '../pages/home-page.ts';

const isAdsRequest = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/adv/get';

test.describe('Advertisements strip', () => {
  test.describe.configure({ mode: 'parallel' });

  test('shows every advertiser once, as image links that open in a new tab', async ({ page, api }) => {
    const ads = await api.ads();
    const advertisers = new Set(ads.map((ad) => ad.ad_id));
    const home = new HomePage(page);
    await home.goto();

    await expect(home.ads.links).toHaveCount(advertisers.size);
    await expect(home.ads.images).toHaveCount(advertisers.size);
    for (const ad of ads) {
      const link = home.ads.link(ad.alt);
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', ad.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
      await expect(link.getByRole('img', { name: ad.alt })).toHaveAttribute('src', ad.image_url);
    }
  });

  test('keeps one placement per advertiser even when the API repeats one', async ({ page, api }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const [first, second, third] = await api.ads();
    // Three advertisers, each booked twice: the second placements have their own ids.
    const placements = [first!, second!, third!];
    const repeated = placements.map((ad) => ({ ...ad, id: ad.id + 10_000 }));
    await page.route('**/api/adv/get', (route) => route.fulfill({ json: { data: [...placements, ...repeated] } }));
    const home = new HomePage(page);
    await home.goto();
    const { data: articles } = await api.articles();

    await home.articleLink(articles[0]!.title).click();

    await expect(home.heading).toHaveText(articles[0]!.title);
    await expect(home.ads.links).toHaveCount(3);
    for (const ad of placements) await expect(home.ads.link(ad.alt)).toHaveCount(1);
  });

  test("an ad opens the advertiser's site in a new tab without access to this page", async ({ page, context, api }) => {
    // The newsroom's own ad leads to the site itself; a banner's leads through the counting redirect (banners.spec).
    const ad = (await api.ads()).find((candidate) => URL.canParse(candidate.url));
    await context.route(
      (url) => url.hostname.endsWith('.example'),
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Advertiser</title><h1>Advertiser</h1>' }),
    );
    const home = new HomePage(page);
    await home.goto();

    const [tab] = await Promise.all([context.waitForEvent('page'), home.ads.link(ad!.alt).click()]);

    await tab.waitForLoadState();
    expect(tab.url()).toBe(new URL(ad!.url).href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL('/');
  });

  test('is fetched again after every route change', async ({ page, api }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const { data: articles } = await api.articles();
    const requests: Request[] = [];
    page.on('request', (request) => isAdsRequest(request) && requests.push(request));
    const home = new HomePage(page);
    await home.goto();
    await expect(home.ads.links.first()).toBeVisible();
    // The first render has the server's ads.
    expect(requests).toHaveLength(0);

    await home.articleLink(articles[0]!.title).click();
    const article = new ArticlePage(page);
    await expect(article.heading).toHaveText(articles[0]!.title);
    await expect.poll(() => requests.length).toBe(1);

    await article.header.homeLink.click();
    await expect(home.heading).toBeVisible();
    await expect.poll(() => requests.length).toBe(2);
    await expect(home.ads.links.first()).toBeVisible();
  });

  test("shows members' 150 × 600 banners whole, in their row above the footer", async ({ page, api }) => {
    const banners = (await api.ads()).filter((ad) => ad.height > ad.width);
    expect(banners.length).toBeGreaterThan(0);
    const home = new HomePage(page);
    await home.goto();
    for (const ad of banners) {
      const image = home.ads.banners.getByRole('img', { name: ad.alt, exact: true });
      await image.scrollIntoViewIfNeeded();
      const box = (await image.boundingBox())!;
      // Never cropped: the picture keeps its 1 : 4 shape (120 × 480 on a phone, 150 × 600 wider).
      expect(box.height / box.width).toBeCloseTo(4, 1);
      expect(box.width).toBeGreaterThanOrEqual(120);
    }
    await expect(home.ads.root.getByRole('img', { name: banners[0]!.alt, exact: true })).toHaveCount(0);
  });

  test('is not shown on /user-delete-info', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => isAdsRequest(request) && requests.push(request));
    const home = new HomePage(page);
    await home.goto();
    await expect(home.ads.root).toBeVisible();

    await home.footer.link(t('ru', 'layout:links.userDeleteInfo')).click();

    await expect(page).toHaveURL('/user-delete-info');
    await expect(home.heading).toHaveText(t('ru', 'pages:userDeleteInfo.heading'));
    await expect(home.ads.root).toHaveCount(0);
    await expect(home.ads.banners).toHaveCount(0);
    expect(requests).toHaveLength(0);

    await page.goto('/user-delete-info');
    await expect(home.heading).toHaveText(t('ru', 'pages:userDeleteInfo.heading'));
    await expect(home.ads.root).toHaveCount(0);
  });

  test('disappears when the ads cannot be fetched, and only the failure is logged', async ({ page, api, consoleErrors }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    // The one error this test expects, and the browser's own note about the request it aborts.
    consoleErrors.allow(/^console\.error: Failed to fetch advertisement/);
    consoleErrors.allow(/^console\.error: Failed to load resource: net::ERR_FAILED \(http:\/\/[^/]+\/api\/adv\/get\)$/);
    const { data: articles } = await api.articles();
    const home = new HomePage(page);
    await home.goto();
    await expect(home.ads.root).toBeVisible();
    await page.route('**/api/adv/get', (route) => route.abort());

    await home.articleLink(articles[0]!.title).click();

    await expect(home.heading).toHaveText(articles[0]!.title);
    await expect(home.ads.root).toHaveCount(0);
    await expect(home.ads.banners).toHaveCount(0);
    await expect.poll(() => consoleErrors.messages.filter((m) => m.includes('Failed to fetch advertisement')).length).toBe(1);
    const appErrors = consoleErrors.messages.filter((m) => !m.includes('net::ERR_FAILED'));
    expect(appErrors).toHaveLength(1);
  });
});
