import { describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '../../providers/storage.ts';
import { MARK_END, MARK_START, type SearchRepository, type SearchRow } from './repository.ts';
import { createSearchService, crossAlphabetQuery, highlight, spellingEntries } from './service.ts';

describe('highlight', () => {
  it('wraps the match markers in <mark>', () => {
    expect(highlight(`a ${MARK_START}word${MARK_END} b`)).toBe('a <mark>word</mark> b');
  });

  it('escapes everything else, so <mark> is the only markup', () => {
    const out = highlight(`<b>bold</b> & "q" 'a' ${MARK_START}<script>x</script>${MARK_END}`);
    expect(out).toBe('&#60;b&#62;bold&#60;/b&#62; &#38; &#34;q&#34; &#39;a&#39; <mark>&#60;script&#62;x&#60;/script&#62;</mark>');
    expect(out.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']/);
  });

  it('does not let text smuggle in its own <mark> or entities', () => {
    const out = highlight('<mark>fake</mark> &lt;');
    expect(out).not.toContain('<mark>');
    expect(out).toBe('&#60;mark&#62;fake&#60;/mark&#62; &#38;lt;');
  });

  it('leaves text without markers or special characters as it is', () => {
    expect(highlight('Новости Чикаго')).toBe('Новости Чикаго');
  });
});

function row(overrides: Partial<SearchRow> = {}): SearchRow {
  return {
    id: 7,
    title: 'T',
    lead: 'L',
    lang: 'ru',
    read_time: 3,
    views: 10,
    likes: 2,
    published_at: '2026-11-01 12:00:00+00',
    image_alt: 'alt',
    category_id: 1,
    category_slug: 'news',
    category_name_en: 'News',
    category_name_ru: 'Новости',
    storage_key: null,
    width: null,
    height: null,
    widths: null,
    rank: 0.5,
    title_highlight: `${MARK_START}T${MARK_END}`,
    snippet: 'snippet <i>',
    total: 1,
    ...overrides,
  };
}

const storage: FileStorage = {
  put: async () => undefined,
  get: async () => Buffer.alloc(0),
  remove: async () => undefined,
  url: (key) => `/media/${key}`,
};

/** The app's clock: searches find what readers may see at this time (decision 057). */
const NOW = new Date('2026-11-19T15:00:00Z');

function service(fullText: SearchRow[], similar: SearchRow[], spellings: { key: string; word: string; latin: boolean }[] = []) {
  const repo = {
    fullText: vi.fn(async () => fullText),
    spellingsOf: vi.fn(async () => spellings),
    similar: vi.fn(async () => similar),
  } as unknown as SearchRepository & { fullText: ReturnType<typeof vi.fn>; similar: ReturnType<typeof vi.fn> };
  return { repo, search: createSearchService({ repo, storage, now: () => NOW }) };
}

describe('search service', () => {
  it('answers full-text hits without asking for similar titles', async () => {
    const { repo, search } = service([row()], [row({ id: 8 })]);
    const res = await search.search('t', 1, 10, 'en');
    expect(res.match).toBe('fulltext');
    expect(res.data.map((h) => h.id)).toEqual([7]);
    expect(repo.similar).not.toHaveBeenCalled();
    expect(repo.fullText).toHaveBeenCalledWith(NOW, 't', null, 10, 0);
    expect(res.data[0]!.title_highlight).toBe('<mark>T</mark>');
    expect(res.data[0]!.snippet).toBe('snippet &#60;i&#62;');
    expect(res.data[0]!.category.name).toBe('News');
  });

  it('falls back to similar titles on the first page only', async () => {
    const first = service([], [row({ id: 9, total: 1 })]);
    const res = await first.search.search('typo', 1, 10, 'ru');
    expect(res.match).toBe('similar');
    expect(res.data.map((h) => h.id)).toEqual([9]);
    expect(res.data[0]!.category.name).toBe('Новости');

    const later = service([], [row({ id: 9 })]);
    const page2 = await later.search.search('typo', 2, 10, 'ru');
    expect(page2.match).toBe('fulltext');
    expect(page2.data).toEqual([]);
    expect(later.repo.similar).not.toHaveBeenCalled();
    expect(later.repo.fullText).toHaveBeenCalledWith(NOW, 'typo', null, 10, 10);
  });

  it('reads dates and numbers the same from either driver (Date or string, numeric strings)', async () => {
    const asDate = service([row({ published_at: new Date('2026-11-01T12:00:00Z') })], []);
    const asText = service([row({ published_at: '2026-11-01 12:00:00+00', rank: '0.25' as unknown as number })], []);
    const a = (await asDate.search.search('t', 1, 10, 'en')).data[0]!;
    const b = (await asText.search.search('t', 1, 10, 'en')).data[0]!;
    expect(a.published_at).toBe('2026-11-01T12:00:00.000Z');
    expect(b.published_at).toBe('2026-11-01T12:00:00.000Z');
    expect(b.rank).toBe(0.25);
  });

  it('pages by total', async () => {
    const { search } = service([row({ total: 23 })], []);
    const res = await search.search('t', 1, 10, 'en');
    expect(res).toMatchObject({ total: 23, last_page: 3, current_page: 1, per_page: 10, query: 't' });
  });

  it('gives an empty page (last_page 1) when nothing matches at all', async () => {
    const { search } = service([], []);
    const res = await search.search('zzz', 1, 10, 'en');
    expect(res).toMatchObject({ match: 'similar', data: [], total: 0, last_page: 1 });
  });

  it('builds the image from the media row', async () => {
    const { search } = service([row({ storage_key: 'images/abc', width: 1280, height: 720, widths: [320, 640, 960] })], []);
    const hit = (await search.search('t', 1, 10, 'en')).data[0]!;
    expect(hit.image).toMatchObject({
      src: '/media/images/abc/640.webp',
      srcset: '/media/images/abc/320.webp 320w, /media/images/abc/640.webp 640w, /media/images/abc/960.webp 960w',
      share_src: '/media/images/abc/share.jpg',
      alt: 'alt',
    });
  });
});

describe('spellings across alphabets', () => {
  it('stores each word of four letters or more under each of its keys, with its alphabet', () => {
    const entries = spellingEntries(['Medicare в Бруклине', 'medicare и мы']);
    expect(entries).toEqual(
      expect.arrayContaining([
        { key: 'madakar', word: 'medicare', latin: true },
        { key: 'braklan', word: 'бруклине', latin: false },
      ]),
    );
    expect(entries.filter((e) => e.word === 'medicare')).toHaveLength(1);
    expect(entries.some((e) => e.word === 'мы' || e.word === 'в')).toBe(false);
  });

  it('widens each query word with its spellings in the other alphabet only', () => {
    const stored = [...spellingEntries(['Medicare', 'медикэр', 'Бруклин'])];
    expect(crossAlphabetQuery('Медикэр 2026', stored)).toBe("('медикэр' | 'medicare') & ('2026')");
    expect(crossAlphabetQuery('medicare', stored)).toBe("('medicare' | 'медикэр')");
    expect(crossAlphabetQuery('Brooklyn fair', stored)).toBe("('brooklyn' | 'бруклин') & ('fair')");
  });

  it('leaves the query alone when nothing widens it, or its syntax would be lost', () => {
    const stored = spellingEntries(['Medicare']);
    expect(crossAlphabetQuery('medicare', stored)).toBeNull();
    expect(crossAlphabetQuery('"медикэр план"', stored)).toBeNull();
    expect(crossAlphabetQuery('план -медикэр', stored)).toBeNull();
  });

  it('searches with the widened query when the index has spellings', async () => {
    const { repo, search } = service([row()], [], spellingEntries(['Medicare']));
    await search.search('медикэр', 1, 10, 'ru');
    expect(repo.spellingsOf).toHaveBeenCalledWith(['madakar'], expect.any(Number));
    expect(repo.fullText).toHaveBeenCalledWith(NOW, 'медикэр', "('медикэр' | 'medicare')", 10, 0);
  });
});
