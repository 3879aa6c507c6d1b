/**
 * A classified from the catalogue's "Place an ad" to the paper (issue #14): placed with extras
 * while the words, the price and the print preview follow the text, paid in the sandbox's
 * checkout, approved by staff, prolonged; a declined payment loses nothing and is paid later;
 * the payment pages pass axe at 360 px (phone project) and on the desktop.
 *
 * Each test places its ads as a new member (signed up with a verified phone, balance 0), not as
 * the demo reader: the seeded reader is never changed by a test (helpers/accounts.ts), and their
 * balance would pay an order before the checkout.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_RATES, publishDateOptions, quoteClassified, type ClassifiedWrite, type MyClassifiedsResponse } from '@gazeta/contract';
import { newPerson, otherBrowser, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR } from '../helpers/feed.ts';
import { formatMoney } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { expect, test } from '../fixtures.ts';
import { ClassifiedFormDialog } from '../pages/classified-form.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { Toasts } from '../pages/toasts.ts';

const MINE = '/profile/classifields';
const EDITION = 'chicagoland';
/** The paid pages wait for the provider's webhook and ask again every 2 s. */
const WEBHOOK_TIMEOUT = 20_000;

/** A message without its markup tags and the blank left by an empty value. */
const plain = (message: string) => message.replace(/<[^>]+>/g, '').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const unique = (testInfo: { project: { name: string } }) => `${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;

/** The owner's card of an ad in /profile/classifields, by its (unique) text. */
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const status = (key: string) => t('ru', `placing:page.status.${key}`);

/** The edition's Russian name as the form lists it (the seeds name it, not the tests). */
async function editionName(request: APIRequestContext, slug: string): Promise<string> {
  const mine = (await (await request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse;
  const edition = mine.schedule.editions.find((e) => e.slug === slug);
  expect(edition, `the ${slug} edition`).toBeDefined();
  return edition!.name_ru;
}

/** A print and web ad placed through the API (as the form sends it), one issue of Chicagoland: it owes its price on an open order. */
async function placePrintAd(request: APIRequestContext, title: string, text: string): Promise<ClassifiedWrite & { order_id: number }> {
  const mine = (await (await request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse;
  const publishDate = publishDateOptions(mine.schedule.issues, [EDITION], new Date())[0];
  expect(publishDate, 'an open Chicagoland issue in the demo schedule').toBeTruthy();
  const response = await request.post('/api/classifieds', {
    multipart: { section: 'services', type: 'offer', version: 'both', 'editions[0]': EDITION, issues: '1', publish_date: publishDate!, title, text, agree: '1' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const write = (await response.json()) as ClassifiedWrite;
  expect(write.code).toBe('notification-classified-pay');
  expect(write.order_id).not.toBeNull();
  return { ...write, order_id: write.order_id! };
}

test.describe('Classifieds: placing, paying, review and prolonging', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('a member places a print and web ad with bold and frame, pays in the sandbox, staff approve it, and the owner prolongs it', async ({ page, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(150_000);
    const person = newPerson(testInfo);
    await signUp(page.request, person);

    // The catalogue's call to action opens the form on the owner's page.
    await page.goto('/private-ads');
    await waitForHydration(page);
    await page.screenshot({ path: testInfo.outputPath('catalogue.png') });
    await page.getByRole('main').getByRole('link', { name: t('ru', 'classifieds:catalogue.placeAd'), exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/classifields\?new=1$/);
    const f = new ClassifiedFormDialog(page);
    await expect(f.dialog).toBeVisible();

    const title = `Ремонт ${unique(testInfo)}`;
    await f.section.selectOption('services');
    // The catalogue's own section names.
    await expect(f.section.locator('option:checked')).toHaveText(t('ru', 'classifieds:sections.services'));
    await f.type.selectOption('offer');
    await f.title.fill(title);
    await f.version('both').check();
    await f.edition(await editionName(page.request, EDITION)).check();
    // The next issue and the live countdown to its deadline (the print schedule's).
    await expect(f.countdown).toBeVisible();
    await expect(f.countdown).toContainText(plain(t('ru', 'print:countdown.nextIssue', { date: '' })));
    await f.issues.fill('1');
    await f.extra('bold').check();
    await f.extra('frame').check();
    await f.date.selectOption({ index: 1 });

    const text = `Плитка, ванные под ключ, звоните (312) 555-0142 ${unique(testInfo)}`;
    const extras = { bold: true, frame: true, hot: false, priority: false, photo: false };
    const words = text.split(' ');
    let quote = quoteClassified({ title, text: '', version: 'both', editions: 1, issues: 1, extras }, DEFAULT_RATES);
    for (const [i, word] of words.entries()) {
      await f.text.press('End');
      await f.text.pressSequentially(i === 0 ? word : ` ${word}`);
      if (i % 3 !== 2 && i !== words.length - 1) continue;
      const typed = words.slice(0, i + 1).join(' ');
      quote = quoteClassified({ title, text: typed, version: 'both', editions: 1, issues: 1, extras }, DEFAULT_RATES);
      await expect(f.words).toHaveText(t('ru', 'placing:form.words', { count: quote.words }));
      await expect(f.price).toHaveText(formatMoney(quote.totalCents, 'ru'));
      await expect(f.preview).toContainText(typed);
    }
    await expect(f.printAd).toHaveClass(/print-ad--bold/);
    await expect(f.printAd).toHaveClass(/print-ad--frame/);

    await f.agree.check();
    await page.screenshot({ path: testInfo.outputPath('placing-form.png') });
    await f.submit.click();
    await new Toasts(page).expectShown('status', t('ru', 'errors:notification-classified-pay'));
    // The pop-up stays open on one click on to pay.
    await expect(f.payPanel).toContainText(t('ru', 'errors:notification-classified-pay'));
    await page.screenshot({ path: testInfo.outputPath('pay-now.png') });
    await f.payButton(formatMoney(quote.totalCents, 'ru')).click();

    // The sandbox's checkout: plainly a test.
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    const main = page.getByRole('main');
    await expect(main).toContainText(t('ru', 'orders:sandbox.badge'));
    await waitForHydration(page);
    await main.getByRole('button', { name: t('ru', 'orders:sandbox.pay', { amount: formatMoney(quote.totalCents, 'ru') }) }).click();

    // Back from the provider: paid once the webhook has come (the page asks again by itself).
    await expect(page).toHaveURL(/\/payment-success\?order=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'orders:result.successTitle') })).toBeVisible({ timeout: WEBHOOK_TIMEOUT });
    await expect(main).toContainText(t('ru', 'orders:result.paid'));
    await expect(main).toContainText(t('ru', 'orders:status.paid'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(MINE);
    await waitForHydration(page);
    await expect(card(page, text)).toContainText(status('awaiting_review'));

    // Staff approve it in the moderation queue's Classifieds tab.
    const staff = await otherBrowser(browser, baseURL, clientIp);
    await signIn(staff.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderator = await staff.newPage();
    const moderation = new ModerationPage(moderator);
    await moderation.goto();
    await waitForHydration(moderator);
    await moderation.chip('classified').click();
    await expect(moderator).toHaveURL(/kind=classified/);
    const item = await moderation.open(title);
    await expect(item).toBeVisible();
    await moderation.approveButton(item).click();
    // Decided: it leaves the queue.
    await expect(item).toHaveCount(0);
    await staff.close();

    // Approved: booked into its issue (running from its publish date on).
    await page.reload();
    await waitForHydration(page);
    const mine = card(page, text);
    await expect(mine).toContainText(new RegExp(`${status('scheduled')}|${status('running')}`));
    const ads = (await (await page.request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse;
    const placed = ads.data.find((ad) => ad.text === text)!;
    expect(placed.extras).toMatchObject({ bold: true, frame: true });

    // On the web as in print: bold and framed (its page; the catalogue lists it once it runs).
    await page.goto(`/private-ads/${placed.id}`);
    const shown = page.getByRole('main').locator('.classified').filter({ hasText: text });
    await expect(shown).toHaveClass(/classified--bold/);
    await expect(shown).toHaveClass(/classified--frame/);
    if (placed.status === 'running') {
      await page.goto(`/private-ads?q=${encodeURIComponent(title)}`);
      const listed = page.getByRole('main').getByRole('article').filter({ hasText: title }).locator('.classified');
      await expect(listed).toHaveClass(/classified--bold/);
      await expect(listed).toHaveClass(/classified--frame/);
    }

    // The owner prolongs it: a new order, straight to the checkout.
    await page.goto(MINE);
    await waitForHydration(page);
    await card(page, text).getByRole('button', { name: t('ru', 'placing:page.prolong'), exact: true }).click();
    const prolong = page.getByRole('dialog', { name: t('ru', 'placing:page.prolongTitle', { title }) });
    await prolong.getByLabel(t('ru', 'placing:page.prolongIssues')).fill('2');
    await prolong.getByRole('button', { name: t('ru', 'placing:page.prolongSubmit'), exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    await expect(page.getByRole('main')).toContainText(t('ru', 'orders:sandbox.badge'));
    await expect(page.getByRole('main').getByRole('button', { name: new RegExp(`^${escapeRegExp(plain(t('ru', 'orders:sandbox.pay', { amount: '' })))}`) })).toBeVisible();
  });

  test('a declined payment lands on /payment-failed and the ad waits unpaid, to be paid later; the pages pass axe', { tag: '@layout' }, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const title = `Уборка ${unique(testInfo)}`;
    const text = `Уборка квартир и офисов, недорого ${unique(testInfo)}`;
    const write = await placePrintAd(page.request, title, text);

    await page.goto(MINE);
    await waitForHydration(page);
    const unpaid = card(page, text);
    await expect(unpaid).toContainText(status('awaiting_payment'));
    const pay = unpaid.getByRole('button', { name: t('ru', 'placing:page.payOrder', { id: write.order_id }), exact: true });
    await pay.click();

    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    const main = page.getByRole('main');
    await expect(main).toContainText(t('ru', 'orders:sandbox.badge'));
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByRole('button', { name: t('ru', 'orders:sandbox.decline'), exact: true }).click();

    await expect(page).toHaveURL(/\/payment-failed\?order=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'orders:result.failedTitle') })).toBeVisible({ timeout: WEBHOOK_TIMEOUT });
    await expect(main).toContainText(t('ru', 'orders:result.failed'));
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing is lost: the ad waits as unpaid in the owner's list.
    await page.goto(MINE);
    await waitForHydration(page);
    await expect(unpaid).toContainText(status('awaiting_payment'));
    await expect(unpaid).toContainText(t('ru', 'placing:page.due', { amount: formatMoney(write.due_cents, 'ru') }));

    // The orders list shows it, and passes axe.
    await page.goto('/profile/orders');
    await waitForHydration(page);
    await expect(page.getByRole('main')).toContainText(t('ru', 'orders:orderNumber', { id: write.order_id }));
    expect(await seriousViolations(page)).toEqual([]);

    // Paid later: the list's Pay reaches the checkout again, open.
    await page.goto(MINE);
    await waitForHydration(page);
    await pay.click();
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    await expect(main.getByRole('button', { name: t('ru', 'orders:sandbox.pay', { amount: formatMoney(write.due_cents, 'ru') }) })).toBeVisible();
  });
});
