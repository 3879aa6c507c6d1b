/**
 * Issue #15, "Everywhere": the location picker of the business and event forms and the place
 * map of their pages (decision 029), shown on /styleguide until those forms exist. The test
 * server has no geocoder configured, so an address sits at its ZIP code's centre.
 */
import { signIn } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { StyleguidePage } from '../pages/styleguide-page.ts';

const DEMO_MODERATOR = { email: 'moderator@demo.gazeta.local', password: 'demo-moderator' };
/** The centre of ZIP code 60606, as the bundled ZIP table has it. */
const ZIP_60606 = { lat: 41.8868, lng: -87.6386 };

test.describe('Location picker and place map', () => {
  test.use({ ownClientIp: true });

  test('places the pin at the ZIP code, lets the owner move it by keyboard or by coordinates, and goes back to the address', { tag: '@layout' }, async ({ page }) => {
    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const guide = new StyleguidePage(page);
    await guide.goto();
    await waitForHydration(page);
    const maps = guide.section('ru', 'maps');
    const picker = maps.getByRole('group', { name: t('ru', 'map:picker.legend') });
    const lat = picker.getByRole('spinbutton', { name: t('ru', 'map:picker.lat') });
    const lng = picker.getByRole('spinbutton', { name: t('ru', 'map:picker.lng') });
    const status = picker.locator('[aria-live="polite"]');
    await expect(status).toHaveText(t('ru', 'map:picker.status.empty'));
    await expect(picker.getByRole('region', { name: t('ru', 'map:picker.mapLabel') })).toBeVisible();

    // The ZIP code, typed: after a pause the pin stands at its centre, and the form carries no correction.
    await maps.getByRole('textbox', { name: t('ru', 'pages:styleguide.maps.zip') }).fill('60606');
    await expect(status).toHaveText(t('ru', 'map:picker.status.zip'));
    const pin = picker.getByRole('button', { name: t('ru', 'map:picker.pinLabel') });
    await expect(pin).toBeVisible();
    await expect(lat).toHaveValue('');
    await expect(lat).toHaveAttribute('placeholder', String(ZIP_60606.lat));
    await expect(lng).toHaveAttribute('placeholder', String(ZIP_60606.lng));

    // Arrow keys move the selected pin: east and north, and the form now carries the owner's position.
    await pin.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    await expect(status).toHaveText(t('ru', 'map:picker.status.owner'));
    expect(Number(await lng.inputValue())).toBeGreaterThan(ZIP_60606.lng);
    expect(Number(await lat.inputValue())).toBeGreaterThan(ZIP_60606.lat);
    const box = await pin.boundingBox();

    // Typed coordinates move the pin too.
    await lat.fill('41.9');
    await lng.fill('-87.6');
    await expect.poll(async () => JSON.stringify(await pin.boundingBox())).not.toBe(JSON.stringify(box));
    await expect(status).toHaveText(t('ru', 'map:picker.status.owner'));

    // "Use the address's position": the correction goes, the pin returns to the ZIP code.
    await picker.getByRole('button', { name: t('ru', 'map:picker.reset') }).click();
    await expect(status).toHaveText(t('ru', 'map:picker.status.zip'));
    await expect(lat).toHaveValue('');
    await expect(lng).toHaveValue('');

    // A ZIP code nobody knows.
    await maps.getByRole('textbox', { name: t('ru', 'pages:styleguide.maps.zip') }).fill('00000');
    await expect(status).toHaveText(t('ru', 'map:picker.status.notFound'));
  });

  test('the place map links the place to the reader’s maps app, and the picker takes coordinates without JavaScript', async ({ browser, baseURL, clientIp }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
    try {
      await signIn(context.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
      const page = await context.newPage();
      const guide = new StyleguidePage(page, 'en');
      await guide.goto();
      const maps = guide.section('en', 'maps');
      const open = maps.getByRole('link', { name: t('en', 'map:place.open') });
      await expect(open).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=41.878876,-87.635915');
      await expect(open).toHaveAttribute('target', '_blank');
      const picker = maps.getByRole('group', { name: t('en', 'map:picker.legend') });
      await expect(picker.getByText(t('en', 'map:picker.hintNoMap'))).toBeVisible();
      await picker.getByRole('spinbutton', { name: t('en', 'map:picker.lat') }).fill('41.9');
      await expect(picker.getByRole('spinbutton', { name: t('en', 'map:picker.lng') })).toBeEditable();
    } finally {
      await context.close();
    }
  });
});
