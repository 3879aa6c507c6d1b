import { REDIRECT_DELAY_MS } from '@gazeta/contract';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { createPost, feed, feedPost, feedTags, imageFile, postStatus, uniqueTitle } from '../helpers/feed.ts';
import { t } from '../helpers/i18n.ts';
import { expect, test } from '../fixtures.ts';
import { FeedPage } from '../pages/feed-page.ts';
import { FeedPostPage } from '../pages/feed-post-page.ts';

test.describe('Feed: writing a post', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('signed out, the write button says a sign-in is needed, then goes to /login after 1.5 s', async ({ page }) => {
    await page.clock.install();
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    // The page's time stands still from here: only runFor moves it, so a slow machine cannot
    // blur the 1.5 s.
    await page.clock.pauseAt(Date.now() + 1_000);

    await list.sidebar.writeButton.click();

    await list.toasts.expectShown('alert', t('ru', 'errors:notification-auth-required'));
    await page.clock.runFor(REDIRECT_DELAY_MS - 100);
    await expect(page).toHaveURL('/feed');
    await page.clock.runFor(200);
    await expect(page).toHaveURL('/login');
  });

  test('empty title or text, and a fifth picture, are refused with toasts', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const [tag] = await feedTags(request);
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    await list.sidebar.writeButton.click();
    const editor = list.editor;
    await expect(editor.dialog).toBeVisible();
    await expect(editor.contentInput).toBeVisible();

    await editor.publishButton.click();
    await list.toasts.expectShown('alert', t('ru', 'errors:error-empty-fields'));
    // While the pop-up is open the toasts are inside it (the page behind is inert), and can be closed.
    await list.toasts.alert(t('ru', 'errors:error-empty-fields')).getByRole('button', { name: t('ru', 'common:toast.dismiss') }).click();
    await expect(list.toasts.alert(t('ru', 'errors:error-empty-fields'))).toHaveCount(0);

    await editor.fill({ title: 'Только заголовок', category: tag!.name_ru });
    await editor.saveDraftButton.click();
    await list.toasts.expectShown('alert', t('ru', 'errors:error-empty-fields'), 2);

    // The title stops at 150 characters, and says how many there are.
    await editor.titleInput.fill('я'.repeat(160));
    await expect(editor.titleInput).toHaveValue('я'.repeat(150));
    await expect(editor.dialog.getByText(t('ru', 'feed:editor.titleCount', { count: 150, max: 150 }))).toBeVisible();

    await editor.imageInput.setInputFiles(['1', '2', '3', '4', '5'].map((n) => imageFile(`${n}.png`)));
    await expect(editor.previews).toHaveCount(4);
    await list.toasts.expectShown('alert', t('ru', 'errors:notification-max-images'));

    await editor.removeImageButton(2).click();
    await expect(editor.previews).toHaveCount(3);
    await editor.imageInput.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await list.toasts.expectShown('alert', t('ru', 'errors:error-image-invalid'));
    await expect(editor.previews).toHaveCount(3);

    // Nothing was sent.
    expect((await feed(page.request, { view: 'my' })).total).toBe(0);
  });

  test('a post with a picture goes to moderation and shows to its author with a badge', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const [tag] = await feedTags(request);
    const title = uniqueTitle('Ищу попутчиков до Милуоки', testInfo.project.name);
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);

    await list.sidebar.writeButton.click();
    const editor = list.editor;
    await editor.fill({ title, category: tag!.name_ru, text: 'Еду в субботу утром, ' });
    await editor.tool('bold').click();
    await page.keyboard.type('есть два места');
    await editor.imageInput.setInputFiles([imageFile('photo.png')]);
    await expect(editor.previews).toHaveCount(1);
    // The form goes to the feed's action (the only page action that takes files), which passes it to the API.
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/feed.data' && r.request().method() === 'POST');
    await editor.publishButton.click();

    // Multipart as spec §7 names it (the fields are checked by the unit test of the form).
    expect((await sent).status()).toBe(200);
    expect((await sent).request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await list.toasts.expectShown('status', t('ru', 'feed:editor.requestAwait'));
    await list.toasts.expectShown('status', t('ru', 'errors:notification-create-success'));
    await expect(editor.dialog).toHaveCount(0);
    await expect(page).toHaveURL('/feed?view=my');
    const card = list.card(title);
    await expect(list.statusBadge(card, 'pending')).toBeVisible();

    const [mine] = (await feed(page.request, { view: 'my' })).data;
    expect(mine).toMatchObject({ title, status: 'pending', tag: { tag_id: tag!.tag_id } });
    expect(mine!.images).toHaveLength(1);
    const full = await feedPost(page.request, mine!.id);
    expect(full.content).toContain('<strong>есть два места</strong>');
    // Nobody else sees it before a moderator has.
    expect(await postStatus(request, mine!.id)).toBe(404);

    await list.postLink(title).click();
    const post = new FeedPostPage(page);
    await expect(post.heading).toHaveText(title);
    await expect(post.statusBadge(post.post, 'pending')).toBeVisible();
    await expect(post.post.getByText(t('ru', 'feed:post.pendingNote'))).toBeVisible();
    await expect(post.commentsClosed).toBeVisible();
    // Nothing to share before it is public: nobody else could open the link.
    await expect(post.share.group).toHaveCount(0);
  });

  test('a draft is saved, and resumed in the pop-up with what it had', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const [, tag] = await feedTags(request);
    const title = uniqueTitle('Черновик про дачу', testInfo.project.name);
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);

    await list.sidebar.writeButton.click();
    await list.editor.fill({ title, category: tag!.name_ru, text: 'Начало истории' });
    await list.editor.saveDraftButton.click();

    await list.toasts.expectShown('status', t('ru', 'errors:notification-draft-saved'));
    await expect(page).toHaveURL('/feed?view=my');
    const card = list.card(title);
    await expect(list.statusBadge(card, 'draft')).toBeVisible();

    await card.getByRole('button', { name: t('ru', 'feed:post.continueNamed', { title }) }).click();

    await expect(list.editor.editDialog).toBeVisible();
    await expect(list.editor.titleInput).toHaveValue(title);
    await expect(list.editor.categorySelect).toHaveValue(String(tag!.tag_id));
    await expect(list.editor.contentInput).toHaveText('Начало истории');
    await list.editor.contentInput.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' и продолжение.');
    await list.editor.publishButton.click();

    await list.toasts.expectShown('status', t('ru', 'errors:notification-create-success'));
    await expect(list.statusBadge(list.card(title), 'pending')).toBeVisible();
  });

  test('its author deletes a post after confirming, and it is gone', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const [tag] = await feedTags(request);
    const title = uniqueTitle('Отдам велосипед', testInfo.project.name);
    const created = await createPost(page.request, { title, tagId: tag!.tag_id });
    const post = new FeedPostPage(page);
    await post.gotoPost(created.id);
    await waitForHydration(page);

    await post.deleteButton.click();
    const confirm = page.getByRole('dialog', { name: t('ru', 'feed:post.deleteQuestion') });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: t('ru', 'feed:post.deleteConfirm'), exact: true }).click();

    await post.toasts.expectShown('status', t('ru', 'feed:post.deleted'));
    await expect(page).toHaveURL('/feed?view=my');
    await expect(page.getByText(title)).toHaveCount(0);
    expect(await postStatus(page.request, created.id)).toBe(404);
  });
});
