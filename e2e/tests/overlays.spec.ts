/**
 * Issue #13, "Overlays on phones": toasts below the header, three at a time on a phone, stale
 * ones dismissed; the scroll-to-top button never on a control; no pop-up over an open menu.
 */
import type { Page } from '@playwright/test';
import { TOAST_DEFAULT_DURATION_MS } from '@gazeta/contract';
import { DEMO_READER, signIn } from '../helpers/accounts.ts';
import type { GazetaApi } from '../helpers/api.ts';
import { scrollWindowTo, waitForHydration } from '../helpers/browser.ts';
import { t } from '../helpers/i18n.ts';
import { controlsUnder } from '../helpers/layout.ts';
import { expect, isPhone, test } from '../fixtures.ts';
import { ArticlePage } from '../pages/article-page.ts';
import { FeedPage } from '../pages/feed-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { MapPage } from '../pages/map-page.ts';
import { SubscriptionPopup } from '../pages/subscription-popup.ts';

const LINK_COPIED = t('ru', 'common:actions.linkCopied');

/** An article with the page's clock standing still: a toast stays until a rule or a click removes it. */
async function openArticleOnPausedClock(page: Page, api: GazetaApi): Promise<ArticlePage> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  const { data } = await api.articles();
  const article = new ArticlePage(page);
  await article.gotoArticle(data[0]!.id);
  await waitForHydration(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  return article;
}

test.describe('Overlays: toasts', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a toast shows top right below the header, never over it, also once the page is scrolled', { tag: '@layout' }, async ({ page, api }) => {
    const article = await openArticleOnPausedClock(page, api);
    await scrollWindowTo(page, 600);
    // The header restyles on an animation frame: the paused clock lets one run at a time.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return article.header.isScrolled();
      })
      .toBe('true');

    await article.share.copyLink.click();

    const toast = article.toasts.status(LINK_COPIED);
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const header = (await article.header.root.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y, 'toast top vs the header bottom').toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y, 'just below the header').toBeLessThan(header.y + header.height + 40);
    expect(viewport.width - (box.x + box.width), 'gap to the right edge').toBeLessThan(32);
  });

  test('a phone shows at most three toasts at once; the others wait their turn', { tag: '@layout' }, async ({ page, api }) => {
    test.skip(!isPhone(test.info()), 'the limit of three is a phone rule');
    const article = await openArticleOnPausedClock(page, api);

    for (let i = 0; i < 5; i++) await article.share.copyLink.click();

    const shown = article.toasts.region.getByRole('status');
    await expect(shown).toHaveCount(3);
    expect(await article.toasts.shown('status')).toHaveLength(3);

    await shown.first().getByRole('button', { name: t('ru', 'common:toast.dismiss') }).click();
    await expect(shown).toHaveCount(3);
    expect(await article.toasts.shown('status')).toHaveLength(4);

    // The three on screen end together; then the last one gets its own full time.
    await page.clock.runFor(TOAST_DEFAULT_DURATION_MS + 100);
    await expect(shown).toHaveCount(1);
    expect(await article.toasts.shown('status')).toHaveLength(5);
    await page.clock.runFor(TOAST_DEFAULT_DURATION_MS - 300);
    await expect(shown).toHaveCount(1);
    await page.clock.runFor(400);
    await expect(shown).toHaveCount(0);
  });

  test('going to another page drops the toasts of the page left', { tag: '@layout' }, async ({ page, api }) => {
    const article = await openArticleOnPausedClock(page, api);
    await article.share.copyLink.click();
    await expect(article.toasts.status(LINK_COPIED)).toBeVisible();

    await article.header.homeLink.click();

    const home = new HomePage(page);
    await expect(home.cards.first()).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(home.toasts.status(LINK_COPIED)).toHaveCount(0);
  });

});

test.describe('Overlays: stale form errors', () => {
  test.use({ ownClientIp: true });

  test("sending a form again dismisses its last try's errors", async ({ page }) => {
    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
    await page.clock.install();
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    await list.sidebar.writeButton.click();
    const editor = list.editor;
    await expect(editor.contentInput).toBeVisible();
    // From here only runFor moves the page's time: no toast goes by itself.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const empty = list.toasts.alert(t('ru', 'errors:error-empty-fields'));
    const noCategory = list.toasts.alert(t('ru', 'errors:error-tag-required'));

    await editor.publishButton.click();
    await expect(empty).toBeVisible();

    await editor.fill({ title: 'Заголовок без рубрики', text: 'Текст без рубрики.' });
    await editor.publishButton.click();

    await expect(noCategory).toBeVisible();
    await expect(empty).toHaveCount(0);
  });
});

test.describe('Overlays: the scroll-to-top button', () => {
  test.describe.configure({ mode: 'parallel' });

  test('steps aside while a form field has the focus', { tag: '@layout' }, async ({ page, api }) => {
    // The longest article of the first page: the page must scroll well past 1,200 px whatever the
    // newest article is (the newsroom publishes short ones too).
    const { data } = await api.articles();
    const longest = [...data].sort((a, b) => b.read_time - a.read_time)[0]!;
    const article = new ArticlePage(page);
    await article.gotoArticle(longest.id);
    await waitForHydration(page);
    await scrollWindowTo(page, 1_200);
    await expect(article.scrollToTopButton).toBeVisible();

    const search = await article.header.openSearch();
    await search.input.focus();

    await expect(search.input).toBeFocused();
    await expect(article.scrollToTopButton).toBeHidden();

    await page.keyboard.press('Tab');
    await expect(search.input).not.toBeFocused();
    await expect(article.scrollToTopButton).toBeVisible();
  });

  test('rises above a bar fixed to the bottom of the screen, so the bar’s button stays free', { tag: '@layout' }, async ({ page, api }) => {
    const { data } = await api.articles();
    const article = new ArticlePage(page);
    await article.gotoArticle(data[0]!.id);
    await waitForHydration(page);
    await scrollWindowTo(page, 1_200);
    await expect(article.scrollToTopButton).toBeVisible();
    const before = (await article.scrollToTopButton.boundingBox())!;

    // A page's own bar along the bottom (a basket's "Pay", an editor's actions), the full width.
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.setAttribute('role', 'toolbar');
      bar.setAttribute('aria-label', 'Checkout');
      bar.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:72px;background:#eee;display:flex;justify-content:flex-end;align-items:center;padding:0 12px;z-index:20';
      const pay = document.createElement('button');
      pay.textContent = 'Pay';
      pay.style.cssText = 'width:120px;height:48px';
      bar.append(pay);
      document.body.append(bar);
    });
    const bar = page.getByRole('toolbar', { name: 'Checkout' });

    const barBox = (await bar.boundingBox())!;
    // It glides up (a short transition): its bottom ends above the bar.
    await expect
      .poll(async () => {
        const button = (await article.scrollToTopButton.boundingBox())!;
        return button.y + button.height;
      }, { message: 'the button ends above the bar' })
      .toBeLessThanOrEqual(barBox.y);
    expect((await article.scrollToTopButton.boundingBox())!.y).toBeLessThan(before.y);
    // Playwright clicks only what is not covered.
    await bar.getByRole('button', { name: 'Pay' }).click({ timeout: 2_000 });
  });
});

test.describe('Overlays: the scroll-to-top button over the page', () => {
  test.describe.configure({ mode: 'parallel' });

  test('never lies on a control, all the way down /map: its cities, their counts, the map, the filter', { tag: '@layout' }, async ({ page }) => {
    const map = new MapPage(page);
    await map.goto();
    await waitForHydration(page);
    await expect(map.cities.first()).toBeVisible();
    // The map drawn: its zoom buttons and clusters are controls too.
    await expect(map.clusters.first()).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 97) {
      await scrollWindowTo(page, top);
      // Once the page has settled (a frame or two), nothing the reader could press is under the button.
      await expect.poll(() => controlsUnder(map.scrollToTopButton), { message: `scrolled to ${top}` }).toEqual([]);
    }
    // Where the spot is clear (the foot of the page) it comes back, to be pressed.
    await scrollWindowTo(page, height);
    await expect(map.scrollToTopButton).toBeVisible();
    await map.scrollToTopButton.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(16);
  });

  test("a city's count at the button's corner is free to press, and opens the city", async ({ page, api }) => {
    test.skip(!isPhone(test.info()), 'on a phone the list runs under the button; a desktop has it beside the map');
    const points = await api.deliveryPoints();
    const cities = [...new Set(points.map((p) => p.city))].sort((a, b) => a.localeCompare(b, 'en'));
    const name = cities[12]!;
    const map = new MapPage(page);
    await map.goto();
    await waitForHydration(page);
    const city = map.city(name);
    const count = city.getByText(t('ru', 'map:cityCount', { count: points.filter((p) => p.city === name).length }), { exact: true });
    await scrollWindowTo(page, 1_500);
    await expect(map.scrollToTopSpot).toBeAttached();

    // The city's count at the bottom right of the screen, where the button stands.
    // Where it stands, seen or aside.
    const button = await map.scrollToTopSpot.evaluate((element) => element.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number });
    const at = (await count.boundingBox())!;
    await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: 'instant' }), at.y + at.height / 2 - (button.y + button.height / 2));
    const now = (await count.boundingBox())!;
    expect(now.x + now.width, 'the count reaches into the button\'s column').toBeGreaterThan(button.x);
    await expect.poll(() => controlsUnder(map.scrollToTopButton)).toEqual([]);

    // Playwright clicks only what is not covered.
    await count.click({ timeout: 2_000 });
    await expect(city).toHaveAttribute('open', '');
  });
});

test.describe('Overlays: pop-ups and menus', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ hideSubscribePopup: false });

  test('the newsletter pop-up waits while a menu is open, and comes once it closes', { tag: '@layout' }, async ({ page }) => {
    await page.clock.install();
    const home = new HomePage(page);
    const popup = new SubscriptionPopup(page);
    await home.goto();
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

    if (isPhone(test.info())) {
      const menu = await home.header.openMobileMenu();
      await page.clock.fastForward(12_000);
      await expect(popup.dialog).toBeHidden();
      await expect(menu.dialog).toBeVisible();
      await menu.closeButton.click();
      await expect(menu.dialog).toBeHidden();
    } else {
      await home.header.sectionsButton.click();
      await expect(home.header.sectionsButton).toHaveAttribute('aria-expanded', 'true');
      await page.clock.fastForward(12_000);
      await expect(popup.dialog).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(home.header.sectionsButton).toHaveAttribute('aria-expanded', 'false');
    }

    await page.clock.fastForward(1_100);
    await expect(popup.dialog).toBeVisible();
  });
});
