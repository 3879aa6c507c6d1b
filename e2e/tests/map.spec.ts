import { formatDecimal, KM_PER_MILE } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { clusterCount, MapPage } from '../pages/map-page.ts';

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
    // A filter's matches show with their cities opened.
    await expect(map.visiblePoints).toHaveCount(shown);
    for (const point of await map.visiblePoints.allInnerTexts()) expect(point).toMatch(/skokie/i);

    // Typed in Russian, the contract's transliteration rule (decision 018) finds the same points.
    await map.filter.fill('Скоки');
    await expect(map.filterStatus).toHaveText(t('ru', 'map:shown', { count: shown }));

    await map.filter.fill('qqqzzz');
    await expect(map.points).toHaveCount(0);
    await expect(map.filterStatus).toHaveText(t('ru', 'map:none', { query: 'qqqzzz' }));

    await map.filter.fill('');
    await expect(map.points).toHaveCount(DELIVERY_POINTS);
    await expect(map.visiblePoints).toHaveCount(0);
  });

  test('the list groups the points by city, each collapsed under its count, so the page stays short', { tag: '@layout' }, async ({ page, api }) => {
    const points = await api.deliveryPoints();
    const byCity = new Map<string, number>();
    for (const point of points) byCity.set(point.city, (byCity.get(point.city) ?? 0) + 1);
    const map = new MapPage(page);

    await map.goto();

    await expect(map.cities).toHaveCount(byCity.size);
    await expect(map.visiblePoints).toHaveCount(0);
    for (const city of ['Skokie', 'Chicago', 'Buffalo Grove']) {
      expect(byCity.get(city), city).toBeGreaterThan(0);
      await expect(map.city(city)).toContainText(t('ru', 'map:cityCount', { count: byCity.get(city)! }));
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'the page at its full height').toBeLessThan(isPhone(test.info()) ? 9_000 : 6_000);

    await map.openCity('Skokie');

    await expect(map.visiblePoints).toHaveCount(byCity.get('Skokie')!);
    for (const point of await map.visiblePoints.allInnerTexts()) expect(point).toContain('Skokie');
  });

  test('the map clusters the points with their counts, and a cluster zooms in to them', async ({ page }) => {
    const map = new MapPage(page);
    await map.goto();
    await expect(map.clusters.first()).toBeVisible();

    /** Each cluster's name and shown count, read at one moment (the map redraws its clusters as it moves). */
    const counts = async () => {
      const clusters = await map.clusters.evaluateAll((elements) => elements.map((e) => [e.getAttribute('aria-label') ?? '', e.textContent ?? '']));
      return clusters.map(([name, shown]) => {
        const count = clusterCount(name!);
        expect(name).toBe(t('ru', 'map:cluster', { count }));
        expect(shown).toBe(String(count));
        return count;
      });
    };
    const before = await counts();
    const clustered = before.reduce((sum, n) => sum + n, 0);
    expect(clustered, 'points in clusters over the whole area').toBeGreaterThan(DELIVERY_POINTS / 2);
    expect(clustered).toBeLessThanOrEqual(DELIVERY_POINTS);
    expect(before.length, 'far fewer markers than points').toBeLessThan(DELIVERY_POINTS / 4);
    const largest = Math.max(...before);

    await map.clusters.filter({ hasText: new RegExp(`^${largest}$`) }).first().click();

    // Zoomed in: that cluster came apart into smaller ones and single points.
    await expect.poll(async () => Math.max(0, ...(await counts())), { timeout: 10_000 }).toBeLessThan(largest);
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

  test("without tiles it names the cities itself, each name whole: a cluster never stands on one", async ({ page, context, api }) => {
    await context.route(/^https?:\/\/([a-z0-9-]+\.)*tile\.openstreetmap\.org\//, (route) => route.abort());
    const cities = [...new Set((await api.deliveryPoints()).map((p) => p.city))];
    const map = new MapPage(page);
    await map.goto();
    await expect(map.clusters.first()).toBeVisible();

    // The names on the map (not hidden), and whether any lies under a cluster: one look at the page.
    const overlapping = () =>
      map.map.evaluate((root, names) => {
        const clusters = [...root.querySelectorAll('[role="button"]')].filter((element) => /^\d+$/.test(element.textContent ?? '')).map((element) => element.getBoundingClientRect());
        const shown = [...root.querySelectorAll('span')].filter((element) => names.includes(element.textContent ?? '') && element.checkVisibility({ visibilityProperty: true }));
        const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return {
          named: shown.length,
          under: shown.filter((element) => clusters.some((cluster) => meets(element.getBoundingClientRect(), cluster))).map((element) => element.textContent),
        };
      }, cities);
    await expect.poll(async () => (await overlapping()).named, { message: 'cities named' }).toBeGreaterThan(2);
    expect((await overlapping()).under).toEqual([]);

    // Closer in, the clusters come apart and the names move with them.
    await map.map.getByRole('button', { name: t('ru', 'map:zoomIn'), exact: true }).click();
    await expect.poll(async () => (await overlapping()).under).toEqual([]);
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
    await map.openCity(first.city);
    await map.showOnMap(first.name);
    await expect(map.map.getByText(first.name, { exact: true })).toBeVisible();
    await expect(map.map.getByRole('link', { name: t('ru', 'map:directionsLabel', { name: first.name }) })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test.skip(screenIndependent, SCREEN_INDEPENDENT);

    test('a city opens to its points, and a filtered list shows its cities opened', async ({ page, api }) => {
      const points = await api.deliveryPoints();
      const inSkokie = points.filter((p) => p.city === 'Skokie');
      const map = new MapPage(page);
      await map.goto();

      await map.openCity('Skokie');

      await expect(map.visiblePoints).toHaveCount(inSkokie.length);

      await map.goto('/map?q=Skokie');

      await expect(map.visiblePoints).not.toHaveCount(0);
      await expect(map.visiblePoints).toHaveCount(await map.points.count());
    });
  });
});
