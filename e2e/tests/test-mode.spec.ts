import { seriousViolations } from '../helpers/axe.ts';
import { t } from '../helpers/i18n.ts';
import { expect, test } from '../fixtures.ts';
import { HomePage } from '../pages/home-page.ts';

/** The browser suite's server pays on the sandbox (e2e/serve.ts sets PAYMENTS_PROVIDER=sandbox). */
test.describe('Test mode', () => {
  test('every page says TEST MODE while payments run on the sandbox, in the reader’s language, readable at any width', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const banner = page.getByRole('note').filter({ hasText: t('ru', 'layout:testMode.title') });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t('ru', 'layout:testMode.body'));
    // It fits the page: no sideways scrolling on the narrowest screen.
    const box = await banner.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width + 0.5).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Another page, in English.
    await home.header.languageLink('en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/archive');
    await expect(page.getByRole('note').filter({ hasText: t('en', 'layout:testMode.title') })).toContainText(t('en', 'layout:testMode.body'));
  });
});
