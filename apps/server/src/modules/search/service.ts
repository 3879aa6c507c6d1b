import { offsetOf, pageOf, type Locale, type SearchHit, type SearchResponse } from '@gazeta/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { imageView } from '../media/index.ts';
import { MARK_END, MARK_START, type SearchRepository, type SearchRow } from './repository.ts';

/** Escapes the text, then turns the match markers into <mark> elements: the only markup allowed. */
export function highlight(text: string): string {
  return escapeHtml(text).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}

export function createSearchService(deps: { repo: SearchRepository; storage: FileStorage }) {
  const { repo, storage } = deps;

  const hitView = (row: SearchRow, locale: Locale): SearchHit => ({
    id: row.id,
    title: row.title,
    lead: row.lead,
    lang: row.lang,
    category: {
      category_id: row.category_id,
      slug: row.category_slug,
      name: locale === 'en' ? row.category_name_en : row.category_name_ru,
    },
    image:
      row.storage_key === null
        ? null
        : imageView(
            { storageKey: row.storage_key, width: row.width, height: row.height, widths: row.widths ?? [] },
            row.image_alt,
            storage,
            640,
          ),
    read_time: row.read_time,
    views: row.views,
    likes: row.likes,
    published_at: new Date(row.published_at).toISOString(),
    title_highlight: highlight(row.title_highlight),
    snippet: highlight(row.snippet),
    rank: Number(row.rank),
  });

  return {
    /** `text` is already trimmed and non-empty (the contract schema sees to it). */
    async search(text: string, page: number, perPage: number, locale: Locale): Promise<SearchResponse> {
      const offset = offsetOf(page, perPage);
      let match: SearchResponse['match'] = 'fulltext';
      let rows = await repo.fullText(text, perPage, offset);
      if (rows.length === 0 && page === 1) {
        match = 'similar';
        rows = await repo.similar(text, perPage, offset);
      }
      const total = rows[0]?.total ?? 0;
      return { query: text, match, ...pageOf(rows.map((row) => hitView(row, locale)), page, perPage, total) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
