import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeFromLanguages, parseAcceptLanguage } from '../locale.ts';
import { dedupeAds } from './ads.ts';
import { distanceKm, ZIP_PATTERN } from './geo.ts';
import { lastPage, offsetOf, pageNumber, pageOf, pageWindow } from './pagination.ts';
import { PAGE_MAX } from '../limits.ts';
import { countWords, readTimeMinutes, WORDS_PER_MINUTE } from './read-time.ts';
import { normalizeLogin, normalizePhone } from './phone.ts';
import { normalizeSearchText } from './search.ts';
import { displayedViewerCounts, VIEWER_OFFSETS } from './viewers.ts';
import { isCleanText, isPlainName } from './text.ts';
import { multilineText, singleLineText } from '../api/common.ts';

describe('displayedViewerCounts (spec §9: offsets +75/+500/+1000, each shown only if truthy)', () => {
  it('adds the offsets', () => {
    expect(displayedViewerCounts({ today: 3, week: 40, month: 200 })).toEqual([
      { period: 'today', value: 78 },
      { period: 'week', value: 540 },
      { period: 'month', value: 1200 },
    ]);
  });

  it('hides a period whose count is zero or missing', () => {
    expect(displayedViewerCounts({ today: 0, week: 12 })).toEqual([{ period: 'week', value: 512 }]);
    expect(displayedViewerCounts(null)).toEqual([]);
    expect(displayedViewerCounts({})).toEqual([]);
  });

  it('always shows count + offset for every truthy count', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (today, week, month) => {
        const shown = displayedViewerCounts({ today, week, month });
        for (const { period, value } of shown) expect(value).toBe({ today, week, month }[period] + VIEWER_OFFSETS[period]);
        expect(shown.length).toBe([today, week, month].filter(Boolean).length);
      }),
    );
  });
});

describe('read time', () => {
  it('counts words in Russian, English and Lithuanian', () => {
    expect(countWords('Газета выходит каждую неделю.')).toBe(4);
    expect(countWords("It's a free weekly — isn't it?")).toBe(6);
    expect(countWords('Lietuvių bendruomenė Čikagoje')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });

  it('is at least one minute and grows with the text', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('слово '.repeat(WORDS_PER_MINUTE * 3))).toBe(3);
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(readTimeMinutes('w '.repeat(small))).toBeLessThanOrEqual(readTimeMinutes('w '.repeat(large)));
      }),
    );
  });
});

describe('pageNumber (?page= as an address gives it)', () => {
  it('takes a plainly written whole number from 1 to PAGE_MAX', () => {
    expect(pageNumber('1')).toBe(1);
    expect(pageNumber(String(PAGE_MAX))).toBe(PAGE_MAX);
    for (const raw of [null, undefined, '', '0', '-1', '01', '1.0', '1e3', ' 1', '1 ', '+1', String(PAGE_MAX + 1), '9'.repeat(20), 'a\u0000']) expect(pageNumber(raw), String(raw)).toBeNull();
  });

  it('gives back the number it was given, within the bounds', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: PAGE_MAX }), (page) => pageNumber(String(page)) === page));
  });
});

describe('pagination', () => {
  it('has at least one page and enough pages for every row', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 10_000 }), (total, perPage) => {
        const last = lastPage(total, perPage);
        expect(last * perPage).toBeGreaterThanOrEqual(total);
        expect(Math.max(0, last - 1) * perPage).toBeLessThan(Math.max(1, total));
      }),
    );
  });

  it('builds the page envelope the spec names (data and last_page)', () => {
    expect(pageOf(['a'], 2, 1, 3)).toEqual({ data: ['a'], current_page: 2, last_page: 3, per_page: 1, total: 3 });
    expect(offsetOf(3, 12)).toBe(24);
    expect(offsetOf(0, 12)).toBe(0);
  });

  it('shows the first, the last and the pages around the current one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const last = Math.max(a, b);
        const current = Math.min(a, b);
        const pages = pageWindow(current, last);
        const numbers = pages.filter((p): p is number => p !== null);
        expect(numbers).toContain(1);
        expect(numbers).toContain(last);
        expect(numbers).toContain(current);
        expect([...numbers].sort((x, y) => x - y)).toEqual(numbers);
        for (let i = 1; i < pages.length; i++) expect(pages[i] === null && pages[i - 1] === null).toBe(false);
      }),
    );
  });
});

describe('dedupeAds (spec §7: de-duplicated by ad_id)', () => {
  it('keeps the first placement of each ad', () => {
    const ads = [
      { id: 1, ad_id: 7 },
      { id: 2, ad_id: 8 },
      { id: 3, ad_id: 7 },
    ];
    expect(dedupeAds(ads).map((a) => a.id)).toEqual([1, 2]);
  });

  it('never repeats an ad_id and loses no ad', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), ad_id: fc.nat(20) })), (ads) => {
        const kept = dedupeAds(ads);
        const ids = kept.map((a) => a.ad_id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set(ads.map((a) => a.ad_id)));
      }),
    );
  });
});

describe('normalizeSearchText (spec §5: search runs only on non-empty trimmed text)', () => {
  it('trims and collapses spaces; empty text means no search', () => {
    expect(normalizeSearchText('  Чикаго   новости ')).toBe('Чикаго новости');
    expect(normalizeSearchText(' \t\n ')).toBeNull();
    expect(normalizeSearchText('')).toBeNull();
  });

  it('never returns text with outer spaces, and at most 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = normalizeSearchText(text);
        if (result === null) return;
        expect(result).toBe(result.trim());
        expect(result.length).toBeGreaterThan(0);
        expect(result.length).toBeLessThanOrEqual(200);
      }),
    );
  });
});

describe('locale (spec §9: local storage, then the browser language, then ru)', () => {
  it('orders Accept-Language by weight', () => {
    expect(parseAcceptLanguage('lt-LT,en;q=0.8,ru;q=0.9')).toEqual(['lt-LT', 'ru', 'en']);
    expect(parseAcceptLanguage('en;q=0, ru')).toEqual(['ru']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('takes the first supported language', () => {
    expect(localeFromLanguages(['lt-LT', 'en-US', 'ru'])).toBe('en');
    expect(localeFromLanguages(['ru-RU'])).toBe('ru');
    expect(localeFromLanguages(['de', 'fr'])).toBeUndefined();
  });
});

describe('geo', () => {
  it('measures known distances', () => {
    const loop = { lat: 41.8781, lng: -87.6298 };
    const skokie = { lat: 42.0324, lng: -87.7416 };
    expect(distanceKm(loop, skokie)).toBeGreaterThan(18);
    expect(distanceKm(loop, skokie)).toBeLessThan(21);
    expect(distanceKm(loop, loop)).toBe(0);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({ lat: fc.double({ min: -89, max: 89, noNaN: true }), lng: fc.double({ min: -179, max: 179, noNaN: true }) });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
      }),
    );
  });

  it('accepts five-digit ZIP codes and ZIP+4 only', () => {
    expect(ZIP_PATTERN.test('60076')).toBe(true);
    expect(ZIP_PATTERN.test('60076-1234')).toBe(true);
    for (const bad of ['6007', '600761', 'abcde', '60076-12', ' 60076']) expect(ZIP_PATTERN.test(bad)).toBe(false);
  });
});

describe('isCleanText and the text fields (control characters refused everywhere)', () => {
  it('refuses NUL and other controls; tab and line breaks only in text with lines', () => {
    expect(isCleanText('Газета — weekly')).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('a\u001Bb')).toBe(false);
    expect(isCleanText('a\u007Fb')).toBe(false);
    expect(isCleanText('line\nline')).toBe(false);
    expect(isCleanText('line\r\nline\ttab', { multiline: true })).toBe(true);
    expect(isCleanText('a\u0000b', { multiline: true })).toBe(false);
    expect(isCleanText('a\u000Cb', { multiline: true })).toBe(false);
  });

  it('refuses a lone half of a surrogate pair, keeps a whole one', () => {
    expect(isCleanText('emoji 🙂')).toBe(true);
    expect(isCleanText('broken \uD83D')).toBe(false);
    expect(isCleanText('\uDE42 broken', { multiline: true })).toBe(false);
  });

  it('keeps every printable string, refuses every string with a C0 control', () => {
    const controls = new Set([...Array(32).keys(), 127].map((code) => String.fromCharCode(code)));
    const printable = (text: string) => [...text].filter((char) => !controls.has(char)).join('');
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => isCleanText(printable(text))));
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 8 }), fc.string(), (before, control, after) => !isCleanText(`${before}${String.fromCharCode(control)}${after}`, { multiline: true })),
    );
  });

  it('names validation-control-characters in the schemas built on it', () => {
    const name = singleLineText().trim().min(1).max(10);
    expect(name.parse('  Анна ')).toBe('Анна');
    const result = name.safeParse('Ан\u0000на');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation-control-characters');
    expect(multilineText().safeParse('one\ntwo').success).toBe(true);
    expect(multilineText().safeParse('one\u0000two').success).toBe(false);
  });
});

describe('normalizeLogin (the account a sign-in name points at)', () => {
  it('reads every way of typing one phone number as the same account', () => {
    for (const typed of ['+13125550102', '312-555-0102', '(312)555-0102', '1 312 555 0102', ' 1-312-555-0102 ', '+1 (312) 555.0102', '3125550102']) {
      expect(normalizeLogin(typed)).toBe('+13125550102');
    }
  });

  it('trims and lower-cases an e-mail address, and leaves other text lower-cased', () => {
    expect(normalizeLogin('  Olga.Ivanova@Example.COM ')).toBe('olga.ivanova@example.com');
    expect(normalizeLogin('12345')).toBe('12345');
    expect(normalizeLogin('Someone')).toBe('someone');
  });

  it('gives a phone the same key as the contract\'s phone field does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.constantFrom('', '1', '+1', '1-', '+1 '), (digits, prefix) => {
        const typed = `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
        expect(normalizeLogin(typed)).toBe(normalizePhone(typed));
      }),
    );
  });
});

describe('isPlainName (a newsletter subscriber\'s name is a name, not a message)', () => {
  it('keeps names of any script with the marks names use', () => {
    for (const name of ['Анна Петрова', "O'Brien", 'Jean-Luc Picard', 'St. John', 'Zoë Ægir', 'Jonas Kazlauskas 3', 'Ирина’s', '']) expect(isPlainName(name), name).toBe(true);
  });

  it('refuses links, markup and punctuation that make a name into a message', () => {
    for (const name of ['<b>Anna</b>', 'Click https://evil.example', 'evil.example/login', 'Anna & Co', 'Call me: 312', 'a@b.c', 'Hi!', 'line\nbreak', 'tab\there'])
      expect(isPlainName(name), name).toBe(false);
  });
});
