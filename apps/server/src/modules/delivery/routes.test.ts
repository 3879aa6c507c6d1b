import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_POINTS, distanceKm, type DeliveryPoint, type NearestResponse } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError, expectFieldError } from '../../test/http.ts';

let t: TestApp;
const CHICAGO = { lat: 41.8781, lng: -87.6298 };

const nearest = (query: string) => t.app.inject({ method: 'GET', url: `/api/delivery-points/nearest?${query}` });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/delivery-points', () => {
  it('answers all 308 points around Chicago with the map settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery-points' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { data, map } = body<{ data: DeliveryPoint[]; map: { tile_url: string; attribution: string } }>(res);
    expect(DELIVERY_POINTS).toBe(308);
    expect(data).toHaveLength(308);
    expect(new Set(data.map((p) => p.id)).size).toBe(308);
    for (const p of data) {
      expect(distanceKm(CHICAGO, p), `${p.name}, ${p.city}`).toBeLessThan(120);
      expect(p.name.length).toBeGreaterThan(0);
      expect(p.address.length).toBeGreaterThan(0);
      expect(p.city.length).toBeGreaterThan(0);
      expect(p.state).toMatch(/^[A-Z]{2}$/);
      expect(p.zip).toMatch(/^\d{5}$/);
      expect(p.kind.length).toBeGreaterThan(0);
    }
    expect(map.tile_url).toMatch(/\{z\}.*\{x\}.*\{y\}/);
    expect(map.attribution).toContain('OpenStreetMap');
  });

  it('orders the points by city, then name', async () => {
    const { data } = body<{ data: DeliveryPoint[] }>(await t.app.inject({ method: 'GET', url: '/api/delivery-points' }));
    const rows = await t.database.query<{ id: number }>('SELECT id FROM delivery_points ORDER BY city, name, id');
    expect(data.map((p) => p.id)).toEqual(rows.map((r) => Number(r.id)));
  });
});

describe('GET /api/delivery-points/nearest', () => {
  it('answers the 5 nearest points to a ZIP code, nearest first', async () => {
    const res = await nearest('zip=60076');
    expect(res.statusCode).toBe(200);
    const { zip, data } = body<NearestResponse>(res);
    expect(zip).toMatchObject({ zip: '60076', state: 'IL' });
    expect(distanceKm(zip, CHICAGO)).toBeLessThan(40);
    expect(data).toHaveLength(5);
    const distances = data.map((p) => p.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(10);
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
    expect(three).toHaveLength(3);
    expect(three.map((p) => p.id)).toEqual(five.slice(0, 3).map((p) => p.id));
    expect(body<NearestResponse>(await nearest('zip=60076&limit=1')).data).toHaveLength(1);
    expect(body<NearestResponse>(await nearest('zip=60076&limit=20')).data).toHaveLength(20);
  });

  it('accepts ZIP+4 and surrounding spaces', async () => {
    expect(body<NearestResponse>(await nearest('zip=60076-1234')).zip.zip).toBe('60076');
    expect(body<NearestResponse>(await nearest('zip=%2060076%20')).zip.zip).toBe('60076');
  });

  it('answers far ZIP codes too, with far distances', async () => {
    const { data } = body<NearestResponse>(await nearest('zip=10001'));
    expect(data).toHaveLength(5);
    expect(data[0]!.distance_km).toBeGreaterThan(1000);
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
