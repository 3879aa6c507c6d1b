import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerFormSchema } from '../api/banners.ts';
import { businessFormSchema } from '../api/businesses.ts';
import { classifiedFormSchema } from '../api/classified-form.ts';
import { pricedLineText, pricedMultilineText } from '../api/common.ts';
import { displayAdFormSchema } from '../api/display-ads.ts';
import { socialRequestFormSchema } from '../api/social-requests.ts';
import { hasInvisibleCharacters, normalizeSpaces } from './text.ts';

const INVISIBLE = ['\u2800', '\u3164', '\u115F', '\u1160', '\uFFA0', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u200E', '\u202E', '\u034F', '\u{E0041}', '\uFE0F'];

describe('hasInvisibleCharacters (issue #26)', () => {
  it('finds the blanks and zero-width characters that glue words together', () => {
    for (const char of INVISIBLE) expect(hasInvisibleCharacters(`слово${char}слово`), `U+${char.codePointAt(0)!.toString(16)}`).toBe(true);
  });

  it('passes ordinary text and the emoji sequences that need a joiner or a selector', () => {
    for (const text of ['Сдаю 2-bedroom, $1,200/mo', 'Звоните (312) 555-0101', 'ąčęėįšųūž', 'Café noël', '❤️ 👨‍👩‍👧 1️⃣ 👍🏽 🇺🇸 🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'line\nline']) {
      expect(hasInvisibleCharacters(text), text).toBe(false);
    }
  });

  it('finds an invisible character wherever it stands in visible text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'б', '1', ' ', '-', ',') }), fc.constantFrom(...INVISIBLE), fc.string({ unit: fc.constantFrom('a', 'б', '1', ' ', '-', ',') }), (before, char, after) =>
        hasInvisibleCharacters(`${before}${char}${after}`),
      ),
    );
  });
});

describe('normalizeSpaces', () => {
  it('makes every other width of space a plain space, and a line separator a line break', () => {
    expect(normalizeSpaces('a\u00A0b\u2009c\u3000d\u202Fe\u205Ff')).toBe('a b c d e f');
    expect(normalizeSpaces('one\u2028two\u2029three', { multiline: true })).toBe('one\ntwo\nthree');
    expect(normalizeSpaces('one\u2028two')).toBe('one two');
    expect(normalizeSpaces('as typed, 100 %')).toBe('as typed, 100 %');
  });
});

describe('the priced texts refuse invisible characters and store plain spaces', () => {
  const field = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, name: string) =>
    result.error?.issues.filter((issue) => issue.path[0] === name).map((issue) => issue.message) ?? [];

  it('names validation-invisible-characters and normalises spaces', () => {
    expect(pricedLineText().trim().parse('\u00A0Сдаю\u3000комнату\u00A0')).toBe('Сдаю комнату');
    expect(pricedMultilineText().parse('one\u2028two')).toBe('one\ntwo');
    expect(pricedLineText().safeParse('Сдаю\u2800комнату').error?.issues[0]?.message).toBe('validation-invisible-characters');
    expect(pricedMultilineText().safeParse('Сдаю\u200Bкомнату').error?.issues[0]?.message).toBe('validation-invisible-characters');
  });

  it('in every priced form field', () => {
    const glued = 'один\u2800два\u3164три';
    expect(field(classifiedFormSchema.safeParse({ title: glued, text: glued }), 'title')).toContain('validation-invisible-characters');
    expect(field(classifiedFormSchema.safeParse({ title: 'ok', text: glued }), 'text')).toContain('validation-invisible-characters');
    expect(field(bannerFormSchema.safeParse({ title: glued }), 'title')).toContain('validation-invisible-characters');
    expect(field(socialRequestFormSchema.safeParse({ text: glued }), 'text')).toContain('validation-invisible-characters');
    expect(field(displayAdFormSchema.safeParse({ item: glued, message: glued }), 'item')).toContain('validation-invisible-characters');
    expect(field(displayAdFormSchema.safeParse({ item: 'ok', message: glued }), 'message')).toContain('validation-invisible-characters');
    expect(field(businessFormSchema.safeParse({ hot_deal: glued }), 'hot_deal')).toContain('validation-invisible-characters');
  });
});
