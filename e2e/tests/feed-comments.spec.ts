import { newPerson, signUp } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { comments, createPost, feed, feedTags, moderate, signInAsModerator, uniqueTitle } from '../helpers/feed.ts';
import { t } from '../helpers/i18n.ts';
import { expect, test } from '../fixtures.ts';
import { FeedPostPage } from '../pages/feed-post-page.ts';

test.describe('Feed: comments', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  /** An approved post with an approved comment to answer. */
  async function postWithComment(request: Parameters<typeof feed>[0]) {
    for (const post of (await feed(request)).data) {
      if (post.comments_count === 0) continue;
      const first = (await comments(request, post.id)).data.find((c) => c.reply_to === null && c.status === 'approved');
      if (first) return { post, comment: first };
    }
    throw new Error('no seeded post with a comment');
  }

  test('a comment and a reply wait for moderation, shown to their author with a badge; line breaks are kept', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const { post: target, comment: parent } = await postWithComment(request);
    const post = new FeedPostPage(page);
    await post.gotoPost(target.id);
    await waitForHydration(page);

    await post.commentInput.fill(`Спасибо за совет!\nЗапишу адрес. ${testInfo.project.name}`);
    await post.sendCommentButton.click();

    await post.toasts.expectShown('status', t('ru', 'errors:notification-comment-success'));
    await expect(post.commentInput).toHaveValue('');
    const mine = post.comment(`Запишу адрес. ${testInfo.project.name}`);
    // At once, where its author looks: the page brings it into view and gives it the focus.
    await expect(mine).toBeFocused();
    await expect(mine).toBeInViewport();
    await expect(post.statusBadge(mine, 'pending')).toBeVisible();
    await expect(mine.getByText(`Спасибо за совет!\nЗапишу адрес. ${testInfo.project.name}`)).toBeVisible();
    // Plain text with its line break, never HTML.
    expect(await mine.getByText('Спасибо за совет!', { exact: false }).evaluate((el) => el.innerHTML)).not.toContain('<br');

    const parentArticle = post.comment(parent.text).first();
    await parentArticle.getByRole('link', { name: t('ru', 'feed:comments.replyTo', { name: parent.author.name }), exact: true }).click();
    await expect(post.replyInput).toBeFocused();
    await post.replyInput.fill(`Согласна с вами, ${testInfo.project.name}`);
    await post.sendReplyButton.click();

    await post.toasts.expectShown('status', t('ru', 'errors:notification-comment-success'), 2);
    await expect(post.replyInput).toHaveCount(0);
    const reply = post.main
      .getByRole('list', { name: t('ru', 'feed:comments.repliesTo', { name: parent.author.name }), exact: true })
      .getByRole('article')
      .filter({ hasText: `Согласна с вами, ${testInfo.project.name}` });
    await expect(reply).toBeVisible();
    await expect(reply).toBeFocused();
    await expect(post.statusBadge(reply, 'pending')).toBeVisible();

    // Nobody else sees them yet.
    const publicComments = (await comments(request, target.id)).data.map((c) => c.text);
    expect(publicComments.some((text) => text.includes(testInfo.project.name) && text.includes('Согласна'))).toBe(false);
  });

  test("an empty comment is refused; one's own comment can be edited and deleted", async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const { post: target } = await postWithComment(request);
    const post = new FeedPostPage(page);
    await post.gotoPost(target.id);
    await waitForHydration(page);

    await post.commentInput.fill('   ');
    await post.sendCommentButton.click();
    await post.toasts.expectShown('alert', t('ru', 'errors:error-comment-empty'));

    await post.commentInput.fill(`Первый вариант ${testInfo.project.name}`);
    await post.sendCommentButton.click();
    const mine = post.comment(`Первый вариант ${testInfo.project.name}`);
    await expect(mine).toBeVisible();

    await mine.getByRole('link', { name: t('ru', 'feed:comments.edit'), exact: true }).click();
    const editInput = post.main.getByRole('textbox', { name: t('ru', 'feed:comments.editLabel'), exact: true }).last();
    await expect(editInput).toBeFocused();
    await editInput.fill(`Второй вариант ${testInfo.project.name}`);
    await post.main.getByRole('button', { name: t('ru', 'feed:comments.save'), exact: true }).click();
    const edited = post.comment(`Второй вариант ${testInfo.project.name}`);
    await expect(edited).toBeVisible();
    await expect(post.comment(`Первый вариант ${testInfo.project.name}`)).toHaveCount(0);

    await edited.getByRole('button', { name: t('ru', 'feed:comments.delete'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('ru', 'feed:comments.deleteQuestion') });
    await confirm.getByRole('button', { name: t('ru', 'feed:comments.deleteConfirm'), exact: true }).click();

    await post.toasts.expectShown('status', t('ru', 'feed:comments.deleted'));
    await expect(edited).toHaveCount(0);
  });

  test('a post with no comments says so once, until its first comment', async ({ page, request, playwright, baseURL, clientIp }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const [tag] = await feedTags(request);
    const created = await createPost(page.request, { title: uniqueTitle('Без комментариев', testInfo.project.name), tagId: tag!.tag_id });
    const moderator = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    await signInAsModerator(moderator);
    await moderate(moderator, 'posts', created.id, { decision: 'approve' });
    await moderator.dispose();

    const post = new FeedPostPage(page);
    await post.gotoPost(created.id);
    await waitForHydration(page);
    const heading = post.main.getByRole('heading', { level: 2, name: t('ru', 'feed:comments.headingNone'), exact: true });
    await expect(heading).toBeVisible();
    await expect(post.main.getByText(t('ru', 'feed:comments.none'), { exact: true })).toHaveCount(1);
    await expect(post.main.getByText(t('ru', 'feed:comments.heading', { count: 0 }))).toHaveCount(0);

    // Its first comment (waiting for moderation) is there at once; "no comments" is no longer said.
    await post.commentInput.fill(`Первый! ${testInfo.project.name}`);
    await post.sendCommentButton.click();
    const mine = post.comment(`Первый! ${testInfo.project.name}`);
    await expect(post.statusBadge(mine, 'pending')).toBeVisible();
    await expect(post.main.getByText(t('ru', 'feed:comments.none'), { exact: true })).toHaveCount(0);
    await expect(heading).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a sent comment shows in its author\'s thread, waiting for moderation, with a link to it', async ({ page, request }, testInfo) => {
      const person = newPerson(testInfo);
      await signUp(page.request, person);
      const { post: target } = await postWithComment(request);
      const post = new FeedPostPage(page);
      await post.gotoPost(target.id);

      await post.commentInput.fill(`Без скриптов ${testInfo.project.name}`);
      await post.sendCommentButton.click();

      const mine = post.comment(`Без скриптов ${testInfo.project.name}`);
      await expect(post.statusBadge(mine, 'pending')).toBeVisible();
      const status = post.main.getByRole('status').filter({ hasText: t('ru', 'errors:notification-comment-success') });
      const link = status.getByRole('link', { name: t('ru', 'feed:comments.showMine'), exact: true });
      const id = await mine.getAttribute('id');
      await expect(link).toHaveAttribute('href', new RegExp(`#${id}$`));
      await link.click();
      await expect(mine).toBeInViewport();
    });
  });

  test('signed out, the thread offers a sign-in instead of a form', async ({ page, request }) => {
    const { post: target } = await postWithComment(request);
    const post = new FeedPostPage(page);
    await post.gotoPost(target.id);
    await expect(post.signInToComment).toBeVisible();
    await expect(post.commentInput).toHaveCount(0);
    await expect(post.main.getByRole('link', { name: t('ru', 'feed:comments.reply'), exact: true })).toHaveCount(0);
  });
});
