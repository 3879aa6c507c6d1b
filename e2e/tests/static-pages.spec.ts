import { t, type Locale } from '../helpers/i18n.ts';
import { expect, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { BasePage } from '../pages/base-page.ts';

const PAGES = [
  { path: '/about', heading: 'pages:about.heading' },
  { path: '/terms-and-conditions', heading: 'pages:terms.heading' },
  { path: '/user-delete-info', heading: 'pages:userDeleteInfo.heading' },
  { path: '/private-ad-instruction', heading: 'pages:privateAdInstruction.heading' },
] as const;

test.describe('Static pages', () => {
  test.describe.configure({ mode: 'parallel' });
  test.skip(screenIndependent, SCREEN_INDEPENDENT);

  for (const locale of ['ru', 'en'] as Locale[]) {
    test(`have their headings in ${locale}`, async ({ page }) => {
      const staticPage = new BasePage(page, locale);
      for (const { path, heading } of PAGES) {
        await staticPage.goto(locale === 'ru' ? path : `${path}?lang=en`);
        await expect(staticPage.heading, path).toHaveText(t(locale, heading));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      }
    });
  }
});
