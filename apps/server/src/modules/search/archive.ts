import { sql } from 'drizzle-orm';
import { offsetOf, pageOf, type ArchiveSearchResponse, type Locale } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { translator } from '../../lib/i18n.ts';
import { imageView } from '../media/index.ts';
import { MARK_END, MARK_START } from './repository.ts';
import { highlight } from './service.ts';

/**
 * The archive as a group of search results (issue #27, decision 060): printed issues whose PDF
 * text matches, read as Russian, English and Lithuanian at once like the articles, each with
 * its number, day and a highlighted snippet of its text.
 */

const SNIPPET_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=24, MinWords=10, FragmentDelimiter=" … "`;
const CONFIG = sql.raw(`(CASE pi.lang WHEN 'ru' THEN 'russian' WHEN 'lt' THEN 'lithuanian' ELSE 'english' END)::regconfig`);

interface ArchiveHitRow extends Record<string, unknown> {
  id: number;
  number: number;
  title: string;
  published_on: string;
  pages: number;
  cover_key: string;
  width: number | null;
  height: number | null;
  widths: number[] | null;
  pdf_key: string;
  snippet: string;
  total: number;
}

export function createArchiveSearch(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  return {
    async search(text: string, page: number, perPage: number, locale: Locale): Promise<ArchiveSearchResponse> {
      const result = (await db.execute(sql`
        WITH q AS (
          SELECT websearch_to_tsquery('russian', ${text}) || websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('lithuanian', ${text}) AS query
        ), hits AS (
          SELECT pi.id, ts_rank_cd(pi.search, q.query) AS rank, count(*) OVER () AS total
          FROM print_issues pi, q
          WHERE pi.search @@ q.query
          ORDER BY rank DESC, pi.published_on DESC, pi.id DESC
          LIMIT ${perPage} OFFSET ${offsetOf(page, perPage)}
        )
        SELECT pi.id, pi.number, pi.title, pi.published_on::text AS published_on, pi.pages,
          cover.storage_key AS cover_key, cover.width, cover.height, cover.widths, pdf.storage_key AS pdf_key,
          ts_headline(${CONFIG}, pi.text_content, q.query, ${SNIPPET_OPTIONS}) AS snippet, hits.total::int AS total
        FROM hits JOIN print_issues pi ON pi.id = hits.id
        JOIN media cover ON cover.id = pi.cover_id JOIN media pdf ON pdf.id = pi.pdf_id
        CROSS JOIN q
        ORDER BY hits.rank DESC, pi.published_on DESC, pi.id DESC`)) as unknown as { rows: ArchiveHitRow[] };
      const t = translator(locale);
      const rows = result.rows;
      const data = rows.map((row) => ({
        id: Number(row.id),
        number: Number(row.number),
        title: row.title,
        published_on: row.published_on,
        pages: Number(row.pages),
        cover: imageView({ storageKey: row.cover_key, width: row.width, height: row.height, widths: row.widths ?? [] }, t('archive:coverAlt', { number: row.number }), storage, 640),
        pdf_url: storage.url(row.pdf_key),
        snippet: highlight(row.snippet),
      }));
      return { query: text, ...pageOf(data, page, perPage, Number(rows[0]?.total ?? 0)) };
    },
  };
}

export type ArchiveSearch = ReturnType<typeof createArchiveSearch>;
