import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Classified, ClassifiedSectionsResponse, ClassifiedsResponse, ClassifiedSummary } from '@gazeta/contract';
import { newPerson, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { t } from '../helpers/i18n.ts';
import { E2E_DATA_DIR } from '../helpers/outbox.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { HomePage } from '../pages/home-page.ts';
import { PrivateAdPage, PrivateAdsPage } from '../pages/private-ads-page.ts';
import { SearchPage } from '../pages/search-page.ts';

/** What the catalogue should show, read from the API (in Russian, like the suite). */
async function ads(request: APIRequestContext, query = ''): Promise<ClassifiedsResponse> {
  const response = await request.get(`/api/classifieds${query ? `?${query}` : ''}`, { headers: { 'accept-language': 'ru' } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ClassifiedsResponse;
}

async function sections(request: APIRequestContext): Promise<ClassifiedSectionsResponse> {
  return (await (await request.get('/api/classifieds/sections', { headers: { 'accept-language': 'ru' } })).json()) as ClassifiedSectionsResponse;
}

async function adById(request: APIRequestContext, id: number): Promise<Classified> {
  return (await (await request.get(`/api/classifieds/${id}`, { headers: { 'accept-language': 'ru' } })).json()) as Classified;
}

/** A running ad with photos, and one whose text is in Latin letters naming Schaumburg. */
async function adWithPhotos(request: APIRequestContext): Promise<ClassifiedSummary> {
  return (await ads(request, 'photo=1&per_page=50')).data.find((ad) => ad.images_count > 1)!;
}

/** Every JSON-LD node of the page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const MAIL_DIR = path.join(E2E_DATA_DIR, 'outbox', 'mail');
const SMS_DIR = path.join(E2E_DATA_DIR, 'outbox', 'sms');

/** Whether a relayed message with this (Latin, unique) token reached the outbox, by e-mail or SMS. */
async function relayed(token: string): Promise<'email' | 'sms' | null> {
  for (const [dir, channel] of [[MAIL_DIR, 'email'], [SMS_DIR, 'sms']] as const) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      // Quoted-printable may fold a long line ("=\r\n"); the token is short and Latin.
      const text = (await readFile(path.join(dir, name), 'utf8')).replaceAll('=\r\n', '');
      if (text.includes(token)) return channel;
    }
  }
  return null;
}

test.describe('Private ads: the catalogue', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the header leads to the catalogue, whose sections are named in both languages', { tag: '@layout' }, async ({ page, request }, testInfo) => {
    const home = new HomePage(page);
    await home.goto();
    const nav = isPhone(testInfo) ? (await home.header.openMobileMenu()).navigation : home.header.navigation;
    await nav.getByRole('link', { name: t('ru', 'layout:header.privateAds'), exact: true }).click();
    await expect(page).toHaveURL('/private-ads');

    const catalogue = new PrivateAdsPage(page);
    await expect(catalogue.heading).toHaveText(t('ru', 'classifieds:catalogue.heading'));
    // Spec §2: no header search here; the catalogue has its own.
    await expect(catalogue.header.searchFormInPage).toHaveCount(0);
    await expect(catalogue.searchInput).toBeVisible();
    const expected = await sections(request);
    for (const section of expected.data) {
      const chip = catalogue.section(section.name_ru);
      await expect(chip).toContainText(section.name_en);
      await expect(chip).toContainText(String(section.count));
    }
    await expect(catalogue.count).toHaveText(t('ru', 'classifieds:catalogue.count', { count: expected.total }));
    await expect(catalogue.cards).toHaveCount(20);
    // Newest first with priority and hot on top: the order the API gives.
    const first = await ads(request);
    await expect(catalogue.cardTitles).toHaveText(first.data.map((ad) => ad.title));
  });

  test('a section, then the kind and photo filters, narrow the list', async ({ page, request }) => {
    const catalogue = new PrivateAdsPage(page);
    await catalogue.gotoCatalogue();
    const rentals = (await sections(request)).data.find((s) => s.slug === 'rentals')!;
    await catalogue.section(rentals.name_ru).click();
    await expect(page).toHaveURL('/private-ads/cat/rentals');
    await expect(catalogue.heading).toHaveText(t('ru', 'classifieds:catalogue.sectionHeading', { section: rentals.name }));
    await expect(catalogue.section(rentals.name_ru)).toHaveAttribute('aria-current', 'page');

    await catalogue.kind('wanted').check();
    await catalogue.applyFilters.click();
    await expect(page).toHaveURL('/private-ads/cat/rentals?type=wanted');
    const wanted = await ads(request, 'section=rentals&type=wanted');
    await expect(catalogue.count).toHaveText(t('ru', 'classifieds:catalogue.count', { count: wanted.total }));
    await expect(catalogue.cardTitles).toHaveText(wanted.data.map((ad) => ad.title));
    for (const card of await catalogue.cards.all()) await expect(card).toContainText(t('ru', 'classifieds:types.wanted'));

    await catalogue.kind(null).check();
    await catalogue.withPhoto.check();
    await catalogue.applyFilters.click();
    await expect(page).toHaveURL('/private-ads/cat/rentals?photo=1');
    const pictured = await ads(request, 'section=rentals&photo=1');
    await expect(catalogue.cardTitles).toHaveText(pictured.data.map((ad) => ad.title));
    expect(pictured.data.length).toBeGreaterThan(0);
    // Beside its title a card's photo is decorative (alt=""), so it has no img role to find it by.
    for (const card of await catalogue.cards.all()) await expect(card.locator('img')).toHaveCount(1);
  });

  test('"More ads" adds the next ads below and takes the reader to the first of them', async ({ page, request }) => {
    const catalogue = new PrivateAdsPage(page);
    await catalogue.gotoCatalogue();
    const first = await ads(request);
    const next = await ads(request, `cursor=${first.next_cursor}`);
    await catalogue.moreLink.click();
    await expect(catalogue.cards).toHaveCount(40);
    await expect(page).toHaveURL('/private-ads');
    await expect(catalogue.cardTitles.nth(20).getByRole('link')).toBeFocused();
    await expect(catalogue.cardTitles.nth(20)).toHaveText(next.data[0]!.title);
    await expect(page.getByRole('status').filter({ hasText: t('ru', 'classifieds:catalogue.loaded', { count: 20 }) })).toBeAttached();
  });

  test('"Шаумбург" in the catalogue search finds the ads that write "Schaumburg"', async ({ page, request }) => {
    const catalogue = new PrivateAdsPage(page);
    await catalogue.gotoCatalogue();
    await catalogue.search('Шаумбург');
    await expect(page).toHaveURL(`/private-ads?q=${encodeURIComponent('Шаумбург')}`);
    const found = await ads(request, `q=${encodeURIComponent('Шаумбург')}`);
    expect(found.data.some((ad) => /Schaumburg/.test(ad.text))).toBe(true);
    await expect(catalogue.count).toHaveText(t('ru', 'classifieds:catalogue.found', { count: found.total, query: 'Шаумбург' }));
    await expect(catalogue.cardTitles).toHaveText(found.data.map((ad) => ad.title));
    // The Latin spelling is what is marked in an English ad.
    await expect(catalogue.main.locator('mark').filter({ hasText: /^Schaumburg$/ }).first()).toBeVisible();
    await expect(catalogue.searchInput).toHaveValue('Шаумбург');
  });

  test('an unknown section is the 404 page', async ({ page, consoleErrors }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    consoleErrors.allow(/status of 404/);
    expect((await page.goto('/private-ads/cat/boats'))?.status()).toBe(404);
    expect((await page.goto('/private-ads/999999'))?.status()).toBe(404);
    expect((await page.goto('/private-ads/abc'))?.status()).toBe(404);
  });
});

test.describe('Private ads without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(screenIndependent, SCREEN_INDEPENDENT);

  test('the filters, the search and "more ads" are plain forms and links', async ({ page, request }) => {
    const catalogue = new PrivateAdsPage(page);
    await catalogue.gotoCatalogue('/private-ads/cat/for-sale');
    await catalogue.kind('offer').check();
    await catalogue.withPhoto.check();
    await catalogue.applyFilters.click();
    // The form sends every field; the page lives at its one address.
    await expect(page).toHaveURL('/private-ads/cat/for-sale?type=offer&photo=1');
    const expected = await ads(request, 'section=for-sale&type=offer&photo=1');
    await expect(catalogue.cardTitles).toHaveText(expected.data.map((ad) => ad.title));

    await catalogue.gotoCatalogue();
    const first = await ads(request);
    await catalogue.moreLink.click();
    await expect(page).toHaveURL(`/private-ads?cursor=${first.next_cursor}`);
    const next = await ads(request, `cursor=${first.next_cursor}`);
    await expect(catalogue.cardTitles).toHaveText(next.data.map((ad) => ad.title));

    await catalogue.search('Brooklyn');
    await expect(page).toHaveURL('/private-ads?q=Brooklyn');
    await expect(catalogue.cardTitles.first()).toBeVisible();
  });
});

test.describe('Private ads: one ad', () => {
  test.describe.configure({ mode: 'parallel' });

  test('shows its photos, its text with its extras, its facts and the way back to its section', async ({ page, request }) => {
    const summary = await adWithPhotos(request);
    const catalogue = new PrivateAdsPage(page);
    await catalogue.gotoCatalogue(`/private-ads/cat/${summary.section.slug}?photo=1`);
    await catalogue.cardTitles.getByRole('link', { name: summary.title, exact: true }).first().click();
    await expect(page).toHaveURL(`/private-ads/${summary.id}`);

    const ad = new PrivateAdPage(page);
    const full = await adById(request, summary.id);
    await expect(ad.heading).toHaveText(full.title);
    await expect(ad.photos.getByRole('img')).toHaveCount(full.images.length);
    const main = ad.photos.getByRole('img').first();
    await expect(main).toHaveAttribute('srcset', full.images[0]!.srcset);
    await expect(main).toHaveAttribute('alt', full.images[0]!.alt);
    await expect(ad.main.getByText(full.text.split('\n')[0]!.slice(0, 40))).toBeVisible();
    await expect(ad.main.getByRole('link', { name: full.section.name, exact: true }).first()).toHaveAttribute('href', `/private-ads/cat/${full.section.slug}`);
    if (full.phone) await expect(ad.main.locator(`a[href="tel:${full.phone}"]`)).toBeVisible();
    else await expect(ad.main.locator('a[href^="tel:"]')).toHaveCount(0);
  });

  test('describes itself to search engines and link previews', async ({ page, request }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const summary = await adWithPhotos(request);
    const ad = new PrivateAdPage(page);
    await ad.gotoAd(summary.id);
    const origin = new URL(page.url()).origin;
    const full = await adById(request, summary.id);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/private-ads/${summary.id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/private-ads/${summary.id}?lang=en`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}${full.images[0]!.share_src}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', full.title);
    const data = await structuredData(page);
    const offer = data.find((node) => node['@type'] === (full.type === 'wanted' ? 'Demand' : 'Offer'));
    expect(offer).toMatchObject({ '@context': 'https://schema.org', name: full.title, description: full.text, url: `${origin}/private-ads/${full.id}`, category: full.section.name });
    expect((offer!['image'] as string[])[0]).toBe(`${origin}${full.images[0]!.share_src}`);
    const crumbs = data.find((node) => node['@type'] === 'BreadcrumbList')!['itemListElement'] as { name: string; item: string }[];
    expect(crumbs.map((c) => c.name)).toEqual([t('ru', 'meta:breadcrumbs.home'), t('ru', 'classifieds:catalogue.heading'), full.section.name, full.title]);
    const image = await request.get(`${origin}${full.images[0]!.share_src}`);
    expect(image.status()).toBe(200);
  });

  test('signed out, the contact form is a prompt to sign in or register', async ({ page, request }) => {
    const ad = new PrivateAdPage(page);
    await ad.gotoAd((await ads(request)).data[0]!.id);
    await expect(ad.contact).toContainText(t('ru', 'classifieds:contact.signedOut'));
    await expect(ad.signInLink).toHaveAttribute('href', '/login');
    await expect(ad.registerLink).toHaveAttribute('href', '/register');
    await expect(ad.message).toHaveCount(0);
  });

  test.describe('signed in', () => {
    test.use({ ownClientIp: true });

    test('a reader writes to the advertiser, and the message is relayed', async ({ page, request }, testInfo) => {
      const person = newPerson(testInfo);
      await signUp(page.request, person);
      const target = (await ads(request, 'section=services')).data[0]!;
      const ad = new PrivateAdPage(page);
      await ad.gotoAd(target.id);
      const token = `e2e${testInfo.project.name}${Date.now().toString(36)}`;
      await ad.message.fill(`Здравствуйте! Ещё актуально? ${token}`);
      await ad.send.click();
      await ad.toasts.expectShown('status', t('ru', 'errors:notification-contact-sent'));
      await expect(ad.message).toHaveValue('');
      await expect.poll(() => relayed(token)).not.toBeNull();
      // The owner's address is nowhere on the page.
      await expect(ad.main).not.toContainText('@demo.gazeta.local');
    });

    test('an empty message is refused at the field', async ({ page, request }, testInfo) => {
      const person = newPerson(testInfo);
      await signUp(page.request, person);
      const ad = new PrivateAdPage(page);
      await ad.gotoAd((await ads(request, 'section=autos')).data[0]!.id);
      await ad.message.fill('   ');
      await ad.send.click();
      await expect(ad.contact.getByText(t('ru', 'errors:error-contact-empty'))).toBeVisible();
      await expect(ad.message).toBeFocused();
      await expect(ad.message).toHaveAttribute('aria-invalid', 'true');
    });
  });

  test('a reader reports an ad, once', { tag: '@layout' }, async ({ page, request }) => {
    const target = (await ads(request, 'section=personal')).data[isPhone(test.info()) ? 0 : 1]!;
    const ad = new PrivateAdPage(page);
    await ad.gotoAd(target.id);
    await ad.reportToggle.click();
    await ad.reason('outdated').check();
    await ad.sendReport.click();
    await ad.toasts.expectShown('status', t('ru', 'errors:notification-report-sent'));
    await expect(ad.main.getByText(t('ru', 'classifieds:report.sent'))).toBeVisible();
    // The same browser again: already reported.
    await ad.gotoAd(target.id);
    await ad.reportToggle.click();
    await ad.reason('spam').check();
    await ad.sendReport.click();
    await ad.toasts.expectShown('alert', t('ru', 'errors:error-report-duplicate'));
  });
});

test.describe('Private ads in the site search', () => {
  test('/search/{name} has a group of ads, with the way to all of them in the catalogue', async ({ page, request }) => {
    const results = new SearchPage(page);
    await results.gotoSearch('Schaumburg');
    const found = await ads(request, 'q=Schaumburg');
    const group = results.main.getByRole('region', { name: t('ru', 'classifieds:search.heading') });
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(found.data.slice(0, 4).map((ad) => ad.title));
    await group.getByRole('link', { name: t('ru', 'classifieds:search.all', { count: found.total }) }).click();
    await expect(page).toHaveURL('/private-ads?q=Schaumburg');
  });
});

test.describe('Private ads: accessibility (axe: WCAG 2.2 AA, serious and critical)', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the catalogue and a section with filters', { tag: '@layout' }, async ({ page }) => {
    const catalogue = new PrivateAdsPage(page);
    await catalogue.gotoCatalogue();
    await expect(catalogue.cards.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await catalogue.gotoCatalogue(`/private-ads/cat/for-sale?type=offer&photo=1&q=${encodeURIComponent('диван')}`);
    await expect(catalogue.heading).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an ad with photos, its report form open', { tag: '@layout' }, async ({ page, request }) => {
    const ad = new PrivateAdPage(page);
    await ad.gotoAd((await adWithPhotos(request)).id);
    await expect(ad.photos).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await ad.reportToggle.click();
    await expect(ad.sendReport).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ ownClientIp: true });
    test('an ad with the contact form', async ({ page, request }, testInfo) => {
      await signUp(page.request, newPerson(testInfo));
      const ad = new PrivateAdPage(page);
      await ad.gotoAd((await ads(request)).data[2]!.id);
      await expect(ad.message).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

test.describe('Catalogues: links', () => {
  test.skip(screenIndependent, SCREEN_INDEPENDENT);

  test('every link of the catalogues (private ads, businesses, events), their sections and pages leads to a page (no 404 or 500)', async ({ page, request }) => {
    test.setTimeout(240_000);
    const business = ((await (await request.get('/api/businesses?per_page=1')).json()) as { data: { id: number }[] }).data[0]!;
    const event = ((await (await request.get('/api/events?per_page=1')).json()) as { data: { id: number }[] }).data[0]!;
    const targets = [
      '/private-ads',
      '/private-ads/cat/real-estate?photo=1',
      `/private-ads/${(await adWithPhotos(request)).id}`,
      '/ethnic-ads',
      `/ethnic-ads/${business.id}`,
      '/events',
      `/event/${event.id}`,
      '/events?view=month',
    ];
    const links = new Set<string>();
    let origin = '';
    for (const target of targets) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(200);
      origin = new URL(page.url()).origin;
      for (const href of await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))) {
        const url = new URL(href);
        if (url.origin === origin && !url.pathname.startsWith('/api/auth/oauth')) links.add(url.pathname + url.search);
      }
    }
    expect(links.size).toBeGreaterThan(60);
    const broken: string[] = [];
    for (const link of links) {
      // Redirects are followed on the site only: a banner's counting redirect leads to its advertiser.
      const response = await request.get(link, { maxRedirects: 0 });
      const location = response.headers()['location'];
      const onSite = location !== undefined && new URL(location, origin).origin === origin;
      const status = response.status() >= 300 && response.status() < 400 && onSite ? (await request.get(location)).status() : response.status();
      if (status >= 400) broken.push(`${link}: ${status}`);
    }
    expect(broken).toEqual([]);
  });
});
