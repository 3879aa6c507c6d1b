import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellingKey, toLatin, type DeliveryPoint } from '@gazeta/contract';
import { filterPoints, groupByCity, plainKey, queryTerms } from './filter-points.ts';

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
  point('Wheeling Public Library', '110 S Elmhurst Rd', 'Wheeling', '60090'),
  point('Cicero Food Mart', '5901 W Cermak Rd', 'Cicero', '60804'),
  point('Naperville Market', '1 Riverwalk Pl', 'Naperville', '60540'),
];
const names = (query: string) => filterPoints(POINTS, query).map((p) => p.name);

describe('plainKey', () => {
  it('drops case, accents and punctuation', () => {
    expect(plainKey('  Café   CRÈME, Jewel-Osco ')).toBe('cafe creme jewel osco');
  });

  it("writes Russian the contract's way (decision 018)", () => {
    expect(plainKey('Скоки')).toBe('skoki');
    expect(plainKey('Ёлка Йорк Щукин')).toBe('elka york shchukin');
    expect(plainKey('Щукин')).toBe(toLatin('щукин'));
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

  it("meets every usual spelling through the contract's rule: w as у, a soft c as ц, vowels as written", () => {
    expect(names('Уилинг')).toEqual(['Wheeling Public Library']);
    expect(names('Цицеро')).toEqual(['Cicero Food Mart']);
    expect(names('Нейпервилл')).toEqual(['Naperville Market']);
    expect(names('Нэйпервил')).toEqual(['Naperville Market']);
    expect(names('Баффало-Гроув')).toEqual(['Buffalo Grove Pharmacy']);
    // A case ending: "в Шаумбурге", "с Нортбруком".
    expect(names('Нортбруком')).toEqual(['Northbrook Public Library']);
  });

  it('keeps finding a Russian spelling while it is typed letter by letter', () => {
    for (const [word, name] of [
      ['Шаумбург', 'Schaumburg Deli'],
      ['Нортбрук', 'Northbrook Public Library'],
      ['Уилинг', 'Wheeling Public Library'],
    ] as const) {
      for (let length = 2; length <= word.length; length++) {
        expect(names(word.slice(0, length)), word.slice(0, length)).toContain(name);
      }
    }
  });

  it("matches a Russian word by a word's start, not its middle", () => {
    // "брук" is the end of Northbrook's key, not the start of any word.
    expect(names('Брук')).toEqual([]);
    expect(names('Девонпорт')).toEqual([]);
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

describe('filterPoints, properties', () => {
  const words = (p: DeliveryPoint) => `${p.name} ${p.address} ${p.city}`.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const pointAndWord = fc.integer({ min: 0, max: POINTS.length - 1 }).chain((i) =>
    fc.constantFrom(...words(POINTS[i]!)).map((word) => ({ point: POINTS[i]!, word })),
  );
  const query = fc.array(fc.oneof(fc.constantFrom(...POINTS.flatMap(words)), fc.string({ maxLength: 6 })), { maxLength: 3 }).map((parts) => parts.join(' '));

  it('finds a point by any start of any of its words, in any case', () => {
    fc.assert(
      fc.property(pointAndWord, fc.nat(), fc.boolean(), ({ point, word }, cut, upper) => {
        const prefix = word.slice(0, 1 + (cut % word.length));
        expect(filterPoints(POINTS, upper ? prefix.toUpperCase() : prefix.toLowerCase())).toContain(point);
      }),
    );
  });

  it('gives a subset of the points in their order, and another word never widens it', () => {
    fc.assert(
      fc.property(query, fc.string({ maxLength: 8 }), (q, more) => {
        const found = filterPoints(POINTS, q);
        expect(POINTS.filter((p) => found.includes(p))).toEqual(found);
        const narrower = filterPoints(POINTS, `${q} ${more}`);
        for (const p of narrower) expect(found).toContain(p);
      }),
    );
  });

  it("agrees with the contract's spelling key: a word typed in Cyrillic with a point word's key finds the point", () => {
    // A Cyrillic word whose spelling key is a point word's key (the rule's own meeting point).
    const cyrillic: Record<string, string> = { Skokie: 'Скоки', Chicago: 'Чикаго', Devon: 'Девон', Addison: 'Аддисон', Oakton: 'Оуктон' };
    for (const [latin, russian] of Object.entries(cyrillic)) {
      expect(spellingKey(russian), russian).toBe(spellingKey(latin));
      expect(names(russian).length, russian).toBeGreaterThan(0);
    }
  });
});

describe('queryTerms', () => {
  it('splits into words and ignores punctuation', () => {
    expect(queryTerms(' Devon,  Ave. ').map((t) => t.plain)).toEqual(['devon', 'ave']);
    expect(queryTerms('')).toEqual([]);
    expect(queryTerms('Devon Скоки')).toEqual([
      { plain: 'devon', spellings: null },
      { plain: 'skoki', spellings: [spellingKey('Скоки')] },
    ]);
    expect(queryTerms('Jewel-Osco').map((t) => t.plain)).toEqual(['jewel', 'osco']);
  });
});

describe('groupByCity', () => {
  it('groups points by city, both in alphabetical order', () => {
    const groups = groupByCity(POINTS);
    expect(groups.map((g) => g.city)).toEqual(['Buffalo Grove', 'Chicago', 'Cicero', 'Naperville', 'Northbrook', 'Schaumburg', 'Skokie', 'Wheeling']);
    expect(groups[1]!.points.map((p) => p.name)).toEqual(['Devon Market', 'Jewel-Osco']);
  });
});
