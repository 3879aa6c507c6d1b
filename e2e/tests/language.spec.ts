import { storageItem } from '../helpers/browser.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { HomePage } from '../pages/home-page.ts';

test.describe('Language', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a Russian browser gets the Russian site', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const home = new HomePage(page);
    await home.goto();

    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(home.heading).toHaveText(t('ru', 'articles:catalogue.heading'));
    await expect(home.header.languageLink('ru')).toHaveAttribute('aria-current', 'true');
  });

  test('ENG switches to English in place, remembers it and the server renders it next time', { tag: '@layout' }, async ({ page, context, request }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.heading).toHaveText(t('ru', 'articles:catalogue.heading'));
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    await home.header.languageLink('en').click();

    const english = new HomePage(page, 'en');
    await expect(english.heading).toHaveText(t('en', 'articles:catalogue.heading'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (isPhone(test.info())) {
      // The narrowest header shows only the language to switch to.
      await expect(english.header.languageLink('en')).toBeHidden();
      await expect(page.locator('header .lang-switch__link[aria-current="true"]').first()).toHaveAttribute('hreflang', 'en');
      await expect(english.header.languageLink('ru')).toBeVisible();
    } else {
      await expect(english.header.languageLink('en')).toHaveAttribute('aria-current', 'true');
    }
    await expect(english.footer.popupButton('about')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere), 'no full page load').toBe(true);
    await expect(page).toHaveURL('/');
    expect(await storageItem(page, 'locale')).toBe('en');
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');

    await page.reload();
    await expect(english.heading).toHaveText(t('en', 'articles:catalogue.heading'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The cookie makes the server's first byte English.
    const html = await (await request.get('/', { headers: { cookie: 'locale=en' } })).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(t('en', 'articles:catalogue.heading'));
  });

  test('RUS switches back to Russian', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.header.languageLink('en').click();
    const english = new HomePage(page, 'en');
    await expect(english.heading).toHaveText(t('en', 'articles:catalogue.heading'));

    await english.header.languageLink('ru').click();

    await expect(home.heading).toHaveText(t('ru', 'articles:catalogue.heading'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await storageItem(page, 'locale')).toBe('ru');
  });

  test('RUS switches to Russian on a page opened from a ?lang=en link', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const english = new HomePage(page, 'en');
    await english.goto('/?lang=en');
    await expect(english.heading).toHaveText(t('en', 'articles:catalogue.heading'));

    await english.header.languageLink('ru').click();

    const home = new HomePage(page);
    await expect(home.heading).toHaveText(t('ru', 'articles:catalogue.heading'), { timeout: 3_000 });
  });

  test('a ?lang=en link in a Russian browser stays English once the page starts, and so do the next pages', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const english = new HomePage(page, 'en');
    await english.goto('/?lang=en');
    // The link is the reader's choice: remembered as the switcher remembers one, not undone by the browser's Russian.
    await expect.poll(() => storageItem(page, 'locale')).toBe('en');
    await expect(english.heading).toHaveText(t('en', 'articles:catalogue.heading'));

    await page.goto('/feed');
    await expect(english.heading).toHaveText(t('en', 'feed:list.heading'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('an English browser', () => {
    test.use({ locale: 'en-US' });
    test.skip(screenIndependent, SCREEN_INDEPENDENT);

    test('gets the English site', async ({ page }) => {
      const home = new HomePage(page, 'en');
      await home.goto();

      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(home.heading).toHaveText(t('en', 'articles:catalogue.heading'));
      await expect(home.footer.popupButton('rates')).toBeVisible();
      expect(await storageItem(page, 'locale')).toBeNull();
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test.skip(screenIndependent, SCREEN_INDEPENDENT);

    test('the ?lang= links switch the language and it sticks', async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      await expect(home.heading).toHaveText(t('ru', 'articles:catalogue.heading'));

      await home.header.languageLink('en').click();

      const english = new HomePage(page, 'en');
      await expect(page).toHaveURL('/?lang=en');
      await expect(english.heading).toHaveText(t('en', 'articles:catalogue.heading'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      await english.footer.link(t('en', 'layout:links.archive')).click();
      await expect(page).toHaveURL('/archive');
      await expect(english.heading).toHaveText(t('en', 'archive:heading'));
    });
  });
});
