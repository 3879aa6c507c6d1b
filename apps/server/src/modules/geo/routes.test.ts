import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocateResponse, MapTiles } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, newMember, type Client } from '../../test/feed.ts';
import { body, expectError, expectFieldError } from '../../test/http.ts';
import { lookupZip } from './zip-codes.ts';

/** A local peer speaking Google's Geocoding API: answers what `reply` says and records each query. */
async function fakeGoogle() {
  const asked: URLSearchParams[] = [];
  const state: { reply: (res: ServerResponse) => unknown } = { reply: (res) => res.end() };
  const server = createServer((req, res) => {
    asked.push(new URL(req.url ?? '/', 'http://peer.invalid').searchParams);
    state.reply(res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/maps/api/geocode/json`, asked, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

const okAt = (lat: number, lng: number) => (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'OK', results: [{ geometry: { location: { lat, lng } } }] }));

const query = (params: Record<string, string>) => `/api/geo/locate?${new URLSearchParams(params)}`;

describe('GET /api/geo/locate with GEOCODER=zip (the default)', () => {
  let t: TestApp;
  let c: Client;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = client(t);
    cookie = (await newMember(t)).cookie;
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expectError(await c.get(query({ zip: '60601' })), 401, 'notification-auth-error');
  });

  it('places an address at its ZIP code’s centre, anywhere in the US', async () => {
    const res = await c.get(query({ address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' }), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const centre = (await lookupZip('60606'))!;
    expect(body<LocateResponse>(res)).toEqual({ location: { lat: centre.lat, lng: centre.lng, source: 'zip' } });
    const anchorage = body<LocateResponse>(await c.get(query({ zip: '99501-1234' }), cookie)).location;
    expect(anchorage).toMatchObject({ source: 'zip' });
    expect(anchorage!.lat).toBeCloseTo(61.2, 1);
    expect(anchorage!.lng).toBeCloseTo(-149.9, 1);
  });

  it('answers location null for a ZIP code nobody knows, or a street alone with no provider', async () => {
    expect(body<LocateResponse>(await c.get(query({ zip: '00000' }), cookie))).toEqual({ location: null });
    expect(body<LocateResponse>(await c.get(query({ address: '1 Main St', city: 'Springfield' }), cookie))).toEqual({ location: null });
  });

  it('refuses a request with neither street nor ZIP code, a malformed ZIP code and parts too long', async () => {
    const none = expectError(await c.get(query({ city: 'Chicago', state: 'IL' }), cookie), 422, 'error-validation');
    expect(none.errors?.['zip']?.[0]?.code).toBe('error-geo-zip-required');
    const empty = expectError(await c.get(query({ zip: '' }), cookie), 422, 'error-validation');
    expect(empty.errors?.['zip']?.[0]?.code).toBe('error-geo-zip-required');
    expect(empty.errors?.['zip']?.[0]?.message).toBe('Please fill zip-code.');
    expectFieldError(await c.get(query({ zip: '6060' }), cookie), 'zip');
    expectFieldError(await c.get(query({ zip: '60601x' }), cookie), 'zip');
    expectFieldError(await c.get(query({ zip: '60601', address: 'a'.repeat(201) }), cookie), 'address');
    expectFieldError(await c.get(query({ zip: '60601', city: 'a'.repeat(101) }), cookie), 'city');
    expectFieldError(await c.get(query({ zip: '60601', state: 'a'.repeat(51) }), cookie), 'state');
  });

  it('is rate-limited per member: signing in again buys no new budget', async () => {
    const member = await newMember(t);
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) answers.push((await c.get(query({ zip: '60601' }), member.cookie)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expectError(await c.get(query({ zip: '60601' }), member.cookie), 429, 'error-too-many-requests');
    const again = await t.app.services.accounts.startSession(member.user, 'Password', {});
    expectError(await c.get(query({ zip: '60601' }), `sid=${again.rawToken}`), 429, 'error-too-many-requests');
    // Another member is not held back by the first.
    expect((await c.get(query({ zip: '60601' }), cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/geo/locate with GEOCODER=google (a local peer that speaks its API)', () => {
  let t: TestApp;
  let c: Client;
  let cookie: string;
  let peer: Awaited<ReturnType<typeof fakeGoogle>>;
  beforeAll(async () => {
    peer = await fakeGoogle();
    t = await createTestApp({ env: { GEOCODER: 'google', GEOCODER_KEY: 'test-key', GEOCODER_URL: peer.url } });
    c = client(t);
    cookie = (await newMember(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('answers the provider’s position for a street address, asking it within the ZIP code', async () => {
    peer.state.reply = okAt(41.8789111, -87.6359222);
    const before = peer.asked.length;
    const located = body<LocateResponse>(await c.get(query({ address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' }), cookie));
    expect(located).toEqual({ location: { lat: 41.878911, lng: -87.635922, source: 'geocoder' } });
    const asked = peer.asked.at(-1)!;
    expect(peer.asked.length).toBe(before + 1);
    expect(asked.get('address')).toBe('233 S Wacker Dr, Chicago, IL');
    expect(asked.get('components')).toBe('country:US|postal_code:60606');
    expect(asked.get('key')).toBe('test-key');
  });

  it('keeps answers: the same address (spaced or cased otherwise) does not ask the provider again', async () => {
    peer.state.reply = okAt(41.95, -87.68);
    await c.get(query({ address: '3259 N Lincoln Ave', zip: '60657' }), cookie);
    const count = peer.asked.length;
    const again = body<LocateResponse>(await c.get(query({ address: '  3259  n lincoln ave ', zip: '60657' }), cookie));
    expect(again.location).toEqual({ lat: 41.95, lng: -87.68, source: 'geocoder' });
    expect(peer.asked.length).toBe(count);
  });

  it('falls back to the ZIP code’s centre when the provider knows no such street, refuses, fails or is far off', async () => {
    const centre = (await lookupZip('60614'))!;
    const zipAnswer = { location: { lat: centre.lat, lng: centre.lng, source: 'zip' } };
    const replies: ((res: ServerResponse) => unknown)[] = [
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ZERO_RESULTS', results: [] })),
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'OVER_QUERY_LIMIT', error_message: 'quota' })),
      (res) => res.writeHead(503).end('down'),
      // A Lincoln Ave in Lincoln, Nebraska: hundreds of kilometres from the ZIP code.
      okAt(40.8136, -96.7026),
    ];
    for (const [i, reply] of replies.entries()) {
      peer.state.reply = reply;
      const res = await c.get(query({ address: `${100 + i} W Fullerton Ave`, city: 'Chicago', zip: '60614' }), cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(body<LocateResponse>(res)).toEqual(zipAnswer);
    }
  });

  it('takes the provider’s answer without a ZIP code, and answers null when it knows nothing', async () => {
    peer.state.reply = okAt(41.9, -87.7);
    expect(body<LocateResponse>(await c.get(query({ address: '2000 N Milwaukee Ave', city: 'Chicago', state: 'IL' }), cookie)).location).toEqual({
      lat: 41.9,
      lng: -87.7,
      source: 'geocoder',
    });
    expect(peer.asked.at(-1)!.get('components')).toBe('country:US');
    peer.state.reply = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ZERO_RESULTS', results: [] }));
    expect(body<LocateResponse>(await c.get(query({ address: '1 Nowhere Rd' }), cookie))).toEqual({ location: null });
  });

  it('position(): the owner’s pin wins over the address; without one the address is located', async () => {
    peer.state.reply = okAt(41.91, -87.71);
    const { geo } = t.app.services;
    expect(await geo.position({ address: '1 Pin St', zip: '60647' }, { lat: 41.912345678, lng: -87.7 })).toEqual({ lat: 41.912346, lng: -87.7, source: 'owner' });
    expect(await geo.position({ address: '1 Pin St', zip: '60647' }, { lat: undefined, lng: undefined })).toEqual({ lat: 41.91, lng: -87.71, source: 'geocoder' });
    expect(geo.provider()).toBe('google');
  });
});

describe('GET /api/geo/map', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' } });
  });
  afterAll(() => t.close());

  it('answers the configured tile template and its credit to anyone, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/map' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(body<MapTiles>(res)).toEqual({ tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
  });
});
