import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, type RateTable } from '../rate-table.ts';
import {
  amountDueOnChange,
  boldSurchargePerWordCents,
  CLASSIFIED_EXTRAS,
  classifiedWords,
  countClassifiedWords,
  deletionRefundCents,
  NO_EXTRAS,
  quoteClassified,
  type ClassifiedExtras,
} from './classifieds.ts';
import { addDays, bookIssues, onlineValidUntil, openIssues, publishDateOptions, timeLeft, type ScheduledIssue } from './print-schedule.ts';

describe('countClassifiedWords: what a word is', () => {
  it('counts title and text together, split at spaces', () => {
    expect(countClassifiedWords('Сдаю комнату', 'Недорого, рядом с метро.')).toBe(6);
  });

  it('takes a phone number as one word however it is written', () => {
    for (const phone of ['(312) 555-0101', '+1 312 555 0101', '312.555.0101', '3125550101', '1-312-555-0101']) {
      expect(countClassifiedWords('', `Звоните ${phone} вечером`)).toBe(3);
    }
  });

  it('takes an e-mail, a web address, a hyphenated word and a number with its unit as one word each', () => {
    expect(classifiedWords('', 'ivan@example.com https://gazeta.us/x 2-bedroom $1,200/mo 5mi')).toHaveLength(5);
  });

  it('counts a number and a unit apart as two words, and never a lone sign', () => {
    expect(countClassifiedWords('', '1200 sq ft — • !')).toBe(3);
    expect(countClassifiedWords('  ', '\n\t ')).toBe(0);
  });

  it('never counts more words than runs of letters and digits, nor fewer than zero', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, text) => {
        const count = countClassifiedWords(title, text);
        const runs = `${title} ${text}`.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(runs);
      }),
    );
  });

  it('parts words at invisible characters and blanks as a reader sees them (issue #26)', () => {
    const forty = Array.from({ length: 40 }, (_, i) => `слово${i}`);
    for (const glue of ['\u2800', '\u3164', '\u200B', '\u115F', '\u1160', '\uFFA0', '\u180E', '\u2060', '\uFEFF', '\u00A0', '\u3000', '\u2009']) {
      expect(countClassifiedWords('', forty.join(glue)), `U+${glue.codePointAt(0)!.toString(16)}`).toBe(40);
    }
  });

  it('parts words at punctuation, but not at the joiners a word keeps', () => {
    expect(countClassifiedWords('', 'sofa,table;chairs|lamp•bed·desk—rug…shelf(new)')).toBe(9);
    expect(countClassifiedWords('', '«Диван»,"кресло"!')).toBe(2);
    expect(classifiedWords('', "O'Brien R&D Rent/Sale №5 100% +1 25°C 10:30 e.g. 3.5 1,200")).toHaveLength(11);
    expect(countClassifiedWords('', 'Write ivan.petrov+ads@example.com, or see https://gazeta.us/ads?section=rentals&page=2#top.')).toBe(5);
    expect(countClassifiedWords('', 'Price:100, rooms:3')).toBe(4);
  });

  it('adds up: the words of two texts are the words of each', () => {
    // Letters only: digits side by side may make up one phone number, which is one word.
    const word = fc.stringMatching(/^[a-zа-я]{1,8}$/u);
    fc.assert(
      fc.property(fc.array(word), fc.array(word), (a, b) => {
        expect(countClassifiedWords(a.join(' '), b.join(' '))).toBe(a.length + b.length);
      }),
    );
  });
});

const extrasArb: fc.Arbitrary<ClassifiedExtras> = fc.record({
  bold: fc.boolean(),
  frame: fc.boolean(),
  hot: fc.boolean(),
  priority: fc.boolean(),
  photo: fc.boolean(),
});

describe('quoteClassified (spec §9)', () => {
  it('prints at $0.50 per word per issue per edition', () => {
    // 10 words, 5 issues, 2 editions: 10 × 5 × 2 × 50 ¢ = $50.
    const quote = quoteClassified({ title: 'Продаю диван', text: 'Почти новый, синий, раскладной. Самовывоз из Скоки, звоните', version: 'both', editions: 2, issues: 5, extras: NO_EXTRAS }, DEFAULT_RATES);
    expect(quote.words).toBe(10);
    expect(quote.totalCents).toBe(5_000);
  });

  it('charges a bold word $0.60 per week in place of $0.50, and frame or photo at $5 per week, per edition', () => {
    const quote = quoteClassified({ title: 'Сдаю', text: 'квартиру', version: 'print', editions: 1, issues: 5, extras: { ...NO_EXTRAS, bold: true, frame: true, photo: true } }, DEFAULT_RATES);
    expect(quote.lines).toEqual([
      { code: 'words', quantity: 10, unitCents: 50, cents: 500 },
      { code: 'bold', quantity: 10, unitCents: 10, cents: 100 },
      { code: 'frame', quantity: 5, unitCents: 500, cents: 2_500 },
      { code: 'photo', quantity: 5, unitCents: 500, cents: 2_500 },
    ]);
    expect(quote.totalCents).toBe(5_600);
    expect(boldSurchargePerWordCents(DEFAULT_RATES)).toBe(DEFAULT_RATES.classifieds.highlighted_word_cents - DEFAULT_RATES.classifieds.word_cents);
  });

  it('prices every word of a bold ad at the highlighted rate, whatever the run', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('дом', 'car', 'sale', '2-bed'), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 52 }), (words, editions, issues) => {
        const input = { title: '', text: words.join(' '), version: 'print' as const, editions, issues, extras: { ...NO_EXTRAS, bold: true } };
        expect(quoteClassified(input, DEFAULT_RATES).totalCents).toBe(words.length * issues * editions * DEFAULT_RATES.classifieds.highlighted_word_cents);
      }),
    );
  });

  it('never costs less when invisible characters are inserted anywhere in the text (issue #26)', () => {
    const invisible = fc.constantFrom('\u2800', '\u3164', '\u200B', '\u200D', '\u00AD', '\uFEFF', '\u180E', '\u115F', '\uFE0F', '\u2060', '\u00A0');
    const text = fc.array(fc.constantFrom('a', 'б', '1', '3', '5', '0', ' ', '-', '.', ',', ':', '(', ')', '+', '/', '@', 'http://', 'www.', '\n', '—'), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, fc.array(fc.tuple(fc.nat(), invisible), { minLength: 1, maxLength: 5 }), extrasArb, (title, body, inserts, extras) => {
        const insert = (value: string) => inserts.reduce((s, [at, char]) => s.slice(0, at % (s.length + 1)) + char + s.slice(at % (s.length + 1)), value);
        const base = { title, text: body, version: 'print' as const, editions: 1, issues: 1, extras };
        const before = quoteClassified(base, DEFAULT_RATES);
        expect(quoteClassified({ ...base, text: insert(body) }, DEFAULT_RATES).totalCents).toBeGreaterThanOrEqual(before.totalCents);
        expect(quoteClassified({ ...base, title: insert(title) }, DEFAULT_RATES).totalCents).toBeGreaterThanOrEqual(before.totalCents);
      }),
      { numRuns: 2_000 },
    );
  });

  it('prices at the table it is given: every line at its price, bold a highlighted word in place of a plain one (decision 048)', () => {
    const rates: RateTable = { ...DEFAULT_RATES, classifieds: { word_cents: 70, highlighted_word_cents: 95, frame_or_photo_cents: 650, hot_cents: 410, priority_cents: 720 } };
    const quote = quoteClassified({ title: 'Sofa', text: 'for sale', version: 'print', editions: 2, issues: 3, extras: { bold: true, frame: true, photo: true, hot: true, priority: true } }, rates);
    expect(quote.lines).toEqual([
      { code: 'words', quantity: 18, unitCents: 70, cents: 1_260 },
      { code: 'bold', quantity: 18, unitCents: 25, cents: 450 },
      { code: 'frame', quantity: 6, unitCents: 650, cents: 3_900 },
      { code: 'photo', quantity: 6, unitCents: 650, cents: 3_900 },
      { code: 'hot', quantity: 3, unitCents: 410, cents: 1_230 },
      { code: 'priority', quantity: 3, unitCents: 720, cents: 2_160 },
    ]);
    // A highlighted word at the plain word's price adds no line of nothing.
    const same = { ...rates, classifieds: { ...rates.classifieds, highlighted_word_cents: 70 } };
    expect(quoteClassified({ title: 'Sofa', text: '', version: 'print', editions: 1, issues: 1, extras: { ...NO_EXTRAS, bold: true } }, same).lines.map((line) => line.code)).toEqual(['words']);
  });

  it('charges hot and priority per issue whatever the editions', () => {
    const quote = quoteClassified({ title: 'A', text: '', version: 'print', editions: 3, issues: 2, extras: { ...NO_EXTRAS, hot: true, priority: true } }, DEFAULT_RATES);
    expect(quote.totalCents).toBe(1 * 2 * 3 * 50 + 2 * (DEFAULT_RATES.classifieds.hot_cents + DEFAULT_RATES.classifieds.priority_cents));
  });

  it('is free on the web only, whatever is asked for', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10), fc.nat(60), extrasArb, (text, editions, issues, extras) => {
        const quote = quoteClassified({ title: '', text, version: 'online', editions, issues, extras }, DEFAULT_RATES);
        expect(quote.totalCents).toBe(0);
        expect(quote.lines).toEqual([]);
      }),
    );
  });

  it('is whole cents, the sum of its lines, and grows with words, issues, editions and extras', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('дом', 'car', 'sale', '2-bed'), { maxLength: 30 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 52 }), extrasArb, fc.constantFrom(...CLASSIFIED_EXTRAS), (words, editions, issues, extras, extra) => {
        const base = { title: '', text: words.join(' '), version: 'both' as const, editions, issues, extras };
        const quote = quoteClassified(base, DEFAULT_RATES);
        expect(Number.isInteger(quote.totalCents)).toBe(true);
        expect(quote.totalCents).toBe(quote.lines.reduce((sum, line) => sum + line.cents, 0));
        expect(quoteClassified({ ...base, text: `${base.text} ещё` }, DEFAULT_RATES).totalCents).toBeGreaterThan(quote.totalCents);
        expect(quoteClassified({ ...base, issues: issues + 1 }, DEFAULT_RATES).totalCents).toBeGreaterThanOrEqual(quote.totalCents);
        expect(quoteClassified({ ...base, editions: editions + 1 }, DEFAULT_RATES).totalCents).toBeGreaterThanOrEqual(quote.totalCents);
        expect(quoteClassified({ ...base, extras: { ...extras, [extra]: true } }, DEFAULT_RATES).totalCents).toBeGreaterThanOrEqual(quote.totalCents);
      }),
    );
  });

  it('asks on a change only for the difference, never less than nothing', () => {
    expect(amountDueOnChange(5_000, 6_100)).toBe(1_100);
    expect(amountDueOnChange(6_100, 5_000)).toBe(0);
  });
});

function weekly(edition: string, from: string, weeks: number, idFrom = 1): ScheduledIssue[] {
  return Array.from({ length: weeks }, (_, i) => {
    const date = addDays(from, 7 * i);
    return { id: idFrom + i, edition, date, deadlineAt: `${addDays(date, -3)}T23:00:00.000Z` };
  });
}

describe('the print schedule', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  // Thursdays from 26 Nov; the issue of 26 Nov closed on the 23rd.
  const schedule = [...weekly('chicagoland', '2026-11-26', 12), ...weekly('midwest', '2026-11-26', 6, 100)];

  it('offers only issues whose booking deadline is still ahead', () => {
    expect(openIssues(schedule, now, 'chicagoland')[0]?.date).toBe('2026-12-03');
    expect(publishDateOptions(schedule, ['chicagoland', 'midwest'], now)).toEqual(['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31']);
  });

  it('books the next N open issues of each edition and is valid until the day before the next issue', () => {
    const booking = bookIssues(schedule, { editions: ['chicagoland', 'midwest'], publishDate: '2026-12-03', count: 5, now });
    expect(booking.ok && booking.issues['midwest']?.map((issue) => issue.date)).toEqual(['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31']);
    expect(booking.ok && booking.validUntil).toBe('2027-01-06');
  });

  it('names the edition that has too few issues', () => {
    expect(bookIssues(schedule, { editions: ['chicagoland', 'midwest'], publishDate: '2026-12-03', count: 6, now })).toEqual({ ok: false, edition: 'midwest', available: 5 });
    expect(bookIssues(schedule, { editions: ['chicagoland'], publishDate: '2026-12-03', count: 0, now }).ok).toBe(false);
  });

  it('books exactly N issues, all open, on or after the start, whenever it succeeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 0, max: 80 }), (count, offset) => {
        const publishDate = addDays('2026-11-20', offset);
        const booking = bookIssues(schedule, { editions: ['chicagoland'], publishDate, count, now });
        const available = openIssues(schedule, now, 'chicagoland').filter((issue) => issue.date >= publishDate).length;
        expect(booking.ok).toBe(count <= available);
        if (booking.ok) {
          const taken = booking.issues['chicagoland'] ?? [];
          expect(taken).toHaveLength(count);
          for (const issue of taken) expect(issue.date >= publishDate && Date.parse(issue.deadlineAt) > now.getTime()).toBe(true);
        }
      }),
    );
  });

  it('runs a web ad five weeks and counts down to a deadline', () => {
    expect(onlineValidUntil('2026-12-03')).toBe('2027-01-06');
    expect(timeLeft('2026-11-27T16:30:00Z', now)).toEqual({ days: 1, hours: 4, minutes: 30 });
    expect(timeLeft('2026-11-01T00:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('deletionRefundCents: what deleting a paid ad gives back', () => {
  it('is the share of the paid issues still open for booking, of what is paid and not refunded yet', () => {
    // 2 editions × 3 issues paid $30; two issues of each edition still open: 4 of 6.
    expect(deletionRefundCents({ paidCents: 3000, refundedCents: 0, paidIssues: 6, openPaidIssues: 4 })).toBe(2000);
    expect(deletionRefundCents({ paidCents: 3000, refundedCents: 600, paidIssues: 6, openPaidIssues: 6 })).toBe(2400);
    expect(deletionRefundCents({ paidCents: 1000, refundedCents: 0, paidIssues: 3, openPaidIssues: 1 })).toBe(333);
  });

  it('is nothing for a web-only ad, an unpaid one, or one whose issues are all closed', () => {
    expect(deletionRefundCents({ paidCents: 0, refundedCents: 0, paidIssues: 0, openPaidIssues: 0 })).toBe(0);
    expect(deletionRefundCents({ paidCents: 0, refundedCents: 0, paidIssues: 4, openPaidIssues: 4 })).toBe(0);
    expect(deletionRefundCents({ paidCents: 2000, refundedCents: 0, paidIssues: 4, openPaidIssues: 0 })).toBe(0);
    expect(deletionRefundCents({ paidCents: 2000, refundedCents: 2000, paidIssues: 4, openPaidIssues: 4 })).toBe(0);
  });

  it('never gives back more than is left, grows with the open issues, and gives everything back when none is closed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 104 }), fc.integer({ min: 0, max: 104 }), (paid, refunded, issues, open) => {
        const left = Math.max(0, paid - refunded);
        const cents = deletionRefundCents({ paidCents: paid, refundedCents: refunded, paidIssues: issues, openPaidIssues: open });
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(cents).toBeLessThanOrEqual(left);
        expect(deletionRefundCents({ paidCents: paid, refundedCents: refunded, paidIssues: issues, openPaidIssues: Math.min(issues, open + 1) })).toBeGreaterThanOrEqual(cents);
        expect(deletionRefundCents({ paidCents: paid, refundedCents: refunded, paidIssues: issues, openPaidIssues: issues })).toBe(left);
      }),
    );
  });
});
