import { DEFAULT_RATES, type MyBusinessesResponse } from '@gazeta/contract';
/**
 * The business directory (issue #15): a member lists a business with its weekly schedule and a
 * hot deal, pays the deal in the sandbox's checkout, staff approve the listing, and readers find
 * it by "open now", "has a hot deal" and by search (across alphabets); the form answers missing
 * fields with their spec §8 messages; every new page passes axe at 360 px (phone project) and on
 * the desktop.
 *
 * Each test lists as a new member (signed up with a verified phone, balance 0): the seeded
 * reader is never changed by a test, and a balance would pay an order before the checkout.
 */
import type { Page } from '@playwright/test';
import { newPerson, otherBrowser, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR } from '../helpers/feed.ts';
import { formatMoney } from '../helpers/format.ts';
import { deleteInPage } from '../helpers/forms.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { Toasts } from '../pages/toasts.ts';

const MINE = '/profile/business';
/** The paid pages wait for the provider's webhook and ask again every 2 s. */
const WEBHOOK_TIMEOUT = 20_000;
const DAY_MS = 24 * 3600_000;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word of this test alone (letters only, so search reads it as one word). */
const token = () => Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

/** An instant as a date picker in Chicago shows it: YYYY-MM-DDTHH:MM. */
function chicagoPicker(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

/** The create-or-update pop-up of /profile/business (or the form in the page, where it stands before JavaScript runs). */
function businessForm(page: Page, scope = page.getByRole('dialog')) {
  const dialog = scope;
  const label = (key: string, values: Record<string, string> = {}) => dialog.getByLabel(t('ru', `businesses:${key}`, values), { exact: true });
  return {
    dialog,
    label,
    day: (day: string) => ({
      opens: label('form.opens', { day: t('ru', `businesses:days.${day}`) }),
      closes: label('form.closes', { day: t('ru', `businesses:days.${day}`) }),
      off: label('form.dayOffLabel', { day: t('ru', `businesses:days.${day}`) }),
    }),
    submit: dialog.getByRole('button', { name: t('ru', 'businesses:form.submitNew') }),
  };
}

test.describe('Businesses: listing, paying for a hot deal, review and finding it', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('a member lists a business with its hours and a hot deal, pays in the sandbox, staff approve it, readers find it open now, with its deal, and by search', async ({ page, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(180_000);
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const word = token();
    const name = `Кафе «Шаумбург» ${word}`;

    // The directory's call to action opens the form on the owner's page.
    await page.goto('/ethnic-ads');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: t('ru', 'businesses:catalogue.list'), exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/business\?new=1$/);
    const f = businessForm(page);
    await expect(f.dialog).toBeVisible();

    await f.label('form.name').fill(name);
    await f.label('form.information').fill('Блины, сырники и пельмени. Бизнес-ланчи по будним дням.');
    await f.label('categories.restaurants').check();
    await f.label('languages.ru').check();
    await f.label('languages.en').check();
    await f.label('tags.takeout').check();
    await f.label('form.phone').fill(person.typedPhone);
    await f.label('form.address').fill('1000 E Golf Rd');
    // Next door to Schaumburg: only its name says «Шаумбург», so finding it by "Schaumburg" is the other alphabet's work.
    await f.label('form.city').fill('Hoffman Estates');
    await f.label('form.zip').fill('60169');
    // The week (spec §5): hours as the owner types them, open the whole day so "open now" holds
    // whenever the test runs; Sunday a day off.
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat']) {
      await f.day(day).opens.fill('12:00 AM');
      await f.day(day).closes.fill('12:00 AM');
    }
    await f.day('sun').off.check();
    await expect(f.day('sun').opens).toBeDisabled();
    // The hot deal: from an hour ago for ten days, two started weeks.
    const now = Date.now();
    await f.label('form.hotDealText').fill('Второй блин в подарок');
    await f.label('form.hotDealStarts').fill(chicagoPicker(new Date(now - 3600_000)));
    await f.label('form.hotDealEnds').fill(chicagoPicker(new Date(now + 10 * DAY_MS)));
    const price = formatMoney(2 * DEFAULT_RATES.hot_deal_per_week_cents, 'ru');
    await expect(f.dialog.getByTestId('deal-price')).toHaveText(t('ru', 'businesses:form.hotDealPrice', { amount: price, weeks: '2' }));
    // "I agree (terms)": the terms' link is part of its name.
    await f.dialog.getByLabel(t('ru', 'businesses:form.agree')).check();
    await page.screenshot({ path: testInfo.outputPath('business-form.png') });
    await f.submit.click();

    // Saved for review; the deal owes its price: "Success. Please pay for your request."
    await new Toasts(page).expectShown('status', t('ru', 'errors:notification-business-pay'));
    const pay = f.dialog.getByTestId('business-pay');
    await expect(pay).toContainText(t('ru', 'errors:notification-business-pay'));
    await pay.getByRole('button', { name: t('ru', 'common:pay.amount', { amount: price }) }).click();

    // The sandbox's checkout: plainly a test.
    await expect(page).toHaveURL(/\/payment\/sandbox\//);
    const main = page.getByRole('main');
    await expect(main).toContainText(t('ru', 'orders:sandbox.badge'));
    await waitForHydration(page);
    await main.getByRole('button', { name: t('ru', 'orders:sandbox.pay', { amount: price }) }).click();
    await expect(page).toHaveURL(/\/payment-success\?order=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'orders:result.successTitle') })).toBeVisible({ timeout: WEBHOOK_TIMEOUT });

    // The owner's page: waiting for review, the deal paid.
    await page.goto(MINE);
    await waitForHydration(page);
    const mine = page.getByRole('article').filter({ hasText: name });
    await expect(mine).toContainText(t('ru', 'businesses:profile.status.awaiting_review'));
    await expect(mine).toContainText(t('ru', 'businesses:profile.dealPaid'));
    expect(await seriousViolations(page)).toEqual([]);

    // Staff approve it in the moderation queue's Businesses tab.
    const staff = await otherBrowser(browser, baseURL, clientIp);
    await signIn(staff.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderator = await staff.newPage();
    const moderation = new ModerationPage(moderator);
    await moderation.goto();
    await waitForHydration(moderator);
    await moderation.chip('business').click();
    await expect(moderator).toHaveURL(/kind=business/);
    const item = await moderation.open(name);
    await expect(item).toContainText('Второй блин в подарок');
    expect(await seriousViolations(moderator)).toEqual([]);
    await moderation.approveButton(item).click();
    await expect(item).toHaveCount(0);
    await staff.close();

    // A reader (no session) finds it: "open now" and "has a hot deal", then by search across alphabets.
    const reader = await otherBrowser(browser, baseURL, clientIp);
    const visitor = await reader.newPage();
    await visitor.goto('/ethnic-ads');
    await waitForHydration(visitor);
    const filters = visitor.getByRole('form', { name: t('ru', 'businesses:catalogue.filters') });
    await filters.getByLabel(t('ru', 'businesses:catalogue.openNow')).check();
    await filters.getByLabel(t('ru', 'businesses:catalogue.hotDeal')).check();
    await filters.getByRole('button', { name: t('ru', 'businesses:catalogue.apply') }).click();
    await expect(visitor).toHaveURL(/\/ethnic-ads\?open=1&deal=1$/);
    const search = visitor.getByRole('search', { name: t('ru', 'businesses:catalogue.searchLabel') });
    // "Schaumburg" in Latin letters finds «Шаумбург» (decision 018), with this test's word.
    await search.getByRole('searchbox').fill(`Schaumburg ${word}`);
    await search.getByRole('button', { name: t('ru', 'businesses:catalogue.searchSubmit') }).click();
    await expect(visitor).toHaveURL(/\/ethnic-ads\?open=1&deal=1&q=Schaumburg/);
    const found = visitor.getByRole('main').getByRole('article').filter({ hasText: name });
    await expect(found).toBeVisible();
    await expect(found).toContainText(t('ru', 'businesses:card.openAllDay'));
    await expect(found).toContainText('Второй блин в подарок');
    await expect(found.locator('mark').first()).toHaveText('Шаумбург');
    expect(await seriousViolations(visitor)).toEqual([]);

    // Its page: open now, the week with today marked, the deal with its dates, LocalBusiness.
    await found.getByRole('link', { name }).click();
    await expect(visitor).toHaveURL(/\/ethnic-ads\/\d+$/);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole('main')).toContainText(t('ru', 'businesses:card.openAllDay'));
    await expect(visitor.getByRole('table')).toContainText(t('ru', 'businesses:business.dayOff'));
    await expect(visitor.locator('.schedule-table__today')).toHaveCount(1);
    await expect(visitor.getByRole('main').getByRole('link', { name: person.typedPhone })).toHaveAttribute('href', `tel:${person.phone}`);
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    const business = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({ name, telephone: person.phone, address: { addressLocality: 'Hoffman Estates', postalCode: '60169' } });
    expect(business!['openingHoursSpecification']).toEqual(
      expect.arrayContaining([expect.objectContaining({ dayOfWeek: ['https://schema.org/Sunday'], opens: '00:00', closes: '00:00' })]),
    );
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: testInfo.outputPath('business-page.png'), fullPage: true });
    await reader.close();
  });

  test('a form missing its fields answers each with its spec §8 message, beside the field and in a toast; nothing typed is lost', { tag: '@layout' }, async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await page.goto(`${MINE}?new=1`);
    await waitForHydration(page);
    const f = businessForm(page);
    await f.label('form.address').fill('1000 E Golf Rd');
    await f.label('form.email').fill('not-an-address');
    await f.day('mon').opens.fill('soon');
    await f.label('form.hotDealText').fill('Скидка');
    await f.submit.click();
    await new Toasts(page).expectShown('alert', t('ru', 'errors:notification-error-name'));
    for (const code of [
      'notification-error-information',
      'notification-error-categories',
      'notification-error-languages',
      'notification-error-phone',
      'notification-error-invalid-email',
      'notification-error-invalid-date',
      'error-business-schedule-day',
      'error-terms-required',
    ]) {
      await expect(f.dialog).toContainText(t('ru', `errors:${code}`));
    }
    await expect(f.label('form.address')).toHaveValue('1000 E Golf Rd');
    await expect(f.label('form.name')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the directory, its filters and a business page pass axe; the header link "business ads" leads here and the site search is hidden', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/');
    // The header's "business ads" (in the phone's menu on a phone) leads to the directory.
    const link = page.getByRole('banner').locator('a[href="/ethnic-ads"]').first();
    await expect(link).toHaveText(t('ru', 'layout:header.ethnicAds'));
    await page.goto('/ethnic-ads');
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The map view: the same businesses clustered with their counts; a cluster is a button that zooms in.
    await page.getByRole('navigation', { name: t('ru', 'businesses:catalogue.views') }).getByRole('link', { name: t('ru', 'businesses:catalogue.viewMap') }).click();
    await expect(page).toHaveURL(/\/ethnic-ads\?view=map$/);
    const map = page.getByRole('region', { name: t('ru', 'businesses:catalogue.mapLabel') });
    await expect(map).toBeVisible();
    // Any count, in whichever plural form it takes (1, 2 and 5 give the three Russian ones).
    const clusterName = new RegExp(`^(${[1, 2, 5].map((n) => escapeRegExp(t('ru', 'businesses:catalogue.mapCluster', { count: n })).replace(String(n), '\\d+')).join('|')})$`);
    const cluster = map.getByRole('button', { name: clusterName }).first();
    await expect(cluster).toBeVisible();
    const zoom = map.locator('.leaflet-proxy').first();
    const before = await zoom.getAttribute('style');
    await cluster.click();
    await expect.poll(() => zoom.getAttribute('style')).not.toBe(before);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/ethnic-ads');

    // A category from its chip: the list keeps to it.
    await page.getByRole('navigation', { name: t('ru', 'businesses:catalogue.categories') }).getByRole('link', { name: new RegExp(t('ru', 'businesses:categories.doctors')) }).click();
    await expect(page).toHaveURL(/\/ethnic-ads\?category=doctors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ru', 'businesses:catalogue.categoryHeading', { category: t('ru', 'businesses:categories.doctors') }));
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toContainText(t('ru', 'businesses:categories.doctors'));
    await first.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/ethnic-ads\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: t('ru', 'businesses:business.hours') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the owner’s page and its pop-up pass axe', { tag: '@layout' }, async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await page.goto(MINE);
    await waitForHydration(page);
    await expect(page.getByRole('main')).toContainText(t('ru', 'businesses:profile.empty'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('ru', 'businesses:profile.new') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('Businesses: the form without JavaScript', () => {
  test.use({ javaScriptEnabled: false, ownClientIp: true });

  test('the form is part of the page: a refused form comes back with what was typed and what was wrong; a saved one goes back to the list; one is edited and deleted at its own addresses', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const name = `Пекарня ${token()}`;
    await page.goto(MINE);
    // "Add a business" is a link to the pop-up's own address: the form is shown in the page.
    await page.getByRole('link', { name: t('ru', 'businesses:profile.new'), exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/business\?new=1$/);
    const region = () => page.getByRole('region', { name: t('ru', 'businesses:form.titleNew') });
    let f = businessForm(page, region());
    await f.label('form.name').fill(name);
    await f.label('form.information').fill('Хлеб на закваске.\nКаждое утро.');
    await f.label('categories.restaurants').check();
    await f.label('languages.ru').check();
    await f.label('tags.takeout').check();
    await f.label('form.phone').fill(person.typedPhone);
    // A wrong e-mail address and no "I agree": refused by the server.
    await f.label('form.email').fill('not-an-address');
    await f.label('form.address').fill('1000 E Golf Rd');
    await f.label('form.city').fill('Hoffman Estates');
    await f.label('form.zip').fill('60169');
    await f.dialog.getByLabel(t('ru', 'map:picker.lat')).fill('42.0500');
    await f.dialog.getByLabel(t('ru', 'map:picker.lng')).fill('-88.0700');
    await f.day('mon').opens.fill('09:00 AM');
    await f.day('mon').closes.fill('06:00 PM');
    await f.day('sun').off.check();
    await f.submit.click();

    await expect(page).toHaveURL(/\/profile\/business$/);
    f = businessForm(page, region());
    for (const code of ['notification-error-invalid-email', 'error-terms-required']) await expect(f.dialog).toContainText(t('ru', `errors:${code}`));
    await expect(f.label('form.name')).toHaveValue(name);
    await expect(f.label('form.information')).toHaveValue('Хлеб на закваске.\nКаждое утро.');
    await expect(f.label('categories.restaurants')).toBeChecked();
    await expect(f.label('languages.ru')).toBeChecked();
    await expect(f.label('languages.en')).not.toBeChecked();
    await expect(f.label('tags.takeout')).toBeChecked();
    await expect(f.label('form.phone')).toHaveValue(person.typedPhone);
    await expect(f.label('form.email')).toHaveValue('not-an-address');
    await expect(f.label('form.city')).toHaveValue('Hoffman Estates');
    await expect(f.dialog.getByLabel(t('ru', 'map:picker.lat'))).toHaveValue('42.05');
    await expect(f.day('mon').opens).toHaveValue('09:00 AM');
    await expect(f.day('mon').closes).toHaveValue('06:00 PM');
    await expect(f.day('sun').off).toBeChecked();

    // Fixed and agreed: saved for review (no hot deal, nothing to pay), back on the list.
    await f.label('form.email').fill('bakery@example.com');
    await f.dialog.getByLabel(t('ru', 'businesses:form.agree')).check();
    await f.submit.click();
    await expect(page).toHaveURL(/\/profile\/business\?notice=(sent-for-review|item-saved)$/);
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
    const mine = (await (await page.request.get('/api/me/businesses')).json()) as MyBusinessesResponse;
    const listed = mine.data.find((business) => business.name === name)!;
    expect(listed).toMatchObject({ information: 'Хлеб на закваске.\nКаждое утро.', categories: ['restaurants'], languages: ['ru'], tags: ['takeout'], email: 'bakery@example.com' });
    expect(listed.schedule).toEqual({ mon: { opens: '09:00', closes: '18:00' }, sun: 'off' });
    expect(listed.location).toMatchObject({ lat: 42.05, lng: -88.07, source: 'owner' });

    // Edit is a link to the listing's own form, filled, in the page; sent without JavaScript, it saves.
    await page.getByRole('article').filter({ hasText: name }).getByRole('link', { name: t('ru', 'businesses:profile.edit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/business\\?edit=${listed.id}$`));
    const editRegion = () => page.getByRole('region', { name: t('ru', 'businesses:form.titleEdit') });
    f = businessForm(page, editRegion());
    await expect(f.label('form.name')).toHaveValue(name);
    await expect(f.label('form.email')).toHaveValue('bakery@example.com');
    // A refusal comes back in the same form, still the listing's.
    await f.label('form.email').fill('not-an-address');
    await f.dialog.getByLabel(t('ru', 'businesses:form.agree')).check();
    await f.dialog.getByRole('button', { name: t('ru', 'businesses:form.submitEdit') }).click();
    f = businessForm(page, editRegion());
    await expect(f.dialog).toContainText(t('ru', 'errors:notification-error-invalid-email'));
    await expect(f.label('form.name')).toHaveValue(name);
    const renamed = `${name} и сыновья`;
    await f.label('form.name').fill(renamed);
    await f.label('form.email').fill('bakery@example.com');
    await f.dialog.getByLabel(t('ru', 'businesses:form.agree')).check();
    await f.dialog.getByRole('button', { name: t('ru', 'businesses:form.submitEdit') }).click();
    await expect(page).toHaveURL(/\/profile\/business\?notice=(sent-for-review|item-saved)$/);
    await expect(page.getByRole('article').filter({ hasText: renamed })).toBeVisible();
    const edited = (await (await page.request.get('/api/me/businesses')).json()) as MyBusinessesResponse;
    expect(edited.data.find((business) => business.id === listed.id)?.name).toBe(renamed);

    // Delete is a link to its question, asked in the page; confirmed, the listing is gone.
    await deleteInPage(page, page.getByRole('article').filter({ hasText: renamed }), {
      link: t('ru', 'businesses:profile.delete'),
      address: new RegExp(`/profile/business\\?delete=${listed.id}$`),
      title: t('ru', 'businesses:profile.deleteTitle'),
      question: [t('ru', 'businesses:profile.deleteText', { name: renamed })],
      confirm: t('ru', 'businesses:profile.delete'),
      done: t('ru', 'businesses:profile.deleted'),
    });
    const left = (await (await page.request.get('/api/me/businesses')).json()) as MyBusinessesResponse;
    expect(left.data.some((business) => business.id === listed.id)).toBe(false);
  });
});
