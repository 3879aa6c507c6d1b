import type { Page } from '@playwright/test';
import { scrollWindowTo, scrollY, waitForHydration } from '../helpers/browser.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { ArticlePage } from '../pages/article-page.ts';
import { BasePage } from '../pages/base-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { MAIN_SECTIONS } from '../pages/site-header.ts';

/** Waits two animation frames: scroll handlers in the app update on the next frame. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('Layout', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the header turns compact past 200 px of scrolling and back at the top', { tag: '@layout' }, async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.header.root).toHaveAttribute('data-scrolled', 'false');

    await scrollWindowTo(page, 150);
    await nextFrames(page);
    await expect(home.header.root).toHaveAttribute('data-scrolled', 'false');

    await scrollWindowTo(page, 450);
    await expect(home.header.root).toHaveAttribute('data-scrolled', 'true');

    await scrollWindowTo(page, 0);
    await expect(home.header.root).toHaveAttribute('data-scrolled', 'false');
  });

  test('the header stays put when the page rests just past 200 px', { tag: '@layout' }, async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await waitForHydration(page);

    const changes = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const header = document.querySelector('header[data-scrolled]')!;
          let last = header.getAttribute('data-scrolled');
          let count = 0;
          const start = performance.now();
          window.scrollTo({ top: 201, behavior: 'instant' });
          const sample = () => {
            const now = header.getAttribute('data-scrolled');
            if (now !== last) count++;
            last = now;
            if (performance.now() - start < 1_000) requestAnimationFrame(sample);
            else resolve(count);
          };
          requestAnimationFrame(sample);
        }),
    );

    expect(changes, 'times the header changed style in one second').toBeLessThanOrEqual(1);
  });

  test('the scroll-to-top button shows only past 200 px and takes the page back to the top', { tag: '@layout' }, async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.scrollToTopButton).toBeHidden();

    await scrollWindowTo(page, 150);
    await nextFrames(page);
    await expect(home.scrollToTopButton).toBeHidden();

    // The foot of the page: no story's link under the button there (over one it stands aside).
    await scrollWindowTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect(home.scrollToTopButton).toBeVisible();
    await home.scrollToTopButton.click();

    // At the top, give or take the few pixels the header's change of height can leave behind
    // (see "the header stays put when the page rests just past 200 px").
    await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(16);
    await expect(home.header.root).toHaveAttribute('data-scrolled', 'false');
    await expect(home.scrollToTopButton).toBeHidden();
  });

  test('a new page opens at the top and going back restores the previous position', async ({ page, api }) => {
    const { data: articles } = await api.articles();
    const target = articles[6]!;
    const home = new HomePage(page);
    await home.goto();
    await home.articleLink(target.title).scrollIntoViewIfNeeded();
    const position = await scrollY(page);
    expect(position).toBeGreaterThan(300);

    await home.articleLink(target.title).click();
    const article = new ArticlePage(page);
    await expect(article.heading).toHaveText(target.title);
    await expect(page).toHaveURL(`/article/${target.id}`);
    // At the top, give or take the header's change of height (see "the header stays put…").
    await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(16);
    await expect(article.header.root).toHaveAttribute('data-scrolled', 'false');

    await page.goBack();
    await expect(home.articleLink(target.title)).toBeVisible();
    // Restored, give or take the header's change of height (it is in the flow and shrinks past
    // 200 px, and the browser's scroll anchoring then moves the page by that much).
    await expect.poll(async () => Math.abs((await scrollY(page)) - position)).toBeLessThanOrEqual(20);
  });

  test.describe('mobile menu', () => {
    test.skip(({ isMobile }) => !isMobile, 'the menu button is the phone layout');

    test('opens from "Menu" with the extra pages and social links, locks the page and closes on Escape', { tag: '@layout' }, async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      await expect(home.header.menuButton).toHaveAttribute('aria-expanded', 'false');

      const menu = await home.header.openMobileMenu();

      await expect(menu.dialog).toBeVisible();
      await expect(home.header.menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.link('links.about')).toHaveAttribute('href', '/about');
      await expect(menu.link('links.map')).toHaveAttribute('href', '/map');
      await expect(menu.link('links.privateAdInstruction')).toHaveAttribute('href', '/private-ad-instruction');
      await expect(menu.link('links.userDeleteInfo')).toHaveAttribute('href', '/user-delete-info');
      await expect(menu.socialLinks).toHaveCount(3);
      for (const link of await menu.socialLinks.all()) {
        await expect(link).toHaveAttribute('href', /^https:\/\/(www\.facebook\.com|t\.me|www\.instagram\.com)\//);
        await expect(link).toHaveAttribute('target', '_blank');
      }
      await expect.poll(() => menu.bodyOverflow()).toBe('hidden');

      await page.keyboard.press('Escape');

      await expect(menu.dialog).toBeHidden();
      await expect(home.header.menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => menu.bodyOverflow()).toBe('');
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('"Menu" leads to the menu page and the search button to the search page', { tag: '@layout' }, async ({ page }) => {
        const home = new HomePage(page);
        await home.goto();
        const menuLink = home.header.root.getByRole('link', { name: t('ru', 'layout:header.menu'), exact: true });

        await menuLink.click();

        await expect(page).toHaveURL('/menu');
        await expect(home.heading).toHaveText(t('ru', 'layout:mobileMenu.title'));
        const menuPage = page.getByRole('main');
        await expect(menuPage.getByRole('link', { name: t('ru', 'layout:links.about'), exact: true })).toHaveAttribute('href', '/about');
        await expect(menuPage.getByRole('link', { name: t('ru', 'layout:header.login'), exact: true })).toHaveAttribute('href', '/login');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

        await home.header.root.getByRole('link', { name: t('ru', 'layout:search.open'), exact: true }).click();

        await expect(page).toHaveURL('/search');
        await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
      });
    });

    test('closes when one of its links is followed', { tag: '@layout' }, async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      const menu = await home.header.openMobileMenu();
      await expect(menu.dialog).toBeVisible();

      await menu.link('links.about').click();

      await expect(page).toHaveURL('/about');
      await expect(home.heading).toHaveText(t('ru', 'pages:about.heading'));
      await expect(menu.dialog).toBeHidden();
      await expect.poll(() => menu.bodyOverflow()).toBe('');
    });
  });

  test('the sections submenu closes on an outside click and on a route change', async ({ page, api }, testInfo) => {
    test.skip(isPhone(testInfo), 'the sections submenu is in the desktop header');
    const categories = await api.categories();
    const { data: articles } = await api.articles();
    const home = new HomePage(page);
    await home.goto();
    const { sectionsButton, sectionsMenu } = home.header;
    await expect(sectionsButton).toHaveAttribute('aria-expanded', 'false');
    await expect(sectionsMenu).toBeHidden();

    await sectionsButton.click();
    await expect(sectionsButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionsMenu.getByRole('link')).toHaveText([t('ru', 'layout:header.allNews'), ...categories.map((c) => c.name)]);

    await home.heading.click();
    await expect(sectionsMenu).toBeHidden();
    await expect(sectionsButton).toHaveAttribute('aria-expanded', 'false');

    // A route change that is not a click: back in history.
    await home.articleLink(articles[0]!.title).click();
    await expect(home.heading).toHaveText(articles[0]!.title);
    await sectionsButton.click();
    await expect(sectionsMenu).toBeVisible();
    await page.goBack();
    await expect(home.heading).toHaveText(t('ru', 'articles:catalogue.heading'));
    await expect(sectionsMenu).toBeHidden();

    // Following one of its own links is a route change too.
    await sectionsButton.click();
    await sectionsMenu.getByRole('link', { name: categories[0]!.name, exact: true }).click();
    await expect(page).toHaveURL(`/cat/${categories[0]!.slug}`);
    await expect(sectionsMenu).toBeHidden();
  });

  test('the header has the search box on the home page', { tag: '@layout' }, async ({ page }, testInfo) => {
    const home = new HomePage(page);
    await home.goto();
    if (isPhone(testInfo)) {
      // On a phone the search is one tap away, as a row of its own.
      await expect(home.header.search.input).toBeHidden();
      await home.header.openSearch();
      await expect(home.header.searchToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(home.header.search.input).toBeFocused();
    }
    await expect(home.header.search.input).toBeVisible({ timeout: 2_000 });
  });

  test('the header has no search box on the events, ethnic-ads and private-ads routes (spec §2), each a page of its own', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const [event] = (await (await request.get('/api/events?per_page=1')).json()).data as { id: number }[];
    const [business] = (await (await request.get('/api/businesses?per_page=1')).json()).data as { id: number }[];
    const [ad] = (await (await request.get('/api/classifieds?per_page=1')).json()).data as { id: number }[];
    const hidden = ['/events', '/events?view=month', `/event/${event!.id}`, '/ethnic-ads', `/ethnic-ads/${business!.id}`, '/private-ads', '/private-ads/cat/jobs', `/private-ads/${ad!.id}`];
    const base = new BasePage(page);
    for (const path of hidden) {
      const response = await base.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(base.heading, path).toBeVisible();
      await expect(base.header.searchFormInPage, path).toHaveCount(0);
      await expect(base.header.searchToggle, path).toHaveCount(0);
    }
    // The pages beside them keep it: the home page, the owner's events, and a 404 of a route that is none of these.
    for (const path of ['/', '/eventsx', '/no-such-section']) {
      await base.goto(path);
      await expect(base.header.searchFormInPage, path).toHaveCount(1);
    }
  });

  for (const locale of ['ru', 'en'] as const) {
    test(`the main sections are linked from the header in ${locale} and each opens its page; "Log in" opens the login page`, { tag: '@layout' }, async ({ page }, testInfo) => {
      const home = new HomePage(page, locale);
      await home.goto(`/?lang=${locale}`);
      await expect(home.header.loginLink).toHaveAttribute('href', '/login');
      const headings: Record<(typeof MAIN_SECTIONS)[number]['path'], string> = {
        '/feed': t(locale, 'feed:list.heading'),
        '/events': t(locale, 'events:catalogue.heading'),
        '/ethnic-ads': t(locale, 'businesses:catalogue.heading'),
        '/private-ads': t(locale, 'classifieds:catalogue.heading'),
      };
      for (const section of MAIN_SECTIONS) {
        // The desktop header's navigation, or the phone's menu.
        const links = isPhone(testInfo) ? (await home.header.openMobileMenu()).navigation : home.header.navigation;
        const link = links.getByRole('link', { name: t(locale, `layout:${section.key}`), exact: true });
        await expect(link).toHaveAttribute('href', section.path);

        // Followed in the app: its page, in the same language.
        await link.click();
        await expect(page).toHaveURL(section.path);
        await expect(home.heading, section.path).toHaveText(headings[section.path]);
        await expect(home.header.mobileMenu.dialog).toBeHidden();
        // Loaded directly: a real page, not the 404.
        expect((await page.request.get(`${section.path}?lang=${locale}`)).status(), section.path).toBe(200);
      }
      if (isPhone(testInfo)) {
        // The drawer has its own way in.
        const menu = await home.header.openMobileMenu();
        await expect(menu.link('header.login')).toHaveAttribute('href', '/login');
        await expect(menu.link('account.register')).toHaveAttribute('href', '/register');
        await page.keyboard.press('Escape');
      }

      // "Log in" is built: its page.
      await home.header.loginLink.click();
      await expect(page).toHaveURL('/login');
      await expect(home.heading).toHaveText(t(locale, 'pages:login.heading'));
    });
  }

  test('a page revisited from the browser cache still runs its scripts', async ({ page }) => {
    // The browser revalidates the page (If-None-Match → 304) and reuses its cached body: the
    // Content-Security-Policy must still allow that body's inline scripts (their hashes), or the
    // page never hydrates. The fixture also fails the test on any CSP violation report.
    const about = new BasePage(page);
    await about.goto('/about');
    await page.reload();

    const dialog = await about.footer.openPopup('about');
    await expect(dialog).toBeVisible();
    await about.footer.closeButtonOf(dialog).click();

    await page.goto('/about');
    await about.footer.openPopup('community');
    await expect(about.footer.popup('community')).toBeVisible();
  });
});

test('every page has its title', async ({ request, api }) => {
  test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
  const suffix = t('ru', 'meta:suffix');
  const { data: articles } = await api.articles();
  const [category] = await api.categories();
  const pages: [string, string][] = [
    ['/', t('ru', 'meta:titles.home')],
    ['/archive', `${t('ru', 'meta:titles.archive')} — ${suffix}`],
    ['/about', `${t('ru', 'meta:titles.about')} — ${suffix}`],
    ['/map', `${t('ru', 'meta:titles.map')} — ${suffix}`],
    ['/terms-and-conditions', `${t('ru', 'meta:titles.terms')} — ${suffix}`],
    ['/user-delete-info', `${t('ru', 'meta:titles.userDeleteInfo')} — ${suffix}`],
    ['/private-ad-instruction', `${t('ru', 'meta:titles.privateAdInstruction')} — ${suffix}`],
    ['/search', `${t('ru', 'meta:titles.searchEmpty')} — ${suffix}`],
    ['/search/Chicago', `${t('ru', 'meta:titles.search', { query: 'Chicago' })} — ${suffix}`],
    [`/article/${articles[0]!.id}`, `${articles[0]!.title} — ${suffix}`],
    [`/cat/${category!.slug}`, `${t('ru', 'meta:titles.category', { category: category!.name })} — ${suffix}`],
    ['/no-such-page', `${t('ru', 'meta:titles.notFound')} — ${suffix}`],
    ['/about?lang=en', `${t('en', 'meta:titles.about')} — ${t('en', 'meta:suffix')}`],
  ];
  // The title the browser gets with the page, as served.
  for (const [path, title] of pages) {
    const html = await (await request.get(path, { headers: { 'accept-language': 'ru-RU' } })).text();
    const served = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(served?.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&'), path).toBe(title);
  }
});

test('the title follows the page when moving around in the app', async ({ page, api }) => {
  const { data: articles } = await api.articles();
  const home = new HomePage(page);
  await home.goto();
  await expect(page).toHaveTitle(t('ru', 'meta:titles.home'));

  await home.articleLink(articles[0]!.title).click();
  await expect(page).toHaveTitle(`${articles[0]!.title} — ${t('ru', 'meta:suffix')}`);

  await home.footer.link(t('ru', 'layout:links.archive')).click();
  await expect(page).toHaveTitle(`${t('ru', 'meta:titles.archive')} — ${t('ru', 'meta:suffix')}`);
});
