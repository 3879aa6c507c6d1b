import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectFieldError, wordsOf } from '../../test/http.ts';

let t: TestApp;

const search = async (q: string, extra = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return body<SearchResponse>(res);
};

/** Only <mark> and </mark> may be markup; everything else must be escaped text. */
function expectOnlyMarks(html: string) {
  expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  // Marks are balanced.
  expect((html.match(/<mark>/g) ?? []).length).toBe((html.match(/<\/mark>/g) ?? []).length);
}

function expectRanked(res: SearchResponse) {
  const ranks = res.data.map((hit) => hit.rank);
  expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  for (const hit of res.data) {
    expectOnlyMarks(hit.title_highlight);
    expectOnlyMarks(hit.snippet);
  }
}

/** A seeded article of a language and the longest word of its title. */
async function articleWithTitleWord(lang: 'ru' | 'en' | 'lt'): Promise<{ id: number; word: string }> {
  const rows = await t.database.query<{ id: number; title: string }>('SELECT id, title FROM articles WHERE lang = $1 ORDER BY id', [lang]);
  expect(rows.length, `articles in ${lang}`).toBeGreaterThan(0);
  const row = rows[0]!;
  const [word] = wordsOf(row.title, 6);
  expect(word, row.title).toBeDefined();
  return { id: Number(row.id), word: word! };
}

const create = (title: string, bodyHtml: string, lead = 'A test article.', lang: 'ru' | 'en' | 'lt' = 'en') =>
  t.app.services.articles.create({
    categoryId: categoryId,
    lang,
    title,
    lead,
    bodyHtml,
    author: 'Test Author',
    tagIds: [],
    publishedAt: t.seedNow,
  });

let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = Number((await t.database.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1'))[0]!.id);
});
afterAll(() => t?.close());

describe('GET /api/search', () => {
  for (const lang of ['ru', 'en', 'lt'] as const) {
    it(`finds a ${lang} article by a word of its title, ranked and highlighted`, async () => {
      const { id, word } = await articleWithTitleWord(lang);
      const res = await search(word, '&per_page=50');
      expect(res.match).toBe('fulltext');
      expect(res.query).toBe(word);
      expect(res.total).toBeGreaterThanOrEqual(1);
      const hit = res.data.find((h) => h.id === id);
      expect(hit, `article ${id} for "${word}"`).toBeDefined();
      expect(hit!.lang).toBe(lang);
      expect(hit!.title_highlight).toContain('<mark>');
      expect(hit!.title_highlight.replace(/<\/?mark>/g, '')).toBe(hit!.title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`));
      expect(hit!.rank).toBeGreaterThan(0);
      expectRanked(res);
    });
  }

  it('finds other forms of a word (stemming)', async () => {
    await create('Gardeners celebrate the harvest', '<p>Community gardening is growing.</p>');
    const res = await search('gardener');
    expect(res.match).toBe('fulltext');
    expect(res.data.map((h) => h.title)).toContain('Gardeners celebrate the harvest');
  });

  it('answers every hit with its article fields', async () => {
    const { word } = await articleWithTitleWord('ru');
    const res = await search(word);
    for (const hit of res.data) {
      expect(hit.category.slug).toMatch(/^[a-z0-9-]+$/);
      expect(new Date(hit.published_at).toISOString()).toBe(hit.published_at);
      expect(hit.read_time).toBeGreaterThanOrEqual(1);
      expect(hit.image?.src).toMatch(/^\/media\//);
    }
  });

  it('escapes markup in titles and snippets (only <mark> is markup)', async () => {
    await create(
      'Zyxquorb <b>bold</b> & "friends"',
      '<p>The zyxquorb said &lt;script&gt;alert(1)&lt;/script&gt; and 5 &lt; 7 &amp;&amp; 9 &gt; 3 with <b>bold</b> things.</p>',
    );
    const res = await search('zyxquorb');
    expect(res.match).toBe('fulltext');
    expect(res.data).toHaveLength(1);
    const hit = res.data[0]!;
    expect(hit.title).toBe('Zyxquorb <b>bold</b> & "friends"');
    expect(hit.title_highlight).toMatch(/<mark>Zyxquorb<\/mark>/);
    expect(hit.title_highlight).not.toContain('<b>');
    expect(hit.title_highlight).toMatch(/&(lt|#60|#x3c);b&(gt|#62|#x3e);/i);
    expect(hit.snippet).toMatch(/<mark>zyxquorb<\/mark>/);
    // ts_headline drops what looks like a tag; any other < > & is escaped.
    expect(hit.snippet).not.toMatch(/<script/i);
    expect(hit.snippet).toMatch(/5 &(lt|#60|#x3c); 7 &(amp|#38|#x26);&(amp|#38|#x26); 9 &(gt|#62|#x3e); 3/i);
    expect(hit.snippet).not.toContain('<b>');
    expectOnlyMarks(hit.title_highlight);
    expectOnlyMarks(hit.snippet);
  });

  it('falls back to near spellings of a title (match: similar)', async () => {
    const titles = await t.database.query<{ id: number; title: string }>(`SELECT id, title FROM articles WHERE lang = 'en' ORDER BY id`);
    // A title word with one letter dropped that full-text search cannot find.
    let found: { id: number; typo: string } | undefined;
    for (const row of titles) {
      for (const word of wordsOf(row.title, 8)) {
        const typo = word.slice(0, 4) + word.slice(5);
        const [{ n }] = (await t.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM articles
           WHERE search @@ (websearch_to_tsquery('russian', $1) || websearch_to_tsquery('english', $1) || websearch_to_tsquery('lithuanian', $1))`,
          [typo],
        )) as [{ n: number }];
        if (Number(n) === 0) {
          found = { id: Number(row.id), typo };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'a misspelling to search for').toBeDefined();
    const res = await search(found!.typo, '&per_page=50');
    expect(res.match).toBe('similar');
    expect(res.data.map((h) => h.id)).toContain(found!.id);
    expect(res.total).toBe(res.data.length);
    expectRanked(res);
  });

  it('answers an empty result for text that matches nothing', async () => {
    const res = await search('qqqqxxxxzzzz');
    expect(res.data).toEqual([]);
    expect(res.total).toBe(0);
    expect(res.last_page).toBe(1);
  });

  it('pages the results', async () => {
    for (let i = 1; i <= 3; i++) await create(`Pagination probe ${i}`, `<p>The wuzzlepage number ${i}.</p>`);
    const first = await search('wuzzlepage', '&per_page=2');
    expect(first).toMatchObject({ total: 3, last_page: 2, current_page: 1, per_page: 2, match: 'fulltext' });
    expect(first.data).toHaveLength(2);
    const second = await search('wuzzlepage', '&per_page=2&page=2');
    expect(second.data).toHaveLength(1);
    expect(second.current_page).toBe(2);
    expect(first.data.map((h) => h.id)).not.toContain(second.data[0]!.id);
    const beyond = await search('wuzzlepage', '&per_page=2&page=3');
    expect(beyond.data).toEqual([]);
    expect(beyond.match).toBe('fulltext');
  });

  it('trims the query', async () => {
    const res = await search('   zyxquorb   ');
    expect(res.query).toBe('zyxquorb');
    expect(res.data).toHaveLength(1);
  });

  it('treats query syntax as text, never as an error', async () => {
    for (const q of ['"unclosed', 'a & b | !c', "o'brien", '-', '(((', '<script>', '%', '\\', 'ёлка', '🙂']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('localizes the category name', async () => {
    const { word } = await articleWithTitleWord('en');
    const en = await search(word, '&lang=en', { 'accept-language': 'ru' });
    const ru = await search(word, '', { 'accept-language': 'ru' });
    const names = await t.database.query<{ name_en: string; name_ru: string }>('SELECT name_en, name_ru FROM categories WHERE id = $1', [
      en.data[0]!.category.category_id,
    ]);
    expect(en.data[0]!.category.name).toBe(names[0]!.name_en);
    expect(ru.data[0]!.category.name).toBe(names[0]!.name_ru);
  });

  it('rejects an empty or blank query, or one PostgreSQL cannot take (422 errors.q)', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20%20', '/api/search?q=%09%0A', '/api/search?q=a%00b']) {
      expectFieldError(await t.app.inject({ method: 'GET', url }), 'q');
    }
  });

  it('rejects a query longer than 200 characters (422 errors.q)', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: `/api/search?q=${'a'.repeat(201)}` }), 'q');
    const ok = await t.app.inject({ method: 'GET', url: `/api/search?q=${'a'.repeat(200)}` });
    expect(ok.statusCode).toBe(200);
  });

  describe('across alphabets', () => {
    const ids = (res: SearchResponse) => res.data.map((hit) => hit.id).sort((a, b) => a - b);
    const marked = (html: string) => [...html.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]!.toLowerCase());

    it('"медикэр" finds what "Medicare" finds, highlighted as it is written', async () => {
      const latin = await search('Medicare', '&per_page=50');
      expect(latin.total, 'the demo articles about Medicare').toBeGreaterThanOrEqual(3);
      for (const spelling of ['медикэр', 'Медикер', 'МЕДИКЭР']) {
        const cyrillic = await search(spelling, '&per_page=50');
        expect(cyrillic.match, spelling).toBe('fulltext');
        expect(ids(cyrillic), spelling).toEqual(ids(latin));
        const titled = cyrillic.data.filter((hit) => /medicare/i.test(hit.title));
        expect(titled.length).toBeGreaterThan(0);
        for (const hit of titled) expect(marked(hit.title_highlight)).toContain('medicare');
        expectRanked(cyrillic);
      }
    });

    it('"Бруклин" finds "Brooklyn" and "Brooklyn" finds "Бруклин" in its cases', async () => {
      const english = await create('Brooklyn bakers open a stall at the Maxwell Street market', '<p>The bakers came from Brooklyn last spring.</p>');
      const russian = await create(
        'Пекари из Бруклина открыли прилавок на рынке',
        '<p>Весной они переехали в Чикаго, а раньше пекли хлеб в Бруклине.</p>',
        'Новые соседи на Максвелл-стрит.',
        'ru',
      );
      const fromCyrillic = await search('Бруклин');
      expect(ids(fromCyrillic)).toEqual([english, russian].sort((a, b) => a - b));
      expect(marked(fromCyrillic.data.find((hit) => hit.id === english)!.title_highlight)).toEqual(['brooklyn']);
      const fromLatin = await search('brooklyn');
      expect(ids(fromLatin)).toEqual([english, russian].sort((a, b) => a - b));
      expect(marked(fromLatin.data.find((hit) => hit.id === russian)!.snippet)).toContain('бруклине');
    });

    it('"Schaumburg" finds "Шаумбург", and back', async () => {
      const [seeded] = await t.database.query<{ id: number }>(`SELECT id FROM articles WHERE body_text LIKE '%Шаумбург%' ORDER BY id LIMIT 1`);
      expect(seeded, 'a demo article that mentions Шаумбург').toBeDefined();
      expect(ids(await search('Schaumburg', '&per_page=50'))).toContain(Number(seeded!.id));
      const english = await create('Schaumburg library extends its hours', '<p>The Schaumburg Township library is open late on Thursdays.</p>');
      expect(ids(await search('Шаумбург', '&per_page=50'))).toEqual(expect.arrayContaining([english, Number(seeded!.id)]));
    });

    it('keeps every word of the query: the other words must match too', async () => {
      const both = await search('медикэр мошенники', '&per_page=50');
      expect(both.total).toBeGreaterThanOrEqual(1);
      for (const hit of both.data) expect(`${hit.title} ${hit.snippet}`.toLowerCase()).toMatch(/мошенник/);
      expect((await search('медикэр qqqzzzxx')).data).toEqual([]);
    });

    it('rebuilds the spellings when they are missing or of an older rule, once', async () => {
      await t.database.query('DELETE FROM search_spellings');
      await t.database.query('UPDATE search_spellings_state SET version = 0');
      expect((await search('медикэр')).data.filter((hit) => /medicare/i.test(hit.title))).toEqual([]);
      expect(await t.app.services.search.refreshSpellings()).toBe(true);
      expect(await t.app.services.search.refreshSpellings()).toBe(false);
      expect(ids(await search('медикэр', '&per_page=50'))).toEqual(ids(await search('Medicare', '&per_page=50')));
    });
  });

  it('rejects bad paging', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/search?q=news&page=0' }), 'page');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/search?q=news&page=x' }), 'page');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/search?q=news&per_page=0' }), 'per_page');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/search?q=news&per_page=51' }), 'per_page');
  });
});
