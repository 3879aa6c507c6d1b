import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { WEEK_SPAN_MINUTES, weekSpans, type BusinessCategory, type BusinessLanguage, type BusinessStatus, type BusinessTag, type WeeklySchedule } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { businessHours, businessImages, businesses, media } from '../../db/schema/index.ts';

export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusiness = Omit<typeof businesses.$inferInsert, 'id' | 'search'>;
export type BusinessPatch = Partial<NewBusiness>;

/** More work in the transaction of a write (a decision's notifications). */
export type InTransaction = (tx: Db) => Promise<void>;

/** Markers ts_headline puts around matches (the search module's, so `highlight` reads them). */
export interface HighlightMarks {
  start: string;
  end: string;
}

/** Where a page of the catalogue starts: after this business, in catalogue order (by name). */
export interface Keyset {
  sortName: string;
  id: number;
}

export interface CatalogueFilter {
  category?: BusinessCategory | undefined;
  tag?: BusinessTag | undefined;
  speaks?: BusinessLanguage | undefined;
  /** Open at this instant (its schedule, on Chicago's wall clock). */
  openAt?: Date | undefined;
  /** With a paid hot deal running at this instant. */
  dealAt?: Date | undefined;
  /** A search: the reader's words (websearch syntax) and, when spellings widen it, the to_tsquery of every spelling. */
  search?: { text: string; cross: string | null } | undefined;
}

export interface CatalogueRow extends Record<string, unknown> {
  id: number;
  name: string;
  sort_name: string;
  categories: BusinessCategory[];
  tags: BusinessTag[];
  languages: BusinessLanguage[];
  information: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  schedule: WeeklySchedule;
  lat: number | null;
  lng: number | null;
  hot_deal_text: string | null;
  hot_deal_starts_at: string | null;
  hot_deal_ends_at: string | null;
  hot_deal_paid: boolean;
  /** Members' ratings as the votes module counted them (decision 029). */
  ratings_count: number;
  ratings_sum: number;
  logo_key: string | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_widths: number[] | null;
  name_highlight: string | null;
}

export interface ImageRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  storage_key: string;
  width: number | null;
  height: number | null;
  widths: number[] | null;
}

/** What the catalogue lists (the partial indexes say the same). */
const LISTED = sql`b.status = 'approved' AND b.active AND b.deleted_at IS NULL`;
/** The catalogue's order, exactly as its partial index keeps it. */
const CATALOGUE_ORDER = sql.raw('b.sort_name, b.id');

/**
 * The minute of the week (from Monday 00:00) that `at` is on Chicago's wall clock, in SQL: the
 * database's own time-zone rules, held to the contract's `chicagoClock` by a test.
 */
export function weekMinuteSql(at: Date): SQL {
  const local = sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'America/Chicago')`;
  return sql`((extract(isodow from ${local})::int - 1) * 1440 + extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)`;
}

/** "Open now": one of the business's spans holds the minute (or the same minute a week on, for a Sunday night into Monday). */
export function openAtSql(at: Date, business: SQL = sql.raw('b.id')): SQL {
  const minute = weekMinuteSql(at);
  return sql`EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = ${business}
    AND ((h.starts <= ${minute} AND h.ends > ${minute}) OR (h.starts <= ${minute} + ${WEEK_SPAN_MINUTES} AND h.ends > ${minute} + ${WEEK_SPAN_MINUTES})))`;
}

/** A hot deal paid in full whose dates hold `at`. */
function dealAtSql(at: Date): SQL {
  const iso = at.toISOString();
  return sql`(b.hot_deal_paid_cents > 0 AND b.hot_deal_paid_cents >= b.hot_deal_price_cents AND b.hot_deal_starts_at <= ${iso}::timestamptz AND b.hot_deal_ends_at > ${iso}::timestamptz)`;
}

/** The reader's words read as Russian and English, widened by their other-alphabet spellings. */
function tsQuery(search: { text: string; cross: string | null }): SQL {
  const cross = search.cross === null ? sql`` : sql` || to_tsquery('russian', ${search.cross}) || to_tsquery('english', ${search.cross})`;
  return sql`(websearch_to_tsquery('russian', ${search.text}) || websearch_to_tsquery('english', ${search.text})${cross})`;
}

function conditions(filter: CatalogueFilter): SQL {
  const parts: SQL[] = [LISTED];
  if (filter.category) parts.push(sql`b.categories @> ARRAY[${filter.category}]::text[]`);
  if (filter.tag) parts.push(sql`b.tags @> ARRAY[${filter.tag}]::text[]`);
  if (filter.speaks) parts.push(sql`b.languages @> ARRAY[${filter.speaks}]::text[]`);
  if (filter.dealAt) parts.push(dealAtSql(filter.dealAt));
  if (filter.openAt) parts.push(openAtSql(filter.openAt));
  if (filter.search) parts.push(sql`b.search @@ ${tsQuery(filter.search)}`);
  return sql.join(parts, sql` AND `);
}

const SUMMARY_COLUMNS = sql`b.id, b.name, b.sort_name, b.categories, b.tags, b.languages, left(b.information, 400) AS information,
  b.address, b.city, b.state, b.zip, b.phone, b.schedule, b.lat, b.lng,
  b.hot_deal_text, to_json(b.hot_deal_starts_at)#>>'{}' AS hot_deal_starts_at, to_json(b.hot_deal_ends_at)#>>'{}' AS hot_deal_ends_at,
  (b.hot_deal_paid_cents > 0 AND b.hot_deal_paid_cents >= b.hot_deal_price_cents) AS hot_deal_paid,
  b.ratings_count, b.ratings_sum,
  logo.storage_key AS logo_key, logo.width AS logo_width, logo.height AS logo_height, logo.widths AS logo_widths`;

const live = isNull(businesses.deletedAt);

/**
 * The SQL of the directory: the catalogue (keyset pages in name order, filters, search across
 * alphabets, "open now" from the schedule's spans), one business with its pictures, the owner's
 * listings and their writes (with their spans in the same transaction), and the review queue.
 */
export function createBusinessesRepository(db: Db) {
  const rows = async <T extends Record<string, unknown>>(query: SQL, executor: Db = db): Promise<T[]> =>
    ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

  async function replaceHours(tx: Db, id: number, schedule: WeeklySchedule): Promise<void> {
    await tx.delete(businessHours).where(eq(businessHours.businessId, id));
    const spans = weekSpans(schedule);
    if (spans.length > 0) await tx.insert(businessHours).values(spans.map((span) => ({ businessId: id, starts: span.starts, ends: span.ends })));
  }

  return {
    replaceHours,

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    // ---- the catalogue ----

    /** One page of the catalogue in name order after `after`: `limit` rows at most; with a search, the name highlighted. */
    page(filter: CatalogueFilter, after: Keyset | null, limit: number, marks: HighlightMarks): Promise<CatalogueRow[]> {
      const keyset = after ? sql` AND (b.sort_name, b.id) > (${after.sortName}, ${after.id})` : sql``;
      const highlight = filter.search
        ? sql`ts_headline('russian', b.name, q.query, ${`StartSel=${marks.start}, StopSel=${marks.end}, HighlightAll=true`}) AS name_highlight`
        : sql`NULL::text AS name_highlight`;
      return rows<CatalogueRow>(sql`
        WITH q AS (SELECT ${filter.search ? tsQuery(filter.search) : sql`NULL::tsquery`} AS query),
        listed AS (
          SELECT b.id FROM businesses b
          WHERE ${conditions(filter)}${keyset}
          ORDER BY ${CATALOGUE_ORDER}
          LIMIT ${limit}
        )
        SELECT ${SUMMARY_COLUMNS}, ${highlight}
        FROM listed JOIN businesses b ON b.id = listed.id
        LEFT JOIN media logo ON logo.id = b.logo_id
        CROSS JOIN q
        ORDER BY ${CATALOGUE_ORDER}`);
    },

    /** Businesses the filter matches in all. */
    async count(filter: CatalogueFilter): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM businesses b WHERE ${conditions(filter)}`);
      return Number(row?.n ?? 0);
    },

    /** Where the matching businesses are, for the map: `limit` at most, in catalogue order. */
    places(filter: CatalogueFilter, limit: number) {
      return rows<{ id: number; name: string; lat: number; lng: number; category: BusinessCategory }>(sql`
        SELECT b.id, b.name, b.lat, b.lng, b.categories[1] AS category FROM businesses b
        WHERE ${conditions(filter)} AND b.lat IS NOT NULL AND b.lng IS NOT NULL
        ORDER BY ${CATALOGUE_ORDER} LIMIT ${limit}`);
    },

    /** Listed businesses per category. */
    async categoryCounts(): Promise<Map<BusinessCategory, number>> {
      const found = await rows<{ category: BusinessCategory; n: number }>(sql`
        SELECT c AS category, count(*)::int AS n FROM businesses b, unnest(b.categories) c WHERE ${LISTED} GROUP BY c`);
      return new Map(found.map((row) => [row.category, Number(row.n)]));
    },

    /** Which of these businesses the SQL filter finds open at `at` (the test holds it to `openStatus`). */
    async openAmong(ids: readonly number[], at: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await rows<{ id: number }>(sql`SELECT b.id FROM businesses b WHERE b.id = ANY(${sql.param([...ids])}::int[]) AND ${openAtSql(at)} ORDER BY b.id`);
      return found.map((row) => Number(row.id));
    },

    /** The minute of the week at `at` as the database reads Chicago's clock. */
    async weekMinute(at: Date): Promise<number> {
      const [row] = await rows<{ m: number }>(sql`SELECT ${weekMinuteSql(at)} AS m`);
      return Number(row!.m);
    },

    // ---- one business ----

    /** A business in any state (deleted ones too: the service decides who sees what), with its logo. */
    async view(id: number): Promise<(CatalogueRow & BusinessRowExtras) | null> {
      const [row] = await rows<CatalogueRow & BusinessRowExtras>(sql`
        SELECT ${SUMMARY_COLUMNS}, NULL::text AS name_highlight, b.information AS information,
          b.owner_id, b.status, b.active, b.deleted_at IS NOT NULL AS deleted, b.email, b.website, b.social, b.contacts,
          to_json(b.published_at)#>>'{}' AS published_at, to_json(b.updated_at)#>>'{}' AS updated_at
        FROM businesses b
        LEFT JOIN media logo ON logo.id = b.logo_id
        WHERE b.id = ${id}`);
      return row ?? null;
    },

    /** The pictures of these businesses, in order. */
    imagesOf(ids: readonly number[]): Promise<ImageRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return rows<ImageRow>(sql`
        SELECT bi.id, bi.business_id, m.storage_key, m.width, m.height, m.widths
        FROM business_images bi JOIN media m ON m.id = bi.media_id
        WHERE bi.business_id = ANY(${sql.param([...ids])}::int[]) ORDER BY bi.business_id, bi.position, bi.id`);
    },

    /** The logos of these media ids. */
    async logos(mediaIds: readonly number[]) {
      if (mediaIds.length === 0) return new Map<number, { storageKey: string; width: number | null; height: number | null; widths: number[] }>();
      const found = await db.select({ id: media.id, storageKey: media.storageKey, width: media.width, height: media.height, widths: media.widths }).from(media).where(inArray(media.id, [...mediaIds]));
      return new Map(found.map((row) => [row.id, row]));
    },

    // ---- the owner's listings ----

    /** A live (not deleted) business by id. */
    async byId(id: number, executor: Db = db): Promise<BusinessRow | undefined> {
      const [row] = await executor.select().from(businesses).where(and(eq(businesses.id, id), live));
      return row;
    },

    /** The same, locked for the rest of the transaction (a write or a payment on it waits). */
    async lockById(tx: Db, id: number): Promise<BusinessRow | undefined> {
      const [row] = await tx.select().from(businesses).where(and(eq(businesses.id, id), live)).for('update');
      return row;
    },

    /** An owner's approved live listings (switched on or off), by name: what may organise their events. */
    approvedOf(ownerId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: businesses.id, name: businesses.name })
        .from(businesses)
        .where(and(eq(businesses.ownerId, ownerId), eq(businesses.status, 'approved'), live))
        .orderBy(asc(businesses.sortName), asc(businesses.id));
    },

    ownedBy(ownerId: number): Promise<BusinessRow[]> {
      return db.select().from(businesses).where(and(eq(businesses.ownerId, ownerId), live)).orderBy(desc(businesses.createdAt), desc(businesses.id));
    },

    async insert(tx: Db, business: NewBusiness, mediaIds: readonly number[]): Promise<number> {
      const [row] = await tx.insert(businesses).values(business).returning({ id: businesses.id });
      const id = row!.id;
      await replaceHours(tx, id, business.schedule);
      if (mediaIds.length > 0) await tx.insert(businessImages).values(mediaIds.map((mediaId, position) => ({ businessId: id, mediaId, position })));
      return id;
    },

    async update(id: number, patch: BusinessPatch, executor: Db = db): Promise<void> {
      await executor.update(businesses).set(patch).where(eq(businesses.id, id));
    },

    /** Keeps the listed pictures (by image id, in order), appends the new media; returns the media ids dropped. */
    async replaceImages(tx: Db, id: number, keepImageIds: readonly number[], newMediaIds: readonly number[]): Promise<number[]> {
      const current = await tx.select({ id: businessImages.id, mediaId: businessImages.mediaId }).from(businessImages).where(eq(businessImages.businessId, id));
      const keep = keepImageIds.filter((imageId) => current.some((row) => row.id === imageId));
      const dropped = current.filter((row) => !keep.includes(row.id));
      if (dropped.length > 0) await tx.delete(businessImages).where(inArray(businessImages.id, dropped.map((row) => row.id)));
      for (const [position, imageId] of keep.entries()) await tx.update(businessImages).set({ position }).where(eq(businessImages.id, imageId));
      if (newMediaIds.length > 0) await tx.insert(businessImages).values(newMediaIds.map((mediaId, i) => ({ businessId: id, mediaId, position: keep.length + i })));
      return dropped.map((row) => row.mediaId);
    },

    /** Deletes a listing: marked deleted, its pictures and logo let go (their media ids), and the order its deal waited for named. */
    async softDelete(id: number, at: Date): Promise<{ mediaIds: number[]; orderId: number | null }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ logoId: businesses.logoId, orderId: businesses.hotDealOrderId }).from(businesses).where(and(eq(businesses.id, id), live)).for('update');
        if (!row) return { mediaIds: [], orderId: null };
        await tx.update(businesses).set({ deletedAt: at, updatedAt: at, hotDealOrderId: null, logoId: null }).where(eq(businesses.id, id));
        const images = await tx.delete(businessImages).where(eq(businessImages.businessId, id)).returning({ mediaId: businessImages.mediaId });
        await tx.delete(businessHours).where(eq(businessHours.businessId, id));
        return { mediaIds: [...images.map((image) => image.mediaId), ...(row.logoId ? [row.logoId] : [])], orderId: row.orderId };
      });
    },

    // ---- review ----

    /** Listings awaiting review, the longest waiting first. */
    reviewQueue(limit: number, offset: number): Promise<BusinessRow[]> {
      return db
        .select()
        .from(businesses)
        .where(and(eq(businesses.status, 'awaiting_review'), live))
        .orderBy(asc(businesses.updatedAt), asc(businesses.id))
        .limit(limit)
        .offset(offset);
    },

    async reviewQueueCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(businesses).where(and(eq(businesses.status, 'awaiting_review'), live));
      return row?.n ?? 0;
    },

    /** Records a decision on a listing still in the state the reviewer saw, with `also` in the same transaction; false when it changed first. */
    decide(id: number, seen: BusinessStatus, seenAt: Date, patch: BusinessPatch, also: InTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(businesses)
          .set(patch)
          .where(and(eq(businesses.id, id), eq(businesses.status, seen), eq(businesses.updatedAt, seenAt), live))
          .returning({ id: businesses.id });
        if (changed.length === 0) return false;
        await also(tx);
        return true;
      });
    },
  };
}

/** The columns of one business beyond a catalogue row. */
export interface BusinessRowExtras {
  owner_id: number;
  status: BusinessStatus;
  active: boolean;
  deleted: boolean;
  email: string | null;
  website: string | null;
  social: string[];
  contacts: string;
  published_at: string | null;
  updated_at: string;
}

export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
