import type { Page } from '@playwright/test';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { storageItem, waitForHydration } from '../helpers/browser.ts';
import { t } from '../helpers/i18n.ts';
import { mailedLink } from '../helpers/outbox.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, SUBSCRIBE_POPUP_HIDDEN_KEY, test } from '../fixtures.ts';
import { BasePage } from '../pages/base-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { SubscriptionPopup } from '../pages/subscription-popup.ts';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

test.describe('Subscription pop-up', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ hideSubscribePopup: false });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  /** Opens the home page and lets the pop-up's 8 s pass. */
  async function openHomeAndWait(page: Page) {
    const home = new HomePage(page);
    await home.goto();
    await waitForHydration(page);
    await page.clock.fastForward(8_100);
    return new SubscriptionPopup(page);
  }

  test('opens on the home page about 8 seconds after it loads', { tag: '@layout' }, async ({ page }) => {
    const home = new HomePage(page);
    const popup = new SubscriptionPopup(page);
    // The page's time stands still from before it loads: a slow machine's seconds do not count,
    // only the ones the test moves it on by.
    await page.clock.pauseAt(Date.now() + 60_000);
    await home.goto();
    await waitForHydration(page);

    await page.clock.fastForward(6_000);
    await expect(popup.dialog).toBeHidden();

    await page.clock.fastForward(2_100);
    await expect(popup.dialog).toBeVisible();
    await expect(popup.subscribeButton).toBeVisible();
  });

  test('does not open on other pages', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const about = new BasePage(page);
    await about.goto('/about');
    await waitForHydration(page);

    await page.clock.fastForward(20_000);

    await expect(new SubscriptionPopup(page).dialog).toHaveCount(0);
  });

  test('once closed it stays closed after a reload', async ({ page, context }) => {
    const popup = await openHomeAndWait(page);
    await expect(popup.dialog).toBeVisible();

    await popup.declineButton.click();

    await expect(popup.dialog).toBeHidden();
    const stored = JSON.parse((await storageItem(page, SUBSCRIBE_POPUP_HIDDEN_KEY)) ?? 'null') as { value: boolean; expiresAt: number };
    const now = await page.evaluate(() => Date.now());
    expect(stored.value).toBe(true);
    expect(stored.expiresAt - now).toBeGreaterThan(THIRTY_DAYS_MS - 60_000);
    expect(stored.expiresAt - now).toBeLessThanOrEqual(THIRTY_DAYS_MS);

    // The locale cookie is how the suite sees that the reloaded page has hydrated.
    await context.clearCookies({ name: 'locale' });
    await page.reload();
    await waitForHydration(page);
    await page.clock.fastForward(20_000);
    await expect(popup.dialog).toBeHidden();
  });

  test('the close button also keeps it closed', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const popup = await openHomeAndWait(page);
    await expect(popup.dialog).toBeVisible();

    await popup.closeButton.click();

    await expect(popup.dialog).toBeHidden();
    expect(JSON.parse((await storageItem(page, SUBSCRIBE_POPUP_HIDDEN_KEY)) ?? 'null')).toMatchObject({ value: true });
  });

  test('"Subscribe" keeps it closed and leads a visitor to the login page', async ({ page }) => {
    const popup = await openHomeAndWait(page);
    await expect(popup.dialog).toBeVisible();

    await popup.subscribeButton.click();

    await expect(page).toHaveURL('/login');
    await expect(new LoginPage(page).heading).toHaveText(t('ru', 'pages:login.heading'));
    await expect(popup.dialog).toHaveCount(0);
    expect(JSON.parse((await storageItem(page, SUBSCRIBE_POPUP_HIDDEN_KEY)) ?? 'null')).toMatchObject({ value: true });
  });

  test.describe('signed in', () => {
    // Its own address: signing up sends an SMS, and subscribing is limited per address.
    test.use({ ownClientIp: true });

    test('"Subscribe" subscribes the reader\'s e-mail at once, with a toast, and keeps it closed', async ({ page }, testInfo) => {
      const person = newPerson(testInfo);
      await signUp(page.request, person);
      const popup = await openHomeAndWait(page);
      await expect(popup.dialog).toBeVisible();
      await expect(popup.dialog).toContainText(t('ru', 'layout:subscribePopup.to', { email: person.email }));

      await popup.subscribeButton.click();

      const home = new HomePage(page);
      await home.toasts.expectShown('status', t('ru', 'common:notifications.notification-newsletter-pending', { email: person.email }));
      await expect(popup.dialog).toBeHidden();
      await expect(page).toHaveURL('/');
      expect(JSON.parse((await storageItem(page, SUBSCRIBE_POPUP_HIDDEN_KEY)) ?? 'null')).toMatchObject({ value: true });
      // The double opt-in's confirmation link is on its way.
      expect(await mailedLink(person.email, '/newsletter/confirm')).toMatch(/\/newsletter\/confirm\?token=/);
    });
  });

  test('an expired "closed" mark is removed and the pop-up opens again', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    await page.addInitScript((key) => {
      window.localStorage.setItem(key, JSON.stringify({ value: true, expiresAt: Date.now() - 60_000 }));
    }, SUBSCRIBE_POPUP_HIDDEN_KEY);

    const popup = await openHomeAndWait(page);

    await expect(popup.dialog).toBeVisible();
    expect(await storageItem(page, SUBSCRIBE_POPUP_HIDDEN_KEY)).toBeNull();
  });
});
