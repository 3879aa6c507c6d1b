import { describe, expect, it } from 'vitest';
import { PAGE_MAX, type Tag } from '@gazeta/contract';
import { categoryHref, feedHref, filterTags, parseFeedQuery, tagSections, viewHref, viewsFor } from './feed-query.ts';

const tag = (tag_id: number, tag_name: string, name_en: string, name_ru: string): Tag => ({ tag_id, tag_name, name_en, name_ru });
const TAGS = [tag(1, 'chicago', 'Chicago', 'Чикаго'), tag(2, 'children', 'Children', 'Дети'), tag(3, 'health', 'Health', 'Здоровье'), tag(4, 'trees', 'Trees', 'Ёлки')];

describe('the feed query (spec §2: view and category in the query string)', () => {
  it('reads view, category and page, defaulting to popularity, no category, page 1', () => {
    expect(parseFeedQuery('')).toEqual({ view: 'popularity', category: null, page: 1 });
    expect(parseFeedQuery('?view=created_at&category=children&page=3')).toEqual({ view: 'created_at', category: 'children', page: 3 });
    expect(parseFeedQuery(new URLSearchParams('view=my'))).toEqual({ view: 'my', category: null, page: 1 });
  });

  it('reads a page up to the contract\'s PAGE_MAX and a category that is a slug, as the API takes them', () => {
    expect(parseFeedQuery(`?page=${PAGE_MAX}`).page).toBe(PAGE_MAX);
    expect(parseFeedQuery(`?page=${PAGE_MAX + 1}`).page).toBe(1);
    expect(parseFeedQuery(`?category=${'a'.repeat(64)}`).category).toBe('a'.repeat(64));
    expect(parseFeedQuery(`?category=${'a'.repeat(65)}`).category).toBeNull();
  });

  it('reads nonsense leniently', () => {
    expect(parseFeedQuery('?view=best&category=Bad%20Name&page=-2')).toEqual({ view: 'popularity', category: null, page: 1 });
    expect(parseFeedQuery('?page=1e3')).toMatchObject({ page: 1 });
  });

  it('builds one address per list: the default view and the first page are left out', () => {
    expect(feedHref({})).toBe('/feed');
    expect(feedHref({ view: 'popularity', page: 1 })).toBe('/feed');
    expect(feedHref({ view: 'my' })).toBe('/feed?view=my');
    expect(feedHref({ view: 'created_at', category: 'health', page: 2 })).toBe('/feed?view=created_at&category=health&page=2');
  });

  it('keeps the category when the view changes, and starts again at page 1', () => {
    const current = { view: 'popularity' as const, category: 'health', page: 4 };
    expect(viewHref(current, 'created_at')).toBe('/feed?view=created_at&category=health');
    expect(viewHref(current, 'popularity')).toBe('/feed?category=health');
  });

  it('selects a category, and deselects the selected one when it is clicked again', () => {
    const none = { view: 'created_at' as const, category: null, page: 2 };
    expect(categoryHref(none, 'health')).toBe('/feed?view=created_at&category=health');
    const selected = { ...none, category: 'health' };
    expect(categoryHref(selected, 'health')).toBe('/feed?view=created_at');
    expect(categoryHref(selected, 'children')).toBe('/feed?view=created_at&category=children');
  });

  it('offers "my posts" only to a signed-in reader', () => {
    expect(viewsFor(false)).toEqual(['popularity', 'created_at']);
    expect(viewsFor(true)).toEqual(['popularity', 'created_at', 'my']);
  });
});

describe('the category filter', () => {
  const names = (tags: Tag[], locale: 'en' | 'ru' = 'ru') => tags.map((t) => (locale === 'en' ? t.name_en : t.name_ru));

  it('lists every category, in the alphabetical order of the language, for an empty filter', () => {
    expect(names(filterTags(TAGS, '', 'ru'))).toEqual(['Дети', 'Ёлки', 'Здоровье', 'Чикаго']);
    expect(names(filterTags(TAGS, '   ', 'en'), 'en')).toEqual(['Chicago', 'Children', 'Health', 'Trees']);
  });

  it('matches either language and the tag name, ignoring case', () => {
    expect(names(filterTags(TAGS, 'ЧИК', 'ru'))).toEqual(['Чикаго']);
    expect(names(filterTags(TAGS, 'chi', 'ru'))).toEqual(['Дети', 'Чикаго']);
    expect(names(filterTags(TAGS, 'heal', 'ru'))).toEqual(['Здоровье']);
  });

  it('treats ё as е', () => {
    expect(names(filterTags(TAGS, 'елки', 'ru'))).toEqual(['Ёлки']);
    expect(names(filterTags(TAGS, 'ЁЛ', 'ru'))).toEqual(['Ёлки']);
  });

  it('keeps the selected category, so it can still be deselected', () => {
    expect(names(filterTags(TAGS, 'здор', 'ru', 'children'))).toEqual(['Дети', 'Здоровье']);
  });

  it('finds nothing for text no category has', () => {
    expect(filterTags(TAGS, 'xyz', 'en')).toEqual([]);
  });
});

describe('the post editor\'s category sections', () => {
  const letters = (sections: ReturnType<typeof tagSections>, locale: 'ru' | 'en' = 'ru') =>
    sections.map((section) => `${section.letter}: ${section.tags.map((item) => (locale === 'en' ? item.name_en : item.name_ru)).join(', ')}`);

  it('files the sorted categories under the first letter of their name in the reader\'s language', () => {
    expect(letters(tagSections(filterTags(TAGS, '', 'ru'), 'ru'))).toEqual(['Д: Дети', 'Е: Ёлки', 'З: Здоровье', 'Ч: Чикаго']);
    expect(letters(tagSections(filterTags(TAGS, '', 'en'), 'en'), 'en')).toEqual(['C: Chicago, Children', 'H: Health', 'T: Trees']);
  });

  it('puts Ё with Е, and a name that starts with no letter under #', () => {
    const more = [...TAGS, tag(5, 'food', 'Food', 'еда'), tag(6, 'covid', 'COVID-19', '2020-е')];
    expect(letters(tagSections(filterTags(more, '', 'ru'), 'ru'))).toEqual(['#: 2020-е', 'Д: Дети', 'Е: еда, Ёлки', 'З: Здоровье', 'Ч: Чикаго']);
  });

  it('has no sections for no categories', () => {
    expect(tagSections([], 'ru')).toEqual([]);
  });
});
