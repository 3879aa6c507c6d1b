import { describe, expect, it } from 'vitest';
import { listQueryOf, toApiSearch, toSearch } from './list-query.ts';

describe('the list address', () => {
  it('keeps the filters the API takes and leaves out empty or malformed ones', () => {
    const { filters, cursor } = listQueryOf(new URLSearchParams('q=+bridge+&state=scheduled&category=&language=xx&author=7&from=2026-12-01&to=12/31&cursor=abc_-1'));
    expect(filters).toEqual({ q: 'bridge', state: 'scheduled', author: '7', from: '2026-12-01' });
    expect(cursor).toBe('abc_-1');
    expect(listQueryOf(new URLSearchParams('cursor=a%20b')).cursor).toBeNull();
  });

  it('writes them back in one order, with the next page\'s cursor', () => {
    expect(toSearch({ state: 'draft', q: 'x' }, 'c1').toString()).toBe('q=x&state=draft&cursor=c1');
  });

  it('names the article\'s language `language` in the page\'s address (`lang` is the interface\'s) and `lang` to the API', () => {
    expect(listQueryOf(new URLSearchParams('lang=en')).filters).toEqual({});
    expect(listQueryOf(new URLSearchParams('language=en')).filters).toEqual({ language: 'en' });
    expect(toApiSearch({ language: 'lt', state: 'draft' }).toString()).toBe('state=draft&lang=lt');
  });
});
