import { TOAST_DEFAULT_DURATION_MS } from '@gazeta/contract';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { t } from '../helpers/i18n.ts';
import { expect, test } from '../fixtures.ts';
import { ArticlePage } from '../pages/article-page.ts';

test.describe('Toasts', () => {
  test.describe.configure({ mode: 'parallel' });
  // One test signs a person up (an SMS): each test from its own address.
  test.use({ ownClientIp: true });

  test('copying an article link confirms it top right for about 3 seconds', { tag: '@layout' }, async ({ page, context, api }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const { data: articles } = await api.articles();
    const { id } = articles[0]!;
    const article = new ArticlePage(page);
    await article.gotoArticle(id);
    await waitForHydration(page);
    // The page's time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 1_000);

    await article.share.copyLink.click();

    const toast = article.toasts.status(t('ru', 'common:actions.linkCopied'));
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^https?://[^/]+/article/${id}$`));
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width / 2, 'toast centre x').toBeGreaterThan(viewport.width / 2);
    expect(box.y + box.height / 2, 'toast centre y').toBeLessThan(viewport.height / 2);
    expect(viewport.width - (box.x + box.width), 'gap to the right edge').toBeLessThan(32);

    await page.clock.runFor(TOAST_DEFAULT_DURATION_MS - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });

  test('a vote that cannot be saved shows an error and the count goes back', async ({ page, api }, testInfo) => {
    const { data: articles } = await api.articles();
    await signUp(page.request, newPerson(testInfo));
    const article = new ArticlePage(page);
    await article.gotoArticle(articles[0]!.id);
    // The page's action is asked for something it cannot do: it answers with a refusal.
    await page.route('**/article/*.data', (route) => route.continue({ postData: (route.request().postData() ?? '').replace('intent=vote', 'intent=unknown') }));
    const before = await article.likeCount();
    await expect(article.likeButton).toHaveAttribute('aria-pressed', 'false');

    await article.likeButton.click();

    await article.toasts.expectShown('alert', t('ru', 'errors:error-bad-request'));
    await expect(article.likeButton).toHaveAttribute('aria-pressed', 'false');
    await expect(article.likeButton).toHaveAccessibleName(article.likeName(before));
    await expect(article.likeButton).toBeEnabled();
  });
});
