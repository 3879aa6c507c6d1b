/**
 * The newsroom's desk (issue #27, decision 062): an editor renames a category in Russian and the
 * header's menu says the new name; adds an ad with its picture and sees it in the strip; the
 * three pages pass axe in both languages and fit 360 px. A moderator is told the pages are not
 * there.
 *
 * Each test makes its own category or ad through the API and removes it after, so other specs
 * see the demo content as it was.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { DeskAd, DeskCategory } from '@gazeta/contract';
import { signIn } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR, pngImage } from '../helpers/feed.ts';
import { t, type Locale } from '../helpers/i18n.ts';
import { horizontalOverflow } from '../helpers/layout.ts';
import { expect, test } from '../fixtures.ts';
import { AdsStrip } from '../pages/ads-strip.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';
import { SiteHeader } from '../pages/site-header.ts';

const DEMO_EDITOR = { email: 'editor@demo.gazeta.local', password: 'demo-editor' } as const;
const PAGES = ['/newsroom/categories', '/newsroom/tags', '/newsroom/ads'] as const;
const TITLES = { '/newsroom/categories': 'newsroom:taxonomy.categories.title', '/newsroom/tags': 'newsroom:taxonomy.tags.title', '/newsroom/ads': 'newsroom:taxonomy.ads.title' } as const;
const unique = () => Math.random().toString(36).slice(2, 8);

async function newCategory(request: APIRequestContext): Promise<DeskCategory> {
  const slug = `e2e-${unique()}`;
  const response = await request.post('/api/newsroom/categories', { data: { slug, name_en: `E2E ${slug}`, name_ru: `Проверка ${slug}` } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DeskCategory;
}

/** One category's card on the page, by its heading. */
const card = (page: Page, heading: string | RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: heading }) });

test.describe('the newsroom desk', () => {
  test('an editor renames a category in Russian and the header’s menu says the new name', async ({ page }) => {
    await signIn(page.request, DEMO_EDITOR.email, DEMO_EDITOR.password);
    const category = await newCategory(page.request);
    const renamed = `Новое имя ${unique()}`;
    try {
      await page.goto('/newsroom');
      await page.getByRole('navigation', { name: t('ru', 'newsroom:nav.label') }).getByRole('link', { name: t('ru', 'newsroom:nav.categories'), exact: true }).click();
      await expect(page).toHaveURL('/newsroom/categories');
      await waitForHydration(page);
      const item = card(page, new RegExp(`^${category.name_ru} `));
      const name = item.getByLabel(t('ru', 'newsroom:taxonomy.categories.nameRu'), { exact: true });
      await expect(name).toHaveValue(category.name_ru);

      // An empty name is refused beside the field.
      await name.fill('');
      await item.getByRole('button', { name: t('ru', 'newsroom:taxonomy.categories.save'), exact: true }).click();
      await expect(item.getByText(t('ru', 'errors:error-desk-name-required'))).toBeVisible();
      await expect(item.getByLabel(t('ru', 'newsroom:taxonomy.categories.nameRu'), { exact: true })).toHaveAttribute('aria-invalid', 'true');

      await item.getByLabel(t('ru', 'newsroom:taxonomy.categories.nameRu'), { exact: true }).fill(renamed);
      await item.getByRole('button', { name: t('ru', 'newsroom:taxonomy.categories.save'), exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(t('ru', 'newsroom:taxonomy.categories.saved'));
      await expect(card(page, new RegExp(`^${renamed} `))).toBeVisible();

      // The site's header, on a reader's page, has the new name in its menu.
      await page.goto('/');
      await waitForHydration(page);
      const header = new SiteHeader(page, 'ru');
      await header.sectionsButton.click();
      await expect(header.sectionsMenu.getByRole('link', { name: renamed, exact: true })).toHaveAttribute('href', `/cat/${category.slug}`);
    } finally {
      await page.request.delete(`/api/newsroom/categories/${category.id}`);
    }
  });

  test('an editor adds an ad with its picture and it is in the strip at once', async ({ page }) => {
    await signIn(page.request, DEMO_EDITOR.email, DEMO_EDITOR.password);
    const alt = `Пекарня ${unique()}`;
    const url = `https://bakery-${unique()}.example/`;
    let created: DeskAd | undefined;
    try {
      await page.goto('/newsroom/ads');
      await waitForHydration(page);
      const form = page.getByRole('region', { name: t('ru', 'newsroom:taxonomy.ads.createTitle') });
      // A link that is not http(s) is refused beside its field, what was typed kept.
      await form.getByLabel(t('ru', 'newsroom:taxonomy.ads.image'), { exact: true }).setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: pngImage(320, 120) });
      await form.getByLabel(t('ru', 'newsroom:taxonomy.ads.url'), { exact: true }).fill('javascript:alert(1)');
      await form.getByLabel(t('ru', 'newsroom:taxonomy.ads.altRu'), { exact: true }).fill(alt);
      await form.getByLabel(t('ru', 'newsroom:taxonomy.ads.altEn'), { exact: true }).fill('A bakery');
      await form.getByRole('button', { name: t('ru', 'newsroom:taxonomy.ads.create'), exact: true }).click();
      await expect(form.getByText(t('ru', 'errors:error-desk-url-invalid'))).toBeVisible();
      await expect(form.getByLabel(t('ru', 'newsroom:taxonomy.ads.altRu'), { exact: true })).toHaveValue(alt);

      await form.getByLabel(t('ru', 'newsroom:taxonomy.ads.image'), { exact: true }).setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: pngImage(320, 120) });
      await form.getByLabel(t('ru', 'newsroom:taxonomy.ads.url'), { exact: true }).fill(url);
      await form.getByRole('button', { name: t('ru', 'newsroom:taxonomy.ads.create'), exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(t('ru', 'newsroom:taxonomy.ads.created'));
      const listed = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt, exact: true }) });
      await expect(listed.getByText(t('ru', 'newsroom:taxonomy.ads.phase.running'))).toBeVisible();
      const list = (await (await page.request.get('/api/newsroom/ads')).json()) as { data: DeskAd[] };
      created = list.data.find((ad) => ad.alt_ru === alt);
      expect(created).toMatchObject({ url, alt_en: 'A bakery', active: true });

      // A reader's page shows it in the strip, leading to the advertiser's site in a new tab.
      await page.goto('/');
      const link = new AdsStrip(page, 'ru').link(alt);
      await expect(link).toHaveAttribute('href', url);
      await expect(link.getByRole('img')).toHaveAttribute('src', created!.image_url);
    } finally {
      if (created) await page.request.delete(`/api/newsroom/ads/${created.id}`);
    }
  });

  test('a moderator is told the desk’s pages are not there', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    await page.goto('/newsroom');
    await expect(page.getByRole('link', { name: t('ru', 'newsroom:nav.categories'), exact: true })).toHaveCount(0);
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const notFound = new NotFoundPage(page);
      await expect(notFound.main.getByRole('heading', { level: 1 })).toHaveText(notFound.expectedHeading);
    }
  });

  for (const locale of ['ru', 'en'] as const satisfies readonly Locale[]) {
    test(`the three pages pass axe and fit the screen (${locale})`, { tag: '@layout' }, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page.request, DEMO_EDITOR.email, DEMO_EDITOR.password);
      for (const path of PAGES) {
        await page.goto(`${path}?lang=${locale}`);
        await expect(page.getByRole('heading', { level: 1, name: t(locale, TITLES[path]) })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      }
    });
  }
});
