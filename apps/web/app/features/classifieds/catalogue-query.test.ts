import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIFIED_SECTIONS } from '@gazeta/contract';
import { ALL_ADS, apiParams, catalogueHref, readCatalogue } from './catalogue-query.ts';

const read = (section: string | undefined, search: string) => readCatalogue(section, new URLSearchParams(search));

describe('catalogue addresses', () => {
  it('puts the section in the path and only the filters that are set in the query', () => {
    expect(catalogueHref(ALL_ADS)).toBe('/private-ads');
    expect(catalogueHref({ ...ALL_ADS, section: 'jobs' })).toBe('/private-ads/cat/jobs');
    expect(catalogueHref({ section: 'rentals', type: 'wanted', photo: true, q: 'Skokie 2-bedroom', cursor: 'abc' })).toBe(
      '/private-ads/cat/rentals?type=wanted&photo=1&q=Skokie+2-bedroom&cursor=abc',
    );
  });

  it('reads a canonical address as it is', () => {
    expect(read('jobs', 'type=offer&photo=1')).toEqual({ query: { section: 'jobs', type: 'offer', photo: true, q: null, cursor: null }, canonical: null });
    expect(read(undefined, '')).toEqual({ query: ALL_ADS, canonical: null });
    expect(read(undefined, 'lang=en')?.canonical).toBeNull();
    // The router's own parameters (a loader's data request) and a campaign's are not the catalogue's.
    expect(read('jobs', 'type=offer&_routes=root%2Croutes%2Fprivate-ads')?.canonical).toBeNull();
    expect(read(undefined, 'utm_source=newsletter')?.canonical).toBeNull();
  });

  it('sends what the filter form sent without JavaScript to the one address of that page', () => {
    expect(read(undefined, 'section=autos&type=&q=')?.canonical).toBe('/private-ads/cat/autos');
    expect(read('jobs', 'section=&type=wanted')?.canonical).toBe('/private-ads?type=wanted');
    expect(read(undefined, 'q=%20%20Skokie%20%20&lang=en')?.canonical).toBe('/private-ads?q=Skokie&lang=en');
    expect(read(undefined, 'type=boats&photo=yes&utm=x')?.canonical).toBe('/private-ads');
    expect(read(undefined, 'photo=1&type=offer')?.canonical).toBe('/private-ads?type=offer&photo=1');
  });

  it('has no page for an unknown section', () => {
    expect(read('boats', '')).toBeNull();
  });

  it('reads back every address it makes, unchanged', () => {
    const query = fc.record({
      section: fc.constantFrom(null, ...CLASSIFIED_SECTIONS),
      type: fc.constantFrom(null, 'offer' as const, 'wanted' as const),
      photo: fc.boolean(),
      q: fc.constantFrom(null, 'Шаумбург', 'a & b', '2-bedroom apt'),
      cursor: fc.constantFrom(null, 'WzAsMCwiMjAyNi0xMS0xOFQwMTowNjo0My44MTgrMDA6MDAiLDEzMF0'),
    });
    fc.assert(
      fc.property(query, (q) => {
        const url = new URL(catalogueHref(q), 'http://x');
        const section = url.pathname.split('/')[3];
        expect(readCatalogue(section, url.searchParams)).toEqual({ query: q, canonical: null });
      }),
    );
  });

  it('asks the API for the same filters', () => {
    expect(apiParams({ section: 'jobs', type: 'offer', photo: true, q: 'cdl', cursor: 'c' }, 20).toString()).toBe('section=jobs&type=offer&photo=1&q=cdl&cursor=c&per_page=20');
  });
});
