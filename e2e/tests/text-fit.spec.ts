import { AD_TERMS, AD_UNITS, REVIEW_KINDS, SITE } from '@gazeta/contract';
import { signIn } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { feed } from '../helpers/feed.ts';
import { startsWith, t } from '../helpers/i18n.ts';
import { horizontalOverflow, lineBreaks, lineCount, placeholderFits } from '../helpers/layout.ts';
import { expect, isPhone, test } from '../fixtures.ts';
import { ArchivePage } from '../pages/archive-page.ts';
import { FeedPage } from '../pages/feed-page.ts';
import { FeedPostPage } from '../pages/feed-post-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { MapPage } from '../pages/map-page.ts';
import { ModerationPage } from '../pages/moderation-page.ts';

/**
 * Issue #13: text that must fit a 360 px phone. The advertising rates, and short phrases, counts
 * and dates that must never break in the middle.
 */
test.describe('Text that fits the screen', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the advertising rates show every price whole: sideways scrolling under a sticky first column on a phone', { tag: '@layout' }, async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await waitForHydration(page);
    const dialog = await home.footer.openPopup('rates');
    const region = dialog.getByRole('region', { name: t('ru', 'layout:popups.rates.caption') });
    const table = region.getByRole('table');
    await expect(table).toBeVisible();

    // No cell is cut: every price and label fits its cell.
    const cut = await table.locator('th, td').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
    expect(cut).toEqual([]);
    // A term's two names break after the slash: "12 недель /" over "3 месяца", never a slash alone.
    for (const header of await table.getByRole('columnheader').all()) {
      for (const line of await lineBreaks(header)) expect(line.trim(), await header.innerText()).not.toMatch(/^\//);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    const hint = dialog.getByText(t('ru', 'layout:popups.rates.scrollHint'));

    if (!isPhone(test.info())) {
      // A desktop has the room: the whole table is in view, and nothing says to scroll.
      expect(scrolls).toBe(false);
      await expect(hint).toBeHidden();
    } else {
      expect(scrolls).toBe(true);
      await expect(hint).toBeVisible();
      // The region is reachable from the keyboard, and scrolled to its end the sizes stay in view.
      await expect(region).toHaveAttribute('tabindex', '0');
      const rowHeader = table.getByRole('rowheader', { name: t('ru', 'layout:popups.rates.fullPage', { count: AD_UNITS.at(-1)! }), exact: true });
      const lastRow = table.getByRole('row').filter({ has: page.getByRole('rowheader') }).last();
      await lastRow.scrollIntoViewIfNeeded();
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
      const lastPrice = lastRow.getByRole('cell').nth(AD_TERMS.length - 1);
      const [regionBox, headerBox, priceBox] = await Promise.all([region.boundingBox(), rowHeader.boundingBox(), lastPrice.boundingBox()]);
      expect(Math.abs(headerBox!.x - regionBox!.x)).toBeLessThanOrEqual(1);
      expect(priceBox!.x).toBeGreaterThanOrEqual(headerBox!.x + headerBox!.width - 1);
      expect(priceBox!.x + priceBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
      await expect(lastPrice).toHaveText(t('ru', 'layout:popups.rates.price', { price: 280 }));
    }

    // The phone number and the address are links a phone calls or writes to.
    await expect(dialog.getByRole('link', { name: SITE.phone, exact: true })).toHaveAttribute('href', SITE.phoneHref);
    await expect(dialog.getByRole('link', { name: SITE.email, exact: true })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('short phrases stay on one line: "SMS code", "Open PDF", "Show on map"', { tag: '@layout' }, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('/login');
    await expect(login.smsTab).toBeVisible();
    expect(await lineCount(login.smsTab)).toBe(1);

    const archive = new ArchivePage(page);
    await archive.goto();
    const pdf = archive.issues.first().getByRole('link', { name: startsWith(t('ru', 'archive:openPdf').replace(/\s/g, ' ')) });
    await expect(pdf).toHaveText(t('ru', 'archive:openPdf'));
    expect(await lineCount(pdf)).toBe(1);
    for (const date of await archive.main.locator('time').all()) expect(await lineCount(date), await date.innerText()).toBe(1);

    const map = new MapPage(page);
    await map.goto();
    await waitForHydration(page);
    // The list folds by city: the first city opened shows its points' buttons.
    await map.cities.first().click({ position: { x: 10, y: 10 } });
    const show = map.showOnMapButtons.first();
    await expect(show).toBeVisible();
    expect(await lineCount(show)).toBe(1);
  });

  test('counts and dates of the feed stay whole: "12 comments", "7 November 2026"', { tag: '@layout' }, async ({ page, request }) => {
    const list = new FeedPage(page);
    await list.goto();
    await expect(list.cards.first()).toBeVisible();
    const times = await list.main.locator('time').all();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(await lineCount(time), await time.innerText()).toBe(1);

    const withComments = (await feed(request)).data.find((post) => post.comments_count > 1)!;
    const post = new FeedPostPage(page);
    await post.gotoPost(withComments.id);
    const heading = post.main.getByRole('heading', { level: 2, name: t('ru', 'feed:comments.heading', { count: withComments.comments_count }), exact: true });
    await expect(heading).toBeVisible();
    expect(await lineCount(heading)).toBe(1);
    for (const time of await post.main.locator('time').all()) expect(await lineCount(time), await time.innerText()).toBe(1);
  });
});

/**
 * What the screenshots at 360 px showed (`npm run screenshots`): buttons wider than their card,
 * a count cut off its word, a placeholder cut, a badge out of line.
 */
test.describe('Nothing at 360 px reaches out of its box or falls apart', () => {
  test.describe.configure({ mode: 'parallel' });

  test("the archive's \"Open PDF\" stays inside its card, and a card's date and \"4 pages\" each stay whole inside it", async ({ page }) => {
    const archive = new ArchivePage(page);
    await archive.goto();
    await expect(archive.issues.first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const prefix = t('ru', 'archive:openPdfLabel', { number: 0, date: '', size: '' }).split('0')[0]!;
    for (const issue of await archive.issues.all()) {
      const card = (await issue.boundingBox())!;
      const pdf = (await issue.getByRole('link', { name: startsWith(prefix) }).boundingBox())!;
      expect(pdf.x, 'the button starts inside its card').toBeGreaterThanOrEqual(card.x - 0.5);
      expect(pdf.x + pdf.width, 'and ends inside it').toBeLessThanOrEqual(card.x + card.width + 0.5);
      const pages = issue.getByText(/^\d+ страниц[аы]?$/);
      expect(await lineCount(pages)).toBe(1);
      expect(await lineCount(issue.locator('time'))).toBe(1);
      const line = issue.getByRole('paragraph').filter({ hasText: /\d+ страниц/ });
      expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the date line fits its card').toBe(true);
    }
  });

  test("a feed card's likes and comments keep together on one line", async ({ page }) => {
    const list = new FeedPage(page);
    await list.goto();
    await expect(list.cards.first()).toBeVisible();
    for (const card of await list.cards.all()) {
      // The two counts' icons, the heart and the speech bubble.
      const tops = await card.getByRole('paragraph').last().evaluate((meta) => [...meta.querySelectorAll('svg')].map((icon) => Math.round(icon.getBoundingClientRect().top)));
      expect(tops).toHaveLength(2);
      expect(Math.abs(tops[0]! - tops[1]!), 'one line').toBeLessThanOrEqual(1);
    }
  });

  test("the map's filter shows its whole example, and so does the site's search", async ({ page }) => {
    const map = new MapPage(page);
    await map.goto();
    await expect(map.filter).toBeVisible();
    expect(await placeholderFits(map.filter)).toBe(true);
    await map.goto('/map?lang=en');
    expect(await placeholderFits(new MapPage(page, 'en').filter)).toBe(true);
  });

  test("\"Log in to comment\" is one line, in Russian too", async ({ page, request }) => {
    const withComments = (await feed(request)).data.find((post) => post.comments_count > 0)!;
    const post = new FeedPostPage(page);
    await post.gotoPost(withComments.id);
    await expect(post.signInToComment).toBeVisible();
    expect(await lineCount(post.signInToComment)).toBe(1);
  });

  test.describe('the moderation queue', () => {
    test.use({ ownClientIp: true });

    test("the review queue's kind chips keep their counts with their words", async ({ page }) => {
      await signIn(page.request, 'moderator@demo.gazeta.local', 'demo-moderator');
      for (const locale of ['ru', 'en'] as const) {
        const moderation = new ModerationPage(page, locale);
        await moderation.goto(`/newsroom/review?lang=${locale}`);
        const chips = moderation.queues.getByRole('link');
        // Every kind of the registry, and "all".
        await expect(chips).toHaveCount(REVIEW_KINDS.length + 1);
        for (const chip of await chips.all()) expect(await lineCount(chip), await chip.innerText()).toBe(1);
      }
    });
  });
});
