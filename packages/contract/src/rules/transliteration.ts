/**
 * Russian Cyrillic ↔ Latin, for search across alphabets: "медикэр" finds "Medicare", "Бруклин"
 * finds "Brooklyn", "Schaumburg" finds "Шаумбург".
 *
 * Two parts:
 * - `toLatin` writes Russian in Latin letters the usual way (passports, maps, the BGN/PCGN style:
 *   "Щукин" → "Shchukin", "Юля" → "Yulya").
 * - `spellingKey` folds a word, in either alphabet, to the key that every usual spelling of it
 *   shares. A Russian transliteration of an English name and the name itself meet there, however
 *   it was spelled: э or е, й, щ as shch/sch/shh, х as kh or h, ц as ts, ю as yu, я as ya, double
 *   letters or single, an English silent e. The key is for matching only, never for display.
 *
 * The search index stores the keys of the words articles contain (and the keys of Russian words
 * without their case ending); a query's words are looked up by their keys (see `spellingKeys`).
 * Bump SPELLING_RULE_VERSION whenever a key can come out differently, so stored keys are rebuilt.
 */
export const SPELLING_RULE_VERSION = 1;

/** Russian letters (and the Ukrainian ones a reader may type) in the usual Latin spelling. */
const RUSSIAN_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

const CYRILLIC_LETTER = /[\u0400-\u04ff]/;
const CYRILLIC_LETTERS = /[\u0400-\u04ff]/g;

/** True when the text has a Cyrillic letter. */
export function isCyrillic(text: string): boolean {
  return CYRILLIC_LETTER.test(text);
}

/**
 * Russian written in Latin letters; everything else stays as it is. A capital letter stays a
 * capital ("Щукин" → "Shchukin", "ЩИ" → "SHCHI").
 */
export function toLatin(text: string): string {
  return text.replace(CYRILLIC_LETTERS, (letter, offset: number, whole: string) => {
    const lower = letter.toLowerCase();
    const latin = RUSSIAN_TO_LATIN[lower];
    if (latin === undefined) return letter;
    if (lower === letter || latin === '') return latin;
    // A capital: the whole group in capitals inside a word in capitals, else only its first letter.
    const next = whole[offset + 1] ?? '';
    const wordInCapitals = next !== '' && next !== next.toLowerCase();
    return wordInCapitals ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}

/**
 * How a Russian letter sounds, for the key. Upper-case letters stand for sounds that Latin
 * spells with two or more letters (ш, щ, ч, ж, х, ц), so that no Latin fold below can take them
 * apart or join them with a neighbour; every vowel, й included, is one sound (A).
 */
const RUSSIAN_SOUNDS: Readonly<Record<string, string>> = {
  а: 'A', е: 'A', ё: 'A', и: 'A', й: 'A', о: 'A', у: 'A', ы: 'A', э: 'A', ю: 'A', я: 'A', і: 'A', ї: 'A', є: 'A',
  б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ж: 'X', з: 'z', к: 'k', л: 'l', м: 'm', н: 'n', п: 'p', р: 'r',
  с: 's', т: 't', ф: 'f', х: 'G', ц: 'S', ч: 'C', ш: 'W', щ: 'W', ъ: '', ь: '',
};

/**
 * Folds of Latin spellings, in order, to the same sounds. Upper-case letters are sounds already
 * folded, which later rules leave alone; the key is lowered at the end.
 */
const FOLDS: readonly (readonly [RegExp, string])[] = [
  // ш and щ: sh, sch (German, and щ as some write it), shch, shh.
  [/shch|shh|sch|sh/g, 'W'],
  // ч: ch, tch ("Fitch").
  [/t?ch/g, 'C'],
  // дж: dzh, dj, j ("Jackson" / "Джексон"); then ж.
  [/dzh|dj|j/g, 'J'],
  [/zh/g, 'X'],
  // An English th is what Russian writes as т ("Northbrook" / "Нортбрук").
  [/th/g, 't'],
  // х as kh or h, and the English h that Russian writes as г ("Hollywood" / "Голливуд").
  [/kh|gh|h/g, 'G'],
  [/ph/g, 'f'],
  // ц as ts or tz, and a soft c ("Cicero" / "Цицеро"), meet the s they sound like.
  [/ts|tz|c(?=[eiy])/g, 'S'],
  [/ck|c|q/g, 'K'],
  [/x/g, 'KS'],
  [/w/g, 'V'],
  // Vowels are spelled too freely between the alphabets (Brooklyn / Бруклин, Naperville /
  // Нейпервилл) to tell apart: every vowel, y included, is one sound.
  [/[aeiouy]+/g, 'A'],
];

/**
 * Lower case, accents dropped (é → e, ё → е, й → и: all vowels alike), Lithuanian č, š, ž as ch,
 * sh, zh, and anything but letters and digits gone.
 */
function plain(word: string): string {
  return word
    .toLowerCase()
    .replace(/č/g, 'ch')
    .replace(/š/g, 'sh')
    .replace(/ž/g, 'zh')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The key all usual spellings of a word share, in either alphabet: "Medicare" and "медикэр"
 * both give "madakar", "Brooklyn" and "Бруклин" "braklan". Empty for a word with no letters.
 */
export function spellingKey(word: string): string {
  return keyOf(plain(word));
}

/** Double letters are spelled single as often as not ("Illinois" / "Иллинойс" / "Илинойс"). */
const single = (text: string) => text.replace(/(.)\1+/g, '$1');

function keyOf(plainWord: string): string {
  // Doubles go before anything else too, so "ттс" and "tts" fold as "тс" and "ts" do.
  let key = single(plainWord)
    .replace(/дж/g, 'J')
    .replace(CYRILLIC_LETTERS, (letter) => RUSSIAN_SOUNDS[letter] ?? '');
  key = single(key);
  for (const [pattern, replacement] of FOLDS) key = key.replace(pattern, replacement);
  key = single(key.toLowerCase().replace(/[^a-z0-9]/g, ''));
  // A final vowel: the English silent e ("Medicare" / "медикэр"), a Russian ending ("Скоки").
  if (key.length > 2) key = key.replace(/a$/, '');
  return key;
}

/**
 * Russian case endings, longest first. Only endings that a transliterated foreign name takes in
 * a sentence ("в Бруклине", "с Бруклином"); -ов and -ев are not among them, because they end so
 * many surnames (Ivanov).
 */
const RUSSIAN_ENDINGS = ['ями', 'ами', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ях', 'ах', 'ям', 'ам', 'ом', 'ем', 'ой', 'ей', 'ую', 'юю', 'ий', 'ый'];
/** Letters a stem keeps at least once its ending is gone. */
const MIN_STEM = 3;

/** A Russian word without its case ending, or the word itself. */
export function withoutRussianEnding(word: string): string {
  const lower = word.toLowerCase();
  if (!isCyrillic(lower)) return lower;
  for (const ending of RUSSIAN_ENDINGS) {
    if (lower.endsWith(ending) && lower.length - ending.length >= MIN_STEM) return lower.slice(0, -ending.length);
  }
  return lower;
}

/**
 * The keys a word is found by: its spelling key and, for a Russian word, the key of its stem
 * ("Бруклином" is found as "Бруклин" too); for a Latin word with a w, the key with that w read
 * as a vowel. Distinct, the spelling key first.
 */
export function spellingKeys(word: string): string[] {
  const keys = [spellingKey(word)];
  if (isCyrillic(word)) {
    keys.push(spellingKey(withoutRussianEnding(word)));
  } else {
    // An English w before a vowel is у in Russian as often as в: "Wheeling" / "Уилинг", "Wisconsin" / "Висконсин".
    const latin = plain(word);
    if (latin.includes('w')) keys.push(keyOf(latin.replace(/wh?/g, 'u')));
  }
  return [...new Set(keys)].filter((key) => key !== '');
}

/** Words shorter than this are too common to match across alphabets ("и", "in", "по"). */
export const SPELLING_MIN_LETTERS = 4;
/** Keys shorter than this say too little about a word. */
export const SPELLING_MIN_KEY = 3;
const MAX_WORD = 40;

/**
 * The words of a text that can be matched across alphabets: runs of letters (digits split them)
 * of SPELLING_MIN_LETTERS or more, lower case, each once, in order of appearance.
 */
export function spellingWords(text: string): string[] {
  const words = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    if (word.length >= SPELLING_MIN_LETTERS && word.length <= MAX_WORD) words.add(word);
  }
  return [...words];
}

/** A word's keys worth storing or looking up: those long enough to tell words apart. */
export function searchableKeys(word: string): string[] {
  return spellingKeys(word).filter((key) => key.length >= SPELLING_MIN_KEY);
}
