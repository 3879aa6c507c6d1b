import { ARTICLE_STATES, CONTENT_LANGUAGES } from '@gazeta/contract';

/**
 * The list's filters as the page's address carries them (the GET form's fields). The article's
 * language is `language` here: `?lang=` is the interface's language on every page.
 */
export const LIST_FILTERS = ['q', 'state', 'category', 'language', 'author', 'from', 'to'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

const CHECKS: Record<ListFilter, (value: string) => boolean> = {
  q: (value) => value.length <= 200,
  state: (value) => (ARTICLE_STATES as readonly string[]).includes(value),
  category: (value) => /^[1-9]\d{0,9}$/.test(value),
  language: (value) => (CONTENT_LANGUAGES as readonly string[]).includes(value),
  author: (value) => /^[1-9]\d{0,9}$/.test(value),
  from: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  to: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
};

/**
 * The filters of an address, each kept only when it is one the API takes (an empty field of the
 * form, or a hand-edited address, is left out rather than refused), and the page's cursor.
 */
export function listQueryOf(search: URLSearchParams): { filters: Partial<Record<ListFilter, string>>; cursor: string | null } {
  const filters: Partial<Record<ListFilter, string>> = {};
  for (const name of LIST_FILTERS) {
    const value = search.get(name)?.trim();
    if (value && CHECKS[name](value)) filters[name] = value;
  }
  const cursor = search.get('cursor');
  return { filters, cursor: cursor && /^[A-Za-z0-9_-]{1,120}$/.test(cursor) ? cursor : null };
}

export function toSearch(filters: Partial<Record<ListFilter, string>>, cursor?: string | null): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of LIST_FILTERS) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  if (cursor) search.set('cursor', cursor);
  return search;
}

/** The API's query for these filters (its name for the article's language is `lang`). */
export function toApiSearch(filters: Partial<Record<ListFilter, string>>, cursor?: string | null): URLSearchParams {
  const search = toSearch(filters, cursor);
  const language = search.get('language');
  search.delete('language');
  if (language) search.set('lang', language);
  return search;
}
