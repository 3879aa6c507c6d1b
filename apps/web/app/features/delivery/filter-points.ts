import { isCyrillic, spellingKeys, toLatin, type DeliveryPoint } from '@gazeta/contract';

/**
 * The plain key: lower case, Russian written in Latin letters the usual way (the contract's
 * `toLatin`, decision 018), accents dropped (é → e), anything but letters and digits turned into
 * single spaces.
 */
export function plainKey(text: string): string {
  return toLatin(text.toLowerCase())
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Keys {
  /** The point's text as a plain key. */
  plain: string;
  /** The spelling keys (decision 018) of the point's words. */
  words: readonly string[];
}

const WORD = /[\p{L}\p{N}]+/gu;

function keysOf(text: string): Keys {
  const words = new Set<string>();
  for (const [word] of text.normalize('NFC').matchAll(WORD)) for (const key of spellingKeys(word)) words.add(key);
  return { plain: plainKey(text), words: [...words] };
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

/** A word of the query: as typed (a plain key), and for a word typed in Cyrillic its spelling keys. */
export interface Term {
  plain: string;
  spellings: readonly string[] | null;
}

/** The words of a filter query; none means "show everything". */
export function queryTerms(query: string): Term[] {
  const trimmed = query.trim().normalize('NFC');
  const zip = ZIP_PLUS_FOUR.exec(trimmed);
  return [...(zip ? zip[1]! : trimmed).matchAll(WORD)].map(([word]) => ({
    plain: plainKey(word),
    spellings: isCyrillic(word) ? spellingKeys(word) : null,
  }));
}

/**
 * A Latin word matches as typed, so every prefix keeps matching while it is typed and nothing
 * unexpected turns up. A Cyrillic word matches as transliterated, or by its spelling key (the
 * contract's rule, decision 018) as the start of a word's key: "Чикаго" finds Chicago, "Нортбрук"
 * Northbrook, "Уилинг" Wheeling, and "Шаумб" already finds Schaumburg while it is typed.
 */
const matches = (keys: Keys, term: Term) =>
  keys.plain.includes(term.plain) ||
  (term.spellings !== null && term.spellings.some((spelling) => keys.words.some((word) => word.startsWith(spelling))));

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
