import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PrintIssue } from '@gazeta/contract';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pdfPageCount } from './pdf-pages.ts';
import { body, expectFieldError, expectMalformedJsonRefused } from '../../test/http.ts';

let t: TestApp;

const issues = (url = '/api/issues/get', payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('POST /api/issues/get', () => {
  it('lists the 30 seeded weekly issues newest first, 12 a page by default', async () => {
    const res = await issues();
    expect(res.statusCode).toBe(200);
    const page = body<Page<PrintIssue>>(res);
    expect({ total: page.total, per_page: page.per_page, current_page: page.current_page, last_page: page.last_page }).toEqual({
      total: 30,
      per_page: 12,
      current_page: 1,
      last_page: 3,
    });
    // Seeded at Thursday 2026-11-19: one issue a Thursday, numbered down from 1250.
    expect(page.data.map((issue) => [issue.number, issue.title, issue.published_on, issue.pages])).toEqual([
      [1250, 'Gazeta No. 1250', '2026-11-19', 4],
      [1249, 'Gazeta No. 1249', '2026-11-12', 4],
      [1248, 'Gazeta No. 1248', '2026-11-05', 4],
      [1247, 'Gazeta No. 1247', '2026-10-29', 4],
      [1246, 'Gazeta No. 1246', '2026-10-22', 4],
      [1245, 'Gazeta No. 1245', '2026-10-15', 4],
      [1244, 'Gazeta No. 1244', '2026-10-08', 4],
      [1243, 'Gazeta No. 1243', '2026-10-01', 4],
      [1242, 'Gazeta No. 1242', '2026-09-24', 4],
      [1241, 'Gazeta No. 1241', '2026-09-17', 4],
      [1240, 'Gazeta No. 1240', '2026-09-10', 4],
      [1239, 'Gazeta No. 1239', '2026-09-03', 4],
    ]);
  });

  it('pages without overlap and stays newest first across pages', async () => {
    const first = body<Page<PrintIssue>>(await issues('/api/issues/get?page=1', { per_page: 5 }));
    const second = body<Page<PrintIssue>>(await issues('/api/issues/get?page=2', { per_page: 5 }));
    expect(first.data.map((i) => i.number)).toEqual([1250, 1249, 1248, 1247, 1246]);
    expect(second.data.map((i) => i.number)).toEqual([1245, 1244, 1243, 1242, 1241]);
    expect([second.current_page, first.last_page]).toEqual([2, 6]);

    const last = body<Page<PrintIssue>>(await issues('/api/issues/get?page=6', { per_page: 5 }));
    expect(last.data.map((i) => [i.number, i.published_on])).toEqual([
      [1225, '2026-05-28'],
      [1224, '2026-05-21'],
      [1223, '2026-05-14'],
      [1222, '2026-05-07'],
      [1221, '2026-04-30'],
    ]);
    const partial = body<Page<PrintIssue>>(await issues('/api/issues/get?page=3'));
    expect(partial.data.map((i) => i.number)).toEqual([1226, 1225, 1224, 1223, 1222, 1221]);
    const beyond = body<Page<PrintIssue>>(await issues('/api/issues/get?page=7', { per_page: 5 }));
    expect(beyond.data).toEqual([]);
  });

  it('gives each issue the page count of its own PDF', async () => {
    const { data } = body<Page<PrintIssue>>(await issues('/api/issues/get', { per_page: 50 }));
    expect(data).toHaveLength(30);
    for (const issue of data) {
      const pdf = await t.storage.get(issue.pdf_url.replace(/^\/media\//, ''));
      const counted = (await PDFDocument.load(pdf)).getPageCount();
      expect(issue.pages, `No. ${issue.number}`).toBe(counted);
    }
  });

  it('counts the pages of a PDF, and refuses bytes that are no PDF', async () => {
    const document = await PDFDocument.create();
    for (let i = 0; i < 7; i++) document.addPage();
    expect(await pdfPageCount(await document.save())).toBe(7);
    await expect(pdfPageCount(new TextEncoder().encode('not a PDF'))).rejects.toThrow();
  });

  it('describes each issue with a cover image in four widths, a PDF and its size', async () => {
    const { data } = body<Page<PrintIssue>>(await issues());
    for (const issue of data) {
      expect(issue.pdf_url).toMatch(/^\/media\/documents\/[0-9a-f]{32}\.pdf$/);
      expect(issue.pdf_bytes).toBeGreaterThan(100_000);
      const dir = /^\/media\/images\/[0-9a-f]{32}\//.exec(issue.cover.src)?.[0];
      expect(issue.cover).toEqual({
        src: `${dir}640.webp`,
        srcset: `${dir}320.webp 320w, ${dir}640.webp 640w, ${dir}960.webp 960w, ${dir}1200.webp 1200w`,
        width: 1200,
        height: 1600,
        alt: `Первая полоса номера № ${issue.number}`,
        share_src: `${dir}share.jpg`,
      });
    }
    expect(new Set(data.map((issue) => issue.cover.src)).size).toBe(12);
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
    expect(en.cover.alt).toBe('Front page of issue No. 1250');
    expect(ru.cover.alt).toBe('Первая полоса номера № 1250');
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
    await expectMalformedJsonRefused(t.app, '/api/issues/get', 'not json');
  });
});
