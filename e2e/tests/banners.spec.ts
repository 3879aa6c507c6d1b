/**
 * Banners (issue #16): a member makes a banner of 150 × 600 in the pop-up, sees the price follow
 * the weeks as they are typed (clamped to the run's limits), is told at once that a 300 × 300
 * picture is the wrong size (and the server says so too), pays in the sandbox's checkout; staff
 * approve it in the Banners queue; it shows in the advertisements strip of the home page, its
 * link is the counting redirect that opens the advertiser's site, and the owner's page then
 * shows the view and the click by day. The page passes axe at 360 px (phone project) and on the
 * desktop; without JavaScript the form is part of the page and keeps what was typed.
 *
 * Each test is a new member (balance 0, so the order is paid at the checkout): the seeded reader
 * is never changed by a test.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_RATES, BANNER_PRICING, type MyBannersResponse } from '@gazeta/contract';
import { newPerson, otherBrowser, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR, pngImage } from '../helpers/feed.ts';
import { formatMoney } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { HomePage } from '../pages/home-page.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { Toasts } from '../pages/toasts.ts';

const MINE = '/profile/banners';
/** The paid pages wait for the provider's webhook and ask again every 2 s. */
const WEBHOOK_TIMEOUT = 20_000;
/** The server adds the strip's counts to the database every 5 s. */
const COUNTS_TIMEOUT = 20_000;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const picture = (name: string, width: number, height: number) => ({ name, mimeType: 'image/png', buffer: pngImage(width, height) });
const unique = (project: string) => `${project} ${Math.random().toString(36).slice(2, 8)}`;

/** The create-or-update pop-up (or, without JavaScript, the same form in the page). */
function bannerForm(page: Page, scope = page.getByRole('dialog', { name: t('ru', 'banners:form.titleNew') })) {
  const label = (key: string) => scope.getByLabel(t('ru', `banners:form.${key}`), { exact: true });
  return {
    scope,
    title: label('title'),
    url: label('url'),
    picture: label('picture'),
    startsOn: label('startsOn'),
    weeks: label('weeks'),
    // "I agree (terms)": the terms' link is part of its name.
    agree: scope.getByLabel(t('ru', 'banners:form.agree')),
    price: scope.getByTestId('banner-price'),
    lastDay: scope.getByTestId('banner-last-day'),
    submit: scope.getByRole('button', { name: t('ru', 'banners:form.submitNew') }),
  };
}

test.describe('Banners: buying one, its review, the strip and its counts', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('a member buys a banner, staff approve it, it shows in the strip through the counting redirect, and the owner sees its view and click', async ({ page, context, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(180_000);
    await signUp(page.request, newPerson(testInfo));
    const title = `Пекарня «Вильнюс» ${unique(testInfo.project.name)}`;
    const site = `https://bakery-${Math.random().toString(36).slice(2, 8)}.example/`;

    await page.goto(MINE);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'banners:page.heading') })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(t('ru', 'banners:page.empty'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('ru', 'banners:page.new') }).click();
    const f = bannerForm(page);
    await expect(f.scope).toBeVisible();
    await f.title.fill(title);
    await f.url.fill(site);

    // The price follows the weeks as they are typed, within the run's limits (spec §5 limit-number).
    const price = (weeks: number) => formatMoney(weeks * DEFAULT_RATES.banner_per_week_cents, 'ru');
    await expect(f.weeks).toHaveValue(String(BANNER_PRICING.minWeeks));
    await expect(f.price).toHaveText(price(BANNER_PRICING.minWeeks));
    await f.weeks.fill('3');
    await expect(f.price).toHaveText(price(3));
    await f.weeks.fill('40');
    await expect(f.weeks).toHaveValue(String(BANNER_PRICING.maxWeeks));
    await expect(f.price).toHaveText(price(BANNER_PRICING.maxWeeks));
    await f.weeks.fill('2');
    await expect(f.price).toHaveText(price(2));
    await expect(f.lastDay).not.toHaveText('—');

    // A picture of the wrong size is refused at once, beside the field, and the form is not sent.
    const wrongSize = t('ru', 'errors:error-banner-size');
    await f.picture.setInputFiles(picture('square.png', 300, 300));
    await expect(f.scope.getByText(wrongSize)).toBeVisible();
    await f.agree.check();
    await f.submit.click();
    await new Toasts(page).expectShown('alert', wrongSize);
    await expect(f.scope).toBeVisible();
    // The server is the authority: it decodes the picture and says the same.
    const mine = (await (await page.request.get('/api/me/banners')).json()) as MyBannersResponse;
    const refused = await page.request.post('/api/banners', {
      multipart: { title, url: site, starts_on: mine.today, weeks: '2', agree: '1', picture: picture('square.png', 300, 300) },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors.picture[0].code).toBe('error-banner-size');

    await f.picture.setInputFiles(picture('banner.png', 150, 600));
    await expect(f.scope.getByText(wrongSize)).toHaveCount(0);
    await expect(f.scope).toContainText(t('ru', 'banners:form.pictureChosen', { width: 150, height: 600 }));
    await page.screenshot({ path: testInfo.outputPath('banner-form.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await f.submit.click();

    // "Success. Please pay for your request.", and on to the sandbox's checkout.
    await new Toasts(page).expectShown('status', t('ru', 'errors:notification-banner-pay'));
    const pay = f.scope.getByTestId('banner-pay');
    await expect(pay).toContainText(t('ru', 'errors:notification-banner-pay'));
    await pay.getByRole('button', { name: t('ru', 'common:pay.amount', { amount: price(2) }) }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    const main = page.getByRole('main');
    await expect(main).toContainText(t('ru', 'orders:sandbox.badge'));
    await waitForHydration(page);
    await main.getByRole('button', { name: t('ru', 'orders:sandbox.pay', { amount: price(2) }) }).click();
    await expect(page).toHaveURL(/\/payment-success\?order=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'orders:result.successTitle') })).toBeVisible({ timeout: WEBHOOK_TIMEOUT });

    // The owner's list: paid, waiting for review.
    await page.goto(MINE);
    await waitForHydration(page);
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText(t('ru', 'banners:page.phase.awaiting_review'));
    await expect(card).toContainText(t('ru', 'banners:page.weeks', { count: 2 }));
    await expect(card.getByRole('link', { name: site })).toHaveAttribute('href', site);

    // Staff approve it in the moderation queue's Banners tab.
    const staff = await otherBrowser(browser, baseURL, clientIp);
    await signIn(staff.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderator = await staff.newPage();
    const moderation = new ModerationPage(moderator);
    await moderation.goto();
    await waitForHydration(moderator);
    await moderation.chip('banner').click();
    await expect(moderator).toHaveURL(/kind=banner/);
    const item = await moderation.open(title);
    await expect(item.getByRole('img', { name: t('ru', 'banners:review.picture', { title }) })).toBeVisible();
    await expect(item.getByRole('link', { name: site })).toBeVisible();
    await expect(item).toContainText(price(2));
    expect(await seriousViolations(moderator)).toEqual([]);
    await moderation.approveButton(item).click();
    // The decision leaves the queue first (a loaded machine may take a while); the toast is recorded, so it cannot be missed after.
    await expect(item).toHaveCount(0, { timeout: 20_000 });
    await moderation.expectDone('approve');
    await staff.close();

    // Running from today: in the strip of the home page, its link the counting redirect.
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/ads/seen')) reports.push(request.postData() ?? '');
    });
    const home = new HomePage(page);
    await home.goto();
    await waitForHydration(page);
    const ad = home.ads.link(title);
    await expect(ad).toHaveAttribute('href', /^\/api\/adv\/click\/\d+$/);
    await expect(ad).toHaveAttribute('target', '_blank');
    const adId = (await ad.getAttribute('href'))!.split('/').at(-1)!;
    // Seen (at least half of it on screen): the strip reports it about a second later. The strip
    // snaps its items to their start: scrolled there, the ad is wholly in sight on a phone too.
    await ad.evaluate((link) => link.scrollIntoView({ block: 'center', inline: 'start', behavior: 'instant' }));
    await expect.poll(() => reports.some((body) => new URLSearchParams(body).getAll('id').includes(adId))).toBe(true);
    // The click goes through the counting redirect (302 to the site), which the browser follows in a new tab.
    const redirects: { status: number; location: string | undefined }[] = [];
    await context.route(`**/api/adv/click/${adId}`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      redirects.push({ status: response.status(), location: response.headers()['location'] });
      await route.fulfill({ response });
    });
    // (Playwright does not route the request a redirect leads to, so the site itself is not shown here: the machine is offline.)
    const reached = context.waitForEvent('request', (request) => request.url() === site);
    const [opened] = await Promise.all([context.waitForEvent('page'), ad.click()]);
    expect((await reached).frame().page()).toBe(opened);
    expect(redirects).toEqual([{ status: 302, location: site }]);
    await opened.close();

    // The owner sees the view and the click, by day.
    await expect
      .poll(async () => ((await (await page.request.get('/api/me/banners')).json()) as MyBannersResponse).data.find((banner) => banner.title === title), { timeout: COUNTS_TIMEOUT })
      .toMatchObject({ phase: 'running', clicks: 1, impressions: expect.any(Number) });
    const counted = ((await (await page.request.get('/api/me/banners')).json()) as MyBannersResponse).data.find((banner) => banner.title === title)!;
    expect(counted.impressions).toBeGreaterThanOrEqual(1);
    await page.goto(MINE);
    await waitForHydration(page);
    await expect(card).toContainText(t('ru', 'banners:page.phase.running'));
    // Its own pages show the strip too: the views may have grown since.
    const totals = escapeRegExp(t('ru', 'banners:page.totals', { views: '§', clicks: '1' })).replace('§', '\\d+');
    await expect(card.getByTestId('banner-totals')).toHaveText(new RegExp(`^${totals}$`));
    await expect(card.getByRole('img', { name: new RegExp(`^${escapeRegExp(t('ru', 'banners:stats.clicks'))}`) })).toBeVisible();
    await card.getByText(t('ru', 'banners:stats.table')).click();
    const table = card.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([t('ru', 'banners:stats.day'), t('ru', 'banners:stats.views'), t('ru', 'banners:stats.clicks')]);
    await expect(table.locator('tfoot')).toContainText(t('ru', 'banners:stats.total'));
    await expect(table.locator('tbody tr').last().getByRole('cell').last()).toHaveText('1');
    await page.screenshot({ path: testInfo.outputPath('my-banners.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unpaid banner is changed (a new price to pay) and deleted after its confirmation', { tag: '@layout' }, async ({ page }, testInfo) => {
    await signUp(page.request, newPerson(testInfo));
    const title = `Юрист ${unique(testInfo.project.name)}`;
    const mine = (await (await page.request.get('/api/me/banners')).json()) as MyBannersResponse;
    const made = await page.request.post('/api/banners', {
      multipart: { title, url: 'https://lawyer.example/', starts_on: mine.today, weeks: '1', agree: '1', picture: picture('banner.png', 150, 600) },
    });
    expect(made.status(), await made.text()).toBe(201);

    await page.goto(MINE);
    await waitForHydration(page);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(t('ru', 'banners:meta.title'))));
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText(t('ru', 'banners:page.phase.awaiting_payment'));
    await expect(card.getByRole('button', { name: t('ru', 'banners:page.pay', { amount: formatMoney(DEFAULT_RATES.banner_per_week_cents, 'ru') }) })).toBeVisible();

    // Changed: the form holds the banner's own fields and its picture; "I agree" is asked again.
    await card.getByRole('button', { name: t('ru', 'banners:page.edit') }).click();
    const f = bannerForm(page, page.getByRole('dialog', { name: t('ru', 'banners:form.titleEdit') }));
    await expect(f.title).toHaveValue(title);
    await expect(f.scope.getByText(t('ru', 'banners:form.pictureCurrent'))).toBeVisible();
    await f.weeks.fill('5');
    await expect(f.price).toHaveText(formatMoney(5 * DEFAULT_RATES.banner_per_week_cents, 'ru'));
    await f.agree.check();
    await f.scope.getByRole('button', { name: t('ru', 'banners:form.submitEdit') }).click();
    await new Toasts(page).expectShown('status', t('ru', 'errors:notification-banner-pay'));
    const pay = f.scope.getByTestId('banner-pay');
    await expect(pay.getByRole('button', { name: t('ru', 'common:pay.amount', { amount: formatMoney(5 * DEFAULT_RATES.banner_per_week_cents, 'ru') }) })).toBeVisible();
    await pay.getByRole('button', { name: t('ru', 'common:pay.later') }).click();
    await expect(card).toContainText(t('ru', 'banners:page.weeks', { count: 5 }));

    // Deleted, after the question.
    await card.getByRole('button', { name: t('ru', 'banners:page.delete') }).click();
    const dialog = page.getByRole('dialog', { name: t('ru', 'banners:page.deleteTitle') });
    await expect(dialog).toContainText(t('ru', 'banners:page.deleteText', { title }));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('ru', 'banners:page.delete') }).click();
    await new Toasts(page).expectShown('status', t('ru', 'banners:page.deleted'));
    await expect(card).toHaveCount(0);
  });

  test('without JavaScript the form is part of the page, and a refused form comes back with what was typed and what was wrong', async ({ browser, baseURL, clientIp }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    const noScript = await browser.newContext({ baseURL, locale: 'ru-RU', javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const page = await noScript.newPage();
    await signUp(page.request, newPerson(testInfo));
    await page.goto(MINE);
    // "Add a banner" is a link to the pop-up's own address: the form is shown in the page.
    await page.getByRole('link', { name: t('ru', 'banners:page.new') }).click();
    await expect(page).toHaveURL(/\/profile\/banners\?new=1$/);
    const f = bannerForm(page, page.getByRole('region', { name: t('ru', 'banners:form.titleNew') }));
    await expect(f.scope).toBeVisible();
    await f.title.fill('Без картинки');
    await f.url.fill('bakery');
    await f.submit.click();
    await expect(page).toHaveURL(/\/profile\/banners$/);
    const form = bannerForm(page, page.getByRole('region', { name: t('ru', 'banners:form.titleNew') }));
    await expect(form.title).toHaveValue('Без картинки');
    await expect(form.url).toHaveValue('bakery');
    await expect(form.scope).toContainText(t('ru', 'errors:error-banner-url-invalid'));
    await expect(form.scope).toContainText(t('ru', 'errors:error-terms-required'));
    await page.screenshot({ path: testInfo.outputPath('banner-form-no-script.png'), fullPage: true });
    await noScript.close();
  });
});
