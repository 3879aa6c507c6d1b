import { offsetOf, pageOf, type Locale, type Page, type PrintIssue } from '@gazeta/contract';
import { translator } from '../../lib/i18n.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { imageView } from '../media/index.ts';
import type { ArchiveRepository } from './repository.ts';

const COVER_WIDTH = 640;

export function createArchiveService(deps: { repo: ArchiveRepository; storage: FileStorage }) {
  const { repo, storage } = deps;
  return {
    async issues(page: number, perPage: number, locale: Locale): Promise<Page<PrintIssue>> {
      const { rows, total } = await repo.page(perPage, offsetOf(page, perPage));
      const t = translator(locale);
      const issues = rows.map((row) => ({
        id: row.id,
        number: row.number,
        title: row.title,
        published_on: row.publishedOn,
        pages: row.pages,
        cover: imageView(row.cover, t('archive:coverAlt', { number: row.number }), storage, COVER_WIDTH),
        pdf_url: storage.url(row.pdf.storageKey),
        pdf_bytes: row.pdf.byteSize,
      }));
      return pageOf(issues, page, perPage, total);
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
