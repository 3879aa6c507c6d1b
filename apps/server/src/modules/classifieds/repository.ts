import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { type ClassifiedReportReason, type ClassifiedSection, type ClassifiedStatus, type ClassifiedType, type ContentLanguage } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { classifiedContacts, classifiedReports } from '../../db/schema/index.ts';
import { createPrintBookings, type ClassifiedLedger, type RunRow } from '../print/index.ts';

export type { RunRow };

/** Markers ts_headline puts around matches (the search module's, so `highlight` reads them). */
export interface HighlightMarks {
  start: string;
  end: string;
}

/**
 * How a page is read. `in-order` walks the catalogue's index in its order and keeps the ads that
 * match: right for lists and common words, where matches come every few rows. `matches-first`
 * takes the search index's matches and orders them: right for a word few ads have, where the
 * walk would read the whole catalogue to find none (the planner cannot tell: it does not know
 * that, say, "cat" is never in "for sale").
 */
export type PagePlan = 'in-order' | 'matches-first';

/** Where a page of the catalogue starts: after this ad, in catalogue order. */
export interface Keyset {
  priority: boolean;
  hot: boolean;
  /** published_at exactly as PostgreSQL writes it (microseconds kept). */
  publishedAt: string;
  id: number;
}

export interface CatalogueFilter {
  section?: ClassifiedSection | undefined;
  type?: ClassifiedType | undefined;
  photo: boolean;
  /** A search: the reader's words (websearch syntax) and, when spellings widen it, the to_tsquery of every spelling. */
  search?: { text: string; cross: string | null } | undefined;
}

export interface CatalogueRow extends Record<string, unknown> {
  id: number;
  section: ClassifiedSection;
  type: ClassifiedType;
  lang: ContentLanguage;
  title: string;
  body: string;
  bold: boolean;
  frame: boolean;
  hot: boolean;
  priority: boolean;
  photo: boolean;
  published_at: string;
  valid_until: string;
  storage_key: string | null;
  width: number | null;
  height: number | null;
  widths: number[] | null;
  images_count: number;
  title_highlight: string | null;
  text_highlight: string | null;
}

export interface AdRow extends CatalogueRow {
  owner_id: number;
  status: ClassifiedStatus;
  deleted: boolean;
  show_phone: boolean;
  phone: string | null;
  publish_on: string;
  updated_at: string;
}

export interface ImageRow extends Record<string, unknown> {
  storage_key: string;
  width: number | null;
  height: number | null;
  widths: number[] | null;
}


/** How a person is reached: what the contact form needs of its sender and of the ad's owner. */
export interface PersonRow extends Record<string, unknown> {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
  locale: string;
  deleted: boolean;
}

/** What the catalogue lists: running and not deleted (the partial indexes say the same). */
const LISTED = sql`c.status = 'running' AND c.deleted_at IS NULL AND c.published_at IS NOT NULL`;
/**
 * The catalogue's order, exactly as its partial indexes keep it (NULLS LAST, as drizzle writes
 * them): the first rows of a page come straight off the index, with no sort of every ad.
 */
const CATALOGUE_ORDER = sql.raw('c.priority DESC NULLS LAST, c.hot DESC NULLS LAST, c.published_at DESC NULLS LAST, c.id DESC NULLS LAST');
/** The ad's own text-search configuration. */
const CONFIG = sql.raw(`(CASE c.lang WHEN 'ru' THEN 'russian' WHEN 'lt' THEN 'lithuanian' ELSE 'english' END)::regconfig`);

/** The reader's words read as Russian, English and Lithuanian, widened by their other-alphabet spellings. */
function tsQuery(search: { text: string; cross: string | null }): SQL {
  const cross =
    search.cross === null
      ? sql``
      : sql` || to_tsquery('russian', ${search.cross}) || to_tsquery('english', ${search.cross}) || to_tsquery('lithuanian', ${search.cross})`;
  return sql`(websearch_to_tsquery('russian', ${search.text}) || websearch_to_tsquery('english', ${search.text}) || websearch_to_tsquery('lithuanian', ${search.text})${cross})`;
}

function conditions(filter: CatalogueFilter): SQL {
  const parts: SQL[] = [LISTED];
  if (filter.section) parts.push(sql`c.section = ${filter.section}`);
  if (filter.type) parts.push(sql`c.type = ${filter.type}`);
  if (filter.photo) parts.push(sql`EXISTS (SELECT 1 FROM classified_images ci WHERE ci.classified_id = c.id)`);
  if (filter.search) parts.push(sql`c.search @@ ${tsQuery(filter.search)}`);
  return sql.join(parts, sql` AND `);
}

/** The first picture of an ad and how many it has, for the rows of `page`. */
const FIRST_IMAGE = sql`
  LEFT JOIN LATERAL (
    SELECT m.storage_key, m.width, m.height, m.widths
    FROM classified_images ci JOIN media m ON m.id = ci.media_id
    WHERE ci.classified_id = c.id ORDER BY ci.position, ci.id LIMIT 1
  ) img ON true
  LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM classified_images ci WHERE ci.classified_id = c.id) imgs ON true`;

const SUMMARY_COLUMNS = sql`c.id, c.section, c.type, c.lang, c.title, c.body, c.bold, c.frame, c.hot, c.priority, c.photo,
  to_json(c.published_at)#>>'{}' AS published_at, c.valid_until::text AS valid_until,
  img.storage_key, img.width, img.height, img.widths, imgs.n AS images_count`;

export function createClassifiedsRepository(db: Db, bookings: ClassifiedLedger = createPrintBookings(db).classifieds) {
  const rows = async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    /**
     * One page of the catalogue in its order (priority, then hot, then newest), after `after`:
     * `limit` rows at most. With a search, the title and text come back highlighted too.
     */
    page(filter: CatalogueFilter, after: Keyset | null, limit: number, marks: HighlightMarks, plan: PagePlan = 'in-order'): Promise<CatalogueRow[]> {
      const keyset = after
        ? sql` AND (c.priority, c.hot, c.published_at, c.id) < (${after.priority}, ${after.hot}, ${after.publishedAt}::timestamptz, ${after.id})`
        : sql``;
      const highlights = filter.search
        ? sql`ts_headline(${CONFIG}, c.title, q.query, ${`StartSel=${marks.start}, StopSel=${marks.end}, HighlightAll=true`}) AS title_highlight,
            ts_headline(${CONFIG}, c.body, q.query, ${`StartSel=${marks.start}, StopSel=${marks.end}, HighlightAll=true`}) AS text_highlight`
        : sql`NULL::text AS title_highlight, NULL::text AS text_highlight`;
      return rows<CatalogueRow>(sql`
        WITH q AS (SELECT ${filter.search ? tsQuery(filter.search) : sql`NULL::tsquery`} AS query),
        ${
          plan === 'matches-first'
            ? // Every match first (MATERIALIZED: the search index finds them, however few), then their order.
              sql`matched AS MATERIALIZED (
                SELECT c.id, c.priority, c.hot, c.published_at FROM classifieds c WHERE ${conditions(filter)}${keyset}
              ),
              listed AS (SELECT c.id FROM matched c ORDER BY ${CATALOGUE_ORDER} LIMIT ${limit})`
            : sql`listed AS (
                SELECT c.id FROM classifieds c
                WHERE ${conditions(filter)}${keyset}
                ORDER BY ${CATALOGUE_ORDER}
                LIMIT ${limit}
              )`
        }
        SELECT ${SUMMARY_COLUMNS}, ${highlights}
        FROM listed JOIN classifieds c ON c.id = listed.id
        ${FIRST_IMAGE}
        CROSS JOIN q
        ORDER BY ${CATALOGUE_ORDER}`);
    },

    /**
     * Ads the filter and search match in all, counting at most `cap` + 1 when given (a search
     * for a common word need not count every ad that has it: "more than 1000" says enough).
     */
    async count(filter: CatalogueFilter, cap?: number): Promise<number> {
      // Capped, a search in a section is still counted whole: under a LIMIT the planner expects
      // a common word to turn up in the section soon and reads the table in order, all of it
      // when the two seldom meet (100,000 ads: 93 ms for "дом" in for-sale, none found), where
      // the section's and the words' indexes together count it in 4–17 ms. Without a section,
      // the LIMIT is what keeps a common word cheap (14–18 ms against 100 ms counted whole).
      const whole = cap === undefined || filter.section !== undefined;
      const query = whole
        ? sql`SELECT count(*)::int AS n FROM classifieds c WHERE ${conditions(filter)}`
        : sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM classifieds c WHERE ${conditions(filter)} LIMIT ${cap + 1}) matched`;
      const [row] = await rows<{ n: number }>(query);
      const n = Number(row?.n ?? 0);
      return cap === undefined ? n : Math.min(n, cap + 1);
    },

    /** Running ads per section (sections without any are absent). */
    async sectionCounts(): Promise<Map<ClassifiedSection, number>> {
      const found = await rows<{ section: ClassifiedSection; n: number }>(sql`SELECT c.section, count(*)::int AS n FROM classifieds c WHERE ${LISTED} GROUP BY c.section`);
      return new Map(found.map((row) => [row.section, Number(row.n)]));
    },

    /** One ad in any state, with its owner's phone when it is verified. */
    async byId(id: number): Promise<AdRow | null> {
      const [row] = await rows<AdRow>(sql`
        SELECT ${SUMMARY_COLUMNS}, NULL::text AS title_highlight, NULL::text AS text_highlight,
          c.owner_id, c.status, c.deleted_at IS NOT NULL AS deleted, c.show_phone, c.publish_on::text AS publish_on,
          to_json(c.updated_at)#>>'{}' AS updated_at,
          CASE WHEN u.phone_verified_at IS NOT NULL AND u.deleted_at IS NULL THEN u.phone END AS phone
        FROM classifieds c
        JOIN users u ON u.id = c.owner_id
        ${FIRST_IMAGE}
        WHERE c.id = ${id}`);
      return row ?? null;
    },

    images: (id: number) =>
      rows<ImageRow>(sql`
        SELECT m.storage_key, m.width, m.height, m.widths
        FROM classified_images ci JOIN media m ON m.id = ci.media_id
        WHERE ci.classified_id = ${id} ORDER BY ci.position, ci.id`),

    /**
     * The issues an ad is booked into, per edition in the editions' order, earliest first; an
     * issue that is out has its archive issue, the archive page listing it and its PDF. A booking
     * held for a payment still to come is not a run (decision 025).
     */
    runs: (id: number): Promise<RunRow[]> => bookings.runs([id], { paidOnly: true }),

    /** What the contact form needs to know of a person. */
    async person(id: number): Promise<PersonRow | null> {
      const [row] = await rows<PersonRow>(sql`
        SELECT u.id, u.first_name, u.last_name, u.email, u.email_verified_at IS NOT NULL AS email_verified,
          u.phone, u.phone_verified_at IS NOT NULL AS phone_verified, u.locale, u.deleted_at IS NOT NULL AS deleted
        FROM users u WHERE u.id = ${id}`);
      return row ?? null;
    },

    /** Messages a sender had relayed since `since`. */
    async contactsSince(senderId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(classifiedContacts)
        .where(and(eq(classifiedContacts.senderId, senderId), gt(classifiedContacts.createdAt, since)));
      return row?.n ?? 0;
    },

    async recordContact(entry: { classifiedId: number; senderId: number; channel: 'email' | 'sms' | 'none'; at: Date }): Promise<void> {
      await db.insert(classifiedContacts).values({ classifiedId: entry.classifiedId, senderId: entry.senderId, channel: entry.channel, createdAt: entry.at });
    },

    /** A reader's report; false when this reader has reported the ad before. */
    /** Adds a report unless one of the reader's keys (`sameReader`) reported the ad already. */
    async addReport(entry: { classifiedId: number; reporterKey: string; sameReader: string[]; userId: number | null; reason: ClassifiedReportReason; note: string; at: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [seen] = await tx
          .select({ id: classifiedReports.id })
          .from(classifiedReports)
          .where(and(eq(classifiedReports.classifiedId, entry.classifiedId), inArray(classifiedReports.reporterKey, entry.sameReader)))
          .limit(1);
        if (seen) return false;
        const inserted = await tx
          .insert(classifiedReports)
          .values({ classifiedId: entry.classifiedId, reporterKey: entry.reporterKey, userId: entry.userId, reason: entry.reason, note: entry.note, createdAt: entry.at })
          .onConflictDoNothing()
          .returning({ id: classifiedReports.id });
        return inserted.length > 0;
      });
    },

    /** Ads with open reports, most reported first: how many, which reasons, since when. */
    openReports: (limit: number) =>
      rows<{ classified_id: number; reports: number; reasons: string[]; first_at: string; last_at: string }>(sql`
        SELECT r.classified_id, count(*)::int AS reports, array_agg(DISTINCT r.reason) AS reasons,
          to_json(min(r.created_at))#>>'{}' AS first_at, to_json(max(r.created_at))#>>'{}' AS last_at
        FROM classified_reports r WHERE r.resolved_at IS NULL
        GROUP BY r.classified_id ORDER BY count(*) DESC, min(r.created_at), r.classified_id
        LIMIT ${limit}`),

    /** The open reports of these ads, newest first, `perAd` of each at most, with how many each has open. */
    reportsOf: (ids: readonly number[], perAd: number) =>
      ids.length === 0
        ? Promise.resolve([])
        : rows<{ classified_id: number; reason: ClassifiedReportReason; note: string; created_at: string; open: number }>(sql`
        SELECT r.classified_id, r.reason, r.note, to_json(r.created_at)#>>'{}' AS created_at, r.open
        FROM (
          SELECT classified_id, reason, note, created_at, id,
            row_number() OVER (PARTITION BY classified_id ORDER BY created_at DESC, id DESC) AS n,
            count(*) OVER (PARTITION BY classified_id)::int AS open
          FROM classified_reports
          WHERE resolved_at IS NULL AND ${inArray(classifiedReports.classifiedId, [...ids])}
        ) r
        WHERE r.n <= ${perAd}
        ORDER BY r.classified_id, r.created_at DESC, r.id DESC`),

    /** Marks an ad's open reports resolved by a staff member; how many there were. */
    async resolveReports(classifiedId: number, staffId: number, at: Date): Promise<number> {
      const done = await db
        .update(classifiedReports)
        .set({ resolvedAt: at, resolvedBy: staffId })
        .where(and(eq(classifiedReports.classifiedId, classifiedId), sql`${classifiedReports.resolvedAt} IS NULL`))
        .returning({ id: classifiedReports.id });
      return done.length;
    },
  };
}

export type ClassifiedsRepository = ReturnType<typeof createClassifiedsRepository>;
