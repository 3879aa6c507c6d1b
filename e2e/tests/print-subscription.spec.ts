/**
 * The printed paper by mail (issue #16, /profile/subscribe): a member finds the page in the
 * profile navigation (beside the newsletter, which stays there), sees the price follow the term
 * (3 → 6 → 12 months), is told beside the field that ZIP 10001 is not in Illinois (with nothing
 * typed lost), subscribes for 6 months, pays in the sandbox's checkout, sees the term delivered
 * until its last day, and renews it from the reminder e-mail's link; staff download the mailing
 * list of the next issue and find the member in it; an unpaid request is deleted after its
 * question; without JavaScript a refused form comes back with what was typed and what was wrong.
 * The page passes axe at 360 px (phone project) and on the desktop.
 *
 * Each test is a new member (balance 0, so the order is paid at the checkout): the seeded reader
 * is never changed by a test.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_RATES, printSubscriptionRate, type CheckoutResponse, type MyPrintSubscriptionsResponse, type PrintSubscriptionWrite, type ScheduledIssue } from '@gazeta/contract';
import { newPerson, otherBrowser, signIn, signUp, type Person } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR } from '../helpers/feed.ts';
import { formatDate, formatMoney } from '../helpers/format.ts';
import { startsWith, t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';

const PAGE = '/profile/subscribe';
/** The paid pages wait for the provider's webhook and ask again every 2 s. */
const WEBHOOK_TIMEOUT = 20_000;
const price = (months: 3 | 6 | 12) => formatMoney(printSubscriptionRate(DEFAULT_RATES, months), 'ru');
const months = (count: number) => t('ru', 'subscriptions:term.months', { count });

/** The subscribe form, by its labels. */
function subscribeForm(page: Page, heading = 'subscriptions:form.heading') {
  const scope = page.getByRole('region', { name: t('ru', heading) });
  const label = (key: string) => scope.getByLabel(t('ru', `subscriptions:form.${key}`), { exact: true });
  return {
    scope,
    firstName: label('firstName'),
    lastName: label('lastName'),
    address: label('address'),
    address2: label('address2'),
    city: label('city'),
    state: label('state'),
    zip: label('zip'),
    term: (count: number) => scope.getByRole('radio', { name: startsWith(months(count)) }),
    price: scope.getByTestId('subscription-price'),
    // "I agree to the (terms)": the terms' link is part of its name.
    agree: scope.getByRole('checkbox', { name: startsWith(t('ru', 'subscriptions:form.agree')) }),
    submit: scope.getByRole('button', { name: t('ru', 'subscriptions:form.submit') }),
  };
}

/** The member's terms, read from the API (what the page should show). */
async function mine(request: APIRequestContext): Promise<MyPrintSubscriptionsResponse> {
  const response = await request.get('/api/me/print-subscriptions');
  expect(response.status()).toBe(200);
  return (await response.json()) as MyPrintSubscriptionsResponse;
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

const address = (person: Person, overrides: Record<string, unknown> = {}) => ({
  first_name: person.firstName,
  last_name: person.lastName,
  address: '4901 Golf Rd',
  city: 'Skokie',
  state: 'IL',
  zip: '60077',
  months: 3,
  agree: true,
  ...overrides,
});

/** A term made and paid through the API, as the page's own buttons do. */
async function subscribeAndPay(request: APIRequestContext, person: Person): Promise<void> {
  const made = await request.post('/api/print-subscriptions', { data: address(person) });
  expect(made.status(), await made.text()).toBe(201);
  const { order_id: orderId } = (await made.json()) as PrintSubscriptionWrite;
  const checkout = await request.post(`/api/orders/${orderId}/checkout`, { data: { locale: 'ru' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const session = ((await checkout.json()) as CheckoutResponse).url.replace(/^\/payment\/sandbox\//, '');
  expect((await request.post(`/api/payments/sandbox/${session}/pay`)).status()).toBe(200);
  await expect.poll(async () => (await mine(request)).data[0]?.phase, { timeout: WEBHOOK_TIMEOUT }).toBe('active');
}

test.describe('The printed paper by mail', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('a member subscribes for 6 months (the ZIP code checked against the state), pays, sees the term delivered and renews it from the reminder’s link', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const person = newPerson(testInfo);
    await signUp(page.request, person);

    // In the profile navigation, beside the newsletter (which stays there).
    await page.goto('/profile');
    const nav = page.getByRole('navigation', { name: t('ru', 'pages:profile.nav.title') });
    await expect(nav.getByRole('heading', { name: t('ru', 'pages:profile.nav.newsletter') })).toBeVisible();
    // (The link's name ends with the list's "›".)
    await nav.getByRole('link', { name: startsWith(t('ru', 'pages:profile.nav.subscription')) }).click();
    await expect(page).toHaveURL(/\/profile\/subscribe$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'subscriptions:page.heading') })).toBeVisible();
    await expect(page).toHaveTitle(startsWith(t('ru', 'subscriptions:meta.title')));
    expect(await seriousViolations(page)).toEqual([]);

    // The delivery name starts as the member's own; the price follows the term.
    const f = subscribeForm(page);
    await expect(f.firstName).toHaveValue(person.firstName);
    await expect(f.lastName).toHaveValue(person.lastName);
    await expect(f.term(3)).toBeChecked();
    await expect(f.price).toHaveText(price(3));
    await f.term(6).check();
    await expect(f.price).toHaveText(price(6));
    await f.term(12).check();
    await expect(f.price).toHaveText(price(12));
    await f.term(6).check();
    await expect(f.price).toHaveText(price(6));
    // Each card says what a month comes to.
    await expect(f.scope.locator('label').filter({ has: page.getByRole('radio', { name: startsWith(months(6)) }) })).toContainText(t('ru', 'subscriptions:form.perMonth', { amount: formatMoney(750, 'ru') }));

    // ZIP 10001 is New York's: refused beside the field, the focus on it, nothing typed lost.
    await f.address.fill('4901 Golf Rd');
    await f.address2.fill('Apt 2');
    await f.city.fill('Chicago');
    await f.state.selectOption('IL');
    await f.zip.fill('10001');
    await f.agree.check();
    await page.screenshot({ path: testInfo.outputPath('subscribe-form.png'), fullPage: true });
    await f.submit.click();
    await expect(f.scope.getByText(t('ru', 'errors:error-subscription-zip-state'))).toBeVisible();
    await expect(f.zip).toHaveAttribute('aria-invalid', 'true');
    await expect(f.zip).toBeFocused();
    await expect(f.address).toHaveValue('4901 Golf Rd');
    await expect(f.address2).toHaveValue('Apt 2');
    await expect(f.city).toHaveValue('Chicago');
    await expect(f.state).toHaveValue('IL');
    await expect(f.zip).toHaveValue('10001');
    await expect(f.term(6)).toBeChecked();
    await expect(f.agree).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    // A Chicago ZIP code: "Success. Please pay for your request.", and on to the checkout.
    await f.zip.fill('60601');
    await f.submit.click();
    const pay = f.scope.getByTestId('subscription-pay');
    await expect(pay).toContainText(t('ru', 'errors:notification-subscription-pay'));
    await expect(pay.getByRole('status')).toBeFocused();
    await pay.getByRole('button', { name: t('ru', 'common:pay.amount', { amount: price(6) }) }).click();
    await payInSandbox(page, price(6));

    // Delivered from today until the term's last day, in the reader's language.
    const [paid] = (await mine(page.request)).data;
    expect(paid).toMatchObject({ months: 6, phase: 'active', city: 'Chicago', zip: '60601', renewed: false });
    await page.goto(PAGE);
    await waitForHydration(page);
    const name = `${person.firstName} ${person.lastName}`;
    const cards = page.getByRole('article', { name });
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toContainText(t('ru', 'subscriptions:term.phase.active'));
    await expect(card).toContainText(`${months(6)} · ${price(6)}`);
    await expect(card).toContainText('4901 Golf Rd');
    await expect(card.getByTestId('subscription-delivery')).toContainText(t('ru', 'subscriptions:term.dates.active', { until: formatDate(paid!.ends_on!, 'ru') }));
    await expect(card.getByTestId('subscription-delivery')).toContainText(t('ru', 'subscriptions:term.since', { from: formatDate(paid!.starts_on!, 'ru') }));
    await expect(page.getByRole('region', { name: t('ru', 'subscriptions:form.headingMore') })).toBeVisible();
    // No mailing lists for a member.
    await expect(page.getByRole('region', { name: t('ru', 'subscriptions:mailing.heading') })).toHaveCount(0);

    // "Renew" opens the renewal as a pop-up with its own address; Cancel closes it.
    await card.getByRole('link', { name: t('ru', 'subscriptions:term.renew') }).click();
    const renewal = page.getByRole('dialog', { name: t('ru', 'subscriptions:renew.title') });
    await expect(renewal).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/profile/subscribe\\?renew=${paid!.id}$`));
    await renewal.getByRole('button', { name: t('ru', 'subscriptions:renew.cancel') }).click();
    await expect(renewal).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/subscribe$/);

    // The reminder e-mail's link opens it at once, the term's own 6 months chosen.
    await page.goto(`${PAGE}?renew=${paid!.id}`);
    await waitForHydration(page);
    await expect(renewal).toBeVisible();
    const nextDay = new Date(Date.parse(`${paid!.ends_on}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect(renewal).toContainText(t('ru', 'subscriptions:renew.startsOn', { date: formatDate(nextDay, 'ru') }));
    await expect(renewal.getByRole('radio', { name: startsWith(months(6)) })).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('renew-dialog.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await renewal.getByRole('radio', { name: startsWith(months(12)) }).check();
    await expect(renewal.getByTestId('subscription-price')).toHaveText(price(12));
    await renewal.getByRole('button', { name: t('ru', 'subscriptions:renew.submit', { amount: price(12) }) }).click();
    await payInSandbox(page, price(12));

    // The renewal follows the term without a gap; the term is no longer offered for renewal.
    const after = (await mine(page.request)).data;
    const renewed = after.find((term) => term.id !== paid!.id)!;
    expect(renewed).toMatchObject({ months: 12, phase: 'scheduled', starts_on: nextDay });
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(cards).toHaveCount(2);
    const [newer, older] = [cards.nth(0), cards.nth(1)];
    await expect(newer).toContainText(t('ru', 'subscriptions:term.phase.scheduled'));
    await expect(newer.getByTestId('subscription-delivery')).toHaveText(
      t('ru', 'subscriptions:term.dates.scheduled', { from: formatDate(renewed.starts_on!, 'ru'), until: formatDate(renewed.ends_on!, 'ru') }),
    );
    await expect(older).toContainText(t('ru', 'subscriptions:term.renewed'));
    await expect(older.getByRole('link', { name: t('ru', 'subscriptions:term.renew') })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('my-subscriptions.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('staff download the mailing list of the next issue, and the member is in it', { tag: '@layout' }, async ({ page, browser, baseURL, clientIp }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await subscribeAndPay(page.request, person);

    const staff = await otherBrowser(browser, baseURL, clientIp);
    await signIn(staff.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderator = await staff.newPage();
    await moderator.goto(PAGE);
    await waitForHydration(moderator);
    const section = moderator.getByRole('region', { name: t('ru', 'subscriptions:mailing.heading') });
    await expect(section).toBeVisible();

    // The next issue to come out is chosen at first.
    const schedule = (await (await moderator.request.get('/api/print/schedule')).json()) as { data: ScheduledIssue[] };
    const next = schedule.data[0]!;
    const issue = section.getByLabel(t('ru', 'subscriptions:mailing.issue'), { exact: true });
    await expect(issue.locator('option:checked')).toHaveText(startsWith(formatDate(next.date, 'ru')));
    await expect(issue.locator('option:checked')).toHaveText(/\(/);
    expect(await seriousViolations(moderator)).toEqual([]);
    await moderator.screenshot({ path: testInfo.outputPath('mailing-list.png'), fullPage: true });

    const [download] = await Promise.all([moderator.waitForEvent('download'), section.getByRole('button', { name: t('ru', 'subscriptions:mailing.download') }).click()]);
    expect(download.suggestedFilename()).toMatch(/^mailing-list-[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,address,address2,city,state,zip,paid_until');
    expect(lines.find((line) => line.startsWith(`${person.firstName} ${person.lastName},`))).toMatch(/,4901 Golf Rd,,Skokie,IL,60077,\d{4}-\d{2}-\d{2}$/);
    // The page is still there.
    await expect(moderator).toHaveURL(/\/profile\/subscribe$/);
    await staff.close();
  });

  test('an unpaid request is paid from the list or deleted after its question', { tag: '@layout' }, async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const made = await page.request.post('/api/print-subscriptions', { data: address(person, { months: 12 }) });
    expect(made.status(), await made.text()).toBe(201);

    await page.goto(PAGE);
    await waitForHydration(page);
    const card = page.getByRole('article', { name: `${person.firstName} ${person.lastName}` });
    await expect(card).toContainText(t('ru', 'subscriptions:term.phase.awaiting_payment'));
    await expect(card).toContainText(t('ru', 'subscriptions:term.dates.awaiting_payment'));
    await expect(card.getByRole('button', { name: t('ru', 'subscriptions:term.pay', { amount: price(12) }) })).toBeVisible();
    await expect(card.getByRole('link', { name: t('ru', 'subscriptions:term.renew') })).toHaveCount(0);

    await card.getByRole('link', { name: t('ru', 'subscriptions:term.delete') }).click();
    const question = page.getByRole('dialog', { name: t('ru', 'subscriptions:remove.title') });
    await expect(question).toContainText('4901 Golf Rd, Skokie, IL 60077');
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: t('ru', 'subscriptions:remove.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('ru', 'subscriptions:page.deleted') })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile\/subscribe$/);
    expect((await mine(page.request)).data).toEqual([]);
  });

  test('without JavaScript a refused form comes back with what was typed and what was wrong, and the renewal is part of the page', async ({ browser, baseURL, clientIp }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    const noScript = await browser.newContext({ baseURL, locale: 'ru-RU', javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    const page = await noScript.newPage();
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await page.goto(PAGE);
    const f = subscribeForm(page);
    await f.address.fill('4901 Golf Rd');
    await f.city.fill('Skokie');
    await f.zip.fill('1234');
    await f.term(12).check();
    await f.submit.click();
    await expect(page).toHaveURL(/\/profile\/subscribe$/);
    await expect(f.address).toHaveValue('4901 Golf Rd');
    await expect(f.city).toHaveValue('Skokie');
    await expect(f.zip).toHaveValue('1234');
    await expect(f.term(12)).toBeChecked();
    await expect(f.scope).toContainText(t('ru', 'errors:error-subscription-state-required'));
    await expect(f.scope).toContainText(t('ru', 'errors:error-terms-required'));
    await page.screenshot({ path: testInfo.outputPath('subscribe-form-no-script.png'), fullPage: true });

    await subscribeAndPay(page.request, person);
    const [term] = (await mine(page.request)).data;
    await page.goto(`${PAGE}?renew=${term!.id}`);
    const renewal = page.getByRole('region', { name: t('ru', 'subscriptions:renew.title') });
    await expect(renewal.getByRole('radio', { name: startsWith(months(3)) })).toBeChecked();
    await expect(renewal.getByRole('button', { name: t('ru', 'subscriptions:renew.submit', { amount: price(3) }) })).toBeVisible();
    await noScript.close();
  });
});
