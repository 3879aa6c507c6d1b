import type { ContentLanguage, Locale } from '@gazeta/contract';

/**
 * The catalogue's order of languages. In the English interface English articles come first
 * (then the Russian and Lithuanian ones), unless the address asks for all languages by date
 * (`?languages=all`): a plain link, so it works without JavaScript, and the page cache keeps
 * the two orders apart by their addresses. The Russian interface keeps the date order.
 */
export type LanguageOrder = { first: ContentLanguage; all: false } | { first: null; all: true } | null;

export const ALL_LANGUAGES_PARAM = 'languages';
const ALL_LANGUAGES_VALUE = 'all';

export function languageOrderOf(locale: Locale, url: URL): LanguageOrder {
  if (locale !== 'en') return null;
  return url.searchParams.get(ALL_LANGUAGES_PARAM) === ALL_LANGUAGES_VALUE ? { first: null, all: true } : { first: 'en', all: false };
}

/** A page of a catalogue list (`base`: / or /cat/{slug}) in the same order of languages. */
export function catalogueHref(base: string, page: number, order: LanguageOrder): string {
  const params = new URLSearchParams();
  if (order?.all) params.set(ALL_LANGUAGES_PARAM, ALL_LANGUAGES_VALUE);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The same list's first page in the other order. */
export function switchedOrderHref(base: string, order: Exclude<LanguageOrder, null>): string {
  return order.all ? base : catalogueHref(base, 1, { first: null, all: true });
}

