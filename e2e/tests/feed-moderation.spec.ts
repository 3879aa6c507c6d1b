import type { RejectTemplate } from '@gazeta/contract';
import { DEMO_READER, newPerson, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { createComment, createPost, DEMO_MODERATOR, feed, feedTags, notifications, uniqueTitle } from '../helpers/feed.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, test } from '../fixtures.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { NotificationBell } from '../pages/notification-bell.ts';

/** The one review queue (decision 059), worked as a moderator does: the list, the keys, a template. */
test.describe('Review queue', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('is not there for a reader; the old moderation address leads to it', async ({ page, consoleErrors }) => {
    test.skip(isPhone(test.info()), 'does not depend on the screen');
    consoleErrors.allow(/status of 404/);
    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
    expect((await page.goto('/newsroom/review'))?.status()).toBe(404);
    expect((await page.goto('/feed/moderation'))?.status()).toBe(404);
    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    await page.goto('/feed/moderation?kind=comments');
    await expect(page).toHaveURL(/\/newsroom\/review\?kind=comment$/);
  });

  test('a moderator works the queue with the keyboard and rejects with a template; the author reads the reason', { tag: '@layout' }, async ({ page, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(120_000);
    // A member sends two posts.
    const authorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const author = await authorContext.newPage();
    await signUp(author.request, newPerson(testInfo));
    const [tag] = await feedTags(author.request);
    const first = await createPost(author.request, { title: uniqueTitle('Где купить ёлку', testInfo.project.name), tagId: tag!.tag_id });
    const second = await createPost(author.request, { title: uniqueTitle('Продаю санки', testInfo.project.name), tagId: tag!.tag_id });

    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const templates = ((await (await page.request.get('/api/newsroom/review-templates')).json()) as { data: RejectTemplate[] }).data;
    const moderation = new ModerationPage(page);
    await moderation.goto(`/newsroom/review?kind=post&item=post:${first.id}`);
    await waitForHydration(page);
    await expect(moderation.chip('post')).toHaveAttribute('aria-current', 'page');
    await expect(moderation.detail).toContainText(first.title);
    expect(await seriousViolations(page)).toEqual([]);

    // ? shows the keys; j and k move through the list, and the move is announced.
    await page.keyboard.press('?');
    await expect(page.getByRole('heading', { name: t('ru', 'newsroom:review.shortcuts.title') })).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('heading', { name: t('ru', 'newsroom:review.shortcuts.title') })).toBeHidden();
    await page.keyboard.press('j');
    await expect(page).toHaveURL(new RegExp(`item=post%3A${second.id}|item=post:${second.id}`));
    await expect(moderation.detail).toContainText(second.title);
    await expect(moderation.announcer).toContainText(second.title);
    await page.keyboard.press('k');
    await expect(moderation.detail).toContainText(first.title);
    await expect(moderation.entry(first.title)).toHaveAttribute('aria-current', 'true');

    // r goes to the reason; a typed there is a letter, not an approval.
    await page.keyboard.press('r');
    const item = moderation.item(first.title);
    await expect(moderation.reasonInput(item)).toBeFocused();
    await page.keyboard.type('a');
    await expect(moderation.reasonInput(item)).toHaveValue('a');
    await expect(moderation.detail).toContainText(first.title);

    // A template fills the reason in the author's language; it is sent as edited.
    const template = templates[0]!;
    await moderation.template(item).selectOption(String(template.id));
    await expect(moderation.reasonInput(item)).toHaveValue(template.text.ru);
    await moderation.rejectButton(item).click();
    await moderation.expectDone('reject');
    // The next one is selected: a approves it.
    await expect(moderation.detail).toContainText(second.title);
    await moderation.main.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('a');
    await moderation.expectDone('approve');
    await expect(moderation.entry(first.title)).toHaveCount(0);
    await expect(moderation.entry(second.title)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('review-queue.png'), fullPage: true });

    // The author: told why, in their language, with the post to fix and resend.
    const types = (await notifications(author.request)).data.data.map((n) => [n.type, n.data.rejection_reason]);
    expect(types).toEqual(expect.arrayContaining([['post_rejected', template.text.ru], ['post_approved', null]]));
    await author.goto('/feed');
    await waitForHydration(author);
    const bell = new NotificationBell(author);
    await bell.button.click();
    await expect(bell.panel.getByText(t('ru', 'feed:notifications.reason', { reason: template.text.ru }))).toBeVisible();
    await bell.item('post_rejected', first.title).click();
    await expect(author).toHaveURL(new RegExp(`/feed/${first.id}$`));
    await authorContext.close();
  });

  test('a comment needs a reason to be rejected; an approved one is published', async ({ page, browser, baseURL, request, clientIp }, testInfo) => {
    const writerContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const writer = writerContext.request;
    await signUp(writer, newPerson(testInfo));
    const target = (await feed(request)).data[0]!;
    const good = await createComment(writer, target.id, `Полезно, спасибо! ${testInfo.project.name} ${Date.now()}`);
    const bad = await createComment(writer, target.id, `Купите мои часы ${testInfo.project.name} ${Date.now()}`);

    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderation = new ModerationPage(page);
    const badItem = await moderation.openItem('comment', bad.id, bad.text);
    await waitForHydration(page);
    await moderation.rejectButton(badItem).click();
    await expect(moderation.main.getByRole('alert')).toContainText(t('ru', 'errors:error-rejection-reason-required'));
    await expect(moderation.reasonInput(badItem)).toHaveAttribute('aria-invalid', 'true');
    await moderation.reasonInput(badItem).fill('Реклама');
    await moderation.rejectButton(badItem).click();
    await moderation.expectDone('reject');
    await expect(moderation.entry(bad.text)).toHaveCount(0);

    const goodItem = await moderation.openItem('comment', good.id, good.text);
    await waitForHydration(page);
    await moderation.approveButton(goodItem).click();
    await moderation.expectDone('approve');
    await expect(moderation.entry(good.text)).toHaveCount(0);
    const types = (await notifications(writer)).data.data.map((n) => n.type).sort();
    expect(types).toEqual(['comment_approved', 'comment_rejected']);
    await writerContext.close();
  });

  test('a moderator’s own post waits for another moderator: no decision, a note instead', async ({ page }, testInfo) => {
    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const [tag] = await feedTags(page.request);
    const title = uniqueTitle('Своя публикация', testInfo.project.name);
    const post = await createPost(page.request, { title, tagId: tag!.tag_id });
    const moderation = new ModerationPage(page);
    const own = await moderation.openItem('post', post.id, title);
    await expect(own.getByText(t('ru', 'newsroom:review.own'))).toBeVisible();
    await expect(moderation.approveButton(own)).toHaveCount(0);
    await expect(moderation.rejectButton(own)).toHaveCount(0);
  });

  for (const locale of ['ru', 'en'] as const) {
    test(`has no serious accessibility violations (${locale}), each kind's preview included`, async ({ page }) => {
      test.skip(isPhone(test.info()), 'the layout test runs it at 360 px');
      await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
      const moderation = new ModerationPage(page, locale);
      for (const kind of ['classified', 'business', 'event', 'banner', 'display-ad', 'social-request'] as const) {
        await moderation.goto(`/newsroom/review?kind=${kind}&lang=${locale}`);
        await expect(moderation.heading).toHaveText(t(locale, 'newsroom:review.title'));
        expect(await seriousViolations(page), kind).toEqual([]);
      }
    });
  }
});
