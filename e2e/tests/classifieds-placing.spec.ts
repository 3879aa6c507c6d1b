import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_RATES, publishDateOptions, quoteClassified, type ClassifiedWrite, type MyClassifiedsResponse } from '@gazeta/contract';
import { newPerson, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR } from '../helpers/feed.ts';
import { formatMoney } from '../helpers/format.ts';
import { deleteInPage } from '../helpers/forms.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { Toasts } from '../pages/toasts.ts';

const HERE = '/profile/classifields';

/** An ad placed through the API (multipart, as the form sends it). */
async function placeAd(request: APIRequestContext, fields: Record<string, string>): Promise<ClassifiedWrite> {
  const response = await request.post('/api/classifieds', { multipart: { section: 'services', type: 'offer', agree: '1', ...fields } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ClassifiedWrite;
}

const uniqueText = (project: string) => `Ремонт квартир под ключ, звоните (312) 555-0199 ${project} ${Math.random().toString(36).slice(2, 8)}`;

/** The create-or-update pop-up (or the form in the page, where it stands before JavaScript runs). */
function form(page: Page, scope = page.getByRole('dialog')) {
  const dialog = scope;
  return {
    dialog,
    section: dialog.getByLabel(t('ru', 'placing:form.section')),
    type: dialog.getByLabel(t('ru', 'placing:form.type')),
    title: dialog.getByLabel(t('ru', 'placing:form.title'), { exact: true }),
    text: dialog.getByLabel(t('ru', 'placing:form.text'), { exact: true }),
    version: (v: string) => dialog.getByLabel(t('ru', `placing:form.versions.${v}`)),
    edition: (name: string) => dialog.getByLabel(name, { exact: true }),
    issues: dialog.getByLabel(t('ru', 'placing:form.issues')),
    extra: (e: string) => dialog.getByLabel(t('ru', `placing:form.extra.${e}`)),
    date: dialog.getByLabel(t('ru', 'placing:form.publishDate')),
    agree: dialog.getByLabel(t('ru', 'placing:form.agree')),
    submit: dialog.getByRole('button', { name: t('ru', 'placing:form.submitNew') }),
    price: dialog.getByTestId('price'),
    words: dialog.getByTestId('word-count'),
    preview: dialog.getByTestId('print-preview'),
  };
}

test.describe('Classifieds: placing and managing an ad', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('places a print and web ad with extras, the price and the preview following the text', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await page.goto(`${HERE}?new=1`);
    await waitForHydration(page);
    const f = form(page);
    await expect(f.dialog).toBeVisible();
    await f.section.selectOption('services');
    await f.type.selectOption('offer');
    await f.title.fill('Ремонт');
    await f.version('both').check();
    const mine = (await (await page.request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse;
    await f.edition(mine.schedule.editions.find((e) => e.slug === 'chicagoland')!.name_ru).check();
    await f.issues.fill('2');
    await f.extra('bold').check();
    await f.extra('frame').check();
    await f.date.selectOption({ index: 1 });

    const text = uniqueText(testInfo.project.name);
    const extras = { bold: true, frame: true, hot: false, priority: false, photo: false };
    // Word by word: the price and the preview follow at once.
    const words = text.split(' ');
    for (const [i, word] of words.entries()) {
      await f.text.press('End');
      await f.text.pressSequentially(i === 0 ? word : ` ${word}`);
      if (i % 4 !== 3 && i !== words.length - 1) continue;
      const typed = words.slice(0, i + 1).join(' ');
      const quote = quoteClassified({ title: 'Ремонт', text: typed, version: 'both', editions: 1, issues: 2, extras }, DEFAULT_RATES);
      await expect(f.price).toHaveText(formatMoney(quote.totalCents, 'ru'));
      await expect(f.words).toHaveText(t('ru', 'placing:form.words', { count: quote.words }));
      await expect(f.preview).toContainText(typed);
    }
    await expect(f.preview.locator('.print-ad')).toHaveClass(/print-ad--bold/);
    await expect(f.preview.locator('.print-ad')).toHaveClass(/print-ad--frame/);
    await expect(f.preview).toContainText('РЕМОНТ');
    // Issues clamp to their limits as they are typed (spec §5).
    await f.issues.fill('99');
    await expect(f.issues).toHaveValue('52');
    await f.issues.fill('2');

    await f.agree.check();
    await f.submit.click();
    // A print ad owes its price: the pop-up offers to pay it at once, or later from the list.
    await new Toasts(page).expectShown('status', t('ru', 'errors:notification-classified-pay'));
    const pay = f.dialog.getByTestId('classified-pay');
    await expect(pay.getByRole('button', { name: t('ru', 'common:pay.amount', { amount: formatMoney(quoteClassified({ title: 'Ремонт', text, version: 'both', editions: 1, issues: 2, extras }, DEFAULT_RATES).totalCents, 'ru') }) })).toBeVisible();
    await pay.getByRole('button', { name: t('ru', 'common:pay.later') }).click();
    await expect(f.dialog).toBeHidden();
    const card = page.getByRole('article').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card).toContainText(t('ru', 'placing:page.status.awaiting_payment'));
    await expect(card.getByRole('listitem')).toHaveCount(2);
  });

  test('missing fields get their spec §5 messages beside them and in a toast; nothing typed is lost', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await page.goto(`${HERE}?new=1`);
    await waitForHydration(page);
    const f = form(page);
    await f.title.fill('Только заголовок');
    await f.version('print').check();
    await f.issues.fill('');
    await f.submit.click();
    await new Toasts(page).expectShown('alert', t('ru', 'errors:error-classified-section-required'));
    for (const code of ['error-classified-type-required', 'error-classified-description-required', 'error-classified-resources-required', 'error-classified-date-required', 'error-classified-issues', 'error-terms-required']) {
      await expect(f.dialog).toContainText(t('ru', `errors:${code}`));
    }
    await expect(f.title).toHaveValue('Только заголовок');
  });

  test('edits an ad (back to review) and deletes one after confirming', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const text = uniqueText(testInfo.project.name);
    await placeAd(page.request, { version: 'online', title: 'Уроки', text, publish_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) });
    await page.goto(HERE);
    await waitForHydration(page);
    const card = page.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: t('ru', 'placing:page.edit') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('ru', 'placing:form.title'), { exact: true }).fill('Уроки музыки');
    await dialog.getByLabel(t('ru', 'placing:form.agree')).check();
    await dialog.getByRole('button', { name: t('ru', 'placing:form.submitEdit') }).click();
    await new Toasts(page).expectShown('status', t('ru', 'errors:notification-classified-review'));
    const edited = page.getByRole('article').filter({ hasText: 'Уроки музыки' });
    await expect(edited).toContainText(t('ru', 'placing:page.status.awaiting_review'));

    await edited.getByRole('button', { name: t('ru', 'placing:page.delete') }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('ru', 'placing:page.delete') }).click();
    await new Toasts(page).expectShown('status', t('ru', 'placing:page.deleted'));
    await expect(page.getByRole('article').filter({ hasText: 'Уроки музыки' })).toHaveCount(0);
  });

  test('staff approve and reject ads in the moderation queue', async ({ page, browser, baseURL, clientIp }, testInfo) => {
    const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const person = newPerson(testInfo);
    await signUp(owner.request, person);
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const good = await placeAd(owner.request, { version: 'online', title: `Хорошее ${testInfo.project.name}`, text: uniqueText(testInfo.project.name), publish_date: day });
    const bad = await placeAd(owner.request, { version: 'online', title: `Плохое ${testInfo.project.name}`, text: uniqueText(testInfo.project.name), publish_date: day });

    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderation = new ModerationPage(page);
    await moderation.gotoKind('classified');
    await waitForHydration(page);
    const goodItem = await moderation.open(good.classified.title);
    await moderation.approveButton(goodItem).click();
    await moderation.expectDone('approve');
    const badItem = await moderation.open(bad.classified.title);
    await moderation.reasonInput(badItem).fill('Реклама');
    await moderation.rejectButton(badItem).click();
    await moderation.expectDone('reject');

    const mine = await (await owner.request.get('/api/me/classifieds')).json();
    const status = (id: number) => (mine.data as { id: number; status: string; rejection_reason: string | null }[]).find((ad) => ad.id === id);
    expect(status(good.classified.id)?.status).toMatch(/scheduled|running/);
    expect(status(bad.classified.id)).toMatchObject({ status: 'rejected', rejection_reason: 'Реклама' });
    await owner.close();
  });

  test('the close button of the pop-up stays on top while the form scrolls under it', { tag: '@layout' }, async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await page.goto(`${HERE}?new=1`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Scroll the pop-up to its foot: the sticky print preview must not slide over the header.
    await dialog.getByLabel(t('ru', 'placing:form.agree')).scrollIntoViewIfNeeded();
    const close = dialog.locator('.modal__header button').first();
    const box = (await close.boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.modal__header') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(onTop).toBe(true);
  });

  test('the page and its pop-up pass axe', { tag: '@layout' }, async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await placeAd(page.request, { version: 'online', title: 'Репетитор', text: uniqueText(testInfo.project.name), publish_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) });
    await page.goto(HERE);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('ru', 'placing:page.new') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('classified-form.png'), fullPage: true });
  });
});

test.describe('Classifieds: placing an ad without JavaScript', () => {
  test.use({ javaScriptEnabled: false, ownClientIp: true });

  test('the form is part of the page: a refused form comes back with what was typed and what was wrong; a saved one with its pay step; one is edited and deleted at its own addresses', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    await signUp(page.request, newPerson(testInfo));
    const mine = (await (await page.request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse;
    const chicagoland = mine.schedule.editions.find((e) => e.slug === 'chicagoland')!;
    const date = publishDateOptions(mine.schedule.issues, ['chicagoland'], new Date())[0]!;
    const text = uniqueText(testInfo.project.name);
    await page.goto(HERE);
    // "Place an ad" is a link to the pop-up's own address: the form is shown in the page.
    await page.getByRole('link', { name: t('ru', 'placing:page.new'), exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/classifields\?new=1$/);
    const region = () => page.getByRole('region', { name: t('ru', 'placing:form.titleNew') });
    let f = form(page, region());
    await f.section.selectOption('services');
    await f.type.selectOption('offer');
    await f.title.fill('Ремонт');
    await f.text.fill(text);
    await f.version('both').check();
    await f.edition(chicagoland.name_ru).check();
    await f.issues.fill('2');
    await f.extra('bold').check();
    await f.date.selectOption(date);
    await f.dialog.getByLabel(t('ru', 'placing:form.showPhone')).check();
    // No "I agree": refused by the server.
    await f.submit.click();

    await expect(page).toHaveURL(/\/profile\/classifields$/);
    f = form(page, region());
    await expect(f.dialog).toContainText(t('ru', 'errors:error-terms-required'));
    await expect(f.section).toHaveValue('services');
    await expect(f.type).toHaveValue('offer');
    await expect(f.title).toHaveValue('Ремонт');
    await expect(f.text).toHaveValue(text);
    await expect(f.version('both')).toBeChecked();
    await expect(f.edition(chicagoland.name_ru)).toBeChecked();
    await expect(f.issues).toHaveValue('2');
    await expect(f.extra('bold')).toBeChecked();
    await expect(f.extra('frame')).not.toBeChecked();
    await expect(f.date).toHaveValue(date);
    await expect(f.dialog.getByLabel(t('ru', 'placing:form.showPhone'))).toBeChecked();

    // Agreed: saved, and the ad's pay step is in the page.
    await f.agree.check();
    await f.submit.click();
    const extras = { bold: true, frame: false, hot: false, priority: false, photo: false };
    const amount = formatMoney(quoteClassified({ title: 'Ремонт', text, version: 'both', editions: 1, issues: 2, extras }, DEFAULT_RATES).totalCents, 'ru');
    const pay = page.getByTestId('classified-pay');
    await expect(pay.getByRole('button', { name: t('ru', 'common:pay.amount', { amount }) })).toBeVisible();
    const placed = ((await (await page.request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse).data.find((ad) => ad.text === text)!;
    expect(placed).toMatchObject({ section: 'services', type: 'offer', version: 'both', editions: ['chicagoland'], issues: 2, publish_date: date, show_phone: true, extras });

    // Edit is a link to the ad's own form, filled, in the page; sent without JavaScript, it saves (and still owes: its pay step).
    await page.goto(HERE);
    const card = () => page.getByRole('article').filter({ hasText: text });
    await card().getByRole('link', { name: t('ru', 'placing:page.edit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/classifields\\?edit=${placed.id}$`));
    const editRegion = () => page.getByRole('region', { name: t('ru', 'placing:form.titleEdit') });
    f = form(page, editRegion());
    await expect(f.title).toHaveValue('Ремонт');
    await expect(f.text).toHaveValue(text);
    await expect(f.dialog.getByLabel(t('ru', 'placing:form.showPhone'))).toBeChecked();
    await f.title.fill('Ремонт и отделка');
    await f.dialog.getByLabel(t('ru', 'placing:form.showPhone')).uncheck();
    await f.agree.check();
    await f.dialog.getByRole('button', { name: t('ru', 'placing:form.submitEdit') }).click();
    await expect(page.getByTestId('classified-pay')).toBeVisible();
    const edited = ((await (await page.request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse).data.find((ad) => ad.id === placed.id)!;
    expect(edited).toMatchObject({ title: 'Ремонт и отделка', show_phone: false });

    // Delete is a link to its question, asked in the page with what it gives back; confirmed, the ad is gone.
    await page.goto(HERE);
    await deleteInPage(page, card(), {
      link: t('ru', 'placing:page.delete'),
      address: new RegExp(`/profile/classifields\\?delete=${placed.id}$`),
      title: t('ru', 'placing:page.deleteTitle'),
      question: [t('ru', 'placing:page.deleteText', { title: 'Ремонт и отделка' }), t('ru', 'placing:page.deleteUnpaid')],
      confirm: t('ru', 'placing:page.delete'),
      done: t('ru', 'placing:page.deleted'),
    });
    const left = ((await (await page.request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse).data;
    expect(left.some((ad) => ad.id === placed.id)).toBe(false);
  });
});
