import { CLASSIFIED_SECTIONS, CLASSIFIED_TYPES, normalizeSearchText, type ClassifiedSection, type ClassifiedType } from '@gazeta/contract';

/** What a catalogue page shows: a section (its path), and the filters, search and page in its query string. */
export interface CatalogueQuery {
  section: ClassifiedSection | null;
  type: ClassifiedType | null;
  photo: boolean;
  q: string | null;
  cursor: string | null;
}

export const ALL_ADS: CatalogueQuery = { section: null, type: null, photo: false, q: null, cursor: null };

export const isSection = (value: unknown): value is ClassifiedSection => typeof value === 'string' && (CLASSIFIED_SECTIONS as readonly string[]).includes(value);
const isType = (value: unknown): value is ClassifiedType => typeof value === 'string' && (CLASSIFIED_TYPES as readonly string[]).includes(value);

/** The catalogue's own paths (spec §2: /private-ads, /private-ads/cat/{category}). */
export const catalogueBase = (section: ClassifiedSection | null) => (section ? `/private-ads/cat/${section}` : '/private-ads');
export const adPath = (id: number) => `/private-ads/${id}`;

/**
 * The address of a catalogue page: the section in the path, then kind, photos, search and
 * cursor, each only when set, always in this order (one address per page for the page cache).
 */
export function catalogueHref(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.photo) params.set('photo', '1');
  if (query.q) params.set('q', query.q);
  if (query.cursor) params.set('cursor', query.cursor);
  const search = params.toString();
  return `${catalogueBase(query.section)}${search ? `?${search}` : ''}`;
}

/**
 * Reads a catalogue address: the section of the path (or of `?section=`, which the filter form
 * without JavaScript may send), the filters and the search. Values that mean nothing (an unknown
 * kind, an empty search) are dropped; `canonical` is where the same page lives when the address
 * is not already it (a redirect keeps one address per page).
 */
export function readCatalogue(pathSection: string | undefined, params: URLSearchParams): { query: CatalogueQuery; canonical: string | null } | null {
  if (pathSection !== undefined && !isSection(pathSection)) return null;
  const asked = params.get('section');
  const section = isSection(asked) ? asked : asked === '' ? null : ((pathSection as ClassifiedSection | undefined) ?? null);
  const type = params.get('type');
  const cursor = params.get('cursor');
  const query: CatalogueQuery = {
    section,
    type: isType(type) ? type : null,
    photo: params.get('photo') === '1',
    q: normalizeSearchText(params.get('q') ?? ''),
    cursor: cursor && /^[A-Za-z0-9_-]{1,120}$/.test(cursor) ? cursor : null,
  };
  const href = catalogueHref(query);
  // Only the catalogue's own parameters make another address; others (`lang`, the router's
  // `_routes`, a campaign's `utm_…`) are left alone.
  const own = new URLSearchParams([...params.entries()].filter(([name]) => (OWN_PARAMS as readonly string[]).includes(name)));
  const asIs = `${catalogueBase((pathSection as ClassifiedSection | undefined) ?? null)}${own.size > 0 ? `?${own}` : ''}`;
  if (asIs === href) return { query, canonical: null };
  const lang = params.get('lang');
  return { query, canonical: lang ? `${href}${href.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : href };
}

/** The query parameters of a catalogue address, in their order. */
const OWN_PARAMS = ['type', 'photo', 'q', 'cursor', 'section'] as const;

/** The API's query for a catalogue page. */
export function apiParams(query: CatalogueQuery, perPage?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (query.section) params.set('section', query.section);
  if (query.type) params.set('type', query.type);
  if (query.photo) params.set('photo', '1');
  if (query.q) params.set('q', query.q);
  if (query.cursor) params.set('cursor', query.cursor);
  if (perPage) params.set('per_page', String(perPage));
  return params;
}

/** Whether a page is the catalogue's or a section's own first page (the others are not for search engines). */
export const isFirstPlainPage = (query: CatalogueQuery) => !query.type && !query.photo && !query.q && !query.cursor;
