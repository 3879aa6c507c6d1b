import type { DeliveryPoint } from '@gazeta/contract';

/** Russian letters spelled the way Chicagoland's English place names are usually written in Russian. */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'i', ь: '', э: 'e', ю: 'iu', я: 'ia',
  // Ukrainian letters a reader may type.
  і: 'i', ї: 'i', є: 'e', ґ: 'g',
};

/**
 * Folds that make an English spelling and a Russian transliteration of it meet: "Chicago" and
 * "Чикаго" both become "chikago", "Northbrook" and "Нортбрук" both "nortbruk". Used for words
 * typed in Cyrillic only: Latin words match as typed.
 */
const FOLDS: readonly [RegExp, string][] = [
  [/sch/g, 'sh'],
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c(?!h)/g, 'k'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/kh/g, 'h'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/j/g, 'dzh'],
  [/oo/g, 'u'],
  [/ee/g, 'i'],
  // Double letters: "Buffalo" / "Баффало" / "Бафало".
  [/([a-z])\1+/g, '$1'],
];

/**
 * The plain key: lower case, accents dropped (é → e, ё → е), Cyrillic transliterated, anything
 * but letters and digits turned into single spaces.
 */
export function plainKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u0400-\u04ff]/g, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The plain key with English and Russian spellings folded together. */
export function foldedKey(plain: string): string {
  let key = plain;
  for (const [pattern, replacement] of FOLDS) key = key.replace(pattern, replacement);
  return key;
}

interface Keys {
  plain: string;
  folded: string;
}

function keysOf(text: string): Keys {
  const plain = ` ${plainKey(text)} `;
  return { plain, folded: foldedKey(plain) };
}

/** A ZIP+4 query matches by its first five digits. */
const ZIP_PLUS_FOUR = /^(\d{5})-?\d{4}$/;

const pointKeys = new WeakMap<DeliveryPoint, Keys>();

/** The keys of what a reader can filter a point by: its name, street, city and ZIP code. */
function keysOfPoint(point: DeliveryPoint): Keys {
  let keys = pointKeys.get(point);
  if (keys === undefined) {
    keys = keysOf(`${point.name} ${point.address} ${point.city} ${point.zip}`);
    pointKeys.set(point, keys);
  }
  return keys;
}

const CYRILLIC = /[\u0400-\u04ff]/;

/** A word of the query: as typed, and (for a word typed in Cyrillic) with spellings folded. */
interface Term {
  plain: string;
  folded: string | null;
}

/** The words of a filter query; none means "show everything". */
export function queryTerms(query: string): Term[] {
  const trimmed = query.trim();
  const zip = ZIP_PLUS_FOUR.exec(trimmed);
  return (zip ? zip[1]! : trimmed)
    .split(/\s+/)
    .flatMap((word) => {
      const cyrillic = CYRILLIC.test(word);
      return plainKey(word)
        .split(' ')
        .filter(Boolean)
        .map((plain) => ({ plain, folded: cyrillic ? foldedKey(plain) : null }));
    });
}

/**
 * A Latin word matches as typed, so every prefix keeps matching while it is typed and nothing
 * unexpected turns up; a Cyrillic word is transliterated and matches with spellings folded (so
 * "Чикаго" finds Chicago and "Нортбрук" Northbrook).
 */
const matches = (keys: Keys, term: Term) =>
  keys.plain.includes(term.plain) || (term.folded !== null && keys.folded.includes(term.folded));

/**
 * The points whose name, street, city or ZIP contain every word of the query, in their
 * original order. Case, accents and the alphabet (Latin or Cyrillic) do not matter; an empty
 * query keeps every point.
 */
export function filterPoints<T extends DeliveryPoint>(points: readonly T[], query: string): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [...points];
  return points.filter((point) => {
    const keys = keysOfPoint(point);
    return terms.every((term) => matches(keys, term));
  });
}

/** Points grouped by city, cities and the points in each in alphabetical order. */
export function groupByCity<T extends DeliveryPoint>(points: readonly T[]): { city: string; points: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const point of points) {
    const group = groups.get(point.city);
    if (group) group.push(point);
    else groups.set(point.city, [point]);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  return [...groups]
    .sort(([a], [b]) => byName(a, b))
    .map(([city, list]) => ({ city, points: list.sort((a, b) => byName(a.name, b.name) || a.id - b.id) }));
}
