import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContentLanguage, EventCategory, EventStatus, WeeklySchedule } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { eventDays, eventImages, events, media } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'search' | 'cityKey'>;
export type EventPatch = Partial<NewEvent>;

/** More work in the transaction of a write (a decision's notifications). */
export type InTransaction = (tx: Db) => Promise<void>;

/** Where a page of a list starts: after this event, in the list's order. */
export interface Keyset {
  /** next_on (upcoming lists) or end_date (past events). */
  day: string;
  id: number;
}

/** What a list shows: a choice by date (its days already worked out), a category, a city, words. */
export interface ListFilter {
  /** Upcoming events (by next day) with an optional window on it, or past events (newest first). */
  when:
    | { kind: 'upcoming'; nextFrom?: string; nextTo?: string; /** also takes place on one of these days */ on?: { from: string; to: string } }
    | { kind: 'past' };
  category?: EventCategory | undefined;
  /** Lower case. */
  city?: string | undefined;
  search?: { text: string; cross: string | null } | undefined;
  /** Organised by this business directory listing. */
  business?: number | undefined;
}

export interface SummaryRow extends Record<string, unknown> {
  id: number;
  title: string;
  category: EventCategory;
  lang: ContentLanguage;
  city: string;
  state: string;
  start_date: string;
  end_date: string;
  /** The day the list shows it on: its next day (the first in the window asked for), or its last for a past event. */
  shown_on: string;
  /** The list's key (next_on or end_date). */
  key_day: string;
  schedule: WeeklySchedule;
  days_count: number;
  storage_key: string | null;
  width: number | null;
  height: number | null;
  widths: number[] | null;
  title_highlight: string | null;
}

export interface ImageRow {
  id: number;
  eventId: number;
  mediaId: number;
  storageKey: string;
  width: number | null;
  height: number | null;
  widths: number[];
}

const live = isNull(events.deletedAt);
const PUBLISHED = sql`e.status = 'published' AND e.deleted_at IS NULL`;

/** The reader's words read as Russian, English and Lithuanian, widened by their other-alphabet spellings (decision 018). */
function tsQuery(search: { text: string; cross: string | null }): SQL {
  const cross =
    search.cross === null
      ? sql``
      : sql` || to_tsquery('russian', ${search.cross}) || to_tsquery('english', ${search.cross}) || to_tsquery('lithuanian', ${search.cross})`;
  return sql`(websearch_to_tsquery('russian', ${search.text}) || websearch_to_tsquery('english', ${search.text}) || websearch_to_tsquery('lithuanian', ${search.text})${cross})`;
}

function conditions(filter: ListFilter): SQL {
  const parts: SQL[] = [PUBLISHED];
  const { when } = filter;
  if (when.kind === 'past') parts.push(sql`e.next_on IS NULL`);
  else {
    parts.push(sql`e.next_on IS NOT NULL`);
    if (when.nextFrom) parts.push(sql`e.next_on >= ${when.nextFrom}`);
    if (when.nextTo) parts.push(sql`e.next_on <= ${when.nextTo}`);
    if (when.on) parts.push(sql`EXISTS (SELECT 1 FROM event_days d WHERE d.event_id = e.id AND d.day BETWEEN ${when.on.from} AND ${when.on.to})`);
  }
  if (filter.category) parts.push(sql`e.category = ${filter.category}`);
  if (filter.city) parts.push(sql`e.city_key = ${filter.city}`);
  if (filter.search) parts.push(sql`e.search @@ ${tsQuery(filter.search)}`);
  if (filter.business !== undefined) parts.push(sql`e.business_id = ${filter.business}`);
  return sql.join(parts, sql` AND `);
}

/** Rows of `db.execute`, whichever driver answered. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const TITLE_MARKS = (start: string, end: string) => `StartSel=${start}, StopSel=${end}, HighlightAll=true`;
const CONFIG = sql.raw(`(CASE e.lang WHEN 'ru' THEN 'russian' WHEN 'lt' THEN 'lithuanian' ELSE 'english' END)::regconfig`);

/**
 * The SQL of events: the catalogue (keyset pages off its partial indexes, by next day), the
 * month view, one event with its pictures and days, the owner's writes with their days in one
 * transaction, the review queue, and the daily refresh of the next days.
 */
export function createEventsRepository(db: Db) {
  async function imagesOf(ids: readonly number[], executor: Db = db): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return executor
      .select({
        id: eventImages.id,
        eventId: eventImages.eventId,
        mediaId: eventImages.mediaId,
        storageKey: media.storageKey,
        width: media.width,
        height: media.height,
        widths: media.widths,
      })
      .from(eventImages)
      .innerJoin(media, eq(media.id, eventImages.mediaId))
      .where(inArray(eventImages.eventId, [...ids]))
      .orderBy(asc(eventImages.eventId), asc(eventImages.position), asc(eventImages.id));
  }

  async function replaceDays(tx: Db, id: number, days: readonly string[]): Promise<void> {
    await tx.delete(eventDays).where(eq(eventDays.eventId, id));
    for (let i = 0; i < days.length; i += 500) {
      await tx.insert(eventDays).values(days.slice(i, i + 500).map((day) => ({ eventId: id, day })));
    }
  }

  return {
    imagesOf,
    replaceDays,

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A live (not deleted) event. */
    async byId(id: number, executor: Db = db): Promise<EventRow | undefined> {
      const [row] = await executor.select().from(events).where(and(eq(events.id, id), live));
      return row;
    },

    /** The same, locked for the rest of the transaction. */
    async lockById(tx: Db, id: number): Promise<EventRow | undefined> {
      const [row] = await tx.select().from(events).where(and(eq(events.id, id), live)).for('update');
      return row;
    },

    /** An owner's live events, newest first. */
    ownedBy(ownerId: number): Promise<EventRow[]> {
      return db.select().from(events).where(and(eq(events.ownerId, ownerId), live)).orderBy(desc(events.createdAt), desc(events.id));
    },

    async insert(tx: Db, event: NewEvent, days: readonly string[], mediaIds: readonly number[]): Promise<number> {
      const [row] = await tx.insert(events).values(event).returning({ id: events.id });
      const id = row!.id;
      await replaceDays(tx, id, days);
      if (mediaIds.length > 0) await tx.insert(eventImages).values(mediaIds.map((mediaId, position) => ({ eventId: id, mediaId, position })));
      return id;
    },

    async update(id: number, patch: EventPatch, executor: Db = db): Promise<void> {
      await executor.update(events).set(patch).where(eq(events.id, id));
    },

    /** Keeps the listed pictures (by image id, in order), appends the new media; returns the media ids dropped. */
    async replaceImages(tx: Db, id: number, keepImageIds: readonly number[], newMediaIds: readonly number[]): Promise<number[]> {
      const current = await tx.select({ id: eventImages.id, mediaId: eventImages.mediaId }).from(eventImages).where(eq(eventImages.eventId, id));
      const keep = keepImageIds.filter((imageId) => current.some((row) => row.id === imageId));
      const dropped = current.filter((row) => !keep.includes(row.id));
      if (dropped.length > 0) await tx.delete(eventImages).where(inArray(eventImages.id, dropped.map((row) => row.id)));
      for (const [position, imageId] of keep.entries()) await tx.update(eventImages).set({ position }).where(eq(eventImages.id, imageId));
      if (newMediaIds.length > 0) {
        await tx.insert(eventImages).values(newMediaIds.map((mediaId, i) => ({ eventId: id, mediaId, position: keep.length + i })));
      }
      return dropped.map((row) => row.mediaId);
    },

    /** Deletes an event: marked deleted, its days and pictures let go (their media ids). */
    async softDelete(id: number, at: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        await tx.update(events).set({ deletedAt: at, updatedAt: at, nextOn: null }).where(eq(events.id, id));
        await tx.delete(eventDays).where(eq(eventDays.eventId, id));
        const images = await tx.delete(eventImages).where(eq(eventImages.eventId, id)).returning({ mediaId: eventImages.mediaId });
        return images.map((row) => row.mediaId);
      });
    },

    /** The days still to come of an event, from `from` on, at most `limit`. */
    async daysOf(id: number, from: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ day: eventDays.day })
        .from(eventDays)
        .where(and(eq(eventDays.eventId, id), sql`${eventDays.day} >= ${from}`))
        .orderBy(asc(eventDays.day))
        .limit(limit);
      return rows.map((row) => row.day);
    },

    // ---- the catalogue ----

    /** A page of a list in its order (upcoming: next day, id; past: last day newest first), with each event's first picture. */
    async page(filter: ListFilter, after: Keyset | null, limit: number, marks: { start: string; end: string }): Promise<SummaryRow[]> {
      const past = filter.when.kind === 'past';
      const keyDay = sql.raw(past ? 'e.end_date' : 'e.next_on');
      const keyset = after === null ? sql`` : past ? sql` AND (e.end_date, e.id) < (${after.day}, ${after.id})` : sql` AND (e.next_on, e.id) > (${after.day}, ${after.id})`;
      const order = sql.raw(past ? 'e.end_date DESC NULLS LAST, e.id DESC NULLS LAST' : 'e.next_on, e.id');
      const on = filter.when.kind === 'upcoming' ? filter.when.on : undefined;
      // In a window of days (this weekend), the day shown is the first one in it.
      const shown = on ? sql`(SELECT min(d.day) FROM event_days d WHERE d.event_id = e.id AND d.day BETWEEN ${on.from} AND ${on.to})` : keyDay;
      const highlight = filter.search
        ? sql`ts_headline(${CONFIG}, e.title, ${tsQuery(filter.search)}, ${TITLE_MARKS(marks.start, marks.end)})`
        : sql`NULL`;
      const result = await db.execute(sql`
        SELECT e.id, e.title, e.category, e.lang, e.city, e.state, e.start_date::text AS start_date, e.end_date::text AS end_date,
          (${shown})::text AS shown_on, (${keyDay})::text AS key_day, e.schedule, e.days_count,
          img.storage_key, img.width, img.height, img.widths, ${highlight} AS title_highlight
        FROM events e
        LEFT JOIN LATERAL (
          SELECT m.storage_key, m.width, m.height, m.widths FROM event_images ei JOIN media m ON m.id = ei.media_id
          WHERE ei.event_id = e.id ORDER BY ei.position, ei.id LIMIT 1
        ) img ON true
        WHERE ${conditions(filter)}${keyset}
        ORDER BY ${order}
        LIMIT ${limit}`);
      return rowsOf<SummaryRow>(result);
    },

    async count(filter: ListFilter): Promise<number> {
      const result = await db.execute(sql`SELECT count(*)::int AS n FROM events e WHERE ${conditions(filter)}`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /** Upcoming published events per category and per city (the most first). */
    async facets(): Promise<{ categories: { category: EventCategory; n: number }[]; cities: { city: string; n: number }[]; total: number }> {
      const base = sql`${PUBLISHED} AND e.next_on IS NOT NULL`;
      const [categories, cities, total] = await Promise.all([
        db.execute(sql`SELECT e.category, count(*)::int AS n FROM events e WHERE ${base} GROUP BY e.category`),
        // A city is named as most of its events spell it.
        db.execute(sql`SELECT mode() WITHIN GROUP (ORDER BY e.city) AS city, count(*)::int AS n FROM events e WHERE ${base} GROUP BY e.city_key ORDER BY n DESC, city LIMIT 60`),
        db.execute(sql`SELECT count(*)::int AS n FROM events e WHERE ${base}`),
      ]);
      return {
        categories: rowsOf<{ category: EventCategory; n: number }>(categories),
        cities: rowsOf<{ city: string; n: number }>(cities),
        total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
      };
    },

    /** Per day of a month's grid: how many published events take place, and the first few by their start. */
    async month(from: string, to: string, filter: { category?: EventCategory | undefined; city?: string | undefined }, perDay: number) {
      const parts: SQL[] = [PUBLISHED, sql`d.day BETWEEN ${from} AND ${to}`];
      if (filter.category) parts.push(sql`e.category = ${filter.category}`);
      if (filter.city) parts.push(sql`e.city_key = ${filter.city}`);
      const result = await db.execute(sql`
        WITH on_days AS (
          SELECT d.day, e.id, e.title, e.schedule -> to_char(d.day, 'fmdy') ->> 'opens' AS opens,
            row_number() OVER (PARTITION BY d.day ORDER BY e.schedule -> to_char(d.day, 'fmdy') ->> 'opens', e.id) AS n,
            count(*) OVER (PARTITION BY d.day) AS total
          FROM event_days d JOIN events e ON e.id = d.event_id
          WHERE ${sql.join(parts, sql` AND `)}
        )
        SELECT day::text AS day, id, title, opens, total::int AS total FROM on_days WHERE n <= ${perDay} ORDER BY day, n`);
      return rowsOf<{ day: string; id: number; title: string; opens: string; total: number }>(result);
    },

    /** Upcoming published events for a calendar feed, soonest first, at most `limit`. */
    async forFeed(category: EventCategory | undefined, limit: number): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(and(eq(events.status, 'published'), live, sql`${events.nextOn} IS NOT NULL`, ...(category ? [eq(events.category, category)] : [])))
        .orderBy(asc(events.nextOn), asc(events.id))
        .limit(limit);
    },

    /**
     * The next day of every event whose next day has gone by: the first of its days from today on,
     * or none once it is over. Safe to run anywhere, any number of times; the ids it moved.
     */
    async refreshNextDays(today: string): Promise<number[]> {
      const result = await db.execute(sql`
        UPDATE events e SET next_on = (SELECT min(d.day) FROM event_days d WHERE d.event_id = e.id AND d.day >= ${today})
        WHERE e.next_on IS NOT NULL AND e.next_on < ${today} AND e.deleted_at IS NULL
        RETURNING e.id`);
      return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
    },

    // ---- review ----

    /** Events awaiting review, the longest waiting first. */
    reviewQueue(limit: number, offset: number): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(and(eq(events.status, 'awaiting_review'), live))
        .orderBy(asc(events.updatedAt), asc(events.id))
        .limit(limit)
        .offset(offset);
    },

    async reviewQueueCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events).where(and(eq(events.status, 'awaiting_review'), live));
      return row?.n ?? 0;
    },

    /** Records a decision on an event still in the state the reviewer saw, with `also` in the same transaction; false when it changed first. */
    decide(id: number, seen: EventStatus, patch: EventPatch, also: InTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx.update(events).set(patch).where(and(eq(events.id, id), eq(events.status, seen), live)).returning({ id: events.id });
        if (changed.length === 0) return false;
        await also(tx);
        return true;
      });
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
