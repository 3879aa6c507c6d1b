import { REDIRECT_DELAY_MS } from '@gazeta/contract';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
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
    await expect(editor.titleInput).toBeFocused();
    await list.toasts.expectShown('alert', t('ru', 'errors:error-empty-fields'));
    // While the pop-up is open the toasts are inside it (the page behind is inert), and can be closed.
    await list.toasts.alert(t('ru', 'errors:error-empty-fields')).getByRole('button', { name: t('ru', 'common:toast.dismiss') }).click();
    await expect(list.toasts.alert(t('ru', 'errors:error-empty-fields'))).toHaveCount(0);
    // Each empty field also says so beside itself, read with it; the first took the focus.
    await expect(editor.titleInput).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.titleInput).toHaveAccessibleDescription(new RegExp(t('ru', 'feed:editor.titleMissing')));
    await expect(editor.dialog.getByText(t('ru', 'feed:editor.titleMissing'))).toBeVisible();
    await expect(editor.contentInput).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.contentInput).toHaveAccessibleDescription(new RegExp(t('ru', 'feed:editor.contentMissing')));
    await expect(editor.categoryGroup).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.categoryGroup).toHaveAccessibleDescription(new RegExp(t('ru', 'feed:editor.tagMissing')));

    // A filled field drops its message at once; the empty text keeps its own.
    await editor.fill({ title: 'Только заголовок', category: tag!.name_ru });
    await expect(editor.titleInput).not.toHaveAttribute('aria-invalid');
    await expect(editor.dialog.getByText(t('ru', 'feed:editor.titleMissing'))).toHaveCount(0);
    await expect(editor.categoryGroup).not.toHaveAttribute('aria-invalid');
    await editor.saveDraftButton.click();
    await list.toasts.expectShown('alert', t('ru', 'errors:error-empty-fields'), 2);
    await expect(editor.contentInput).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.dialog.getByText(t('ru', 'feed:editor.contentMissing'))).toBeVisible();
    await expect(editor.contentInput).toBeFocused();

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
    await expect(list.editor.categoryOption(tag!.name_ru)).toBeChecked();
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

test.describe('Feed: the editor\'s category picker', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('lists every category in the interface language\'s order, in letter sections, and finds them as you type', { tag: '@layout' }, async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const tags = await feedTags(request);
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    await list.sidebar.writeButton.click();
    const editor = list.editor;
    await expect(editor.categoryGroup).toBeVisible();

    const sorted = tags.map((tag) => tag.name_ru).sort((a, b) => a.localeCompare(b, 'ru'));
    expect(await editor.categoryOptions.evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.textContent!.trim()))).toEqual(sorted);
    const initial = (name: string) => name.charAt(0).toLocaleUpperCase('ru').replace('Ё', 'Е');
    const firstLetter = initial(sorted[0]!);
    await expect(editor.categorySection(firstLetter).getByRole('radio').first()).toHaveAccessibleName(sorted[0]!);
    await expect(editor.dialog.getByText(t('ru', 'feed:editor.tagNone'))).toBeVisible();

    // Typing narrows the list (either language matches) and says how many are left.
    const medicine = tags.filter((tag) => /мед/i.test(tag.name_ru)).map((tag) => tag.name_ru).sort((a, b) => a.localeCompare(b, 'ru'));
    expect(medicine.length).toBeGreaterThan(1);
    await editor.categoryFilter.fill('МЕД');
    await expect(editor.categoryOptions).toHaveCount(medicine.length);
    await expect(editor.categoryGroup.getByRole('status')).toHaveText(t('ru', 'feed:editor.tagMatches', { count: medicine.length }));
    await editor.categoryFilter.fill('zzzz');
    await expect(editor.categoryOptions).toHaveCount(0);
    await expect(editor.categoryGroup.getByRole('status')).toHaveText(t('ru', 'feed:sidebar.nothingMatches'));

    // With the fields marked empty as well, the pop-up passes the accessibility checks, its
    // toasts on screen included.
    await editor.categoryFilter.fill('');
    await editor.publishButton.click();
    await expect(editor.categoryGroup).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('works from the keyboard: Enter picks the first match, arrows move the choice, nothing is sent', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const tags = await feedTags(request);
    const list = new FeedPage(page);
    await list.goto();
    await waitForHydration(page);
    await list.sidebar.writeButton.click();
    const editor = list.editor;
    await expect(editor.categoryGroup).toBeVisible();
    const medicine = tags.filter((tag) => /мед/i.test(tag.name_ru)).map((tag) => tag.name_ru).sort((a, b) => a.localeCompare(b, 'ru'));

    await editor.categoryFilter.fill('мед');
    await editor.categoryFilter.press('Enter');
    await expect(editor.categoryOption(medicine[0]!)).toBeChecked();
    await expect(editor.categoryOption(medicine[0]!)).toBeFocused();
    await expect(editor.categoryGroup).toHaveAccessibleDescription(new RegExp(medicine[0]!));
    await page.keyboard.press('ArrowDown');
    await expect(editor.categoryOption(medicine[1]!)).toBeChecked();
    await expect(editor.categoryOption(medicine[0]!)).not.toBeChecked();

    // The chosen category stays in the list whatever is typed, so it can be seen and changed.
    await editor.categoryFilter.fill('хоккей');
    await expect(editor.categoryOption(medicine[1]!)).toBeChecked();
    await editor.categoryFilter.press('ArrowDown');
    await expect(editor.categoryOption(medicine[1]!)).toBeFocused();
    // Enter in the filter never sent the post.
    await expect(editor.dialog).toBeVisible();
    expect((await feed(page.request, { view: 'my' })).total).toBe(0);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('sorts and files the categories by their English names', async ({ page, request }, testInfo) => {
      const person = newPerson(testInfo);
      await signUp(page.request, person);
      const tags = await feedTags(request);
      const list = new FeedPage(page, 'en');
      await list.goto();
      await waitForHydration(page);
      await list.sidebar.writeButton.click();
      const editor = list.editor;
      await expect(editor.categoryGroup).toBeVisible();

      const sorted = tags.map((tag) => tag.name_en).sort((a, b) => a.localeCompare(b, 'en'));
      expect(await editor.categoryOptions.evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.textContent!.trim()))).toEqual(sorted);
      const letters = [...new Set(sorted.map((name) => name.charAt(0).toUpperCase()))];
      for (const letter of letters) {
        const names = sorted.filter((name) => name.charAt(0).toUpperCase() === letter);
        await expect(editor.categorySection(letter).getByRole('radio')).toHaveCount(names.length);
      }
    });
  });
});
