/**
 * Social-posting requests (issue #16, spec §2 /profile/social-request): a member asks the paper to
 * post a text with a picture on its pages, sees the price follow the networks ticked, is told
 * "Limit images reached!" past four pictures, saves ("Success. Please pay for your request."),
 * pays in the sandbox's checkout and sees the request waiting to be posted. Staff, in the
 * moderation page's Social tab, publish one with the link of each network's post (all of them
 * required) — the member sees the links and is notified — or reject one with a reason, which the
 * member reads. Staff cannot decide on their own request. Without JavaScript the form is part of
 * the page, keeps what was typed, and the payment and the deletion work. The pages pass axe at
 * 360 px (phone project) and on the desktop.
 *
 * Each test is a new member (balance 0, so the order is paid at the checkout).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_RATES, socialPostRate, type CheckoutResponse, type MySocialRequestsResponse, type PostingNetwork, type SocialRequestWrite } from '@gazeta/contract';
import { newPerson, otherBrowser, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR, pngImage } from '../helpers/feed.ts';
import { formatMoney } from '../helpers/format.ts';
import { startsWith, t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { NotificationBell } from '../pages/notification-bell.ts';
import { SocialRequestPage } from '../pages/social-request-page.ts';
import { SocialReview } from '../pages/social-review.ts';

/** The paid pages wait for the provider's webhook and ask again every 2 s. */
const WEBHOOK_TIMEOUT = 20_000;
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: pngImage(320, 240) });
const unique = (text: string, project: string) => `${text} ${project} ${Math.random().toString(36).slice(2, 8)}`;
const price = (...networks: PostingNetwork[]) => formatMoney(networks.reduce((sum, network) => sum + socialPostRate(DEFAULT_RATES, network), 0), 'ru');

async function mine(request: APIRequestContext): Promise<MySocialRequestsResponse> {
  const response = await request.get('/api/me/social-requests');
  expect(response.status()).toBe(200);
  return (await response.json()) as MySocialRequestsResponse;
}

/** A request made and paid through the API, as the page's own buttons do; it then waits for staff. */
async function requestAndPay(request: APIRequestContext, text: string, networks: PostingNetwork[]): Promise<SocialRequestWrite['request']> {
  const { today } = await mine(request);
  const made = await request.post('/api/social-requests', {
    multipart: { text, publish_on: today, agree: '1', 'images[0]': picture('bakery.png'), ...Object.fromEntries(networks.map((network, i) => [`networks[${i}]`, network])) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const write = (await made.json()) as SocialRequestWrite;
  const checkout = await request.post(`/api/orders/${write.order_id}/checkout`, { data: { locale: 'ru' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const session = ((await checkout.json()) as CheckoutResponse).url.replace(/^\/payment\/sandbox\//, '');
  expect((await request.post(`/api/payments/sandbox/${session}/pay`)).status()).toBe(200);
  await expect.poll(async () => (await mine(request)).data.find((r) => r.id === write.request.id)?.status, { timeout: WEBHOOK_TIMEOUT }).toBe('awaiting_publication');
  return write.request;
}

/** Pays in the sandbox's checkout, from its page to the thank-you page. */
async function payInSandbox(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  const main = page.getByRole('main');
  await expect(main).toContainText(t('ru', 'orders:sandbox.badge'));
  await waitForHydration(page);
  await main.getByRole('button', { name: t('ru', 'orders:sandbox.pay', { amount }) }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: t('ru', 'orders:result.successTitle') })).toBeVisible({ timeout: WEBHOOK_TIMEOUT });
}

test.describe('Social requests: asking for a post on the paper’s pages, paying, and staff’s decision', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('a member asks for a post, sees the price follow the networks, attaches a picture, saves, pays, and it waits to be posted', { tag: '@layout' }, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page.request, newPerson(testInfo));
    const text = unique('Открытие пекарни «Колосок» в субботу!', testInfo.project.name);
    const social = new SocialRequestPage(page);

    // Found in the profile navigation.
    await page.goto('/profile');
    const nav = page.getByRole('navigation', { name: t('ru', 'pages:profile.nav.title') });
    await nav.getByRole('link', { name: startsWith(t('ru', 'pages:profile.nav.socialRequests')) }).click();
    await expect(page).toHaveURL(SocialRequestPage.PATH);
    await waitForHydration(page);
    await expect(social.heading).toHaveText(t('ru', 'social:page.heading'));
    await expect(page).toHaveTitle(new RegExp(t('ru', 'social:meta.title')));
    await expect(social.main).toContainText(t('ru', 'social:page.empty'));
    expect(await seriousViolations(page)).toEqual([]);

    await social.newButton.click();
    const f = social.dialogForm();
    await expect(f.scope).toBeVisible();
    const { today } = await mine(page.request);
    await expect(f.publishOn).toHaveValue(today);

    // The price follows the networks as they are ticked, priced by the contract's rates.
    await expect(f.price).toHaveText(t('ru', 'social:form.priceNone'));
    await f.network('facebook').check();
    await expect(f.price).toHaveText(price('facebook'));
    await f.network('twitter').check();
    await expect(f.price).toHaveText(price('facebook', 'twitter'));
    await f.network('facebook').uncheck();
    await expect(f.price).toHaveText(price('twitter'));
    await f.network('telegram').check();
    await f.network('facebook').check();
    await expect(f.price).toHaveText(price('facebook', 'telegram', 'twitter'));
    await f.network('telegram').uncheck();
    await expect(f.price).toHaveText(price('facebook', 'twitter'));

    // Five pictures at once: four are taken, "Limit images reached!".
    await f.pictures.setInputFiles(['1', '2', '3', '4', '5'].map((n) => picture(`photo-${n}.png`)));
    await social.toasts.expectShown('alert', t('ru', 'errors:error-classified-images-limit'));
    await expect(f.pictures).toHaveAccessibleDescription(new RegExp(t('ru', 'errors:error-classified-images-limit')));
    await expect(f.removePicture(4)).toBeVisible();
    for (let i = 0; i < 3; i += 1) await f.removePicture(2).click();
    await expect(f.removePicture(2)).toHaveCount(0);
    await expect(f.removePicture(1)).toBeVisible();

    // Nothing is sent until every field is right: the message, then "I agree".
    await f.submit.click();
    await social.toasts.expectShown('alert', t('ru', 'errors:error-social-text-required'));
    await expect(f.text).toBeFocused();
    await f.text.fill(text);
    await f.submit.click();
    await social.toasts.expectShown('alert', t('ru', 'errors:error-terms-required'));
    await expect(f.agree).toHaveAccessibleDescription(new RegExp(t('ru', 'errors:error-terms-required')));
    await f.agree.check();
    await page.screenshot({ path: testInfo.outputPath('social-form.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await f.submit.click();

    // "Success. Please pay for your request.", and on to the sandbox's checkout.
    await social.toasts.expectShown('status', t('ru', 'errors:notification-social-pay'));
    await expect(f.payStep).toContainText(t('ru', 'errors:notification-social-pay'));
    await page.screenshot({ path: testInfo.outputPath('social-pay.png') });
    await f.payButton(price('facebook', 'twitter')).click();
    await payInSandbox(page, price('facebook', 'twitter'));

    // The list: paid, waiting to be posted, with its networks, price and picture; no longer deletable.
    await social.goto();
    await waitForHydration(page);
    const card = social.request(today, text);
    await expect(social.status(card, 'awaiting_publication')).toBeVisible();
    await expect(card).toContainText('Facebook, Twitter');
    await expect(card).toContainText(price('facebook', 'twitter'));
    await expect(card.getByRole('img', { name: t('ru', 'social:page.picture', { n: 1 }) })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(1);
    await expect(social.deleteControl(card)).toHaveCount(0);
    const [saved] = (await mine(page.request)).data;
    expect(saved).toMatchObject({ text, networks: ['facebook', 'twitter'], status: 'awaiting_publication' });
    await page.screenshot({ path: testInfo.outputPath('social-list.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('staff publish a request with the link of each network’s post; the member sees the links and is notified', { tag: '@layout' }, async ({ page, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(120_000);
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const text = unique('Концерт хора в субботу', testInfo.project.name);
    const request = await requestAndPay(page.request, text, ['telegram', 'twitter']);

    const staff = await otherBrowser(browser, baseURL, clientIp);
    await signIn(staff.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderator = await staff.newPage();
    const moderation = new ModerationPage(moderator);
    const review = new SocialReview(moderation);
    await moderation.goto();
    await waitForHydration(moderator);
    await review.tab.click();
    await expect(moderator).toHaveURL(/kind=social-request/);
    await expect(review.tab).toHaveAttribute('aria-current', 'page');
    const item = await review.open(text);
    await expect(item).toContainText(t('ru', 'social:review.by', { name: `${person.firstName} ${person.lastName[0]}.` }));
    await expect(item).toContainText('Telegram, Twitter');
    await expect(item.getByRole('img', { name: t('ru', 'social:review.picture', { n: 1 }) })).toBeVisible();
    // A link for each of the request's networks, and only those.
    await expect(review.link(item, 'facebook')).toHaveCount(0);

    // Every link is required, each an https:// address.
    await review.link(item, 'telegram').fill('https://t.me/gazeta/101');
    await review.link(item, 'twitter').fill('twitter');
    await review.publishButton(item).click();
    await expect(moderation.main.getByRole('alert')).toContainText(t('ru', 'errors:error-social-links-required'));
    await expect(review.link(item, 'twitter')).toHaveAttribute('aria-invalid', 'true');
    await expect(review.link(item, 'telegram')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(moderator)).toEqual([]);
    await moderator.screenshot({ path: testInfo.outputPath('social-review.png'), fullPage: true });
    const links = { telegram: 'https://t.me/gazeta/101', twitter: 'https://x.com/gazeta/status/101' };
    await review.link(item, 'twitter').fill(links.twitter);
    await review.publishButton(item).click();
    await expect(item).toHaveCount(0, { timeout: 20_000 });
    await moderation.expectDone('approve');
    await staff.close();

    // The member: published, each network's post linked, and a notification that leads here.
    const social = new SocialRequestPage(page);
    await social.goto();
    await waitForHydration(page);
    const card = social.request(request.publish_on, text);
    await expect(social.status(card, 'published')).toBeVisible();
    await expect(social.links(card)).toHaveText([links.telegram, links.twitter]);
    await expect(social.links(card).first()).toHaveAttribute('href', links.telegram);
    await expect(social.links(card).last()).toHaveAttribute('href', links.twitter);
    expect(await seriousViolations(page)).toEqual([]);
    const bell = new NotificationBell(page);
    await bell.button.click();
    const note = bell.item('social_published', text);
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('href', SocialRequestPage.PATH);
  });

  test('staff reject a request with a reason; the member reads it and may delete the request', async ({ page, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page.request, newPerson(testInfo));
    const text = unique('Продаю гараж недорого', testInfo.project.name);
    const request = await requestAndPay(page.request, text, ['facebook']);

    const staff = await otherBrowser(browser, baseURL, clientIp);
    await signIn(staff.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderator = await staff.newPage();
    const moderation = new ModerationPage(moderator);
    const review = new SocialReview(moderation);
    await moderation.gotoKind('social-request');
    await waitForHydration(moderator);
    const item = await review.open(text);
    // A rejection needs its reason.
    await review.rejectButton(item).click();
    await expect(moderation.main.getByRole('alert')).toContainText(t('ru', 'errors:error-rejection-reason-required'));
    await expect(review.reason(item)).toHaveAttribute('aria-invalid', 'true');
    const reason = 'Частные объявления — в разделе частных объявлений.';
    await review.reason(item).fill(reason);
    await review.rejectButton(item).click();
    await expect(item).toHaveCount(0, { timeout: 20_000 });
    await moderation.expectDone('reject');
    await staff.close();

    const social = new SocialRequestPage(page);
    await social.goto();
    await waitForHydration(page);
    const card = social.request(request.publish_on, text);
    await expect(social.status(card, 'rejected')).toBeVisible();
    await expect(card).toContainText(t('ru', 'social:page.reason', { reason }));
    await social.deleteControl(card).click();
    const dialog = page.getByRole('dialog', { name: t('ru', 'social:page.deleteTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('ru', 'social:page.delete'), exact: true }).click();
    await social.toasts.expectShown('status', t('ru', 'social:page.deleted'));
    await expect(card).toHaveCount(0);
  });

  test('staff do not decide on their own request: a note instead of the decision', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const text = unique('Своя заявка модератора', testInfo.project.name);
    const request = await requestAndPay(page.request, text, ['telegram']);
    const moderation = new ModerationPage(page);
    const review = new SocialReview(moderation);
    await moderation.gotoKind('social-request');
    const own = await review.open(text);
    await expect(own.getByText(t('ru', 'newsroom:review.own'))).toBeVisible();
    await expect(review.publishButton(own)).toHaveCount(0);
    await expect(review.rejectButton(own)).toHaveCount(0);
    // The server says the same (error-own-item).
    const refused = await page.request.post(`/api/newsroom/review/social-request/${request.id}/decision`, { data: { decision: 'reject', reason: 'Нет' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('error-own-item');
  });

  test('without JavaScript the form is part of the page: a refused form comes back with what was typed; then it is saved, paid and an unpaid one deleted', async ({ browser, baseURL, clientIp }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    test.setTimeout(90_000);
    const noScript = await browser.newContext({ baseURL, locale: 'ru-RU', javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const page = await noScript.newPage();
    await signUp(page.request, newPerson(testInfo));
    const social = new SocialRequestPage(page);
    const text = unique('Ярмарка мёда\nв воскресенье', testInfo.project.name);
    await social.goto();
    // "New request" is a link to the pop-up's own address: the form is shown in the page.
    await social.newLink.click();
    await expect(page).toHaveURL(/\/profile\/social-request\?new=1$/);
    const f = social.inPageForm();
    await f.text.fill(text);
    await f.submit.click();
    await expect(page).toHaveURL(/\/profile\/social-request$/);
    const back = social.inPageForm();
    await expect(back.text).toHaveValue(text);
    await expect(back.scope).toContainText(t('ru', 'errors:error-social-networks-required'));
    await expect(back.scope).toContainText(t('ru', 'errors:error-terms-required'));
    await page.screenshot({ path: testInfo.outputPath('social-form-no-script.png'), fullPage: true });

    await back.network('telegram').check();
    await back.agree.check();
    await back.pictures.setInputFiles([picture('a.png'), picture('b.png')]);
    await back.submit.click();
    const saved = social.inPageForm();
    await expect(saved.payStep).toContainText(t('ru', 'errors:notification-social-pay'));
    const [made] = (await mine(page.request)).data;
    // (A form carries its line breaks as CR LF.)
    expect({ ...made, text: made!.text.replaceAll('\r\n', '\n') }).toMatchObject({ text, networks: ['telegram'], status: 'awaiting_payment' });
    expect(made!.images).toHaveLength(2);
    // Pay goes on to the checkout (a redirect, no script needed).
    await saved.payButton(price('telegram')).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\//);

    // Not paid, it can be deleted: "Delete" leads to the question's own address.
    await social.goto();
    const card = social.request(made!.publish_on, 'Ярмарка мёда');
    await expect(social.payButton(card, price('telegram'))).toBeVisible();
    await social.deleteControl(card, 'link').click();
    await expect(page).toHaveURL(new RegExp(`\\?delete=${made!.id}$`));
    const question = social.main.getByRole('region', { name: t('ru', 'social:page.deleteTitle') });
    await expect(question).toContainText(t('ru', 'social:page.deleteUnpaid'));
    await question.getByRole('button', { name: t('ru', 'social:page.delete'), exact: true }).click();
    await expect(social.main).toContainText(t('ru', 'social:page.deleted'));
    await expect(card).toHaveCount(0);
    await noScript.close();
  });
});
