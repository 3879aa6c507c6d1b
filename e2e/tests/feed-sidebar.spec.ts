import { DEMO_READER, signIn } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { feed, feedTags } from '../helpers/feed.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, test } from '../fixtures.ts';
import { FeedPage } from '../pages/feed-page.ts';

test.describe('Feed: the sidebar', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the views go in the query string; "my posts" only when signed in', async ({ page }) => {
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    await list.sidebar.openFilters();
    await expect(list.sidebar.viewLink('popularity')).toHaveAttribute('aria-current', 'page');
    await expect(list.sidebar.viewLink('my')).toHaveCount(0);

    await list.sidebar.viewLink('created_at').click();

    await expect(page).toHaveURL('/feed?view=created_at');
    await list.sidebar.openFilters();
    await expect(list.sidebar.viewLink('created_at')).toHaveAttribute('aria-current', 'page');
    await expect(list.sidebar.viewLink('popularity')).not.toHaveAttribute('aria-current', 'page');
    const newest = await feed(page.request, { view: 'created_at' });
    await expect(list.cards.getByRole('heading', { level: 2 })).toHaveText(newest.data.map((post) => post.title));
  });

  test('a signed-in reader also has "my posts"', async ({ page }) => {
    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
    const list = new FeedPage(page);
    await list.goto('/feed?view=created_at');
    await waitForHydration(page);
    await list.sidebar.openFilters();
    await list.sidebar.viewLink('my').click();
    await expect(page).toHaveURL('/feed?view=my');
    await expect(list.heading).toHaveText(t('ru', 'feed:list.myHeading'));
  });

  test('a category is selected, keeps the view, and is deselected by a second click', async ({ page, request }) => {
    const { data } = await feed(request, { view: 'created_at' });
    const tag = data[0]!.tag;
    const list = new FeedPage(page);
    await list.goto('/feed?view=created_at');
    await waitForHydration(page);

    await list.sidebar.openFilters();
    await list.sidebar.categoryLink(tag.name_ru).click();

    await expect(page).toHaveURL(`/feed?view=created_at&category=${tag.tag_name}`);
    const inCategory = await feed(request, { view: 'created_at', category: tag.tag_name });
    await expect(list.cards.getByRole('heading', { level: 2 })).toHaveText(inCategory.data.map((post) => post.title));
    await list.sidebar.openFilters();
    await expect(list.sidebar.categoryLink(tag.name_ru)).toHaveAttribute('aria-current', 'true');
    await expect(list.sidebar.categoryLink(tag.name_ru)).toHaveAccessibleDescription(t('ru', 'feed:sidebar.deselectHint'));

    await list.sidebar.categoryLink(tag.name_ru).click();

    await expect(page).toHaveURL('/feed?view=created_at');
    await list.sidebar.openFilters();
    await expect(list.sidebar.categoryLink(tag.name_ru)).not.toHaveAttribute('aria-current', 'true');
  });

  test('the selected category is named in the heading, with a chip that clears it', { tag: '@layout' }, async ({ page, request }) => {
    const { data } = await feed(request, { view: 'created_at' });
    const tag = data[0]!.tag;
    const list = new FeedPage(page);
    await list.goto(`/feed?view=created_at&category=${tag.tag_name}`);
    await waitForHydration(page);

    await expect(list.heading).toHaveText(t('ru', 'feed:list.headingWithCategory', { heading: t('ru', 'feed:list.heading'), category: tag.name_ru }));
    const chip = list.categoryChip(tag.name_ru);
    await expect(chip).toHaveText(tag.name_ru);
    const box = await chip.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await chip.click();

    await expect(page).toHaveURL('/feed?view=created_at');
    await expect(list.heading).toHaveText(t('ru', 'feed:list.heading'));
    await expect(list.categoryChip(tag.name_ru)).toHaveCount(0);
    const all = await feed(request, { view: 'created_at' });
    await expect(list.cards.getByRole('heading', { level: 2 })).toHaveText(all.data.map((post) => post.title));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the category chip is a plain link that shows every category again', async ({ page, request }) => {
      const [post] = (await feed(request)).data;
      const list = new FeedPage(page);
      await list.goto(`/feed?category=${post!.tag.tag_name}`);
      await expect(list.heading).toContainText(post!.tag.name_ru);

      await list.categoryChip(post!.tag.name_ru).click();

      await expect(page).toHaveURL('/feed');
      await expect(list.heading).toHaveText(t('ru', 'feed:list.heading'));
    });
  });

  test('the text filter narrows the categories, in either language', async ({ page, request }) => {
    const tags = await feedTags(request);
    const target = tags.find((tag) => tag.name_ru.length > 4)!;
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    await list.sidebar.openFilters();
    await expect(list.sidebar.categories.getByRole('link')).toHaveCount(tags.length);

    await list.sidebar.categoryFilter.fill(target.name_ru.slice(0, 4).toUpperCase());

    const matching = tags.filter((tag) => [tag.name_ru, tag.name_en, tag.tag_name].some((name) => name.toLowerCase().includes(target.name_ru.slice(0, 4).toLowerCase())));
    await expect(list.sidebar.categories.getByRole('link')).toHaveCount(matching.length);
    await expect(list.sidebar.categoryLink(target.name_ru)).toBeVisible();

    await list.sidebar.categoryFilter.fill(target.name_en);
    await expect(list.sidebar.categoryLink(target.name_ru)).toBeVisible();

    await list.sidebar.categoryFilter.fill('zzzz-nothing');
    await expect(list.sidebar.categories.getByRole('link')).toHaveCount(0);
    await expect(list.sidebar.categories.getByText(t('ru', 'feed:sidebar.nothingMatches'))).toBeVisible();
  });

  test('on a phone the views and categories open as an overlay that locks the page and closes on Escape', { tag: '@layout' }, async ({ page }) => {
    test.skip(!isPhone(test.info()), 'the overlay is the phone layout');
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    await expect(list.sidebar.views).toBeHidden();
    await expect(list.sidebar.writeButton).toBeVisible();

    await list.sidebar.filtersButton.click();

    await expect(list.sidebar.filtersDialog).toBeVisible();
    await expect(list.sidebar.filtersButton).toHaveAttribute('aria-expanded', 'true');
    await expect(list.sidebar.closeFiltersButton).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(list.sidebar.viewLink('popularity')).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(list.sidebar.filtersDialog).toHaveCount(0);
    await expect(list.sidebar.views).toBeHidden();
    await expect(list.sidebar.filtersButton).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await list.sidebar.filtersButton.click();
    await list.sidebar.closeFiltersButton.click();
    await expect(list.sidebar.filtersDialog).toHaveCount(0);

    // A choice made in the overlay closes it.
    await list.sidebar.filtersButton.click();
    await list.sidebar.viewLink('created_at').click();
    await expect(page).toHaveURL('/feed?view=created_at');
    await expect(list.sidebar.filtersDialog).toHaveCount(0);
  });

  test('on a wide screen the sidebar sits beside the list', async ({ page }) => {
    test.skip(isPhone(test.info()), 'the phone has the overlay');
    const list = new FeedPage(page);
    await list.goto();
    await expect(list.sidebar.filtersButton).toBeHidden();
    await expect(list.sidebar.views).toBeVisible();
    const sidebar = await list.sidebar.root.boundingBox();
    const content = await list.heading.boundingBox();
    expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(content!.x);
  });
});
