import { offsetOf, pageOf, type Locale, type Page, type PrintedContent, type PrintIssue, type PrintIssueDetail } from '@gazeta/contract';
import { translator } from '../../lib/i18n.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { imageView } from '../media/index.ts';
import type { ArchiveRepository } from './repository.ts';

const COVER_WIDTH = 640;

type IssueRow = Awaited<ReturnType<ArchiveRepository['page']>>['rows'][number];

export function createArchiveService(deps: {
  repo: ArchiveRepository;
  storage: FileStorage;
  /** The ads that ran in an issue: the print module's bookings (decision 053). */
  adsThatRan: (archiveId: number) => Promise<Pick<PrintedContent, 'classifieds' | 'display_ads'>>;
}) {
  const { repo, storage } = deps;

  const issueView = (row: IssueRow, locale: Locale): PrintIssue => ({
    id: row.id,
    number: row.number,
    title: row.title,
    published_on: row.publishedOn,
    pages: row.pages,
    cover: imageView(row.cover, translator(locale)('archive:coverAlt', { number: row.number }), storage, COVER_WIDTH),
    pdf_url: storage.url(row.pdf.storageKey),
    pdf_bytes: row.pdf.byteSize,
  });

  return {
    issueView,

    async issues(page: number, perPage: number, locale: Locale): Promise<Page<PrintIssue>> {
      const { rows, total } = await repo.page(perPage, offsetOf(page, perPage));
      return pageOf(
        rows.map((row) => issueView(row, locale)),
        page,
        perPage,
        total,
      );
    },

    /** One issue with what ran in it: the articles an editor linked, the ads booked into it. */
    async issue(id: number, locale: Locale): Promise<PrintIssueDetail> {
      const row = await repo.byId(id);
      if (!row) throw notFound('No such issue.');
      const [articles, ads] = await Promise.all([repo.articlesOf(id), deps.adsThatRan(id)]);
      return { ...issueView(row, locale), ran: { articles: articles.map((a) => ({ id: a.id, title: a.title, slug: null })), ...ads } };
    },

    /** The issues an article ran in, newest first. */
    printedIn: (articleId: number) => repo.printedIn(articleId),
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
