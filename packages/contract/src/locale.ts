export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** ru is both the default and the fallback (spec §9). */
export const DEFAULT_LOCALE: Locale = 'ru';
/** Local-storage key and cookie name that carry the reader's choice (spec §3). */
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the first supported language from an Accept-Language header or navigator.languages. */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** Parses an Accept-Language header into language tags ordered by their q weight. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Content languages: articles are written in Russian, English or Lithuanian. */
export const CONTENT_LANGUAGES = ['ru', 'en', 'lt'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
