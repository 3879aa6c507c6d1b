import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { builtWeb, WEB_BUILD_TIMEOUT_MS } from '../test/web.ts';

/** Pages rendered by the real server and the built web app, below the browser suite. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ web: builtWeb() });
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => t?.close());

const page = (url: string, locale: 'en' | 'ru' = 'en') => t.app.inject({ method: 'GET', url, headers: { cookie: `locale=${locale}`, 'accept-language': locale } });

describe('a page whose API call is refused (issue #12)', () => {
  it("/search/%00 is the search page's error page with the reason translated, not a 500", async () => {
    const en = await page('/search/%00');
    expect(en.statusCode).toBe(422);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect(en.body).toContain('This page cannot be shown');
    expect(en.body).toContain('Remove the invisible control characters from this text.');
    const ru = await page('/search/a%00b', 'ru');
    expect(ru.statusCode).toBe(422);
    expect(ru.body).toContain('Эту страницу нельзя показать');
    expect(ru.body).toContain('Уберите из текста невидимые управляющие символы.');
  });

  it('an API 404 is the not-found page', async () => {
    const res = await page('/article/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
  });

  it('no page answers a NUL in its path or query with a 500', async () => {
    const urls = [
      '/%00',
      '/?page=%00',
      '/verify-email?token=%00',
      '/cat/%00',
      '/cat/chicago?page=%00',
      '/article/%00',
      '/archive?page=%00',
      '/map?zip=%00&q=%00',
      '/search?q=%00',
      '/search/%00?page=%00',
      '/feed?category=%00&view=%00',
      '/feed/%00',
      '/feed/1?page=%00',
      '/feed/moderation?kind=%00',
      '/profile/notifications?page=%00',
      '/login?method=%00&error=%00',
      '/reset-password?token=%00',
      '/newsletter/confirm?token=%00',
      '/newsletter/unsubscribe?token=%00',
    ];
    const answers = await Promise.all(urls.map(async (url) => `${url} → ${(await page(url)).statusCode}`));
    expect(answers.filter((answer) => /→ 5\d\d$/.test(answer))).toEqual([]);
  });
});

describe('page headers', () => {
  it('carry the Permissions-Policy that denies what no page uses (the map included)', async () => {
    const res = await page('/map');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
  });
});
