/**
 * Members' votes on businesses and events (issue #15, spec §4: "Likes and dislikes on articles,
 * events and businesses are toggles"; §8: "Rating already exists"; decision 029). The article's
 * votes are in article.spec.ts.
 */
import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { BusinessesResponse, EventsResponse, VoteState } from '@gazeta/contract';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { VotePanel } from '../pages/vote-panel.ts';

/**
 * Each test that votes takes its own business or event, different per project, so parallel
 * tests never see each other's clicks.
 */
const SLOTS = { member: [10, 11], stale: [12, 13], noJs: [14, 15], axe: [16, 17], visitor: [18, 19] } as const;
const slot = (testInfo: TestInfo, purpose: keyof typeof SLOTS) => SLOTS[purpose][isPhone(testInfo) ? 0 : 1];

async function businessFor(request: APIRequestContext, testInfo: TestInfo, purpose: keyof typeof SLOTS): Promise<number> {
  const list = (await (await request.get('/api/businesses?per_page=50')).json()) as BusinessesResponse;
  const business = list.data[slot(testInfo, purpose)];
  if (!business) throw new Error(`No business for "${purpose}" in a list of ${list.data.length}`);
  return business.id;
}

async function eventFor(request: APIRequestContext, testInfo: TestInfo, purpose: keyof typeof SLOTS): Promise<number> {
  const list = (await (await request.get('/api/events?per_page=50')).json()) as EventsResponse;
  const event = list.data[slot(testInfo, purpose)];
  if (!event) throw new Error(`No event for "${purpose}" in a list of ${list.data.length}`);
  return event.id;
}

const votesOf = async (request: APIRequestContext, kind: string, id: number) => (await (await request.get(`/api/votes/${kind}/${id}`)).json()) as VoteState;

test.describe('Votes on businesses and events', () => {
  test.describe.configure({ mode: 'parallel' });
  // Each test signs a member up: its own address, so the sign-up limit per address is its own.
  test.use({ ownClientIp: true });

  test('a visitor sees a business’s counts and rating, and is asked to sign in to vote and to rate', { tag: '@layout' }, async ({ page }, testInfo) => {
    const id = await businessFor(page.request, testInfo, 'visitor');
    const panel = new VotePanel(page);
    await panel.open(`/ethnic-ads/${id}`, 'business', id);

    await expect(panel.signInToVote).toHaveAttribute('href', '/login');
    await expect(panel.signInToRate).toHaveAttribute('href', '/login');
    await expect(panel.likeButton).toHaveCount(0);
    await expect(panel.ratingGroup).toHaveCount(0);
    const state = await votesOf(page.request, 'business', id);
    await expect(panel.main.getByText(t('ru', 'common:votes.likes', { count: state.likes }), { exact: true })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on a business page a member likes, takes the like back, rates it 4 stars, and rating again is refused with “Rating already exists”', async ({ page, context }, testInfo) => {
    const id = await businessFor(page.request, testInfo, 'member');
    await signUp(page.request, newPerson(testInfo));
    const panel = new VotePanel(page);
    await panel.open(`/ethnic-ads/${id}`, 'business', id);
    // The same member's second tab, opened before the rating: it still offers the stars.
    const stale = new VotePanel(await context.newPage());
    await stale.open(`/ethnic-ads/${id}`, 'business', id);
    const likes = await panel.likeCount();
    await expect(panel.likeButton).toHaveAttribute('aria-pressed', 'false');

    await panel.likeButton.click();
    await expect(panel.likeButton).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.likeButton).toHaveAccessibleName(panel.likeName(likes + 1));
    await expect.poll(async () => (await votesOf(page.request, 'business', id)).my_vote).toBe('like');

    await panel.likeButton.click();
    await expect(panel.likeButton).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.likeButton).toHaveAccessibleName(panel.likeName(likes));
    await expect.poll(async () => (await votesOf(page.request, 'business', id)).my_vote).toBeNull();

    await panel.stars(4).check();
    await panel.rateButton.click();
    await panel.toasts.expectShown('status', t('ru', 'common:rating.thanks'));
    await expect(panel.mine(4)).toBeVisible();
    await expect(panel.ratingGroup).toHaveCount(0);
    expect((await votesOf(page.request, 'business', id)).rating?.mine).toBe(4);

    await stale.stars(5).check();
    await stale.rateButton.click();
    await stale.toasts.expectShown('alert', t('ru', 'errors:notification-error-rating-exists'));
    // The tab now shows the rating the member gave.
    await expect(stale.mine(4)).toBeVisible();
    expect((await votesOf(page.request, 'business', id)).rating?.mine).toBe(4);
  });

  test('on an event page a member’s like is a toggle', async ({ page }, testInfo) => {
    const id = await eventFor(page.request, testInfo, 'member');
    await signUp(page.request, newPerson(testInfo));
    const panel = new VotePanel(page);
    await panel.open(`/event/${id}`, 'event', id);
    const likes = await panel.likeCount();
    const dislikes = await panel.dislikeCount();

    await panel.likeButton.click();
    await expect(panel.likeButton).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.likeButton).toHaveAccessibleName(panel.likeName(likes + 1));
    await panel.dislikeButton.click();
    await expect(panel.dislikeButton).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.likeButton).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.dislikeButton).toHaveAccessibleName(panel.dislikeName(dislikes + 1));
    await panel.dislikeButton.click();
    await expect(panel.dislikeButton).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.likeButton).toHaveAccessibleName(panel.likeName(likes));
    await expect.poll(async () => (await votesOf(page.request, 'event', id)).my_vote).toBeNull();
    // Events take no ratings.
    await expect(panel.ratingGroup).toHaveCount(0);
  });

  test('a business page, an event page and an article with a member’s votes pass axe', async ({ page }, testInfo) => {
    await signUp(page.request, newPerson(testInfo));
    const panel = new VotePanel(page);
    const business = await businessFor(page.request, testInfo, 'axe');
    await panel.open(`/ethnic-ads/${business}`, 'business', business);
    await expect(panel.ratingGroup).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const event = await eventFor(page.request, testInfo, 'axe');
    await panel.open(`/event/${event}`, 'event', event);
    await expect(panel.likeButton).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const articles = (await (await page.request.get('/api/articles?per_page=12')).json()) as { data: { id: number }[] };
    const article = articles.data[9]!.id;
    await page.goto(`/article/${article}`);
    await expect(panel.likeButton).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The toggles and the stars are targets of at least 44 px.
    await page.goto(`/ethnic-ads/${business}`);
    for (const target of [panel.likeButton, panel.dislikeButton, panel.main.locator('.rating__label').first()]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, ownClientIp: true });
    test.skip(screenIndependent, SCREEN_INDEPENDENT);

    test('a member likes and rates a business through forms, and a second rating is refused on the page', async ({ page, context }, testInfo) => {
      const id = await businessFor(page.request, testInfo, 'noJs');
      await signUp(page.request, newPerson(testInfo));
      const panel = new VotePanel(page);
      await page.goto(`/ethnic-ads/${id}`);
      const stale = new VotePanel(await context.newPage());
      await stale.goto(`/ethnic-ads/${id}`);
      const likes = await panel.likeCount();

      await panel.likeButton.click();
      await expect(panel.likeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(panel.likeButton).toHaveAccessibleName(panel.likeName(likes + 1));

      await panel.stars(3).check();
      await panel.rateButton.click();
      await expect(panel.mine(3)).toBeVisible();

      await stale.stars(5).check();
      await stale.rateButton.click();
      await expect(stale.main.getByRole('alert')).toHaveText(t('ru', 'errors:notification-error-rating-exists'));
      await expect(stale.mine(3)).toBeVisible();
    });
  });
});
