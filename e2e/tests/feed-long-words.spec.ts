import type { Locator } from '@playwright/test';
import { newPerson, signIn, signUp } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { createComment, createPost, feed, feedTags, signInAsModerator } from '../helpers/feed.ts';
import { horizontalOverflow } from '../helpers/layout.ts';
import { expect, test } from '../fixtures.ts';
import { FeedPage } from '../pages/feed-page.ts';
import { FeedPostPage } from '../pages/feed-post-page.ts';
import { ModerationPage } from '../pages/moderation-page.ts';

/** A pasted address: 300 characters with no space or hyphen to break at (`tag` tells two tests apart). */
const longWord = (tag: string) => `https://example.com/${tag}/${'a1b2c3d4e5'.repeat(30)}`.slice(0, 300);

/** In view from edge to edge, and nothing lies over it where a finger or the mouse would press. */
async function expectUsable(button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  await button.click({ trial: true });
}

test.describe('Feed: readers\u2019 long words wrap', () => {
  test.use({ ownClientIp: true });

  test('a 300-character address in a post, a comment and a rejection reason never widens the queue, the post or the author\u2019s pages', { tag: '@layout' }, async ({ page, request, playwright, baseURL, clientIp }, testInfo) => {
    // Not yet: on the review queue the decision buttons of a long item end a pixel below the
    // screen's edge on a desktop after scrolling into view (issue #27 note).
    test.fixme(testInfo.project.name === 'desktop', 'the review item\u2019s buttons are not wholly in view on a desktop');
    test.setTimeout(90_000);
    // A reader writes a post with a long address in its title and text, and a comment with one.
    const writer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const person = newPerson(testInfo);
    await signUp(writer, person);
    const [tag] = await feedTags(request);
    const word = longWord(`${testInfo.project.name}${Math.random().toString(36).slice(2, 8)}`);
    const title = `${testInfo.project.name} ${word.slice(0, 120)}`;
    const post = await createPost(writer, { title, content: `<p>Смотрите ${word} — там всё написано.</p>`, tagId: tag!.tag_id });
    const target = (await feed(request)).data[0]!;
    const comment = await createComment(writer, target.id, `Ссылка: ${word}`);
    await writer.dispose();

    // The moderator's queue: the post, then the comment.
    await signInAsModerator(page.request);
    const moderation = new ModerationPage(page);
    const item = await moderation.openItem('post', post.id, title);
    await waitForHydration(page);
    await expect(item).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectUsable(moderation.approveButton(item));
    await expectUsable(moderation.rejectButton(item));
    await expectUsable(moderation.reasonInput(item));
    // The reason the author will read is a long address too.
    await moderation.reasonInput(item).fill(`Битая ссылка: ${word}`);
    await moderation.rejectButton(item).click();
    await moderation.expectDone('reject');

    const commentItem = await moderation.openItem('comment', comment.id, comment.text);
    await expect(commentItem).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectUsable(moderation.approveButton(commentItem));
    await expectUsable(moderation.rejectButton(commentItem));

    // The post pages (a moderator sees the comment waiting).
    const postPage = new FeedPostPage(page);
    await postPage.gotoPost(post.id);
    await expect(postPage.heading).toHaveText(title);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await postPage.gotoPost(target.id);
    await expect(postPage.comment(comment.text)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The author: "my posts" with the reason, the post, the notification of the rejection.
    // Leave the moderator's page first: its bell would poll without a session and log the 401.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signIn(page.request, person.email, person.password);
    const mine = new FeedPage(page);
    await mine.goto('/feed?view=my');
    await expect(mine.card(title).getByText(`Битая ссылка: ${word}`)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await postPage.gotoPost(post.id);
    await expect(postPage.post.getByText(`Битая ссылка: ${word}`)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectUsable(postPage.deleteButton);
    await page.goto('/profile/notifications');
    await expect(page.getByRole('main').getByText(word, { exact: false }).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
