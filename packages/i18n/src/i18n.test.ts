import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES, LOCALES } from '@gazeta/contract';
import { NAMESPACES, PLURAL_FORMS, resources } from './index.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Flattens nested messages into dotted keys; arrays are leaves. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) out.set(prefix, value.join('\n'));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const tokens = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(resources[locale][ns])]));
  const baseKeys = (locale: string) =>
    new Set([...flat[locale]!.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));

  it('has the same keys in every locale (plural forms aside)', () => {
    const [first, ...rest] = LOCALES;
    for (const locale of rest) expect([...baseKeys(locale)].sort()).toEqual([...baseKeys(first!)].sort());
  });

  it('has every plural form each locale needs, and no stray ones', () => {
    for (const locale of LOCALES) {
      const keys = [...flat[locale]!.keys()];
      const plurals = new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
      for (const base of plurals) {
        const forms = keys.filter((k) => k.replace(PLURAL_SUFFIX, '') === base && k !== base).map((k) => k.match(PLURAL_SUFFIX)![1]);
        expect(forms.sort(), `${locale} ${ns}:${base}`).toEqual([...PLURAL_FORMS[locale]].sort());
      }
    }
  });

  it('uses the same interpolation tokens in every locale', () => {
    const [first, ...rest] = LOCALES;
    for (const [key, text] of flat[first!]!) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const locale of rest) {
        const other = [...flat[locale]!].filter(([k]) => k.replace(PLURAL_SUFFIX, '') === base);
        for (const [, otherText] of other) {
          // A plural "one" form may spell the number out, so count is optional there.
          const expected = tokens(text).filter((t) => t !== 'count');
          expect(tokens(otherText).filter((t) => t !== 'count'), `${locale} ${ns}:${key}`).toEqual(expected);
        }
      }
    }
  });

  it('has no empty messages', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of flat[locale]!) expect(text.trim(), `${locale} ${ns}:${key}`).not.toBe('');
    }
  });
});

describe('error catalogue', () => {
  it('translates every error code of the contract (spec §8) in every locale', () => {
    for (const locale of LOCALES) {
      const errors = resources[locale].errors;
      for (const code of ALL_ERROR_CODES) expect(errors[code], `${locale} errors:${code}`).toBeTypeOf('string');
    }
  });
});
