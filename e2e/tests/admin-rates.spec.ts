/**
 * The admin's rate table (decision 048, /admin/rates): an admin, from the profile's link, refuses
 * a price that is no amount (the server's message beside the field, what was typed kept), then
 * changes one price with a reason, sees the new version in the history, and a new quote in the
 * member's form is at the new price. A moderator is told the page is not there; a visitor is
 * sent to sign in. At 360 px the page does not scroll sideways.
 *
 * The price changed is a 1/8-page display ad for 48 weeks: no other spec asserts it. The test puts
 * the table back as it found it (a new version through the API), so other specs see its prices.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { AD_UNIT_FRACTION, quoteDisplayAd, type AdminRatesResponse, type RateTable } from '@gazeta/contract';
import { signIn } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR } from '../helpers/feed.ts';
import { formatMoney } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { horizontalOverflow } from '../helpers/layout.ts';
import { expect, test } from '../fixtures.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';

const DEMO_ADMIN = { email: 'admin@demo.gazeta.local', password: 'demo-admin' } as const;
const RATES_PAGE = '/admin/rates';
const UNITS = 4;
const TERM = '48w';

async function adminRates(request: APIRequestContext): Promise<AdminRatesResponse> {
  const response = await request.get('/api/admin/rates');
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminRatesResponse;
}

async function putRates(request: APIRequestContext, rates: RateTable, reason: string): Promise<void> {
  const response = await request.put('/api/admin/rates', { data: { rates, reason } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The input of the price changed here: the 48 weeks of the 4-unit size. */
const priceInput = (page: Page) =>
  page
    .getByRole('group', { name: t('ru', 'pages:adminRates.groups.display.size', { count: UNITS }), exact: true })
    .getByLabel(t('ru', `pages:adminRates.groups.display.term.${TERM}`), { exact: true });

const fieldError = (page: Page, code: string) => page.getByText(`${t('ru', 'common:form.errorPrefix')} ${t('ru', `errors:${code}`)}`, { exact: true });

test.describe('the rate table', () => {
  test('an admin changes a price with a reason, sees the new version, and a new quote is at that price', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const before = await adminRates(page.request);
    const oldCents = before.current.rates.display_ads[`${UNITS}`][TERM];
    const newCents = oldCents + 125;
    const reason = `E2E ${Math.random().toString(36).slice(2, 8)}`;
    try {
      // The link lives in the profile's navigation, with the staff's.
      await page.goto('/profile');
      await page.getByRole('link', { name: new RegExp(`^${t('ru', 'pages:adminRates.nav')}(\\s|$)`) }).click();
      await expect(page).toHaveURL(RATES_PAGE);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: t('ru', 'pages:adminRates.title') })).toBeVisible();
      const input = priceInput(page);
      await expect(input).toHaveValue((oldCents / 100).toFixed(2).replace('.', ','));

      // No amount, and no reason: the server's messages beside the fields; what was typed stays.
      await input.fill('сорок');
      await page.getByRole('button', { name: t('ru', 'pages:adminRates.save') }).click();
      await expect(fieldError(page, 'error-rate-cents')).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(fieldError(page, 'error-rate-reason')).toBeVisible();
      await expect(input).toHaveValue('сорок');
      expect((await adminRates(page.request)).current.version).toBe(before.current.version);

      // Dollars and cents as people write them.
      await input.fill((newCents / 100).toFixed(2).replace('.', ','));
      await page.getByLabel(t('ru', 'pages:adminRates.reason'), { exact: true }).fill(reason);
      await page.getByRole('button', { name: t('ru', 'pages:adminRates.save') }).click();
      const newest = page.getByTestId('rate-history').getByRole('listitem').first();
      await expect(newest).toContainText(t('ru', 'pages:adminRates.history.version', { version: before.current.version + 1 }));
      await expect(newest).toContainText(reason);
      await expect(fieldError(page, 'error-rate-cents')).toBeHidden();
      await expect(priceInput(page)).toHaveValue((newCents / 100).toFixed(2).replace('.', ','));
      const after = await adminRates(page.request);
      expect(after.current.rates.display_ads[`${UNITS}`][TERM]).toBe(newCents);
      expect(after.current.reason).toBe(reason);

      // A new quote in the member's form is at the new price.
      await page.goto('/profile/advertising');
      await waitForHydration(page);
      await page.getByRole('button', { name: t('ru', 'advertising:page.new') }).click();
      const dialog = page.getByRole('dialog', { name: t('ru', 'advertising:form.title') });
      await dialog.getByRole('radio', { name: new RegExp(`^${t('ru', 'advertising:size.fraction', { fraction: AD_UNIT_FRACTION[UNITS] })} `) }).check();
      await dialog.getByRole('radio', { name: t('ru', `advertising:term.${TERM}`), exact: true }).check();
      const quote = quoteDisplayAd({ units: UNITS, term: TERM, editions: 1 }, after.current.rates);
      expect(quote!.totalCents).not.toBe(quoteDisplayAd({ units: UNITS, term: TERM, editions: 1 }, before.current.rates)!.totalCents);
      await expect(dialog.getByTestId('display-ad-price')).toHaveText(formatMoney(quote!.totalCents, 'ru'));
    } finally {
      // The table as the test found it, for the other specs.
      const now = await adminRates(page.request);
      if (now.current.rates.display_ads[`${UNITS}`][TERM] !== oldCents) await putRates(page.request, before.current.rates, `${reason}: restored`);
    }
  });

  test('a moderator is told the page is not there; a visitor is sent to sign in', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const visitor = await page.goto(RATES_PAGE);
    expect(visitor?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/login/);

    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    expect((await page.request.get('/api/admin/rates')).status()).toBe(403);
    const response = await page.goto(RATES_PAGE);
    expect(response?.status()).toBe(404);
    const notFound = new NotFoundPage(page);
    await expect(notFound.main.getByRole('heading', { level: 1 })).toHaveText(notFound.expectedHeading);
  });

  test('fits a 360 px screen', { tag: '@layout' }, async ({ page }) => {
    await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(RATES_PAGE);
    await expect(priceInput(page)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
