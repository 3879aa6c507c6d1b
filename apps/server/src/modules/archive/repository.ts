import { count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { articles, issueArticles, media, printIssues } from '../../db/schema/index.ts';

const cover = alias(media, 'cover');
const pdf = alias(media, 'pdf');

const issueColumns = {
  id: printIssues.id,
  number: printIssues.number,
  title: printIssues.title,
  publishedOn: printIssues.publishedOn,
  pages: printIssues.pages,
  cover: { storageKey: cover.storageKey, width: cover.width, height: cover.height, widths: cover.widths },
  pdf: { storageKey: pdf.storageKey, byteSize: pdf.byteSize },
};

export type NewArchiveIssue = Omit<typeof printIssues.$inferInsert, 'id' | 'search'>;

export function createArchiveRepository(db: Db) {
  return {
    async page(limit: number, offset: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select(issueColumns)
          .from(printIssues)
          .innerJoin(cover, eq(cover.id, printIssues.coverId))
          .innerJoin(pdf, eq(pdf.id, printIssues.pdfId))
          .orderBy(desc(printIssues.publishedOn), desc(printIssues.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(printIssues),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async byId(id: number) {
      const [row] = await db
        .select(issueColumns)
        .from(printIssues)
        .innerJoin(cover, eq(cover.id, printIssues.coverId))
        .innerJoin(pdf, eq(pdf.id, printIssues.pdfId))
        .where(eq(printIssues.id, id));
      return row;
    },

    /** The articles an editor linked to an issue, in the order they were published. */
    articlesOf(id: number) {
      return db
        .select({ id: articles.id, title: articles.title })
        .from(issueArticles)
        .innerJoin(articles, eq(articles.id, issueArticles.articleId))
        .where(eq(issueArticles.issueId, id))
        .orderBy(articles.publishedAt, articles.id);
    },

    /** The number the next issue gets: one after the newest. */
    async nextNumber(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ last: max(printIssues.number) }).from(printIssues);
      return (row?.last ?? 0) + 1;
    },

    async insert(tx: Db, issue: NewArchiveIssue): Promise<number> {
      const [row] = await tx.insert(printIssues).values(issue).returning({ id: printIssues.id });
      return row!.id;
    },

    /** Which of these ids are articles. */
    async existingArticles(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** The issue's articles become these; answers those it had. Locks the issue's row. */
    async replaceArticles(tx: Db, id: number, articleIds: readonly number[]): Promise<number[] | undefined> {
      const [issue] = await tx.select({ id: printIssues.id }).from(printIssues).where(eq(printIssues.id, id)).for('update');
      if (!issue) return undefined;
      const before = await tx.select({ id: issueArticles.articleId }).from(issueArticles).where(eq(issueArticles.issueId, id));
      await tx.delete(issueArticles).where(eq(issueArticles.issueId, id));
      if (articleIds.length > 0) await tx.insert(issueArticles).values(articleIds.map((articleId) => ({ issueId: id, articleId })));
      return before.map((row) => row.id).toSorted((a, b) => a - b);
    },

    /** An article's printed issues, newest first (what "In print" names). */
    printedIn(articleId: number) {
      return db
        .select({ id: printIssues.id, number: printIssues.number, publishedOn: printIssues.publishedOn })
        .from(issueArticles)
        .innerJoin(printIssues, eq(printIssues.id, issueArticles.issueId))
        .where(eq(issueArticles.articleId, articleId))
        .orderBy(desc(printIssues.publishedOn), sql`${printIssues.id} desc`);
    },
  };
}

export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
