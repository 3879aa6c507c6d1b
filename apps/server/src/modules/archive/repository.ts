import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { media, printIssues } from '../../db/schema/index.ts';

const cover = alias(media, 'cover');
const pdf = alias(media, 'pdf');

export function createArchiveRepository(db: Db) {
  return {
    async page(limit: number, offset: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: printIssues.id,
            number: printIssues.number,
            title: printIssues.title,
            publishedOn: printIssues.publishedOn,
            pages: printIssues.pages,
            cover: { storageKey: cover.storageKey, width: cover.width, height: cover.height, widths: cover.widths },
            pdf: { storageKey: pdf.storageKey, byteSize: pdf.byteSize },
          })
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
  };
}

export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
