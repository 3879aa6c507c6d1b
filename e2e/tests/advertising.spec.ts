/**
 * Display ads in the printed paper (issue #16, spec §2 /profile/advertising): a member orders one
 * in the pop-up, sees the size drawn on a page and the price follow the size, the term, the open
 * rate's issues and a second edition, pays in the sandbox's checkout and sees it waiting for
 * review; staff approve it in the Advertising tab and the member sees it booked, its issues per
 * edition; staff reject another with a reason and the member reads it and deletes the ad. Bad
 * input is told field by field in the reader's language (the form's own checks and the
 * server's); without JavaScript the form is part of the page, keeps what was typed and says the
 * pictures must be chosen again. The pages pass axe at 360 px (phone project) and on the desktop.
 *
 * Each test is a new member (balance 0, so the order is paid at the checkout): the seeded reader
 * is never changed by a test.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_RATES, AD_UNIT_FRACTION, publishDateOptions, quoteDisplayAd, type AdTerm, type AdUnits, type CheckoutResponse, type DisplayAdWrite, type MyDisplayAdsResponse, type PrintEditionsResponse, type PrintScheduleResponse } from '@gazeta/contract';
import { newPerson, otherBrowser, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR, pngImage } from '../helpers/feed.ts';
import { formatMoney } from '../helpers/format.ts';
import { t, type Locale } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { Toasts } from '../pages/toasts.ts';

const MINE = '/profile/advertising';
/** The paid pages wait for the provider's webhook and ask again every 2 s. */
const WEBHOOK_TIMEOUT = 20_000;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: pngImage(320, 200) });
const unique = (project: string) => `${project} ${Math.random().toString(36).slice(2, 8)}`;
const price = (units: AdUnits, term: AdTerm, editions: number, issues?: number, locale: Locale = 'ru') =>
  formatMoney(quoteDisplayAd({ units, term, editions, ...(issues === undefined ? {} : { issues }) }, DEFAULT_RATES)!.totalCents, locale);
const sizeName = (units: AdUnits, locale: Locale = 'ru') => (units === 32 ? t(locale, 'advertising:size.full') : t(locale, 'advertising:size.fraction', { fraction: AD_UNIT_FRACTION[units] }));

/** A day as the list of issues to come says it (lib/format.ts formatDayShort): 3 дек. */
const dayShort = (date: string) => new Intl.DateTimeFormat('ru-RU', { timeZone: 'America/Chicago', day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00-06:00`));

/** The editions that print, named in `locale`. */
async function editions(request: APIRequestContext, locale: Locale = 'ru') {
  return ((await (await request.get(`/api/print/editions?lang=${locale}`)).json()) as PrintEditionsResponse).data;
}

/** The create pop-up (or, without JavaScript, the same form in the page). */
function adForm(page: Page, locale: Locale = 'ru', scope: Locator = page.getByRole('dialog', { name: t(locale, 'advertising:form.title') })) {
  const label = (key: string, values: Record<string, string | number> = {}) => scope.getByLabel(t(locale, `advertising:form.${key}`, values), { exact: true });
  return {
    scope,
    requestType: label('requestType'),
    item: label('item'),
    message: label('message'),
    images: label('images', { count: 4 }),
    logo: label('logo'),
    email: label('email'),
    phone: label('phone'),
    // Its name: the size, then its inches and units.
    size: (units: AdUnits) => scope.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sizeName(units, locale))} `) }),
    term: (term: AdTerm) => scope.getByRole('radio', { name: t(locale, `advertising:term.${term}`), exact: true }),
    issues: label('issues'),
    edition: (name: string) => scope.getByRole('checkbox', { name, exact: true }),
    publishOn: label('publishOn'),
    // "I agree (terms)": the terms' link is part of its name.
    agree: scope.getByLabel(t(locale, 'advertising:form.agree')),
    price: scope.getByTestId('display-ad-price'),
    sizeShown: scope.getByTestId('display-ad-size'),
    submit: scope.getByRole('button', { name: t(locale, 'advertising:form.submit') }),
  };
}

/** A field's message (beside it, read with it; the toasts say the first one too), in English. */
const fieldError = (scope: Locator, code: string) => scope.getByText(`${t('en', 'common:form.errorPrefix')} ${t('en', `errors:${code}`)}`, { exact: true });

/** A paid-for-later ad placed through the API as the form sends it: 1/16 of a page at the open rate, two issues in the first edition. */
async function placeAd(request: APIRequestContext, item: string): Promise<DisplayAdWrite> {
  const [first] = await editions(request);
  const schedule = ((await (await request.get(`/api/print/schedule?edition=${first!.slug}`)).json()) as PrintScheduleResponse).data;
  const publishOn = publishDateOptions(schedule, [first!.slug], new Date())[0];
  expect(publishOn, 'an open issue in the demo schedule').toBeTruthy();
  const response = await request.post('/api/display-ads', {
    multipart: {
      request_type: 'design',
      item,
      message: 'Свежий хлеб каждый день. Литовский ржаной.',
      email: 'bakery@example.com',
      phone: '+17735550199',
      units: '2',
      term: 'open',
      issues: '2',
      editions: first!.slug,
      publish_on: publishOn!,
      agree: '1',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DisplayAdWrite;
}

/** Pays an order in the sandbox through the API, as its page's Pay button does. */
async function payInSandbox(request: APIRequestContext, orderId: number): Promise<void> {
  const checkout = await request.post(`/api/orders/${orderId}/checkout`, { data: { locale: 'ru' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const session = ((await checkout.json()) as CheckoutResponse).url.replace(/^\/payment\/sandbox\//, '');
  expect((await request.post(`/api/payments/sandbox/${session}/pay`)).status()).toBe(200);
}

/** The review queue's display ads, as the demo moderator. */
async function advertisingQueue(page: Page): Promise<ModerationPage> {
  const moderation = new ModerationPage(page);
  await moderation.goto();
  await waitForHydration(page);
  await moderation.chip('display-ad').click();
  await expect(page).toHaveURL(/kind=display-ad/);
  return moderation;
}

test.describe('Display ads: ordering one, paying, its review', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('a member orders a display ad with the price following the size, term, issues and editions, pays, and staff approve it: booked', async ({ page, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(180_000);
    await signUp(page.request, newPerson(testInfo));
    const item = `Пекарня «Вильнюс» ${unique(testInfo.project.name)}`;
    const [first, second] = await editions(page.request);
    expect(second, 'two editions print in the demo').toBeTruthy();

    await page.goto(MINE);
    await waitForHydration(page);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(t('ru', 'advertising:meta.title'))));
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'advertising:page.heading') })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(t('ru', 'advertising:page.empty'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('ru', 'advertising:page.new') }).click();
    const f = adForm(page);
    await expect(f.scope).toBeVisible();
    await expect(f.price).toHaveText('—');
    await f.requestType.selectOption('design');
    await f.item.fill(item);
    await f.message.fill('Свежий хлеб каждый день.\nЛитовский ржаной, пироги на заказ.');
    await expect(f.edition(first!.name)).toBeChecked();

    // The size on the drawn page, and the price by the rate card as each choice changes.
    await f.size(4).check();
    await expect(f.sizeShown).toContainText(sizeName(4));
    await expect(f.sizeShown).toContainText('4,582″ × 2,96667″');
    await f.term('12w').check();
    await expect(f.price).toHaveText(price(4, '12w', 1));
    await f.size(8).check();
    await expect(f.sizeShown).toContainText(sizeName(8));
    await expect(f.price).toHaveText(price(8, '12w', 1));
    await f.term('24w').check();
    await expect(f.price).toHaveText(price(8, '24w', 1));
    // The open rate asks for its issues, clamped to 1…11 as they are typed.
    await expect(f.issues).toBeHidden();
    await f.term('open').check();
    await expect(f.issues).toBeVisible();
    await expect(f.price).toHaveText(price(8, 'open', 1, 1));
    await f.issues.fill('3');
    await expect(f.price).toHaveText(price(8, 'open', 1, 3));
    await f.issues.fill('40');
    await expect(f.issues).toHaveValue('11');
    await expect(f.price).toHaveText(price(8, 'open', 1, 11));
    await f.issues.fill('2');
    await f.size(2).check();
    await expect(f.price).toHaveText(price(2, 'open', 1, 2));
    // A second edition: twice the issues.
    await f.edition(second!.name).check();
    await expect(f.price).toHaveText(price(2, 'open', 2, 2));
    await expect(f.scope.getByTestId('display-ad-breakdown')).toHaveText(
      t('ru', 'advertising:form.breakdown', {
        rate: formatMoney(quoteDisplayAd({ units: 2, term: 'open', issues: 2 }, DEFAULT_RATES)!.unitCents, 'ru'),
        issues: t('ru', 'advertising:form.issuesCount', { count: 2 }),
        editions: t('ru', 'advertising:form.editionsCount', { count: 2 }),
      }),
    );

    await f.images.setInputFiles([picture('photo-1.png'), picture('photo-2.png')]);
    await expect(f.scope).toContainText(t('ru', 'advertising:form.imagesChosen', { count: 2, max: 4 }));
    await f.logo.setInputFiles(picture('logo.png'));
    await expect(f.scope.getByRole('img', { name: t('ru', 'advertising:form.logoAlt') })).toBeVisible();
    await f.agree.check();

    // "View advertising rates": the rate card over the form, and back.
    await f.scope.getByRole('button', { name: t('ru', 'advertising:form.rates') }).click();
    const rates = page.getByRole('dialog', { name: t('ru', 'layout:popups.rates.title') });
    await expect(rates.getByRole('table')).toBeVisible();
    await rates.getByRole('button', { name: t('ru', 'common:actions.close') }).click();
    await expect(rates).toBeHidden();
    await expect(f.scope).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('display-ad-form.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await f.submit.click();

    // "Success. Please pay for your request.", and on to the sandbox's checkout.
    const amount = price(2, 'open', 2, 2);
    await new Toasts(page).expectShown('status', t('ru', 'errors:notification-display-pay'));
    const pay = f.scope.getByTestId('display-ad-pay');
    await expect(pay).toContainText(t('ru', 'errors:notification-display-pay'));
    await pay.getByRole('button', { name: t('ru', 'common:pay.amount', { amount }) }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    const main = page.getByRole('main');
    await expect(main).toContainText(t('ru', 'orders:sandbox.badge'));
    await waitForHydration(page);
    await main.getByRole('button', { name: t('ru', 'orders:sandbox.pay', { amount }) }).click();
    await expect(page).toHaveURL(/\/payment-success\?order=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'orders:result.successTitle') })).toBeVisible({ timeout: WEBHOOK_TIMEOUT });

    // The member's list: paid, waiting for review, with what was asked.
    await page.goto(MINE);
    await waitForHydration(page);
    const card = page.getByRole('article', { name: item });
    await expect(card).toContainText(t('ru', 'advertising:page.phase.awaiting_review'));
    await expect(card).toContainText(t('ru', 'advertising:page.termOpen', { count: 2 }));
    await expect(card).toContainText(`${first!.name}, ${second!.name}`);
    await expect(card).toContainText(amount);

    // Staff approve it in the moderation page's Advertising tab.
    const staff = await otherBrowser(browser, baseURL, clientIp);
    await signIn(staff.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderator = await staff.newPage();
    const moderation = await advertisingQueue(moderator);
    const queued = await moderation.open(item);
    await expect(queued).toContainText(t('ru', 'advertising:requestType.design'));
    await expect(queued).toContainText(sizeName(2));
    await expect(queued).toContainText('2,2077″ × 2,6667″');
    await expect(queued).toContainText('Литовский ржаной, пироги на заказ.');
    await expect(queued.getByRole('img', { name: t('ru', 'advertising:page.logoAlt', { item }) })).toBeVisible();
    await expect(queued.getByRole('img', { name: t('ru', 'advertising:page.pictureAlt', { n: 2, item }) })).toBeVisible();
    await moderator.screenshot({ path: testInfo.outputPath('display-ad-review.png'), fullPage: true });
    expect(await seriousViolations(moderator)).toEqual([]);
    await moderation.approveButton(queued).click();
    // The decision leaves the queue first (a loaded machine may take a while); the toast is recorded, so it cannot be missed after.
    await expect(queued).toHaveCount(0, { timeout: 20_000 });
    await moderation.expectDone('approve');
    await staff.close();

    // Booked: its issues in each edition, none out yet.
    await page.goto(MINE);
    await waitForHydration(page);
    const mine = ((await (await page.request.get('/api/me/display-ads')).json()) as MyDisplayAdsResponse).data.find((ad) => ad.item === item)!;
    expect(mine).toMatchObject({ status: 'approved', out: 0 });
    await expect(card).toContainText(t('ru', 'advertising:page.phase.booked'));
    await expect(card.getByTestId('display-ad-booked')).toHaveText(t('ru', 'advertising:page.booked', { booked: mine.booked, count: 4 }));
    const runs = card.getByRole('region', { name: t('ru', 'advertising:page.issues') });
    await expect(runs.getByRole('heading', { level: 5 })).toHaveText(mine.runs.map((run) => run.edition.name));
    // Nothing is out yet: the issues to come, on one line per edition.
    const coming = mine.runs[0]!.issues;
    await expect(runs.getByRole('paragraph').first()).toHaveText(`${t('ru', 'advertising:page.coming', { count: coming.length })} ${coming.map((issue) => dayShort(issue.date)).join(', ')}`);
    await expect(runs.getByRole('listitem')).toHaveCount(0);
    await expect(card.getByRole('button', { name: t('ru', 'advertising:page.delete') })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('my-display-ads.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('staff reject a paid ad with a reason; the member reads it and deletes the ad; staff cannot decide their own', { tag: '@layout' }, async ({ page, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page.request, newPerson(testInfo));
    const item = `Юрист ${unique(testInfo.project.name)}`;
    const write = await placeAd(page.request, item);
    expect(write.code).toBe('notification-display-pay');
    await payInSandbox(page.request, write.order_id);

    const staff = await otherBrowser(browser, baseURL, clientIp);
    await signIn(staff.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    // The moderator's own ad waits in the queue too, but not for the moderator to decide.
    const own = `Своя реклама ${unique(testInfo.project.name)}`;
    await payInSandbox(staff.request, (await placeAd(staff.request, own)).order_id);
    const moderator = await staff.newPage();
    const moderation = await advertisingQueue(moderator);
    const ownItem = await moderation.open(own);
    await expect(ownItem).toContainText(t('ru', 'newsroom:review.own'));
    await expect(moderation.approveButton(ownItem)).toHaveCount(0);

    const queued = await moderation.open(item);
    // A rejection needs its reason.
    await moderation.rejectButton(queued).click();
    await expect(queued).toContainText(t('ru', 'errors:error-rejection-reason-required'));
    const reason = 'Реклама юридических услуг требует лицензии: пришлите её номер.';
    await moderation.reasonInput(queued).fill(reason);
    await moderation.rejectButton(queued).click();
    await expect(queued).toHaveCount(0, { timeout: 20_000 });
    await moderation.expectDone('reject');
    await staff.close();

    await page.goto(MINE);
    await waitForHydration(page);
    const card = page.getByRole('article', { name: item });
    await expect(card).toContainText(t('ru', 'advertising:page.phase.rejected'));
    await expect(card).toContainText(t('ru', 'advertising:page.reason', { reason }));
    expect(await seriousViolations(page)).toEqual([]);

    // The bell says so, and leads here.
    const notified = await (await page.request.get('/api/forum/notifications')).json();
    expect(JSON.stringify(notified)).toContain('display_ad_rejected');

    await card.getByRole('button', { name: t('ru', 'advertising:page.delete') }).click();
    const dialog = page.getByRole('dialog', { name: t('ru', 'advertising:page.deleteTitle') });
    await expect(dialog).toContainText(t('ru', 'advertising:page.deleteText', { item }));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('ru', 'advertising:page.delete') }).click();
    await new Toasts(page).expectShown('status', t('ru', 'advertising:page.deleted'));
    await expect(card).toHaveCount(0);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('bad input is told beside each field in the reader’s language, by the form and by the server, and nothing typed is lost', { tag: '@layout' }, async ({ page }, testInfo) => {
      await signUp(page.request, newPerson(testInfo));
      await page.goto(MINE);
      await waitForHydration(page);
      await page.getByRole('button', { name: t('en', 'advertising:page.new') }).click();
      const f = adForm(page, 'en');
      await expect(f.scope).toBeVisible();
      await f.phone.fill('12345');
      await f.submit.click();
      // The form's own checks: each §5 message beside its field, the first in a toast.
      for (const code of ['error-display-type-required', 'error-display-item-required', 'error-display-message-required', 'error-phone-invalid', 'error-display-units-required', 'error-display-term-required', 'error-terms-required']) {
        await expect(fieldError(f.scope, code)).toBeVisible();
      }
      await new Toasts(page, 'en').expectShown('alert', t('en', 'errors:error-display-type-required'));
      await expect(f.requestType).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: testInfo.outputPath('display-ad-errors.png') });
      expect(await seriousViolations(page)).toEqual([]);

      // A ready ad needs its artwork ("Please fill picture.").
      await f.requestType.selectOption('ready');
      await f.item.fill('Dental care');
      await f.message.fill('Our clinic ad, ready to print.');
      await f.phone.fill('1-773-555-0142');
      await f.size(1).check();
      await f.term('36w').check();
      await expect(f.price).toHaveText(price(1, '36w', 1, undefined, 'en'));
      await f.agree.check();
      await f.submit.click();
      await expect(fieldError(f.scope, 'error-display-artwork-required')).toBeVisible();

      // The server reads the pictures by their content: a text file is refused there, and said beside the field.
      await f.images.setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await f.submit.click();
      await new Toasts(page, 'en').expectShown('alert', t('en', 'errors:error-classified-image-invalid'));
      await expect(fieldError(f.scope, 'error-classified-image-invalid')).toBeVisible();
      await expect(f.item).toHaveValue('Dental care');
      await expect(f.size(1)).toBeChecked();
      await expect(f.price).toHaveText(price(1, '36w', 1, undefined, 'en'));
    });
  });

  test('without JavaScript the form is part of the page; a refused form comes back with what was typed, and the pictures are asked for again', async ({ browser, baseURL, clientIp }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    const noScript = await browser.newContext({ baseURL, locale: 'ru-RU', javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const page = await noScript.newPage();
    await signUp(page.request, newPerson(testInfo));
    await page.goto(MINE);
    // "Order a display ad" is a link to the pop-up's own address: the form is shown in the page.
    await page.getByRole('link', { name: t('ru', 'advertising:page.new') }).click();
    await expect(page).toHaveURL(/\/profile\/advertising\?new=1$/);
    const region = () => page.getByRole('region', { name: t('ru', 'advertising:form.title') });
    let f = adForm(page, 'ru', region());
    await expect(f.scope).toBeVisible();
    // Before JavaScript the rate card is the about page's copy, in a new tab.
    await expect(f.scope.getByRole('link', { name: t('ru', 'advertising:form.rates') })).toHaveAttribute('href', '/about#rates');
    await f.requestType.selectOption('ready');
    await f.item.fill('Без скриптов');
    await f.message.fill('Проверка формы без JavaScript.');
    await f.size(16).check();
    await f.term('open').check();
    // No clamping without JavaScript: the server says the open rate's limit.
    await f.issues.fill('20');
    await f.images.setInputFiles(picture('ad.png'));
    await f.submit.click();

    await expect(page).toHaveURL(/\/profile\/advertising$/);
    f = adForm(page, 'ru', region());
    await expect(f.item).toHaveValue('Без скриптов');
    await expect(f.size(16)).toBeChecked();
    await expect(f.term('open')).toBeChecked();
    await expect(f.issues).toHaveValue('20');
    await expect(f.scope).toContainText(t('ru', 'errors:error-display-issues-too-many'));
    await expect(f.scope).toContainText(t('ru', 'errors:error-terms-required'));
    await expect(f.scope).toContainText(t('ru', 'advertising:form.filesAgain'));
    await page.screenshot({ path: testInfo.outputPath('display-ad-no-script.png'), fullPage: true });

    // Put right, it is saved, and the page offers to pay.
    await f.issues.fill('2');
    await f.images.setInputFiles(picture('ad.png'));
    await f.agree.check();
    await f.submit.click();
    const pay = page.getByTestId('display-ad-pay');
    await expect(pay).toContainText(t('ru', 'errors:notification-display-pay'));
    await expect(pay.getByRole('button', { name: t('ru', 'common:pay.amount', { amount: price(16, 'open', 1, 2) }) })).toBeVisible();
    await noScript.close();
  });
});
