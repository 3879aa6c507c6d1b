import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PrintIssue } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError, expectFieldError } from '../../test/http.ts';

let t: TestApp;

const issues = (url = '/api/issues/get', payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('POST /api/issues/get', () => {
  it('lists issues newest first, 12 a page by default', async () => {
    const res = await issues();
    expect(res.statusCode).toBe(200);
    const page = body<Page<PrintIssue>>(res);
    const total = Number((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM print_issues'))[0]!.n);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(page.total).toBe(total);
    expect(page.per_page).toBe(12);
    expect(page.data).toHaveLength(12);
    expect(page.current_page).toBe(1);
    expect(page.last_page).toBe(Math.ceil(total / 12));
    const dates = page.data.map((issue) => issue.published_on);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual([...dates].sort().reverse());
    // The newest issue of all comes first.
    const newest = await t.database.query<{ number: number }>('SELECT number FROM print_issues ORDER BY published_on DESC, id DESC LIMIT 1');
    expect(page.data[0]!.number).toBe(Number(newest[0]!.number));
  });

  it('pages without overlap and stays newest first across pages', async () => {
    const first = body<Page<PrintIssue>>(await issues('/api/issues/get?page=1', { per_page: 5 }));
    const second = body<Page<PrintIssue>>(await issues('/api/issues/get?page=2', { per_page: 5 }));
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(second.current_page).toBe(2);
    expect(first.last_page).toBe(Math.ceil(first.total / 5));
    const firstIds = first.data.map((i) => i.id);
    for (const issue of second.data) expect(firstIds).not.toContain(issue.id);
    expect(second.data[0]!.published_on <= first.data.at(-1)!.published_on).toBe(true);

    const last = body<Page<PrintIssue>>(await issues(`/api/issues/get?page=${first.last_page}`, { per_page: 5 }));
    expect(last.data.length).toBe(first.total - 5 * (first.last_page - 1));
    const beyond = body<Page<PrintIssue>>(await issues(`/api/issues/get?page=${first.last_page + 1}`, { per_page: 5 }));
    expect(beyond.data).toEqual([]);
  });

  it('describes each issue with a cover image, a PDF and its size', async () => {
    const { data } = body<Page<PrintIssue>>(await issues());
    for (const issue of data) {
      expect(issue.number).toBeGreaterThan(0);
      expect(issue.title.length).toBeGreaterThan(0);
      expect(issue.pages).toBeGreaterThan(0);
      expect(issue.pdf_url).toMatch(/^\/media\/.+\.pdf$/);
      expect(issue.pdf_bytes).toBeGreaterThan(100);
      expect(issue.cover.src).toMatch(/^\/media\/.+\.webp$/);
      expect(issue.cover.share_src).toMatch(/^\/media\/.+\.jpg$/);
      expect(issue.cover.width).toBeGreaterThan(0);
      expect(issue.cover.height).toBeGreaterThan(issue.cover.width); // a portrait front page
      const srcset = issue.cover.srcset.split(', ');
      expect(srcset.length).toBeGreaterThan(0);
      for (const entry of srcset) expect(entry).toMatch(/^\/media\/\S+\.webp \d+w$/);
      expect(srcset.map((e) => e.split(' ')[0])).toContain(issue.cover.src);
    }
  });

  it('serves the PDF with its type, length and immutable caching', async () => {
    const [issue] = body<Page<PrintIssue>>(await issues()).data;
    const res = await t.app.inject({ method: 'GET', url: issue!.pdf_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.byteLength).toBe(issue!.pdf_bytes);
    expect(Number(res.headers['content-length'])).toBe(issue!.pdf_bytes);
  });

  it('serves every cover variant as WebP and the share copy as JPEG, cached for good', async () => {
    const [issue] = body<Page<PrintIssue>>(await issues()).data;
    const urls = issue!.cover.srcset.split(', ').map((e) => e.split(' ')[0]!);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const share = await t.app.inject({ method: 'GET', url: issue!.cover.share_src });
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(share.rawPayload[0]).toBe(0xff);
    expect(share.rawPayload[1]).toBe(0xd8);
  });

  it('answers 404 for media that does not exist and never leaves the media root', async () => {
    for (const url of ['/media/documents/nope.pdf', '/media/../package.json', '/media/%2e%2e/%2e%2e/etc/passwd', '/media/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('"workspaces"');
    }
  });

  it('localizes the cover alt text', async () => {
    const en = body<Page<PrintIssue>>(await issues('/api/issues/get', {}, { 'accept-language': 'en' })).data[0]!;
    const ru = body<Page<PrintIssue>>(await issues('/api/issues/get', {}, { 'accept-language': 'ru' })).data[0]!;
    expect(en.cover.alt).toContain(String(en.number));
    expect(ru.cover.alt).toContain(String(ru.number));
    expect(en.cover.alt).toMatch(/[A-Za-z]/);
    expect(ru.cover.alt).toMatch(/[А-Яа-я]/);
    expect(en.cover.alt).not.toBe(ru.cover.alt);
    const viaQuery = body<Page<PrintIssue>>(await issues('/api/issues/get?lang=en', {}, { 'accept-language': 'ru' })).data[0]!;
    expect(viaQuery.cover.alt).toBe(en.cover.alt);
  });

  it('rejects bad paging', async () => {
    expectFieldError(await issues('/api/issues/get?page=0'), 'page');
    expectFieldError(await issues('/api/issues/get?page=abc'), 'page');
    expectFieldError(await issues('/api/issues/get', { per_page: 0 }), 'per_page');
    expectFieldError(await issues('/api/issues/get', { per_page: 101 }), 'per_page');
    expectFieldError(await issues('/api/issues/get', { per_page: '12' }), 'per_page');
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/issues/get',
      headers: { 'content-type': 'application/json' },
      payload: 'not json',
    });
    expectError(res, 400, 'error-bad-request');
  });
});
