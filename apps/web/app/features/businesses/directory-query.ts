import {
  isBusinessCategory,
  isBusinessLanguage,
  isBusinessTag,
  normalizeSearchText,
  type BusinessCategory,
  type BusinessLanguage,
  type BusinessTag,
} from '@gazeta/contract';

/** What a directory page shows: its filters, search, page and view, all in its query string. */
export interface DirectoryQuery {
  category: BusinessCategory | null;
  tag: BusinessTag | null;
  speaks: BusinessLanguage | null;
  open: boolean;
  deal: boolean;
  q: string | null;
  cursor: string | null;
  /** The list, or the map of the same businesses. */
  view: 'list' | 'map';
}

export const ALL_BUSINESSES: DirectoryQuery = { category: null, tag: null, speaks: null, open: false, deal: false, q: null, cursor: null, view: 'list' };

export const DIRECTORY_PATH = '/ethnic-ads';
export const businessPath = (id: number) => `/ethnic-ads/${id}`;

/** The query parameters of a directory address, in their order. */
const OWN_PARAMS = ['category', 'tag', 'speaks', 'open', 'deal', 'q', 'cursor', 'view'] as const;

function params(query: DirectoryQuery, withView: boolean): URLSearchParams {
  const out = new URLSearchParams();
  if (query.category) out.set('category', query.category);
  if (query.tag) out.set('tag', query.tag);
  if (query.speaks) out.set('speaks', query.speaks);
  if (query.open) out.set('open', '1');
  if (query.deal) out.set('deal', '1');
  if (query.q) out.set('q', query.q);
  if (query.cursor && query.view === 'list') out.set('cursor', query.cursor);
  if (withView && query.view === 'map') out.set('view', 'map');
  return out;
}

/** The address of a directory page: each parameter only when set, always in one order (one address per page for the page cache). */
export function directoryHref(query: DirectoryQuery): string {
  const search = params(query, true).toString();
  return `${DIRECTORY_PATH}${search ? `?${search}` : ''}`;
}

/**
 * Reads a directory address. Values that mean nothing (an unknown category, an empty search, a
 * filter form's empty fields) are dropped; `canonical` is where the same page lives when the
 * address is not already it (a redirect keeps one address per page). `lang` and the router's
 * own parameters are left alone.
 */
export function readDirectory(search: URLSearchParams): { query: DirectoryQuery; canonical: string | null } {
  const category = search.get('category');
  const tag = search.get('tag');
  const speaks = search.get('speaks');
  const cursor = search.get('cursor');
  const query: DirectoryQuery = {
    category: isBusinessCategory(category) ? category : null,
    tag: isBusinessTag(tag) ? tag : null,
    speaks: isBusinessLanguage(speaks) ? speaks : null,
    open: search.get('open') === '1',
    deal: search.get('deal') === '1',
    q: normalizeSearchText(search.get('q') ?? ''),
    cursor: cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? cursor : null,
    view: search.get('view') === 'map' ? 'map' : 'list',
  };
  const href = directoryHref(query);
  const own = new URLSearchParams([...search.entries()].filter(([name]) => (OWN_PARAMS as readonly string[]).includes(name)));
  const asIs = `${DIRECTORY_PATH}${own.size > 0 ? `?${own}` : ''}`;
  if (asIs === href) return { query, canonical: null };
  const lang = search.get('lang');
  return { query, canonical: lang ? `${href}${href.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : href };
}

/** The API's query for a directory page (the map asks for the same filters). */
export function apiParams(query: DirectoryQuery, perPage?: number): URLSearchParams {
  const out = params({ ...query, view: 'list' }, false);
  if (perPage) out.set('per_page', String(perPage));
  return out;
}

/** Whether a page is the directory's own first page or a category's (the others are not for search engines). */
export const isIndexable = (query: DirectoryQuery) => !query.tag && !query.speaks && !query.open && !query.deal && !query.q && !query.cursor && query.view === 'list';
