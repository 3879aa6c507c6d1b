import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { body, expectError } from './test/http.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('unknown routes', () => {
  it('answers 404 JSON error-not-found', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api/articles/1/nope'],
      ['DELETE', '/api/articles/1'],
      ['GET', '/nope'],
    ] as const) {
      expectError(await t.app.inject({ method, url }), 404, 'error-not-found');
    }
  });
});

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    for (const url of ['/api/articles', '/api/nope', '/api/articles/abc', '/api/search?q=']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://www.instagram.com https://www.facebook.com");
      expect(csp).toContain('https://tile.openstreetmap.org');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const permissions = String(res.headers['permissions-policy']).split(', ');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) expect(permissions, url).toContain(`${feature}=()`);
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Plain http in tests: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('echo a given x-request-id, or make one up', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/articles?per_page=1', headers: { 'x-request-id': 'test-request-42' } });
    expect(given.headers['x-request-id']).toBe('test-request-42');
    const onError = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'test-request-43' } });
    expect(onError.headers['x-request-id']).toBe('test-request-43');
    const made = await t.app.inject({ method: 'GET', url: '/healthz' });
    const other = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(other.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });
});

describe('request bodies', () => {
  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories/get',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ per_page: 2, padding: 'x'.repeat(1024 * 1024) }),
    });
    expectError(res, 413, 'error-payload-too-large');
  });

  it('answers 400 to an empty JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories/get',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    // An empty body with a JSON content type is either "no body" (200) or malformed (400), never a 500.
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(body(res).code).toBe('error-bad-request');
  });

  it('answers 400 to JSON with a prototype-polluting key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories/get',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"polluted": true}}',
    });
    expectError(res, 400, 'error-bad-request');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('bad input never causes a 500', () => {
  const requests: { method: 'GET' | 'POST'; url: string; payload?: string }[] = [
    { method: 'POST', url: '/api/adv/get', payload: '{"per_page": 1e400}' },
    { method: 'POST', url: '/api/adv/get', payload: '"just a string"' },
    { method: 'POST', url: '/api/adv/get', payload: 'null' },
    { method: 'POST', url: '/api/categories/get?page=1e999', payload: '{}' },
    { method: 'POST', url: '/api/categories/get?page[]=1', payload: '{}' },
    { method: 'POST', url: '/api/categories/get', payload: '{"per_page": {"$gt": 1}}' },
    { method: 'POST', url: '/api/tags/get', payload: '{"from": ["articles"]}' },
    { method: 'POST', url: '/api/issues/get?page=%00', payload: '{}' },
    { method: 'POST', url: '/api/viewers/get', payload: '[]' },
    { method: 'GET', url: '/api/articles?page=99999&per_page=100' },
    { method: 'GET', url: '/api/articles?category=%00' },
    { method: 'GET', url: '/api/articles?category=a&category=b' },
    { method: 'GET', url: '/api/articles/%00' },
    { method: 'GET', url: `/api/articles/${'9'.repeat(400)}` },
    { method: 'GET', url: '/api/articles/1%27%20OR%201=1' },
    { method: 'GET', url: '/api/search?q=%00' },
    { method: 'GET', url: '/api/search?q=a&q=b' },
    { method: 'GET', url: '/api/search?q=%E2%80%8B' },
    { method: 'GET', url: '/api/search?q=news&page=1000&per_page=50' },
    { method: 'GET', url: '/api/delivery-points/nearest?zip=60076&zip=60077' },
    { method: 'GET', url: '/api/delivery-points/nearest?zip=%00' },
    { method: 'GET', url: '/rss/%00.xml' },
    { method: 'GET', url: `/rss/${'a'.repeat(300)}.xml` },
  ];

  for (const { method, url, payload } of requests) {
    it(`${method} ${url}${payload ? ` ${payload}` : ''}`, async () => {
      const res = await t.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/json|xml/);
      if (res.statusCode >= 400) {
        const error = body(res);
        expect(typeof error.message).toBe('string');
        expect(String(error.code)).toMatch(/^error-/);
      }
    });
  }
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = body<{ openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> }>(res);
    expect(doc.openapi.startsWith('3.1')).toBe(true);
    expect(doc.info.title).toBe('Gazeta API');
    for (const [path, method] of [
      ['/api/adv/get', 'post'],
      ['/api/categories/get', 'post'],
      ['/api/issues/get', 'post'],
      ['/api/tags/get', 'post'],
      ['/api/viewers/get', 'post'],
      ['/api/viewers/send', 'post'],
      ['/api/articles', 'get'],
      ['/api/articles/{id}', 'get'],
      ['/api/articles/{id}/stats', 'get'],
      ['/api/votes/{kind}/{id}', 'put'],
      ['/api/votes/{kind}/{id}/rating', 'post'],
      ['/api/articles/{id}/view', 'post'],
      ['/api/search', 'get'],
      ['/api/delivery-points', 'get'],
      ['/api/delivery-points/nearest', 'get'],
      ['/healthz', 'get'],
      ['/readyz', 'get'],
      ['/api/auth/isAuth', 'get'],
      ['/api/auth/logout', 'get'],
      ['/api/auth/register', 'post'],
      ['/api/auth/register/verify', 'post'],
      ['/api/auth/sms/send', 'post'],
      ['/api/auth/login/sms', 'post'],
      ['/api/auth/login', 'post'],
      ['/api/auth/password/forgot', 'post'],
      ['/api/auth/password/reset', 'post'],
      ['/api/auth/email/verify', 'post'],
      ['/api/auth/oauth/{provider}', 'get'],
      ['/api/profile', 'get'],
      ['/api/profile', 'patch'],
      ['/api/profile/delete', 'post'],
      ['/api/subscription/subscribe', 'post'],
      ['/api/subscription/unsubscribe', 'post'],
      ['/api/forum/posts', 'get'],
      ['/api/forum/posts', 'post'],
      ['/api/forum/posts/{id}', 'get'],
      ['/api/forum/posts/{id}', 'post'],
      ['/api/forum/posts/{id}', 'delete'],
      ['/api/forum/posts/{id}/like', 'post'],
      ['/api/forum/posts/{id}/comments', 'get'],
      ['/api/forum/posts/{id}/comments', 'post'],
      ['/api/forum/comments/{id}', 'patch'],
      ['/api/forum/comments/{id}', 'delete'],
      ['/api/forum/comments/{id}/like', 'post'],
      ['/api/forum/moderation', 'get'],
      ['/api/forum/moderation/posts/{id}', 'post'],
      ['/api/forum/moderation/comments/{id}', 'post'],
      ['/api/forum/notifications', 'get'],
      ['/api/forum/notifications/{id}/read', 'post'],
      ['/api/forum/notifications/read-all', 'post'],
    ] as const) {
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path]![method], `${method} ${path}`).toBeDefined();
    }
    // The post form is documented as the multipart form spec §7 sends.
    const create = doc.paths['/api/forum/posts']!['post'] as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    expect(Object.keys(create.requestBody.content['multipart/form-data']!.schema.properties)).toEqual(
      expect.arrayContaining(['title', 'content', 'is_draft', 'tags[0]', 'images[0]']),
    );
    // Hidden routes stay out.
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
    expect(doc.paths['/robots.txt']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('serves the API explorer', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode === 302) {
      const location = String(res.headers['location']);
      expect(location).toMatch(/docs/);
      res = await t.app.inject({ method: 'GET', url: new URL(location, 'http://localhost/api/docs/').pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});
