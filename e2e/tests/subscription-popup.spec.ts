import type { Page } from '@playwright/test';
import { storageItem, waitForHydration } from '../helpers/browser.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, SUBSCRIBE_POPUP_HIDDEN_KEY, test } from '../fixtures.ts';
import { BasePage } from '../pages/base-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';
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

  test('opens on the home page about 8 seconds after it loads', async ({ page }) => {
    const home = new HomePage(page);
    const popup = new SubscriptionPopup(page);
    await home.goto();
    await waitForHydration(page);

    await page.clock.fastForward(7_000);
    await expect(popup.dialog).toBeHidden();

    await page.clock.fastForward(1_100);
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

  test('"Subscribe" keeps it closed and leads to the login page (not built yet: 404)', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const popup = await openHomeAndWait(page);
    await expect(popup.dialog).toBeVisible();

    await popup.subscribeButton.click();

    await expect(page).toHaveURL('/login');
    const notFound = new NotFoundPage(page);
    await expect(notFound.heading).toHaveText(notFound.expectedHeading);
    await expect(popup.dialog).toHaveCount(0);
    expect(JSON.parse((await storageItem(page, SUBSCRIBE_POPUP_HIDDEN_KEY)) ?? 'null')).toMatchObject({ value: true });
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
