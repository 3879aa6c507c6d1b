/**
 * An ad's money as its owner meets it (decision 025): a booking made before payment says it is
 * held until its deadline; the payment is told in the bell; the deletion's confirmation says what
 * comes back and where, the toast says it came back, and the receipt shows the refund and why.
 * The pages pass axe at 360 px (phone project) and on the desktop.
 *
 * Each test is a new member (signed up with a verified phone, balance 0): the seeded reader is
 * never changed by a test, and a balance would pay an order before the checkout.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { publishDateOptions, type CheckoutResponse, type ClassifiedWrite, type MyClassifiedsResponse } from '@gazeta/contract';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { formatDate, formatMoney } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { expect, test } from '../fixtures.ts';
import { NotificationBell } from '../pages/notification-bell.ts';
import { Toasts } from '../pages/toasts.ts';

const MINE = '/profile/classifields';
const EDITION = 'chicagoland';

const unique = (testInfo: { project: { name: string } }) => `${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
/** The owner's card of an ad in /profile/classifields, by its (unique) text. */
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** A print ad of two Chicagoland issues placed through the API (as the form sends it): it owes its price on an open order. */
async function placePrintAd(request: APIRequestContext, title: string, text: string): Promise<ClassifiedWrite & { order_id: number }> {
  const mine = (await (await request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse;
  const publishDate = publishDateOptions(mine.schedule.issues, [EDITION], new Date())[0];
  expect(publishDate, 'an open Chicagoland issue in the demo schedule').toBeTruthy();
  const response = await request.post('/api/classifieds', {
    multipart: { section: 'services', type: 'offer', version: 'print', 'editions[0]': EDITION, issues: '2', publish_date: publishDate!, title, text, agree: '1' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const write = (await response.json()) as ClassifiedWrite;
  return { ...write, order_id: write.order_id! };
}

/** Pays an order in the sandbox through the API, as its page's Pay button does. */
async function payInSandbox(request: APIRequestContext, orderId: number): Promise<void> {
  const checkout = await request.post(`/api/orders/${orderId}/checkout`, { data: { locale: 'ru' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const session = ((await checkout.json()) as CheckoutResponse).url.replace(/^\/payment\/sandbox\//, '');
  expect((await request.post(`/api/payments/sandbox/${session}/pay`)).status()).toBe(200);
}

test.describe('Classifieds: what an ad’s money does', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('an unpaid booking is held until its deadline, and deleting the unpaid ad gives its order up', { tag: '@layout' }, async ({ page }, testInfo) => {
    await signUp(page.request, newPerson(testInfo));
    const text = `Стрижка собак на дому ${unique(testInfo)}`;
    const write = await placePrintAd(page.request, 'Груминг', text);
    const [booking] = write.classified.bookings;
    expect(booking?.held).toBe(true);

    await page.goto(MINE);
    await waitForHydration(page);
    const ad = card(page, text);
    // Its issues hold their place only until booking closes, and the card says until when.
    const mine = (await (await page.request.get('/api/me/classifieds')).json()) as MyClassifiedsResponse;
    const edition = mine.schedule.editions.find((e) => e.slug === EDITION)!.name_ru;
    const deadline = new Intl.DateTimeFormat('ru-RU', { timeZone: 'America/Chicago', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(booking!.deadline_at));
    await expect(ad.getByRole('listitem').first()).toHaveText(t('ru', 'placing:page.held', { issue: `${edition}: ${formatDate(booking!.date, 'ru')}`, deadline }));
    await expect(ad.getByRole('listitem')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    await ad.getByRole('button', { name: t('ru', 'placing:page.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('ru', 'placing:page.deleteTitle') });
    await expect(dialog).toContainText(t('ru', 'placing:page.deleteUnpaid'));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('ru', 'placing:page.delete'), exact: true }).click();
    await new Toasts(page).expectShown('status', t('ru', 'placing:page.deleted'));
    await expect(ad).toHaveCount(0);

    const order = await (await page.request.get(`/api/orders/${write.order_id}`)).json();
    expect(order.status).toBe('cancelled');
  });

  test('a paid ad: the bell says the payment came; deleting it says what comes back, and the receipt shows the refund', { tag: '@layout' }, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signUp(page.request, newPerson(testInfo));
    const title = `Ремонт ${unique(testInfo)}`.slice(0, 40);
    const text = `Мелкий ремонт по дому, сборка мебели ${unique(testInfo)}`;
    const write = await placePrintAd(page.request, title, text);
    await payInSandbox(page.request, write.order_id);
    const price = write.classified.price_cents;
    const amount = formatMoney(price, 'ru');

    // The bell: the payment, leading to its receipt.
    await page.goto(MINE);
    await waitForHydration(page);
    const bell = new NotificationBell(page);
    await bell.button.click();
    const paid = bell.panel.getByRole('link', { name: t('ru', 'feed:notifications.types.order_paid', { amount, title, id: write.order_id }), exact: true });
    await expect(paid).toBeVisible();
    await expect(paid).toHaveAttribute('href', `/profile/orders/${write.order_id}`);
    await page.keyboard.press('Escape');

    // Nothing is printed yet: all of it comes back, to the card it was paid with.
    const ad = card(page, text);
    await ad.getByRole('button', { name: t('ru', 'placing:page.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('ru', 'placing:page.deleteTitle') });
    await expect(dialog).toContainText(t('ru', 'placing:page.deleteRefund', { amount }));
    await expect(dialog.getByRole('listitem')).toHaveText([t('ru', 'placing:page.deleteRefundCard', { amount })]);
    await page.screenshot({ path: testInfo.outputPath('delete-refund.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('ru', 'placing:page.delete'), exact: true }).click();
    await new Toasts(page).expectShown('status', t('ru', 'placing:page.deletedRefunded', { amount }));
    await expect(ad).toHaveCount(0);

    // The receipt: refunded, by Gazeta, and why, in the reader's language.
    await page.goto(`/profile/orders/${write.order_id}`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(t('ru', 'orders:status.refunded'));
    await expect(main).toContainText(t('ru', 'orders:receipt.refundedToCard', { amount }));
    const refund = main.locator('.order-history__item').filter({ hasText: t('ru', 'orders:event.refunded') });
    await expect(refund).toContainText(t('ru', 'orders:reasons.classified_deleted'));
    await expect(refund).toContainText(t('ru', 'orders:receipt.by', { actor: t('ru', 'orders:actor.system') }));
    expect(await seriousViolations(page)).toEqual([]);

    // And the bell says the refund came.
    await bell.button.click();
    await expect(bell.panel.getByRole('link', { name: t('ru', 'feed:notifications.types.order_refunded', { amount, title, id: write.order_id }), exact: true })).toBeVisible();
  });
});
