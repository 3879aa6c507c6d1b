import {
  BUSINESS_CATEGORIES,
  BUSINESS_PLACES_MAX,
  BUSINESS_TAGS,
  chicagoClock,
  HTTP_ERROR_CODES,
  ratingAverage,
  WEEKDAYS,
  type Business,
  type BusinessCategory,
  type BusinessesQuery,
  type BusinessesResponse,
  type BusinessPlacesResponse,
  type BusinessSummary,
  type BusinessTag,
  type Image,
  type Locale,
} from '@gazeta/contract';
import { cachedAsync, TAGS, type CacheTags } from '../../lib/cache.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { isStaffViewer, type Viewer } from '../accounts/index.ts';
import { imageView } from '../media/index.ts';
import { highlight, MARK_END, MARK_START } from '../search/index.ts';
import type { BusinessesRepository, BusinessRowExtras, CatalogueFilter, CatalogueRow, ImageRow, Keyset } from './repository.ts';
import { decodeCursor as decodeKeysetCursor, encodeCursor as encodeKeysetCursor } from '../../lib/cursor.ts';

/** Public reads are kept this long, and dropped at once when a business changes (its tags are invalidated). */
const PUBLIC_CACHE_MS = 60_000;
/** The width a logo is drawn at, at most (the variants go up to it for sharp screens). */
const LOGO_WIDTH = 320;

/** What a change to businesses shows on: every list of them, and each changed business's page. */
export const businessTags = (ids: readonly number[]): string[] => [TAGS.businesses, ...ids.map((id) => TAGS.business(id))];

/** The search module's part: spellings of the businesses' words, and queries widened by them (decision 018). */
export interface BusinessSpellings {
  recordSpellings(texts: readonly string[]): Promise<void>;
  widenQuery(text: string): Promise<string | null>;
}

/** The cursor after this business: its catalogue key (sort name, id). */
export const encodeCursor = (key: Keyset): string => encodeKeysetCursor([key.sortName, key.id]);

/** The catalogue key a cursor carries, or null when it is not one this server made. */
export const decodeCursor = (cursor: string): Keyset | null =>
  decodeKeysetCursor(cursor, 2, ([sortName], id) => (typeof sortName === 'string' && sortName.length <= 200 ? { sortName, id } : null));

const badCursor = () =>
  new HttpError(422, HTTP_ERROR_CODES.validation, 'The cursor is not one this list gave.', { cursor: [{ code: 'validation-invalid', message: 'Invalid cursor.' }] });

/** The name folded for the catalogue's order: lower case, letters and digits, one space between words. */
export function sortNameOf(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 200);
}

/** A few words of the information on one line, cut at a word. */
export function excerptOf(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * What a reader may search a business by besides its name: its information, city, and the names
 * of its categories and tags in both languages ("ресторан" and "restaurant" both find one).
 */
export function searchTextOf(business: { information: string; city: string; categories: readonly string[]; tags: readonly string[] }): string {
  const names = (group: 'categories' | 'tags', slugs: readonly string[]) =>
    (['ru', 'en'] as const).flatMap((locale) => slugs.map((slug) => translator(locale)(`businesses:${group}.${slug}`)));
  return [business.information, business.city, ...names('categories', business.categories), ...names('tags', business.tags)].join('\n');
}

/** The minute of the week on Chicago's wall clock: what an "open now" answer depends on. */
const weekMinute = (at: Date) => {
  const clock = chicagoClock(at);
  return WEEKDAYS.indexOf(clock.day) * 1440 + clock.minutes;
};

const iso = (timestamp: string) => new Date(timestamp).toISOString();

export function createBusinessesService(deps: {
  repo: BusinessesRepository;
  storage: Pick<FileStorage, 'url'>;
  cacheTags: CacheTags;
  spellings?: BusinessSpellings;
  now?: () => Date;
}) {
  const { repo, storage, cacheTags, spellings, now = () => new Date() } = deps;
  const lists = { tags: { bus: cacheTags, of: () => [TAGS.businesses] } };

  type FilterKey = Pick<BusinessesQuery, 'category' | 'tag' | 'open' | 'deal' | 'speaks' | 'q'> & { minute?: number };

  const filterOf = async (query: FilterKey, at: Date): Promise<CatalogueFilter> => ({
    category: query.category,
    tag: query.tag,
    speaks: query.speaks,
    ...(query.open === '1' ? { openAt: at } : {}),
    ...(query.deal === '1' ? { dealAt: at } : {}),
    ...(query.q ? { search: { text: query.q, cross: (await spellings?.widenQuery(query.q)) ?? null } } : {}),
  });

  /**
   * The cache key of a filter: an answer that depends on the time ("open now", "has a hot
   * deal") carries the minute it was read in, so the next minute reads anew.
   */
  function keyOf(query: BusinessesQuery, at: Date): FilterKey {
    const key: FilterKey = { category: query.category, tag: query.tag, open: query.open, deal: query.deal, speaks: query.speaks, q: query.q };
    return query.open || query.deal ? { ...key, minute: Math.floor(at.getTime() / 60_000) } : key;
  }
  const instantOf = (key: FilterKey) => (key.minute === undefined ? now() : new Date(key.minute * 60_000));

  // The catalogue's pages and counts, kept briefly and dropped as soon as any business changes.
  const pageOf = cachedAsync(
    async (key: string) => {
      const { filter, after, limit } = JSON.parse(key) as { filter: FilterKey; after: Keyset | null; limit: number };
      return repo.page(await filterOf(filter, instantOf(filter)), after, limit, { start: MARK_START, end: MARK_END });
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 2000, ...lists },
  );
  const countOf = cachedAsync(
    async (key: string) => {
      const filter = JSON.parse(key) as FilterKey;
      return repo.count(await filterOf(filter, instantOf(filter)));
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 2000, ...lists },
  );
  const placesOf = cachedAsync(
    async (key: string) => {
      const filter = JSON.parse(key) as FilterKey;
      return repo.places(await filterOf(filter, instantOf(filter)), BUSINESS_PLACES_MAX + 1);
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 200, ...lists },
  );
  const categoryCounts = cachedAsync((_all: null) => repo.categoryCounts(), { ttlMs: PUBLIC_CACHE_MS, ...lists });
  // One business in whatever state, with its pictures: who may see it is decided per request.
  const businessData = cachedAsync(
    async (id: number) => {
      const row = await repo.view(id);
      if (!row) return null;
      return { row, images: await repo.imagesOf([id]) };
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 5000, tags: { bus: cacheTags, of: (id: number) => [TAGS.business(id)] } },
  );

  const categoryName = (slug: BusinessCategory, locale: Locale) => translator(locale)(`businesses:categories.${slug}`);
  const tagName = (slug: BusinessTag, locale: Locale) => translator(locale)(`businesses:tags.${slug}`);

  function pictureOf(row: { storage_key: string; width: number | null; height: number | null; widths: number[] | null }, alt: string, width: number): Image {
    return imageView({ storageKey: row.storage_key, width: row.width, height: row.height, widths: row.widths ?? [] }, alt, storage, width);
  }

  /** A paid deal whose dates hold `at`. */
  const dealRunning = (row: CatalogueRow, at: Date) =>
    row.hot_deal_paid && row.hot_deal_text !== null && row.hot_deal_starts_at !== null && row.hot_deal_ends_at !== null && new Date(row.hot_deal_starts_at) <= at && new Date(row.hot_deal_ends_at) > at;

  function summaryView(row: CatalogueRow, locale: Locale, at: Date): BusinessSummary {
    const t = translator(locale);
    return {
      id: row.id,
      name: row.name,
      categories: row.categories.map((slug) => ({ slug, name: categoryName(slug, locale) })),
      tags: row.tags.map((slug) => ({ slug, name: tagName(slug, locale) })),
      languages: row.languages,
      excerpt: excerptOf(row.information),
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      phone: row.phone,
      logo:
        row.logo_key === null
          ? null
          : pictureOf({ storage_key: row.logo_key, width: row.logo_width, height: row.logo_height, widths: row.logo_widths }, t('businesses:business.logoAlt', { name: row.name }), LOGO_WIDTH),
      schedule: row.schedule,
      hot_deal: dealRunning(row, at) ? { text: row.hot_deal_text!, starts_at: iso(row.hot_deal_starts_at!), ends_at: iso(row.hot_deal_ends_at!) } : null,
      location: row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
      rating: { average: ratingAverage(Number(row.ratings_sum), Number(row.ratings_count)), count: Number(row.ratings_count) },
      ...(row.name_highlight === null || row.name_highlight === undefined ? {} : { name_highlight: highlight(row.name_highlight) }),
    };
  }

  const isListed = (row: BusinessRowExtras) => row.status === 'approved' && row.active && !row.deleted;

  function businessView(data: { row: CatalogueRow & BusinessRowExtras; images: ImageRow[] }, viewer: Viewer | null, locale: Locale, at: Date): Business {
    const { row } = data;
    const t = translator(locale);
    const summary = summaryView(row, locale, at);
    const upcoming = row.hot_deal_paid && row.hot_deal_text !== null && row.hot_deal_ends_at !== null && new Date(row.hot_deal_ends_at) > at;
    return {
      ...summary,
      information: row.information,
      email: row.email,
      website: row.website,
      social: row.social,
      contacts: row.contacts,
      images: data.images.map((image, index) => pictureOf(image, t('businesses:business.photoAlt', { name: row.name, number: index + 1 }), 960)),
      hot_deal: upcoming
        ? { text: row.hot_deal_text!, starts_at: iso(row.hot_deal_starts_at!), ends_at: iso(row.hot_deal_ends_at!), running: new Date(row.hot_deal_starts_at!) <= at }
        : null,
      status: row.status,
      active: row.active,
      listed: isListed(row),
      own: viewer?.id === row.owner_id,
      published_at: row.published_at === null ? null : iso(row.published_at),
      updated_at: iso(row.updated_at),
    };
  }

  /** A listed business for anyone; its owner also sees it in any other state, staff every business not deleted. */
  async function visible(id: number, viewer: Viewer | null) {
    const data = await businessData(id);
    if (!data || data.row.deleted) throw notFound('Business not found.');
    if (isListed(data.row) || isStaffViewer(viewer) || viewer?.id === data.row.owner_id) return data;
    throw notFound('Business not found.');
  }

  return {
    /** A page of the catalogue: listed businesses by name, filtered, searched; keyset-paged. */
    async list(query: BusinessesQuery, locale: Locale): Promise<BusinessesResponse> {
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (query.cursor !== undefined && after === null) throw badCursor();
      const at = now();
      const key = keyOf(query, at);
      const [rows, total] = await Promise.all([pageOf(JSON.stringify({ filter: key, after, limit: query.per_page + 1 })), countOf(JSON.stringify(key))]);
      const shown = rows.slice(0, query.per_page);
      const last = shown.at(-1);
      const next = rows.length > query.per_page && last ? encodeCursor({ sortName: last.sort_name, id: last.id }) : null;
      return { data: shown.map((row) => summaryView(row, locale, at)), next_cursor: next, total, per_page: query.per_page, query: query.q ?? null };
    },

    /** Where the businesses of a filter are, for the map view. */
    async places(query: BusinessesQuery): Promise<BusinessPlacesResponse> {
      const found = await placesOf(JSON.stringify(keyOf(query, now())));
      return {
        data: found.slice(0, BUSINESS_PLACES_MAX).map((row) => ({ id: row.id, name: row.name, lat: Number(row.lat), lng: Number(row.lng), category: row.category })),
        truncated: found.length > BUSINESS_PLACES_MAX,
      };
    },

    /** Every category in the catalogue's order, named in the request's language, with its listed businesses (and how many are listed in all). */
    async categories(locale: Locale) {
      const [counts, total] = await Promise.all([categoryCounts(null), countOf(JSON.stringify({}))]);
      return { total, data: BUSINESS_CATEGORIES.map((slug) => ({ slug, name: categoryName(slug, locale), count: counts.get(slug) ?? 0 })) };
    },

    /** Every tag, named in the request's language. */
    tags(locale: Locale) {
      return BUSINESS_TAGS.map((slug) => ({ slug, name: tagName(slug, locale) }));
    },

    async get(id: number, viewer: Viewer | null, locale: Locale): Promise<Business> {
      return businessView(await visible(id, viewer), viewer, locale, now());
    },

    /** The name of a listing readers can see (approved, switched on, not deleted), or null: how an event names its organiser. */
    async listedName(id: number): Promise<string | null> {
      const data = await businessData(id);
      return data && !data.row.deleted && isListed(data.row) ? data.row.name : null;
    },

    /** An owner's approved listings (switched on or off): the organisers their events may name. */
    approvedOf(ownerId: number): Promise<{ id: number; name: string }[]> {
      return repo.approvedOf(ownerId);
    },

    /**
     * Keeps the spellings of businesses' words (name, information, city) so that a query in the
     * other alphabet finds them: call it when a business is written (and the seed does).
     */
    async indexWords(items: readonly { name: string; information: string; city: string }[]): Promise<void> {
      await spellings?.recordSpellings(items.flatMap((item) => [item.name, item.information, item.city]));
    },

    /**
     * A business members may vote on and rate (decision 029): listed (approved, active, not
     * deleted), with its owner, who may not. Null for any other.
     */
    async votable(id: number): Promise<{ ownerId: number } | null> {
      const data = await businessData(id);
      return data && isListed(data.row) ? { ownerId: data.row.owner_id } : null;
    },

    /** Keeps the members' ratings beside the business, for the cards' mean, in the rating's transaction. */
    async mirrorRatings(tx: Db, id: number, rating: { count: number; sum: number }): Promise<void> {
      await repo.update(id, { ratingsCount: rating.count, ratingsSum: rating.sum }, tx);
    },

    /** Says businesses changed (written, approved, paid, switched off, deleted): their pages and every list are read anew. */
    changed(ids: readonly number[]): void {
      cacheTags.invalidate(businessTags(ids));
    },

    /** The minute of the week now (for tests of the SQL "open now"). */
    weekMinute,
  };
}

export type BusinessesService = ReturnType<typeof createBusinessesService>;
