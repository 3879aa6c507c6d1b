import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { createPost, feedTags, moderate, notifications, signInAsModerator, uniqueTitle } from '../helpers/feed.ts';
import { startsWith, t } from '../helpers/i18n.ts';
import { expect, isPhone, test } from '../fixtures.ts';
import { FeedPage } from '../pages/feed-page.ts';
import { FeedPostPage } from '../pages/feed-post-page.ts';
import { NotificationBell } from '../pages/notification-bell.ts';

test.describe('Feed: the notification bell', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  let moderator: APIRequestContext;
  test.beforeEach(async ({ baseURL, clientIp }) => {
    moderator = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    await signInAsModerator(moderator);
  });
  test.afterEach(async () => {
    await moderator.dispose();
  });

  test('counts unread notifications; the panel toggles, closes outside and on Escape; opening one reads it and goes to the post', { tag: '@layout' }, async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const [tag] = await feedTags(request);
    const first = await createPost(page.request, { title: uniqueTitle('Продаю велосипед', testInfo.project.name), tagId: tag!.tag_id });
    const second = await createPost(page.request, { title: uniqueTitle('Отдам котёнка', testInfo.project.name), tagId: tag!.tag_id });
    await moderate(moderator, 'posts', first.id, { decision: 'reject', reason: 'Объявлениям место в разделе частных объявлений.' });
    await moderate(moderator, 'posts', second.id, { decision: 'reject', reason: 'Нет фотографии котёнка.' });

    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    const bell = new NotificationBell(page);
    await expect(bell.button).toHaveAccessibleName(bell.label(2));
    await expect(bell.panel).toBeHidden();

    await bell.button.click();
    await expect(bell.panel).toBeVisible();
    await expect(bell.button).toHaveAttribute('aria-expanded', 'true');
    await expect(bell.item('post_rejected', first.title)).toBeVisible();
    await expect(bell.panel.getByText(t('ru', 'feed:notifications.reason', { reason: 'Нет фотографии котёнка.' }))).toBeVisible();

    // A click outside (the bottom-left corner of the window is never the panel).
    await page.mouse.click(4, page.viewportSize()!.height - 4);
    await expect(bell.panel).toBeHidden();
    await bell.button.click();
    await expect(bell.panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell.panel).toBeHidden();
    await expect(bell.button).toBeFocused();

    await bell.button.click();
    // Read through the notifications page's action, whichever page the bell is on.
    const read = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/profile/notifications.data');
    await bell.item('post_rejected', first.title).click();
    expect((await read).ok()).toBe(true);

    await expect(page).toHaveURL(`/feed/${first.id}`);
    await expect(bell.button).toHaveAccessibleName(bell.label(1));
    const post = new FeedPostPage(page);
    await expect(post.statusBadge(post.post, 'rejected')).toBeVisible();
    await expect(post.post.getByText('Объявлениям место в разделе частных объявлений.')).toBeVisible();
    const [firstRead] = (await notifications(page.request)).data.data.filter((n) => n.data.post_id === first.id);
    expect(firstRead!.read_at).not.toBeNull();

    await bell.button.click();
    await bell.markAllReadButton.click();
    await expect(bell.button).toHaveAccessibleName(bell.label(0));
    expect((await notifications(page.request)).unread).toBe(0);
  });

  test('the notifications page lists them all, with mark as read; the phone menu links it', { tag: '@layout' }, async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const [tag] = await feedTags(request);
    const post = await createPost(page.request, { title: uniqueTitle('Вопрос о школе', testInfo.project.name), tagId: tag!.tag_id });
    await moderate(moderator, 'posts', post.id, { decision: 'reject', reason: 'Повтор.' });

    if (isPhone(testInfo)) {
      await page.goto('/feed');
      await waitForHydration(page);
      const menu = await new FeedPage(page).header.openMobileMenu();
      await menu.dialog.getByRole('link', { name: t('ru', 'feed:bell.labelUnread', { count: 1 }), exact: true }).click();
    } else {
      await page.goto('/profile');
      // The profile navigation's links end in "›" (generated content is part of their names).
      await page.getByRole('main').getByRole('link', { name: startsWith(t('ru', 'feed:nav.notifications')) }).click();
    }

    await expect(page).toHaveURL('/profile/notifications');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('ru', 'feed:notifications.heading'));
    await expect(main.getByRole('link', { name: t('ru', 'feed:notifications.types.post_rejected', { title: post.title }), exact: true })).toBeVisible();
    await expect(main.getByText(t('ru', 'feed:notifications.unreadCount', { count: 1 }))).toBeVisible();

    await main.getByRole('button', { name: t('ru', 'feed:notifications.markRead'), exact: true }).click();

    await expect(main.getByText(t('ru', 'feed:notifications.allRead'))).toBeVisible();
    await expect(new NotificationBell(page).button).toHaveAccessibleName(t('ru', 'feed:bell.label'));
  });

  test('signed out, there is no bell', async ({ page }) => {
    await page.goto('/feed');
    await waitForHydration(page);
    await expect(new NotificationBell(page).button).toHaveCount(0);
  });
});
