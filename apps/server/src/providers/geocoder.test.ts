import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createGeocoder, GeocoderError, googleGeocoder, nominatimGeocoder } from './geocoder.ts';

/** A local peer that speaks one geocoder's API, recording the URLs it was asked. */
async function fakeGeocoder(handle: (url: URL, req: IncomingMessage, res: ServerResponse) => void) {
  const asked: { url: URL; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer.invalid');
    asked.push({ url, headers: req.headers });
    handle(url, req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('googleGeocoder', () => {
  let peer: Awaited<ReturnType<typeof fakeGeocoder>>;
  let answer: (url: URL, res: ServerResponse) => void;
  beforeAll(async () => {
    peer = await fakeGeocoder((url, _req, res) => answer(url, res));
  });
  afterAll(() => peer.close());

  it('asks for the street, city and state, restricted to the ZIP code and the US, and reads the first result', async () => {
    answer = (_url, res) =>
      json(res, 200, {
        status: 'OK',
        results: [
          { geometry: { location: { lat: 41.8827, lng: -87.6233 }, location_type: 'ROOFTOP' } },
          { geometry: { location: { lat: 1, lng: 1 } } },
        ],
      });
    const geocoder = googleGeocoder({ key: 'secret-key', url: `${peer.origin}/maps/api/geocode/json` });
    expect(await geocoder.geocode({ address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606-1234' })).toEqual({ lat: 41.8827, lng: -87.6233 });
    const { url } = peer.asked.at(-1)!;
    expect(url.pathname).toBe('/maps/api/geocode/json');
    expect(url.searchParams.get('address')).toBe('233 S Wacker Dr, Chicago, IL');
    expect(url.searchParams.get('components')).toBe('country:US|postal_code:60606');
    expect(url.searchParams.get('key')).toBe('secret-key');
  });

  it('answers null for ZERO_RESULTS and for a result without a usable position', async () => {
    const geocoder = googleGeocoder({ key: 'k', url: `${peer.origin}/geo` });
    answer = (_url, res) => json(res, 200, { status: 'ZERO_RESULTS', results: [] });
    expect(await geocoder.geocode({ address: 'Nowhere 1' })).toBeNull();
    answer = (_url, res) => json(res, 200, { status: 'OK', results: [{ geometry: { location: { lat: 'x', lng: 200 } } }] });
    expect(await geocoder.geocode({ address: 'Nowhere 2' })).toBeNull();
  });

  it('throws a GeocoderError that never shows the key for a refusal, an HTTP error or a body that is not JSON', async () => {
    const geocoder = googleGeocoder({ key: 'secret-key', url: `${peer.origin}/geo` });
    answer = (_url, res) => json(res, 200, { status: 'REQUEST_DENIED', error_message: 'The provided API key secret-key is invalid.' });
    const denied = await geocoder.geocode({ address: 'A 1' }).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(GeocoderError);
    expect((denied as Error).message).toContain('REQUEST_DENIED');
    expect((denied as Error).message).not.toContain('secret-key');
    answer = (url, res) => res.writeHead(500).end(`broken for ${url.search}`);
    const broken = await geocoder.geocode({ address: 'A 2' }).catch((error: unknown) => error);
    expect((broken as Error).message).toMatch(/HTTP 500/);
    expect((broken as Error).message).not.toContain('secret-key');
    answer = (_url, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy</html>');
    await expect(geocoder.geocode({ address: 'A 3' })).rejects.toThrow(/not JSON/);
  });

  it('throws a GeocoderError when nothing listens', async () => {
    const geocoder = googleGeocoder({ key: 'k', url: 'http://127.0.0.1:9/geo' });
    await expect(geocoder.geocode({ address: 'A 1' })).rejects.toBeInstanceOf(GeocoderError);
  });
});

describe('nominatimGeocoder', () => {
  it('sends a structured search in the US with the application’s name and reads lat/lon', async () => {
    const peer = await fakeGeocoder((_url, _req, res) => json(res, 200, [{ lat: '41.9416', lon: '-87.6789', display_name: 'x' }]));
    try {
      const geocoder = nominatimGeocoder({ url: `${peer.origin}/nominatim/`, userAgent: 'Gazeta/1.0 (+https://gazeta.example)', email: 'ops@gazeta.example' });
      expect(await geocoder.geocode({ address: '3259 N Lincoln Ave', city: 'Chicago', state: 'IL', zip: '60657' })).toEqual({ lat: 41.9416, lng: -87.6789 });
      const { url, headers } = peer.asked[0]!;
      expect(url.pathname).toBe('/nominatim/search');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        street: '3259 N Lincoln Ave',
        city: 'Chicago',
        state: 'IL',
        postalcode: '60657',
        countrycodes: 'us',
        format: 'jsonv2',
        limit: '1',
        email: 'ops@gazeta.example',
      });
      expect(headers['user-agent']).toBe('Gazeta/1.0 (+https://gazeta.example)');
    } finally {
      await peer.close();
    }
  });

  it('answers null for no place and throws for an answer that is not a list', async () => {
    let body: unknown = [];
    const peer = await fakeGeocoder((_url, _req, res) => json(res, 200, body));
    try {
      const geocoder = nominatimGeocoder({ url: peer.origin, userAgent: 'test' });
      expect(await geocoder.geocode({ address: 'Nowhere' })).toBeNull();
      body = { error: 'Unable to geocode' };
      await expect(geocoder.geocode({ address: 'Nowhere' })).rejects.toBeInstanceOf(GeocoderError);
    } finally {
      await peer.close();
    }
  });
});

describe('createGeocoder', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('is none for GEOCODER=zip, the default', () => {
    expect(createGeocoder(config({}))).toBeNull();
    expect(createGeocoder(config({ GEOCODER: 'zip' }))).toBeNull();
  });

  it('builds the configured provider, and refuses Google without a key', () => {
    expect(createGeocoder(config({ GEOCODER: 'google', GEOCODER_KEY: 'k' }))?.name).toBe('google');
    expect(createGeocoder(config({ GEOCODER: 'nominatim' }))?.name).toBe('nominatim');
    expect(() => createGeocoder(config({ GEOCODER: 'google' }))).toThrow(ConfigError);
    expect(() => createGeocoder(config({ GEOCODER: 'google' }))).toThrow(/GEOCODER_KEY/);
  });

  it('names GEOCODER and what it takes when the value is wrong', () => {
    expect(() => config({ GEOCODER: 'bing' })).toThrow(/^Invalid GEOCODER="bing": expected zip .*google.*nominatim/);
    expect(() => config({ GEOCODER_URL: 'ftp://x' })).toThrow(/GEOCODER_URL/);
  });
});
