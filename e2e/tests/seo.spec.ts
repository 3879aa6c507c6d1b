import type { Page } from '@playwright/test';
import { expect, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';

/** The canonical URL and the hreflang alternates (head metadata: read by attribute). */
async function linksOf(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const alternates: Record<string, string | null> = {};
  for (const link of await page.locator('link[rel="alternate"][hreflang]').all()) {
    alternates[(await link.getAttribute('hreflang'))!] = await link.getAttribute('href');
  }
  return { canonical: new URL(canonical!), alternates };
}

test.describe('SEO', () => {
  test.describe.configure({ mode: 'parallel' });
  test.skip(screenIndependent, SCREEN_INDEPENDENT);

  for (const target of ['home', 'article'] as const) {
    test(`the ${target} page has a canonical URL and ru, en and x-default alternates`, async ({ page, api }) => {
      const path = target === 'home' ? '/' : `/article/${(await api.articles()).data[0]!.id}`;
      await page.goto(path);

      const { canonical, alternates } = await linksOf(page);

      // Self-referencing: pointing at another hreflang alternate would make it invalid.
      expect(canonical.pathname + canonical.search).toBe(path);
      const origin = canonical.origin;
      expect(alternates).toEqual({
        ru: `${origin}${path}?lang=ru`,
        en: `${origin}${path}?lang=en`,
        'x-default': `${origin}${path}`,
      });
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    });
  }

  test('the English page is canonical in English', async ({ page }) => {
    await page.goto('/?lang=en');
    const { canonical } = await linksOf(page);
    expect(canonical.pathname + canonical.search).toBe('/?lang=en');
  });
});
