import { formatDecimal, KM_PER_MILE } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { MapPage } from '../pages/map-page.ts';

/** Spec §2: the printed paper is free at 308 places. */
const DELIVERY_POINTS = 308;

test.describe('Delivery points map', () => {
  test.describe.configure({ mode: 'parallel' });

  test('lists every delivery point, and the filter narrows the list and announces the count', async ({ page, api }) => {
    const points = await api.deliveryPoints();
    expect(points).toHaveLength(DELIVERY_POINTS);
    const inSkokie = points.filter((p) => p.city === 'Skokie');
    const map = new MapPage(page);

    await map.goto();

    await expect(map.heading).toHaveText(t('ru', 'map:heading'));
    await expect(map.filterStatus).toHaveText(t('ru', 'map:shown', { count: DELIVERY_POINTS }));
    await expect(map.points).toHaveCount(DELIVERY_POINTS);
    await expect(map.map).toBeVisible();

    await map.filter.fill('Skokie');

    await expect(map.points).not.toHaveCount(DELIVERY_POINTS);
    const shown = await map.points.count();
    expect(shown).toBeGreaterThanOrEqual(inSkokie.length);
    await expect(map.filterStatus).toHaveText(t('ru', 'map:shown', { count: shown }));
    for (const point of await map.points.allInnerTexts()) expect(point).toMatch(/skokie/i);

    await map.filter.fill('qqqzzz');
    await expect(map.points).toHaveCount(0);
    await expect(map.filterStatus).toHaveText(t('ru', 'map:none', { query: 'qqqzzz' }));

    await map.filter.fill('');
    await expect(map.points).toHaveCount(DELIVERY_POINTS);
  });

  test('ZIP 60076 shows the nearest points with their distances; a malformed ZIP gets the translated message', async ({ page, api }) => {
    const nearest = await api.nearest('60076');
    const map = new MapPage(page);
    await map.goto();

    await map.findNearest('60076');

    await expect(page).toHaveURL(/\/map\?zip=60076$/);
    const { zip, city, state } = nearest.zip;
    const result = map.nearest(zip, city, state);
    await expect(result).toBeVisible();
    const items = result.getByRole('listitem');
    await expect(items).toHaveCount(nearest.data.length);
    for (const [index, point] of nearest.data.entries()) {
      const distance = t('ru', 'map:distance', {
        km: formatDecimal(point.distance_km, 'ru'),
        miles: formatDecimal(point.distance_km / KM_PER_MILE, 'ru'),
      });
      await expect(items.nth(index)).toContainText(point.name);
      await expect(items.nth(index)).toContainText(distance);
    }

    // A malformed code is refused before anything is sent, in the reader's language.
    await map.findNearest('60a7');

    await expect(map.main.getByText(t('ru', 'map:zip.invalid'))).toBeVisible();
    await expect(map.zipInput).toHaveAttribute('aria-invalid', 'true');
    await expect(map.zipInput).toBeFocused();
    await expect(page).toHaveURL(/\/map\?zip=60076$/);
  });

  test('a malformed ZIP code in the address gets the message too (no JavaScript needed)', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const map = new MapPage(page, 'en');

    await map.goto('/map?zip=123&lang=en');

    await expect(map.main.getByText(t('en', 'map:zip.invalid'))).toBeVisible();
    await expect(map.zipInput).toHaveAttribute('aria-invalid', 'true');
  });

  test('works when map tiles cannot be loaded', async ({ page, context, api }) => {
    await context.route(/^https?:\/\/([a-z0-9-]+\.)*tile\.openstreetmap\.org\//, (route) => route.abort());
    const map = new MapPage(page);

    await map.goto();

    await expect(map.map).toBeVisible();
    await expect(map.points).toHaveCount(DELIVERY_POINTS);
    // The map itself still works: a point from the list opens on it.
    const points = await api.deliveryPoints();
    const first = points.find((p) => points.filter((q) => q.name === p.name).length === 1)!;
    await map.showOnMap(first.name);
    await expect(map.map.getByText(first.name, { exact: true })).toBeVisible();
    await expect(map.map.getByRole('link', { name: t('ru', 'map:directionsLabel', { name: first.name }) })).toBeVisible();
  });
});
