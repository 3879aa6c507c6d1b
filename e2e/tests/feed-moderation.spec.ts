import { DEMO_READER, newPerson, signIn, signUp } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { comments, createComment, createPost, DEMO_MODERATOR, feed, feedTags, notifications, uniqueTitle } from '../helpers/feed.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, test } from '../fixtures.ts';
import { ModerationPage } from '../pages/moderation-page.ts';

test.describe('Feed: moderation', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('is not there for a reader', async ({ page, consoleErrors }) => {
    test.skip(isPhone(test.info()), 'does not depend on the screen');
    consoleErrors.allow(/status of 404/);
    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
    const response = await page.goto('/feed/moderation');
    expect(response?.status()).toBe(404);
  });

  test('a moderator approves a comment, and rejects one only with a reason', async ({ page, browser, baseURL, request, clientIp }, testInfo) => {
    // A reader writes two comments on a published post.
    const writerContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const writer = writerContext.request;
    const person = newPerson(testInfo);
    await signUp(writer, person);
    const target = (await feed(request)).data[0]!;
    const good = await createComment(writer, target.id, `Полезно, спасибо! ${testInfo.project.name}`);
    const bad = await createComment(writer, target.id, `Купите мои часы ${testInfo.project.name}`);

    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderation = new ModerationPage(page);
    await moderation.goto('/feed/moderation?kind=comments');
    await waitForHydration(page);
    const commentsTab = moderation.queues.getByRole('link', { name: new RegExp(`^${t('ru', 'feed:moderation.tabs.comments', { count: 0 }).split(' ')[0]!}`) });
    await expect(commentsTab).toHaveAttribute('aria-current', 'page');

    const badItem = moderation.commentItem(`${person.firstName} ${person.lastName[0]}.`).filter({ hasText: bad.text });
    await moderation.rejectButton(badItem).click();
    await moderation.toasts.expectShown('alert', t('ru', 'errors:error-rejection-reason-required'));
    await expect(moderation.reasonInput(badItem)).toHaveAttribute('aria-invalid', 'true');
    await moderation.reasonInput(badItem).fill('Реклама');
    await moderation.rejectButton(badItem).click();
    await moderation.toasts.expectShown('status', t('ru', 'feed:moderation.rejected'));
    await expect(badItem).toHaveCount(0);

    const goodItem = moderation.commentItem(`${person.firstName} ${person.lastName[0]}.`).filter({ hasText: good.text });
    await moderation.approveButton(goodItem).click();
    await moderation.toasts.expectShown('status', t('ru', 'feed:moderation.approved'));
    await expect(goodItem).toHaveCount(0);

    expect((await comments(request, target.id)).data.map((c) => c.text)).toContain(good.text);
    const types = (await notifications(writer)).data.data.map((n) => n.type).sort();
    expect(types).toEqual(['comment_approved', 'comment_rejected']);
    await writerContext.close();
  });

  test('a moderator’s own post waits for another moderator: no decision buttons, a note instead', async ({ page }, testInfo) => {
    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const [tag] = await feedTags(page.request);
    const title = uniqueTitle('Своя публикация', testInfo.project.name);
    await createPost(page.request, { title, tagId: tag!.tag_id });

    const moderation = new ModerationPage(page);
    await moderation.goto('/feed/moderation');
    const own = moderation.item(title);
    await expect(own).toBeVisible();
    await expect(own.getByText(t('ru', 'feed:moderation.ownItem'))).toBeVisible();
    await expect(moderation.approveButton(own)).toHaveCount(0);
    await expect(moderation.rejectButton(own)).toHaveCount(0);
  });
});
