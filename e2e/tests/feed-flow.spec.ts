/**
 * Issue #4's whole story with three people in three browsers: an author posts, a moderator
 * rejects with a reason, the author reads why, edits and sends again, the moderator approves,
 * another member comments, the moderator approves the comment, and the author is notified and
 * reads the notification. Every step is clicked through the UI; the API only checks the result.
 */
import { newPerson, otherBrowser, signUp } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { feedTags, notifications, postStatus, signInAsModerator, uniqueTitle } from '../helpers/feed.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, test } from '../fixtures.ts';
import { FeedPage } from '../pages/feed-page.ts';
import { FeedPostPage } from '../pages/feed-post-page.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { NotificationBell } from '../pages/notification-bell.ts';

test.describe('Feed: two members and a moderator', () => {
  test.use({ ownClientIp: true });

  test('post → pending → rejected with a reason → edited → approved → commented → notified → read', async ({ page, browser, baseURL, request, clientIp }, testInfo) => {
    test.skip(isPhone(testInfo), 'the same story at both widths; the phone layout has its own tests');
    test.setTimeout(90_000);
    const author = newPerson(testInfo);
    await signUp(page.request, author);
    const [tag] = await feedTags(request);
    const title = uniqueTitle('Ищу русскоязычного педиатра в Buffalo Grove', testInfo.project.name);
    const reason = 'Пожалуйста, без номера телефона в заголовке.';

    // The author writes a post through the pop-up: it waits for a moderator.
    const feed = new FeedPage(page);
    await feed.goto();
    await waitForHydration(page);
    await feed.sidebar.writeButton.click();
    await feed.editor.fill({ title: `${title} 773-555-0000`, category: tag!.name_ru, text: 'Посоветуйте врача, который говорит по-русски.' });
    await feed.editor.publishButton.click();
    await feed.toasts.expectShown('status', t('ru', 'errors:notification-create-success'));
    await expect(feed.statusBadge(feed.card(`${title} 773-555-0000`), 'pending')).toBeVisible();

    // The moderator rejects it with a reason.
    const moderatorContext = await otherBrowser(browser, baseURL, clientIp);
    const moderatorPage = await moderatorContext.newPage();
    await signInAsModerator(moderatorPage.request);
    const moderation = new ModerationPage(moderatorPage);
    await moderation.gotoKind('post');
    await waitForHydration(moderatorPage);
    const queued = await moderation.open(`${title} 773-555-0000`);
    await moderation.reasonInput(queued).fill(reason);
    await moderation.rejectButton(queued).click();
    await moderation.expectDone('reject');
    await expect(moderation.entry(`${title} 773-555-0000`)).toHaveCount(0);

    // The author is told why (the bell shows it on the next page), opens it and edits the post.
    await feed.goto();
    await waitForHydration(page);
    const bell = new NotificationBell(page);
    await expect(bell.button).toHaveAccessibleName(bell.label(1));
    await bell.button.click();
    await expect(bell.panel.getByText(t('ru', 'feed:notifications.reason', { reason }))).toBeVisible();
    await bell.item('post_rejected', `${title} 773-555-0000`).click();
    const post = new FeedPostPage(page);
    await expect(post.statusBadge(post.post, 'rejected')).toBeVisible();
    await expect(post.post.getByText(reason)).toBeVisible();
    await expect(bell.button).toHaveAccessibleName(bell.label(0));
    const postId = Number(new URL(page.url()).pathname.split('/').pop());

    await post.editButton.click();
    await expect(post.editor.editDialog).toBeVisible();
    await expect(post.editor.titleInput).toHaveValue(`${title} 773-555-0000`);
    await post.editor.titleInput.fill(title);
    await post.editor.publishButton.click();
    await post.toasts.expectShown('status', t('ru', 'errors:notification-create-success'));
    await expect(post.editor.dialog).toHaveCount(0);
    expect(await postStatus(request, postId)).toBe(404); // still waiting: nobody else sees it

    // The moderator approves the edited post: now everyone reads it.
    await moderation.gotoKind('post');
    await waitForHydration(moderatorPage);
    await moderation.approveButton(await moderation.open(title)).click();
    await moderation.expectDone('approve');
    expect(await postStatus(request, postId)).toBe(200);

    // Another member comments; the comment waits for the moderator too.
    const commenter = newPerson(testInfo);
    const commenterContext = await otherBrowser(browser, baseURL, clientIp);
    const commenterPage = await commenterContext.newPage();
    await signUp(commenterPage.request, commenter);
    const theirView = new FeedPostPage(commenterPage);
    await theirView.gotoPost(postId);
    await waitForHydration(commenterPage);
    await expect(theirView.heading).toHaveText(title);
    const text = `Доктор Петрова в Northbrook, очень внимательная. ${testInfo.project.name}`;
    await theirView.commentInput.fill(text);
    await theirView.sendCommentButton.click();
    await theirView.toasts.expectShown('status', t('ru', 'errors:notification-comment-success'));
    await expect(theirView.statusBadge(theirView.comment(text), 'pending')).toBeVisible();

    await moderation.gotoKind('comment');
    await waitForHydration(moderatorPage);
    const queuedComment = await moderation.open(text);
    await expect(queuedComment).toContainText(`${commenter.firstName} ${commenter.lastName[0]}.`);
    await moderation.approveButton(queuedComment).click();
    await moderation.expectDone('approve');

    // The author is notified of the approval and of the new comment, opens it, and it is read.
    await feed.goto();
    await waitForHydration(page);
    await expect(bell.button).toHaveAccessibleName(bell.label(2));
    await bell.button.click();
    await expect(bell.item('post_approved', title)).toBeVisible();
    // Read through the notifications page's action, whichever page the bell is on.
    const read = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/profile/notifications.data');
    await bell.item('ForumComment', title).click();
    expect((await read).ok()).toBe(true);
    await expect(page).toHaveURL(`/feed/${postId}`);
    await expect(post.comment(text)).toBeVisible();
    await expect(bell.button).toHaveAccessibleName(bell.label(1));
    const mine = await notifications(page.request);
    expect(mine.unread).toBe(1);
    expect(mine.data.data.find((n) => n.type === 'ForumComment')).toMatchObject({ data: { post_id: postId, post_title: title } });
    expect(mine.data.data.find((n) => n.type === 'ForumComment')!.read_at).not.toBeNull();

    await moderatorContext.close();
    await commenterContext.close();
  });
});
