import { DEFAULT_RATES, printSubscriptionRate, SITE } from '@gazeta/contract';
import { digits } from '../helpers/format.ts';
import { t, tList } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { HomePage } from '../pages/home-page.ts';

/** Spec §9: what the footer adds to the real visitor counts. */
const OFFSETS = { today: 75, week: 500, month: 1000 } as const;

test.describe('Footer', () => {
  test.describe.configure({ mode: 'parallel' });

  test('shows the visitor counts with their offsets', async ({ page, api }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    // An address of its own is rendered now (the page cache may hold the plain home page for a
    // minute); other tests' readers may be counted meanwhile, so the footer shows what was counted
    // between the two readings.
    const before = await api.viewers();
    const home = new HomePage(page);
    await home.goto(`/?utm_content=footer-${Date.now()}`);
    const after = await api.viewers();

    for (const period of ['today', 'week', 'month'] as const) {
      const shown = await home.footer.viewerCount(period);
      const counts = after;
      expect(Number(digits(shown)), period).toBeGreaterThanOrEqual(before[period] + OFFSETS[period]);
      expect(Number(digits(shown)), period).toBeLessThanOrEqual(after[period] + OFFSETS[period]);
      // Grouped the Russian way: 16 684 → "17 684" with a (narrow) no-break space.
      if (counts[period] + OFFSETS[period] >= 10_000) expect(shown).toMatch(/^\d{1,3}(\s\d{3})+$/u);
    }
  });

  test('has the phone, e-mail, postal address and social links', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const { footer } = home;

    await expect(footer.link(SITE.phone)).toHaveAttribute('href', SITE.phoneHref);
    await expect(footer.link(SITE.email)).toHaveAttribute('href', `mailto:${SITE.email}`);
    const { street, city, state, zip } = SITE.postalAddress;
    expect(await footer.definitionOf(t('ru', 'layout:footer.address'))).toBe(`${street}\n${city}, ${state} ${zip}`);
    await expect(footer.socialLinks).toHaveCount(3);
    for (const [network, href] of Object.entries(SITE.social)) {
      const link = footer.link(t('ru', 'layout:social.label', { network: t('ru', `layout:social.${network}`) }));
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('says where the paper is found and who holds the copyright', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const home = new HomePage(page);
    await home.goto();

    await expect(home.footer.root.getByText(t('ru', 'layout:footer.weekly', { count: 308 }))).toBeVisible();
    await expect(home.footer.link(t('ru', 'layout:footer.weeklyLink'))).toHaveAttribute('href', '/map');
    const year = new Date().getFullYear();
    await expect(home.footer.root.getByText(t('ru', 'layout:footer.copyright', { year }))).toBeVisible();
    expect(t('ru', 'layout:footer.copyright', { year })).toContain(`2014–${year}`);
  });

  for (const popup of ['about', 'community'] as const) {
    test(`"${t('en', `layout:popups.${popup}.title`)}" opens as a dialog and closes with Escape and the close button`, { tag: '@layout' }, async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();

      const dialog = await home.footer.openPopup(popup);
      await expect(dialog).toBeVisible();
      for (const paragraph of tList('ru', `layout:popups.${popup}.body`)) {
        await expect(dialog.getByText(paragraph)).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(home.footer.popupButton(popup)).toBeFocused();

      await home.footer.popupButton(popup).click();
      await expect(dialog).toBeVisible();
      await home.footer.closeButtonOf(dialog).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('"Advertising rates" shows the whole rate card', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();

    const dialog = await home.footer.openPopup('rates');

    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: t('ru', 'layout:popups.rates.caption') });
    const terms = ['12w', '24w', '36w', '48w', 'open'].map((term) => t('ru', `layout:popups.rates.term.${term}`));
    await expect(table.getByRole('columnheader')).toHaveText([t('ru', 'layout:popups.rates.units'), ...terms]);
    await expect(table.getByRole('rowheader')).toHaveCount(6);
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('cell')).toHaveCount(6 * 5);

    const priceOf = async (rowName: string, term: string) => {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) });
      return row.getByRole('cell').nth(terms.indexOf(t('ru', `layout:popups.rates.term.${term}`))).innerText();
    };
    expect(await priceOf(t('ru', 'layout:popups.rates.unitsValue', { count: 1, fraction: '1/32' }), 'open')).toBe('$10');
    expect(await priceOf(t('ru', 'layout:popups.rates.fullPage', { count: 32 }), '12w')).toBe('$480');
    // The prices the spec's card leaves out, from the same constants the server charges by (issue #16).
    const usd = (cents: number) => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'USD' }).format(cents / 100);
    await expect(dialog.getByText(t('ru', 'layout:popups.rates.socialPosts', { facebook: usd(DEFAULT_RATES.social_posts.facebook), telegram: usd(DEFAULT_RATES.social_posts.telegram), twitter: usd(DEFAULT_RATES.social_posts.twitter) }))).toBeVisible();
    await expect(dialog.getByText(t('ru', 'layout:popups.rates.paperByMail', { m3: usd(printSubscriptionRate(DEFAULT_RATES, 3)), m6: usd(printSubscriptionRate(DEFAULT_RATES, 6)), m12: usd(printSubscriptionRate(DEFAULT_RATES, 12)) }))).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
