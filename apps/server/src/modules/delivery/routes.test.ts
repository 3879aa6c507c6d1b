import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_POINTS, distanceKm, type DeliveryPoint, type NearestResponse } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError, expectFieldError } from '../../test/http.ts';

let t: TestApp;
const CHICAGO = { lat: 41.8781, lng: -87.6298 };

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

const nearest = (query: string) => t.app.inject({ method: 'GET', url: `/api/delivery-points/nearest?${query}` });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/delivery-points', () => {
  it('answers all 308 seeded points around Chicago with the map settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery-points' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { data, map } = body<{ data: DeliveryPoint[]; map: { tile_url: string; attribution: string } }>(res);
    expect(DELIVERY_POINTS).toBe(308);
    expect(data).toHaveLength(308);
    expect(new Set(data.map((p) => p.id)).size).toBe(308);
    expect(data[0]).toEqual({
      id: 155,
      name: 'Apteka Plus',
      address: '1716 Algonquin Rd',
      city: 'Arlington Heights',
      state: 'IL',
      zip: '60005',
      lat: 42.067252,
      lng: -88.006846,
      kind: 'pharmacy',
    });
    expect(data.at(-1)).toEqual({
      id: 262,
      name: 'Odessa International Foods',
      address: '2227 Janes Ave',
      city: 'Woodridge',
      state: 'IL',
      zip: '60517',
      lat: 41.745194,
      lng: -88.033924,
      kind: 'grocery',
    });
    expect(countBy(data, (p) => p.state)).toEqual({ IL: 288, IN: 11, WI: 9 });
    expect(countBy(data, (p) => p.kind)).toEqual({
      bakery: 17,
      bookstore: 11,
      cafe: 24,
      church: 22,
      'community-center': 22,
      deli: 26,
      grocery: 58,
      library: 16,
      'medical-office': 23,
      pharmacy: 40,
      restaurant: 49,
    });
    const byCity = countBy(data, (p) => p.city);
    expect([byCity['Chicago'], byCity['Skokie'], byCity['Buffalo Grove'], byCity['Arlington Heights']]).toEqual([58, 26, 13, 12]);
    for (const p of data) expect(distanceKm(CHICAGO, p), `${p.name}, ${p.city}`).toBeLessThan(100);
    expect(map).toEqual({ tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
  });

  it('orders the points by city, then name', async () => {
    const { data } = body<{ data: DeliveryPoint[] }>(await t.app.inject({ method: 'GET', url: '/api/delivery-points' }));
    expect([...new Set(data.map((p) => p.city))]).toEqual([
      'Arlington Heights', 'Bolingbrook', 'Buffalo Grove', 'Chicago', 'Crown Point', 'Crystal Lake', 'Deerfield', 'Des Plaines',
      'Downers Grove', 'Elk Grove Village', 'Evanston', 'Glenview', 'Highland', 'Highland Park', 'Hinsdale', 'Hoffman Estates',
      'Homer Glen', 'Kenosha', 'Lake Zurich', 'Lemont', 'Libertyville', 'Lincolnwood', 'Merrillville', 'Morton Grove',
      'Mount Prospect', 'Mundelein', 'Munster', 'Naperville', 'Niles', 'Northbrook', 'Oak Brook', 'Orland Park', 'Palatine',
      'Park Ridge', 'Pleasant Prairie', 'Prospect Heights', 'Racine', 'Rolling Meadows', 'Schaumburg', 'Schererville', 'Skokie',
      'Vernon Hills', 'Westmont', 'Wheeling', 'Wilmette', 'Winnetka', 'Woodridge',
    ]);
    expect(data.filter((p) => p.city === 'Evanston').map((p) => p.name)).toEqual([
      'Comfort Home Care Office',
      'Evanston Park District Community Center',
      'Family Fresh Market',
      'Globe Language Books',
      'Kalinka Foods',
      'Lithuanian Community Hall',
      'Medline Pharmacy & Gifts',
      'North Shore Pediatrics',
      'Pelmeni Kitchen',
      'Sweet Home Bakery',
    ]);
  });
});

describe('GET /api/delivery-points/nearest', () => {
  it('answers the 5 nearest points to a ZIP code, nearest first', async () => {
    const res = await nearest('zip=60076');
    expect(res.statusCode).toBe(200);
    const { zip, data } = body<NearestResponse>(res);
    expect(zip).toEqual({ zip: '60076', city: 'Skokie', state: 'IL', lat: 42.0362, lng: -87.7328 });
    expect(data.map((p) => [p.id, p.name, p.address, p.distance_km])).toEqual([
      [70, 'Café Odessa', '7452 Howard St', 0.3],
      [65, 'Napoleon Pastry', '3414 Oakton St', 0.7],
      [73, 'Golden Horn Restaurant', '5826 Gross Point Rd', 0.7],
      [59, 'European Pastry Shop', '6150 Gross Point Rd', 0.8],
      [74, 'Kyiv Kitchen', '7685 Dempster St', 0.8],
    ]);
    expect(data[0]).toEqual({
      id: 70,
      name: 'Café Odessa',
      address: '7452 Howard St',
      city: 'Skokie',
      state: 'IL',
      zip: '60076',
      lat: 42.034038,
      lng: -87.731935,
      kind: 'cafe',
      distance_km: 0.3,
    });
    for (const p of data) expect(p.distance_km).toBeCloseTo(distanceKm(zip, p), 0);

    // Truly the nearest: no other point is closer than the fifth.
    const all = body<{ data: DeliveryPoint[] }>(await t.app.inject({ method: 'GET', url: '/api/delivery-points' })).data;
    const others = all.filter((p) => !data.some((d) => d.id === p.id));
    const fifth = distanceKm(zip, data[4]!);
    for (const p of others) expect(distanceKm(zip, p)).toBeGreaterThanOrEqual(fifth - 0.05);
  });

  it('honours limit', async () => {
    const three = body<NearestResponse>(await nearest('zip=60076&limit=3')).data;
    const five = body<NearestResponse>(await nearest('zip=60076')).data;
    expect(three.map((p) => p.id)).toEqual([70, 65, 73]);
    expect(five.map((p) => p.id)).toEqual([70, 65, 73, 59, 74]);
    expect(body<NearestResponse>(await nearest('zip=60076&limit=1')).data.map((p) => p.id)).toEqual([70]);
    const twenty = body<NearestResponse>(await nearest('zip=60076&limit=20')).data;
    expect(twenty).toHaveLength(20);
    expect(twenty.at(-1)).toMatchObject({ id: 67, distance_km: 1.6 });
  });

  it('accepts ZIP+4 and surrounding spaces', async () => {
    expect(body<NearestResponse>(await nearest('zip=60076-1234')).zip.zip).toBe('60076');
    expect(body<NearestResponse>(await nearest('zip=%2060076%20')).zip.zip).toBe('60076');
  });

  it('answers far ZIP codes too, with far distances', async () => {
    const { zip, data } = body<NearestResponse>(await nearest('zip=10001'));
    expect(zip).toEqual({ zip: '10001', city: 'New York', state: 'NY', lat: 40.7484, lng: -73.9967 });
    expect(data.map((p) => [p.name, p.city, p.distance_km])).toEqual([
      ['Merrillville Public Library', 'Merrillville', 1120.3],
      ['Lakeside Diner', 'Crown Point', 1120.7],
      ['Crown Point Park District Community Center', 'Crown Point', 1121.2],
      ['Healthy Heart Cardiology', 'Merrillville', 1121.3],
      ['Amber Grocery', 'Highland', 1128.3],
    ]);
  });

  it('answers 404 for a ZIP code that does not exist', async () => {
    for (const zip of ['00000', '99999']) expectError(await nearest(`zip=${zip}`), 404, 'error-not-found');
  });

  it('rejects a malformed ZIP code or limit (422)', async () => {
    for (const zip of ['abc', '1234', '123456', '6007a', '60076-12', '']) {
      expectFieldError(await nearest(`zip=${zip}`), 'zip');
    }
    expectFieldError(await nearest(''), 'zip');
    for (const limit of ['0', '21', 'x', '-1']) {
      expectFieldError(await nearest(`zip=60076&limit=${limit}`), 'limit');
    }
  });
});
