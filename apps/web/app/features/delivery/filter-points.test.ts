import { describe, expect, it } from 'vitest';
import type { DeliveryPoint } from '@gazeta/contract';
import { filterPoints, foldedKey, groupByCity, plainKey, queryTerms } from './filter-points.ts';

let nextId = 1;
const point = (name: string, address: string, city: string, zip: string): DeliveryPoint => ({
  id: nextId++,
  name,
  address,
  city,
  state: 'IL',
  zip,
  lat: 42,
  lng: -87.7,
  kind: 'grocery',
});

const POINTS = [
  point('Café Crème', '4741 Oakton St', 'Skokie', '60076'),
  point('Devon Market', '1440 W Devon Ave', 'Chicago', '60660'),
  point('Northbrook Public Library', '1201 Cedar Ln', 'Northbrook', '60062'),
  point('Schaumburg Deli', '1 E Golf Rd', 'Schaumburg', '60173'),
  point('Buffalo Grove Pharmacy', '250 N McHenry Rd', 'Buffalo Grove', '60089'),
  point('Jewel-Osco', '2550 W Addison St', 'Chicago', '60618'),
];
const names = (query: string) => filterPoints(POINTS, query).map((p) => p.name);

describe('plainKey / foldedKey', () => {
  it('drops case, accents and punctuation', () => {
    expect(plainKey('  Café   CRÈME, Jewel-Osco ')).toBe('cafe creme jewel osco');
  });

  it('transliterates Cyrillic', () => {
    expect(plainKey('Скоки')).toBe('skoki');
    expect(plainKey('Ёлка Йорк')).toBe('elka iork');
  });

  it('folds English and Russian spellings together', () => {
    expect(foldedKey(plainKey('Chicago'))).toBe(foldedKey(plainKey('Чикаго')));
    expect(foldedKey(plainKey('Northbrook'))).toBe(foldedKey(plainKey('Нортбрук')));
    expect(foldedKey(plainKey('Schaumburg'))).toBe(foldedKey(plainKey('Шаумбург')));
  });
});

describe('filterPoints', () => {
  it('keeps every point for an empty or blank query', () => {
    expect(filterPoints(POINTS, '')).toHaveLength(POINTS.length);
    expect(filterPoints(POINTS, '   ')).toHaveLength(POINTS.length);
    expect(filterPoints(POINTS, ' ,. ')).toHaveLength(POINTS.length);
  });

  it('is case- and accent-insensitive both ways', () => {
    expect(names('cafe creme')).toEqual(['Café Crème']);
    expect(names('CAFÉ')).toEqual(['Café Crème']);
    expect(names('jewel osco')).toEqual(['Jewel-Osco']);
  });

  it('matches by name, street, city and ZIP code', () => {
    expect(names('Devon')).toEqual(['Devon Market']);
    expect(names('oakton')).toEqual(['Café Crème']);
    expect(names('skokie')).toEqual(['Café Crème']);
    expect(names('60062')).toEqual(['Northbrook Public Library']);
    expect(names('6006')).toEqual(['Northbrook Public Library']);
    expect(names('606')).toEqual(['Devon Market', 'Jewel-Osco']);
  });

  it('matches a ZIP+4 by its first five digits', () => {
    expect(names('60076-1234')).toEqual(['Café Crème']);
  });

  it('needs every word of the query, in any order', () => {
    expect(names('chicago addison')).toEqual(['Jewel-Osco']);
    expect(names('addison chicago')).toEqual(['Jewel-Osco']);
    expect(names('chicago skokie')).toEqual([]);
  });

  it('keeps matching while a Latin word is typed letter by letter', () => {
    const word = 'Schaumburg';
    for (let length = 1; length <= word.length; length++) {
      expect(names(word.slice(0, length)), word.slice(0, length)).toContain('Schaumburg Deli');
    }
    expect(names('Northbro')).toContain('Northbrook Public Library');
  });

  it('finds English names typed in Russian', () => {
    expect(names('Скоки')).toEqual(['Café Crème']);
    expect(names('Девон')).toEqual(['Devon Market']);
    expect(names('Чикаго')).toEqual(['Devon Market', 'Jewel-Osco']);
    expect(names('Нортбрук')).toEqual(['Northbrook Public Library']);
    expect(names('Шаумбург')).toEqual(['Schaumburg Deli']);
    expect(names('Гров')).toEqual(['Buffalo Grove Pharmacy']);
    expect(names('Аддисон')).toEqual(['Jewel-Osco']);
  });

  it('finds nothing for text that is nowhere', () => {
    expect(names('Milwaukee')).toEqual([]);
    // Folding applies to Cyrillic input only: "zz" must not shrink to "z" and match everything.
    expect(names('zzzz')).toEqual([]);
    expect(names('Schaumburgg')).toEqual([]);
  });

  it('keeps the original order and does not change the input', () => {
    const copy = [...POINTS];
    expect(filterPoints(POINTS, 'chicago').map((p) => p.id)).toEqual([POINTS[1]!.id, POINTS[5]!.id]);
    expect(POINTS).toEqual(copy);
  });
});

describe('queryTerms', () => {
  it('splits into words and ignores punctuation', () => {
    expect(queryTerms(' Devon,  Ave. ').map((t) => t.plain)).toEqual(['devon', 'ave']);
    expect(queryTerms('')).toEqual([]);
    expect(queryTerms('Devon Скоки')).toEqual([
      { plain: 'devon', folded: null },
      { plain: 'skoki', folded: 'skoki' },
    ]);
  });
});

describe('groupByCity', () => {
  it('groups points by city, both in alphabetical order', () => {
    const groups = groupByCity(POINTS);
    expect(groups.map((g) => g.city)).toEqual(['Buffalo Grove', 'Chicago', 'Northbrook', 'Schaumburg', 'Skokie']);
    expect(groups[1]!.points.map((p) => p.name)).toEqual(['Devon Market', 'Jewel-Osco']);
  });
});
