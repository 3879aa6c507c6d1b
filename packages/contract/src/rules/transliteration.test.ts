import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCyrillic,
  searchableKeys,
  spellingKey,
  spellingKeys,
  spellingWords,
  toLatin,
  withoutRussianEnding,
} from './transliteration.ts';

const RUSSIAN = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';

/**
 * The usual ways each Russian letter is written in Latin letters: passports, maps, newspapers,
 * and how people type. Every choice must give the same key.
 */
const SPELLINGS: Record<string, readonly string[]> = {
  а: ['a'], б: ['b'], в: ['v'], г: ['g'], д: ['d'], е: ['e', 'ye'], ё: ['e', 'yo', 'io'], ж: ['zh'], з: ['z'], и: ['i'],
  й: ['y', 'i'], к: ['k'], л: ['l'], м: ['m'], н: ['n'], о: ['o'], п: ['p'], р: ['r'], с: ['s'], т: ['t'], у: ['u'],
  ф: ['f'], х: ['kh', 'h'], ц: ['ts', 'tz'], ч: ['ch', 'tch'], ш: ['sh'], щ: ['shch', 'sch', 'shh'], ъ: [''], ы: ['y', 'i'],
  ь: ['', "'"], э: ['e'], ю: ['yu', 'iu'], я: ['ya', 'ia'],
};

const VOWELS = 'аеёийоуыэюя';
const CONSONANTS = [...RUSSIAN].filter((letter) => !VOWELS.includes(letter) && letter !== 'ъ' && letter !== 'ь');

const russianWord = fc.array(fc.constantFrom(...RUSSIAN), { minLength: 1, maxLength: 12 }).map((letters) => letters.join(''));

/**
 * A word of Russian syllables (a consonant, a soft sign or none, a vowel; a consonant may end the
 * word), so that no two spellings of consonants meet: where they do, Latin itself is ambiguous
 * ("tsch" is ц+ч or т+ш), and no rule can read it both ways.
 */
const syllables = fc
  .tuple(
    fc.array(fc.tuple(fc.option(fc.constantFrom(...CONSONANTS), { nil: '' }), fc.constantFrom('', 'ь', 'ъ'), fc.constantFrom(...VOWELS)), { minLength: 1, maxLength: 5 }),
    fc.option(fc.constantFrom(...CONSONANTS), { nil: '' }),
  )
  .map(([parts, last]) => [...parts.flatMap(([consonant, sign, vowel]) => (consonant ? [consonant, sign, vowel] : [vowel])), last].filter(Boolean));

/** A Russian word and one usual Latin spelling of it, the choices drawn letter by letter. */
const russianWithSpelling = fc.tuple(syllables, fc.array(fc.nat(), { minLength: 20, maxLength: 20 })).map(([letters, choices]) => ({
  russian: letters.join(''),
  latin: letters.map((letter, i) => {
    const options = SPELLINGS[letter]!;
    return options[(choices[i] ?? 0) % options.length]!;
  }).join(''),
}));

describe('toLatin (Russian in the usual Latin spelling)', () => {
  it('writes Russian letters the passport way and leaves everything else alone', () => {
    expect(toLatin('Бруклин')).toBe('Bruklin');
    expect(toLatin('Щукин и Юля, ёлка, подъезд, Хабаровск, Цинциннати')).toBe('Shchukin i Yulya, elka, podezd, Khabarovsk, Tsintsinnati');
    expect(toLatin('ЩИ')).toBe('SHCHI');
    expect(toLatin('Medicare 2026 — Čikaga')).toBe('Medicare 2026 — Čikaga');
  });

  it('leaves no Cyrillic letter behind', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...RUSSIAN, ...RUSSIAN.toUpperCase(), ' ', '-', 'a') }), (text) => !isCyrillic(toLatin(text))));
  });
});

describe('spellingKey (where the spellings of a word meet, in either alphabet)', () => {
  it.each([
    ['Medicare', 'медикэр'],
    ['Medicare', 'Медикер'],
    ['Medicare', 'медикейр'],
    ['Brooklyn', 'Бруклин'],
    ['Schaumburg', 'Шаумбург'],
    ['Skokie', 'Скоки'],
    ['Chicago', 'Чикаго'],
    ['Evanston', 'Эванстон'],
    ['Northbrook', 'Нортбрук'],
    ['Naperville', 'Нейпервилл'],
    ['Illinois', 'Илинойс'],
    ['Pittsburgh', 'Питтсбург'],
    ['Hollywood', 'Голливуд'],
    ['Houston', 'Хьюстон'],
    ['Jackson', 'Джексон'],
    ['Cincinnati', 'Цинциннати'],
    ['Khabarovsk', 'Хабаровск'],
    ['Habarovsk', 'Хабаровск'],
    ['Shchukin', 'Щукин'],
    ['Schukin', 'Щукин'],
    ['Lemont', 'Лемонт'],
    ['Vilnius', 'Вильнюс'],
    ['Čikaga', 'Чикаго'],
  ])('%s and %s share a key', (latin, russian) => {
    expect(spellingKey(latin)).toBe(spellingKey(russian));
    expect(spellingKey(latin).length).toBeGreaterThanOrEqual(3);
  });

  it('tells different words apart', () => {
    for (const [a, b] of [
      ['Brooklyn', 'Бруклайн'.slice(0, 3)],
      ['Medicare', 'Medicaid'],
      ['Skokie', 'Скобки'],
      ['Chicago', 'Чикаголенд'],
      ['Schaumburg', 'Гамбург'],
    ]) {
      expect(spellingKey(a!), `${a} / ${b}`).not.toBe(spellingKey(b!));
    }
  });

  it('gives the same key to a Russian word and any usual Latin spelling of it', () => {
    fc.assert(
      fc.property(russianWithSpelling, ({ russian, latin }) => {
        expect(spellingKey(latin), `${russian} / ${latin}`).toBe(spellingKey(russian));
        expect(spellingKey(toLatin(russian).toUpperCase())).toBe(spellingKey(russian));
      }),
      { numRuns: 2000 },
    );
  });

  it('does not care for case, accents on Latin letters, or a letter doubled', () => {
    fc.assert(
      fc.property(russianWord, fc.nat(), (word, at) => {
        const i = at % word.length;
        const doubled = word.slice(0, i + 1) + word.slice(i);
        expect(spellingKey(doubled)).toBe(spellingKey(word));
        expect(spellingKey(word.toUpperCase())).toBe(spellingKey(word));
      }),
      { numRuns: 1000 },
    );
    expect(spellingKey('Café')).toBe(spellingKey('cafe'));
    expect(spellingKey('Bu\u0308ffalo')).toBe(spellingKey('Buffalo'));
  });

  it('holds only lower-case Latin letters and digits, and nothing for a text without them', () => {
    fc.assert(fc.property(fc.string(), (text) => /^[a-z0-9]*$/.test(spellingKey(text))));
    expect(spellingKey('—, !')).toBe('');
  });
});

describe('spellingKeys (what a word is found by)', () => {
  it('finds a transliterated name in its Russian cases', () => {
    for (const word of ['Бруклин', 'Бруклина', 'Бруклину', 'Бруклином', 'Бруклине']) {
      expect(spellingKeys(word), word).toContain(spellingKey('Brooklyn'));
    }
    expect(spellingKeys('Шаумбургом')).toContain(spellingKey('Schaumburg'));
  });

  it('keeps -ов and -ев, which end surnames', () => {
    expect(withoutRussianEnding('Иванов')).toBe('иванов');
    expect(spellingKeys('Иванов')).toEqual([spellingKey('Ivanov')]);
    expect(withoutRussianEnding('дом')).toBe('дом');
  });

  it('reads an English w as в or as у', () => {
    expect(spellingKeys('Wheeling')).toContain(spellingKey('Уилинг'));
    expect(spellingKeys('Wilmette')).toContain(spellingKey('Уилметт'));
    expect(spellingKeys('Wisconsin')).toContain(spellingKey('Висконсин'));
  });

  it('always starts with the spelling key itself, each key once', () => {
    fc.assert(
      fc.property(fc.oneof(russianWord, fc.string()), (word) => {
        const keys = spellingKeys(word);
        expect(new Set(keys).size).toBe(keys.length);
        if (spellingKey(word) !== '') expect(keys[0]).toBe(spellingKey(word));
      }),
    );
  });
});

describe('spellingWords and searchableKeys', () => {
  it('takes each word of four letters or more once, in lower case', () => {
    expect(spellingWords('Medicare и Medicare: 15 октября, in Skokie-2026, «Бруклин»!')).toEqual(['medicare', 'октября', 'skokie', 'бруклин']);
  });

  it('keeps only keys long enough to tell words apart', () => {
    expect(searchableKeys('Юля')).toEqual([]);
    expect(searchableKeys('Medicare')).toEqual(['madakar']);
  });
});
