import { and, asc, desc, eq, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ArticleRevisionKind, ArticleState, ContentLanguage } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import {
  articleDrafts,
  articleRevisions,
  articles,
  articleTags,
  categories,
  media,
  tags,
  users,
  type ArticleContent,
} from '../../db/schema/index.ts';

/** The newsroom's list filters, as the service has read them. */
export interface NewsroomFilter {
  state?: ArticleState;
  categoryId?: number;
  lang?: ContentLanguage;
  authorId?: number;
  /** Inclusive instants on `edited_at`. */
  from?: Date;
  until?: Date;
  /** Words of the working title, or an id. */
  q?: string;
  /** The keyset: strictly after this (edited_at as PostgreSQL's text, id). */
  after?: { editedAt: string; id: number };
}

const personName = (first: SQL | unknown, last: SQL | unknown) => sql<string | null>`nullif(trim(concat_ws(' ', ${first}, ${last})), '')`;

/** `%` and `_` in a search stand for themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the editor works on: one article with its working copy, locked or not. */
export type EditorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createNewsroomRepository>['editorRow']>>>;

/**
 * The newsroom's reads and writes of articles (decision 057): the list, the editor's data, the
 * working copy, the revisions and the translation groups. Writes take the caller's transaction.
 */
export function createNewsroomRepository(db: Db) {
  const author = alias(users, 'author');
  const editor = alias(users, 'editor');

  /** The article and its working copy, under a row lock when `tx` asks for one. */
  async function editorRow(id: number, tx: Db = db, lock = false) {
    const query = tx
      .select({
        id: articles.id,
        version: articles.version,
        state: articles.state,
        lang: articles.lang,
        publishAt: articles.publishAt,
        publishedAt: articles.publishedAt,
        createdAt: articles.createdAt,
        editedAt: articles.editedAt,
        editedAtText: sql<string>`${articles.editedAt}::text`,
        liveCategoryId: articles.categoryId,
        translationGroup: articles.translationGroup,
        authorId: articles.authorId,
        authorName: personName(author.firstName, author.lastName),
        editedById: articles.editedBy,
        editedByName: personName(editor.firstName, editor.lastName),
        draft: {
          title: articleDrafts.title,
          lead: articleDrafts.lead,
          bodyHtml: articleDrafts.bodyHtml,
          byline: articleDrafts.byline,
          categoryId: articleDrafts.categoryId,
          tagIds: articleDrafts.tagIds,
          imageId: articleDrafts.imageId,
          imageAlt: articleDrafts.imageAlt,
          focalX: articleDrafts.focalX,
          focalY: articleDrafts.focalY,
          pending: articleDrafts.pending,
        },
      })
      .from(articles)
      .innerJoin(articleDrafts, eq(articleDrafts.articleId, articles.id))
      .leftJoin(author, eq(author.id, articles.authorId))
      .leftJoin(editor, eq(editor.id, articles.editedBy))
      .where(eq(articles.id, id));
    const [row] = lock ? await query.for('update', { of: articles }) : await query;
    return row;
  }

  return {
    editorRow,

    /** Newest change first, keyset on (edited_at, id): the indexes `articles_*_edited_idx`. */
    list(filter: NewsroomFilter, limit: number) {
      const languages = sql<ContentLanguage[]>`coalesce((SELECT array_agg(g.lang ORDER BY g.lang) FROM articles g WHERE g.translation_group = ${articles.translationGroup}), ARRAY[${articles.lang}])`;
      const q = filter.q;
      const asId = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
      const where = and(
        filter.state ? eq(articles.state, filter.state) : undefined,
        filter.categoryId ? eq(articles.categoryId, filter.categoryId) : undefined,
        filter.lang ? eq(articles.lang, filter.lang) : undefined,
        filter.authorId ? eq(articles.authorId, filter.authorId) : undefined,
        filter.from ? sql`${articles.editedAt} >= ${filter.from}` : undefined,
        filter.until ? lte(articles.editedAt, filter.until) : undefined,
        q ? or(ilike(articleDrafts.title, likePattern(q)), asId === null ? undefined : eq(articles.id, asId)) : undefined,
        filter.after ? sql`(${articles.editedAt}, ${articles.id}) < (${filter.after.editedAt}::timestamptz, ${filter.after.id})` : undefined,
      );
      return db
        .select({
          id: articles.id,
          title: articleDrafts.title,
          lang: articles.lang,
          state: articles.state,
          category: { id: categories.id, slug: categories.slug, nameEn: categories.nameEn, nameRu: categories.nameRu },
          authorId: articles.authorId,
          authorName: personName(author.firstName, author.lastName),
          editedAt: articles.editedAt,
          editedAtText: sql<string>`${articles.editedAt}::text`,
          publishAt: articles.publishAt,
          publishedAt: articles.publishedAt,
          pending: articleDrafts.pending,
          languages,
        })
        .from(articles)
        .innerJoin(articleDrafts, eq(articleDrafts.articleId, articles.id))
        .innerJoin(categories, eq(categories.id, articles.categoryId))
        .leftJoin(author, eq(author.id, articles.authorId))
        .where(where)
        .orderBy(desc(articles.editedAt), desc(articles.id))
        .limit(limit);
    },

    async personName(id: number): Promise<string | null> {
      const [row] = await db.select({ name: personName(users.firstName, users.lastName) }).from(users).where(eq(users.id, id));
      return row?.name ?? null;
    },

    category: async (id: number, tx: Db = db) => (await tx.select().from(categories).where(eq(categories.id, id)))[0],
    categoryOf: async (tx: Db, id: number) => (await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.id, id)))[0]?.slug,

    tagsByIds(ids: readonly number[], tx: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx.select({ id: tags.id, tagName: tags.tagName, nameEn: tags.nameEn, nameRu: tags.nameRu }).from(tags).where(inArray(tags.id, [...ids]));
    },

    async image(id: number, tx: Db = db) {
      const [row] = await tx.select().from(media).where(and(eq(media.id, id), eq(media.kind, 'image')));
      return row;
    },

    /** A new article: its live columns, its working copy (the same text) and its first revision. */
    async insert(tx: Db, article: typeof articles.$inferInsert, content: ArticleContent, revision: { kind: ArticleRevisionKind; by: number; at: Date }): Promise<number> {
      const [row] = await tx.insert(articles).values(article).returning({ id: articles.id });
      const id = row!.id;
      await tx.insert(articleDrafts).values({ articleId: id, ...content, pending: false });
      if (content.tagIds.length) await tx.insert(articleTags).values(content.tagIds.map((tagId) => ({ articleId: id, tagId })));
      await tx.insert(articleRevisions).values({ articleId: id, content, ...revision });
      return id;
    },

    async writeDraft(tx: Db, id: number, content: ArticleContent, pending: boolean): Promise<void> {
      await tx.update(articleDrafts).set({ ...content, pending }).where(eq(articleDrafts.articleId, id));
    },

    async setPending(tx: Db, id: number, pending: boolean): Promise<void> {
      await tx.update(articleDrafts).set({ pending }).where(eq(articleDrafts.articleId, id));
    },

    /** A new version: who changed it, when, and what else the change sets on the article. */
    async bump(tx: Db, id: number, by: number | null, at: Date, set: Partial<typeof articles.$inferInsert> = {}): Promise<number> {
      const [row] = await tx
        .update(articles)
        .set({ ...set, version: sql`${articles.version} + 1`, editedAt: at, editedBy: by })
        .where(eq(articles.id, id))
        .returning({ version: articles.version });
      return row!.version;
    },

    /** The working copy becomes the live text (with its derived text and read time) and tags. */
    async copyToLive(tx: Db, id: number, content: ArticleContent, derived: { bodyText: string; readTime: number; bodyHtml: string }, at: Date): Promise<void> {
      await tx
        .update(articles)
        .set({
          title: content.title,
          lead: content.lead,
          bodyHtml: derived.bodyHtml,
          bodyText: derived.bodyText,
          readTime: derived.readTime,
          author: content.byline,
          categoryId: content.categoryId,
          imageId: content.imageId,
          imageAlt: content.imageAlt,
          imageFocalX: content.focalX,
          imageFocalY: content.focalY,
          updatedAt: at,
        })
        .where(eq(articles.id, id));
      await tx.delete(articleTags).where(eq(articleTags.articleId, id));
      if (content.tagIds.length) await tx.insert(articleTags).values(content.tagIds.map((tagId) => ({ articleId: id, tagId })));
    },

    // ------------------------------------------------------------ revisions

    async addRevision(tx: Db, articleId: number, revision: { kind: ArticleRevisionKind; by: number | null; at: Date; content: ArticleContent; restoredFrom?: number | null }): Promise<number> {
      const [row] = await tx.insert(articleRevisions).values({ articleId, ...revision }).returning({ id: articleRevisions.id });
      return row!.id;
    },

    async lastRevision(tx: Db, articleId: number) {
      const [row] = await tx
        .select({ id: articleRevisions.id, kind: articleRevisions.kind, by: articleRevisions.by, at: articleRevisions.at })
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, articleId))
        .orderBy(desc(articleRevisions.id))
        .limit(1);
      return row;
    },

    async foldAutosave(tx: Db, revisionId: number, at: Date, content: ArticleContent): Promise<void> {
      await tx.update(articleRevisions).set({ at, content }).where(eq(articleRevisions.id, revisionId));
    },

    revisions(articleId: number) {
      return db
        .select({
          id: articleRevisions.id,
          kind: articleRevisions.kind,
          byId: articleRevisions.by,
          byName: personName(users.firstName, users.lastName),
          at: articleRevisions.at,
          title: sql<string>`${articleRevisions.content}->>'title'`,
          restoredFrom: articleRevisions.restoredFrom,
        })
        .from(articleRevisions)
        .leftJoin(users, eq(users.id, articleRevisions.by))
        .where(eq(articleRevisions.articleId, articleId))
        .orderBy(desc(articleRevisions.id));
    },

    async revision(articleId: number, revisionId: number) {
      const [row] = await db
        .select()
        .from(articleRevisions)
        .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)));
      return row;
    },

    // ------------------------------------------------------------ translation groups

    /** The other articles of a group (the editor's links), in language order. */
    groupMembers(tx: Db, group: number, exceptId: number) {
      return tx
        .select({ id: articles.id, lang: articles.lang, state: articles.state, title: articleDrafts.title })
        .from(articles)
        .innerJoin(articleDrafts, eq(articleDrafts.articleId, articles.id))
        .where(and(eq(articles.translationGroup, group), isNotNull(articles.translationGroup), ne(articles.id, exceptId)))
        .orderBy(asc(articles.lang), asc(articles.id));
    },

    /** Locks the articles of these groups (and these ids), for a change of membership. */
    async lockGroups(tx: Db, ids: readonly number[], groups: readonly number[]) {
      return tx
        .select({ id: articles.id, lang: articles.lang, translationGroup: articles.translationGroup })
        .from(articles)
        .where(or(inArray(articles.id, [...ids]), groups.length ? inArray(articles.translationGroup, [...groups]) : undefined))
        .orderBy(asc(articles.id))
        .for('update');
    },

    async setGroup(tx: Db, ids: readonly number[], group: number | null): Promise<void> {
      if (ids.length === 0) return;
      await tx.update(articles).set({ translationGroup: group }).where(inArray(articles.id, [...ids]));
    },

    // ------------------------------------------------------------ the schedule

    /**
     * Scheduled articles whose time has come, marked published and claimed with SKIP LOCKED, so
     * two instances (or the job and the test clock) never mark one twice.
     */
    async publishDue(tx: Db, now: Date) {
      const due = tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.state, 'scheduled'), lte(articles.publishAt, now)))
        .orderBy(asc(articles.publishAt))
        .limit(500)
        .for('update', { skipLocked: true });
      return tx
        .update(articles)
        .set({ state: 'published', publishAt: null, version: sql`${articles.version} + 1`, editedAt: now, editedBy: null })
        .where(inArray(articles.id, due))
        .returning({ id: articles.id, categoryId: articles.categoryId, translationGroup: articles.translationGroup, publishedAt: articles.publishedAt });
    },

    /** The ids of a group, for the cache tags of their pages. */
    async groupIds(tx: Db, group: number | null): Promise<number[]> {
      if (group === null) return [];
      return (await tx.select({ id: articles.id }).from(articles).where(eq(articles.translationGroup, group))).map((r) => r.id);
    },
  };
}

export type NewsroomRepository = ReturnType<typeof createNewsroomRepository>;
