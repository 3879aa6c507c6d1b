import { EVENT_CATEGORIES, EVENT_WHEN, MONTH, normalizeSearchText, type EventCategory, type EventWhen } from '@gazeta/contract';

/** What a catalogue page shows: the list or the month, and its choices (date, category, city, words), in its query string. */
export interface EventsPageQuery {
  view: 'list' | 'month';
  when: EventWhen | null;
  category: EventCategory | null;
  city: string | null;
  q: string | null;
  cursor: string | null;
  /** YYYY-MM, the month view's month (this month when null). */
  month: string | null;
}

export const ALL_EVENTS: EventsPageQuery = { view: 'list', when: null, category: null, city: null, q: null, cursor: null, month: null };

const isWhen = (value: unknown): value is EventWhen => typeof value === 'string' && (EVENT_WHEN as readonly string[]).includes(value);
const isCategory = (value: unknown): value is EventCategory => typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value);

export const EVENTS_BASE = '/events';
export const eventPath = (id: number) => `/event/${id}`;

/** The query parameters of a catalogue address, in their order (one address per page, for the page cache). */
const OWN_PARAMS = ['view', 'month', 'when', 'category', 'city', 'q', 'cursor'] as const;

/** The address of a catalogue page: each choice only when set, always in the same order. */
export function eventsHref(query: EventsPageQuery): string {
  const params = new URLSearchParams();
  if (query.view === 'month') {
    params.set('view', 'month');
    if (query.month) params.set('month', query.month);
  } else if (query.when) params.set('when', query.when);
  if (query.category) params.set('category', query.category);
  if (query.city) params.set('city', query.city);
  if (query.view === 'list') {
    if (query.q) params.set('q', query.q);
    if (query.cursor) params.set('cursor', query.cursor);
  }
  const search = params.toString();
  return `${EVENTS_BASE}${search ? `?${search}` : ''}`;
}

/**
 * Reads a catalogue address. Values that mean nothing (an unknown category, an empty search)
 * are dropped; `canonical` is where the same page lives when the address is not already it
 * (the filter form without JavaScript sends empty fields).
 */
export function readEventsQuery(params: URLSearchParams): { query: EventsPageQuery; canonical: string | null } {
  const view = params.get('view') === 'month' ? 'month' : 'list';
  const when = params.get('when');
  const category = params.get('category');
  const city = (params.get('city') ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
  const month = params.get('month');
  const cursor = params.get('cursor');
  const query: EventsPageQuery = {
    view,
    when: view === 'list' && isWhen(when) ? when : null,
    category: isCategory(category) ? category : null,
    city: city || null,
    q: view === 'list' ? normalizeSearchText(params.get('q') ?? '') : null,
    cursor: view === 'list' && cursor && /^[A-Za-z0-9_-]{1,120}$/.test(cursor) ? cursor : null,
    month: view === 'month' && month && MONTH.test(month) ? month : null,
  };
  const href = eventsHref(query);
  const own = new URLSearchParams([...params.entries()].filter(([name]) => (OWN_PARAMS as readonly string[]).includes(name)));
  const asIs = `${EVENTS_BASE}${own.size > 0 ? `?${own}` : ''}`;
  if (asIs === href) return { query, canonical: null };
  const lang = params.get('lang');
  return { query, canonical: lang ? `${href}${href.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : href };
}

/** The API's query for a list page. */
export function apiParams(query: EventsPageQuery, perPage?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (query.when) params.set('when', query.when);
  if (query.category) params.set('category', query.category);
  if (query.city) params.set('city', query.city);
  if (query.q) params.set('q', query.q);
  if (query.cursor) params.set('cursor', query.cursor);
  if (perPage) params.set('per_page', String(perPage));
  return params;
}

/** The calendar feed of the page's category (or of every event), as an .ics address and a webcal: one. */
export function calendarFeed(origin: string, category: EventCategory | null): { https: string; webcal: string } {
  const path = `/api/events/calendar.ics${category ? `?category=${category}` : ''}`;
  return { https: `${origin}${path}`, webcal: `${origin.replace(/^https?:/, 'webcal:')}${path}` };
}

/** Whether a page is the catalogue's own first page (the others are not for search engines). */
export const isFirstPlainPage = (query: EventsPageQuery) => query.view === 'list' && !query.when && !query.category && !query.city && !query.q && !query.cursor;
