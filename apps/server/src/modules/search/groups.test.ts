import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESSES_IN_SEARCH, EVENTS_IN_SEARCH, spellingWords, type BusinessesResponse, type EventsResponse, type SearchResponse } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError } from '../../test/http.ts';

/**
 * The groups of /search/{name} (issue #15): articles, private ads, businesses and events, each
 * from its own catalogue's search with its count, across alphabets ("Шаумбург" finds
 * "Schaumburg" and back), only what readers may see (listed businesses, published upcoming events).
 */

let t: TestApp;
let clock: Date;

beforeAll(async () => {
  // The demo's dates are from the day it was made: read them on that day.
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
});
afterAll(() => t?.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return body<T>(res);
};
const q = (text: string) => encodeURIComponent(text);
const businesses = (text: string, perPage = 50) => get<BusinessesResponse>(`/api/businesses?q=${q(text)}&per_page=${perPage}`);
const events = (text: string, perPage = 50) => get<EventsResponse>(`/api/events?q=${q(text)}&per_page=${perPage}`);
const ids = (list: { data: { id: number }[] }) => list.data.map((item) => item.id).sort((a, b) => a - b);

/** Pairs of one name in both alphabets that the demo has: towns of the listings and the events. */
const PAIRS = [
  ['Schaumburg', 'Шаумбург'],
  ['Skokie', 'Скоки'],
  ['Northbrook', 'Нортбрук'],
] as const;

describe('the businesses group', () => {
  for (const [latin, cyrillic] of PAIRS) {
    it(`"${cyrillic}" finds the listings "${latin}" finds, and back`, async () => {
      const fromLatin = await businesses(latin);
      const fromCyrillic = await businesses(cyrillic);
      expect(fromLatin.total, latin).toBeGreaterThan(0);
      expect(ids(fromCyrillic)).toEqual(ids(fromLatin));
      expect(fromCyrillic.total).toBe(fromLatin.total);
      expect(fromCyrillic.query).toBe(cyrillic);
    });
  }

  it('counts every match and shows the first few, listed ones only, the match marked in the name', async () => {
    const group = await businesses('Шаумбург', BUSINESSES_IN_SEARCH);
    const all = await businesses('Шаумбург');
    expect(group.data.length).toBe(Math.min(BUSINESSES_IN_SEARCH, all.total));
    expect(group.total).toBe(all.total);
    const listed = await t.database.query<{ id: number }>(`SELECT id FROM businesses WHERE status = 'approved' AND active AND deleted_at IS NULL`);
    const visible = new Set(listed.map((row) => Number(row.id)));
    for (const hit of all.data) expect(visible.has(hit.id), `business ${hit.id} is listed`).toBe(true);
    // A listing switched off leaves the group.
    const [off] = await t.database.query<{ id: number; city: string }>(`SELECT id, city FROM businesses WHERE status = 'approved' AND NOT active AND deleted_at IS NULL LIMIT 1`);
    if (off) expect(ids(await businesses(off.city))).not.toContain(Number(off.id));
  });
});

describe('the events group', () => {
  for (const [latin, cyrillic] of PAIRS) {
    it(`"${cyrillic}" finds the events "${latin}" finds, and back`, async () => {
      const fromLatin = await events(latin);
      const fromCyrillic = await events(cyrillic);
      expect(fromLatin.total, latin).toBeGreaterThan(0);
      expect(ids(fromCyrillic)).toEqual(ids(fromLatin));
      expect(fromCyrillic.total).toBe(fromLatin.total);
    });
  }

  it('finds a Russian title word from its Latin spelling and back ("Чайка" and "Chaika")', async () => {
    const [row] = await t.database.query<{ id: number }>(`SELECT id FROM events WHERE title LIKE '%Чайка%' AND status = 'published' AND next_on IS NOT NULL LIMIT 1`);
    expect(row, 'the demo’s “Чайка” in Skokie').toBeDefined();
    expect(ids(await events('Чайка'))).toContain(Number(row!.id));
    expect(ids(await events('Chaika'))).toContain(Number(row!.id));
  });

  it('counts upcoming published events only, soonest first (past events stay in the calendar’s "past" list)', async () => {
    const all = await events('Skokie');
    expect(all.total).toBeGreaterThan(0);
    const group = await events('Скоки', EVENTS_IN_SEARCH);
    expect(group.data.map((e) => e.id)).toEqual(all.data.slice(0, EVENTS_IN_SEARCH).map((e) => e.id));
    expect(group.total).toBe(all.total);
    const shown = await t.database.query<{ id: number }>(`SELECT id FROM events WHERE status = 'published' AND deleted_at IS NULL AND next_on IS NOT NULL`);
    const upcoming = new Set(shown.map((row) => Number(row.id)));
    for (const hit of all.data) expect(upcoming.has(hit.id), `event ${hit.id} is upcoming and published`).toBe(true);
    const days = all.data.map((e) => e.next_date);
    expect(days).toEqual(days.toSorted());
    // A past event in Skokie is not in the group, but is in the past list.
    const past = await get<EventsResponse>(`/api/events?q=${q('Скоки')}&when=past&per_page=50`);
    for (const hit of past.data) expect(upcoming.has(hit.id)).toBe(false);
  });

  it('refuses a query it cannot take, as the page expects (422)', async () => {
    expectError(await t.app.inject({ method: 'GET', url: `/api/events?q=${q('a\u0000b')}` }), 422, 'error-validation');
    expectError(await t.app.inject({ method: 'GET', url: `/api/businesses?q=${q('a\u0000b')}` }), 422, 'error-validation');
    expectError(await t.app.inject({ method: 'GET', url: `/api/events?q=${'a'.repeat(201)}` }), 422, 'error-validation');
    expectError(await t.app.inject({ method: 'GET', url: `/api/businesses?q=${'a'.repeat(201)}` }), 422, 'error-validation');
  });
});

describe('every group from one query', () => {
  it('"Шаумбург" and "Schaumburg" give the same groups: articles, businesses and events', async () => {
    for (const text of ['Шаумбург', 'Schaumburg']) {
      const articles = await get<SearchResponse>(`/api/search?q=${q(text)}`);
      expect(articles.total, `articles for ${text}`).toBeGreaterThan(0);
    }
    const [a, b] = await Promise.all([get<SearchResponse>(`/api/search?q=${q('Шаумбург')}&per_page=50`), get<SearchResponse>(`/api/search?q=${q('Schaumburg')}&per_page=50`)]);
    expect(ids(a)).toEqual(ids(b));
  });

  it('the spellings made anew hold the events’ words too', async () => {
    // A word of an event's title that no article, ad or listing has: only the events bring it.
    const rows = await t.database.query<{ title: string }>(`SELECT DISTINCT title FROM events ORDER BY title`);
    let only: string | undefined;
    for (const row of rows) {
      for (const word of spellingWords(row.title)) {
        const [{ n }] = (await t.database.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM articles WHERE strpos(lower(title || ' ' || lead || ' ' || body_text), lower($1)) > 0)
                + (SELECT count(*) FROM classifieds WHERE strpos(lower(title || ' ' || body), lower($1)) > 0)
                + (SELECT count(*) FROM businesses WHERE strpos(lower(name || ' ' || information || ' ' || city), lower($1)) > 0) AS n`,
          [word],
        )) as [{ n: number }];
        if (Number(n) === 0) {
          only = word;
          break;
        }
      }
      if (only) break;
    }
    expect(only, 'a word only the events have').toBeDefined();
    await t.database.query('DELETE FROM search_spellings');
    await t.database.query('UPDATE search_spellings_state SET version = 0');
    expect(await t.app.services.search.refreshSpellings()).toBe(true);
    const [{ n }] = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM search_spellings WHERE word = $1', [only!.toLowerCase()])) as [{ n: number }];
    expect(Number(n), only).toBeGreaterThan(0);
  });
});
