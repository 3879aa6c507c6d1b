import { asc, eq, sql } from 'drizzle-orm';
import { REVIEW_KINDS, type ReviewKind } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { bannedWords, memberSanctions, rejectTemplates, reviewSnapshots, users } from '../../db/schema/index.ts';

/** One item waiting for a decision, as every kind's table gives it to the queue. */
export interface WaitingRow {
  kind: ReviewKind;
  id: number;
  at: Date;
  title: string;
  authorId: number;
  authorName: string;
  /** A post's or comment's whole text, which banned words are looked for in. */
  body: string | null;
}

export interface QueueKey {
  at: Date;
  kind: string;
  id: number;
}

/**
 * What waits in each kind's table (the conditions of the kinds' own queues), as one relation:
 * kind, id, the time it joined the queue, a title and its author. Reported running ads are
 * their own kind (`report`), in the queue from their first open report.
 */
const WAITING = sql`(
  select 'post' as kind, p.id, p.updated_at as at, p.title, p.author_id, p.title || ' ' || regexp_replace(p.content_html, '<[^>]*>', ' ', 'g') as body from feed_posts p
    where p.status = 'pending' and p.deleted_at is null
  union all
  select 'comment', c.id, c.updated_at, left(c.text, 120), c.author_id, c.text from feed_comments c join feed_posts cp on cp.id = c.post_id
    where c.status = 'pending' and c.deleted_at is null and cp.deleted_at is null
  union all
  select 'classified', a.id, a.updated_at, a.title, a.owner_id, null from classifieds a
    where a.status = 'awaiting_review' and a.deleted_at is null
  union all
  select 'report', r.id, (select min(x.created_at) from classified_reports x where x.classified_id = r.id and x.resolved_at is null), r.title, r.owner_id, null from classifieds r
    where r.status = 'running' and r.deleted_at is null
      and exists (select 1 from classified_reports x where x.classified_id = r.id and x.resolved_at is null)
  union all
  select 'business', b.id, b.updated_at, b.name, b.owner_id, null from businesses b
    where b.status = 'awaiting_review' and b.deleted_at is null
  union all
  select 'event', e.id, e.updated_at, e.title, e.owner_id, null from events e
    where e.status = 'awaiting_review' and e.deleted_at is null
  union all
  select 'banner', s.id, s.updated_at, s.title, s.owner_id, null from banners s
    where s.status = 'awaiting_review'
  union all
  select 'display-ad', d.id, d.updated_at, d.item, d.owner_id, null from display_ads d
    where d.status = 'awaiting_review'
  union all
  select 'social-request', q.id, q.updated_at, left(q.text, 120), q.owner_id, null from social_requests q
    where q.status = 'awaiting_publication'
) w`;

const AUTHOR_NAME = sql`case when u.deleted_at is not null then ''
  else trim(u.first_name || ' ' || left(u.last_name, 1) || case when u.last_name <> '' then '.' else '' end) end`;

interface RawWaiting extends Record<string, unknown> {
  kind: ReviewKind;
  id: number;
  at: Date | string;
  title: string;
  author_id: number;
  author_name: string;
  body: string | null;
}

const rowOf = (raw: RawWaiting): WaitingRow => ({
  kind: raw.kind,
  id: Number(raw.id),
  at: raw.at instanceof Date ? raw.at : new Date(raw.at),
  title: raw.title,
  authorId: Number(raw.author_id),
  authorName: raw.author_name || 'Deleted account',
  body: raw.body,
});

/** Drizzle's execute answers rows (PGlite) or a result with them (node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export type Sanction = typeof memberSanctions.$inferSelect;
export type TemplateRow = typeof rejectTemplates.$inferSelect;

/** The review queue's SQL: the queue across every kind's table, and the queue's own tables. */
export function createReviewRepository(db: Db) {
  return {
    /** The oldest first, after `after` (keyset on time, kind, id), of one kind or all. */
    async waiting(kind: ReviewKind | undefined, after: QueueKey | undefined, limit: number): Promise<WaitingRow[]> {
      const result = await db.execute<RawWaiting>(sql`
        select w.kind, w.id, w.at, w.title, w.author_id, w.body, ${AUTHOR_NAME} as author_name
        from ${WAITING} join users u on u.id = w.author_id
        where ${kind ? sql`w.kind = ${kind}` : sql`true`}
          and ${after ? sql`(w.at, w.kind, w.id) > (${after.at.toISOString()}::timestamptz, ${after.kind}, ${after.id})` : sql`true`}
        order by w.at, w.kind, w.id
        limit ${limit}`);
      return rowsOf<RawWaiting>(result).map(rowOf);
    },

    /** One waiting item, or undefined when it is not (or no longer) in the queue. */
    async waitingOne(kind: ReviewKind, id: number): Promise<WaitingRow | undefined> {
      const result = await db.execute<RawWaiting>(sql`
        select w.kind, w.id, w.at, w.title, w.author_id, w.body, ${AUTHOR_NAME} as author_name
        from ${WAITING} join users u on u.id = w.author_id
        where w.kind = ${kind} and w.id = ${id}`);
      const raw = rowsOf<RawWaiting>(result)[0];
      return raw ? rowOf(raw) : undefined;
    },

    async counts(): Promise<Record<ReviewKind, number>> {
      const result = await db.execute<{ kind: ReviewKind; n: number | string }>(sql`select w.kind, count(*) as n from ${WAITING} group by w.kind`);
      const counts = Object.fromEntries(REVIEW_KINDS.map((kind) => [kind, 0])) as Record<ReviewKind, number>;
      for (const row of rowsOf<{ kind: ReviewKind; n: number | string }>(result)) counts[row.kind] = Number(row.n);
      return counts;
    },

    async localeOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return row?.locale;
    },

    async roleOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role;
    },

    inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    // ---- what an item looked like when last decided ----

    async snapshot(kind: ReviewKind, id: number) {
      const [row] = await db.select().from(reviewSnapshots).where(sql`${reviewSnapshots.kind} = ${kind} and ${reviewSnapshots.itemId} = ${id}`);
      return row;
    },

    async saveSnapshot(tx: Db, kind: ReviewKind, id: number, fields: Record<string, string | null>, at: Date): Promise<void> {
      await tx
        .insert(reviewSnapshots)
        .values({ kind, itemId: id, fields, decidedAt: at })
        .onConflictDoUpdate({ target: [reviewSnapshots.kind, reviewSnapshots.itemId], set: { fields, decidedAt: at } });
    },

    // ---- reason templates ----

    templates(): Promise<TemplateRow[]> {
      return db.select().from(rejectTemplates).orderBy(asc(rejectTemplates.id));
    },

    async template(id: number): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(rejectTemplates).where(eq(rejectTemplates.id, id));
      return row;
    },

    async insertTemplate(tx: Db, values: Omit<typeof rejectTemplates.$inferInsert, 'id'>): Promise<TemplateRow> {
      const [row] = await tx.insert(rejectTemplates).values(values).returning();
      return row!;
    },

    async updateTemplate(tx: Db, id: number, values: Partial<typeof rejectTemplates.$inferInsert>): Promise<TemplateRow | undefined> {
      const [row] = await tx.update(rejectTemplates).set(values).where(eq(rejectTemplates.id, id)).returning();
      return row;
    },

    async deleteTemplate(tx: Db, id: number): Promise<TemplateRow | undefined> {
      const [row] = await tx.delete(rejectTemplates).where(eq(rejectTemplates.id, id)).returning();
      return row;
    },

    // ---- mutes and bans ----

    async sanction(userId: number): Promise<Sanction | undefined> {
      const [row] = await db.select().from(memberSanctions).where(eq(memberSanctions.userId, userId));
      return row;
    },

    async setSanction(tx: Db, values: typeof memberSanctions.$inferInsert): Promise<void> {
      await tx.insert(memberSanctions).values(values).onConflictDoUpdate({ target: memberSanctions.userId, set: values });
    },

    async liftSanction(tx: Db, userId: number): Promise<Sanction | undefined> {
      const [row] = await tx.delete(memberSanctions).where(eq(memberSanctions.userId, userId)).returning();
      return row;
    },

    // ---- banned words ----

    words(): Promise<(typeof bannedWords.$inferSelect)[]> {
      return db.select().from(bannedWords).orderBy(asc(bannedWords.word));
    },

    async addWord(tx: Db, word: string, byId: number): Promise<typeof bannedWords.$inferSelect | undefined> {
      const [row] = await tx.insert(bannedWords).values({ word, byId }).onConflictDoNothing().returning();
      return row;
    },

    async removeWord(tx: Db, id: number): Promise<typeof bannedWords.$inferSelect | undefined> {
      const [row] = await tx.delete(bannedWords).where(eq(bannedWords.id, id)).returning();
      return row;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
