import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Markers ts_headline puts around matches; replaced by <mark> after the text is escaped. */
export const MARK_START = '\u27EA';
export const MARK_END = '\u27EB';

const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=28, MinWords=12, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;

/** The article's own text-search configuration. */
const CONFIG = sql.raw(
  `(CASE a.lang WHEN 'ru' THEN 'russian' WHEN 'lt' THEN 'lithuanian' ELSE 'english' END)::regconfig`,
);

export interface SearchRow extends Record<string, unknown> {
  id: number;
  title: string;
  lead: string;
  lang: 'ru' | 'en' | 'lt';
  read_time: number;
  views: number;
  likes: number;
  published_at: string | Date;
  image_alt: string;
  category_id: number;
  category_slug: string;
  category_name_en: string;
  category_name_ru: string;
  storage_key: string | null;
  width: number | null;
  height: number | null;
  widths: number[] | null;
  rank: number;
  title_highlight: string;
  snippet: string;
  total: number;
}

const SELECT = sql`a.id, a.title, a.lead, a.lang, a.read_time, a.views, a.likes, a.published_at, a.image_alt,
  c.id AS category_id, c.slug AS category_slug, c.name_en AS category_name_en, c.name_ru AS category_name_ru,
  m.storage_key, m.width, m.height, m.widths`;

export function createSearchRepository(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: SearchRow[] };
    return result.rows;
  };

  return {
    /** Ranked full-text matches: the query is read as Russian, English and Lithuanian at once. */
    fullText(text: string, limit: number, offset: number) {
      return rows(sql`
        WITH q AS (
          SELECT websearch_to_tsquery('russian', ${text}) || websearch_to_tsquery('english', ${text})
              || websearch_to_tsquery('lithuanian', ${text}) AS query
        ), hits AS (
          SELECT a.id, ts_rank_cd(a.search, q.query) AS rank, count(*) OVER () AS total
          FROM articles a, q
          WHERE a.search @@ q.query
          ORDER BY rank DESC, a.published_at DESC, a.id DESC
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT ${SELECT}, hits.rank::float8 AS rank, hits.total::int AS total,
          ts_headline(${CONFIG}, a.title, q.query, ${TITLE_OPTIONS}) AS title_highlight,
          ts_headline(${CONFIG}, a.body_text, q.query, ${HEADLINE_OPTIONS}) AS snippet
        FROM hits
        JOIN articles a ON a.id = hits.id
        JOIN categories c ON c.id = a.category_id
        LEFT JOIN media m ON m.id = a.image_id
        CROSS JOIN q
        ORDER BY hits.rank DESC, a.published_at DESC, a.id DESC`);
    },

    /** Typo-tolerant fallback: titles and leads that contain a near spelling of the text. */
    similar(text: string, limit: number, offset: number) {
      return rows(sql`
        WITH hits AS (
          SELECT a.id, greatest(word_similarity(${text}, a.title), word_similarity(${text}, a.lead) * 0.8) AS rank,
            count(*) OVER () AS total
          FROM articles a
          WHERE word_similarity(${text}, a.title) >= 0.4 OR word_similarity(${text}, a.lead) >= 0.5
          ORDER BY rank DESC, a.published_at DESC, a.id DESC
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT ${SELECT}, hits.rank::float8 AS rank, hits.total::int AS total,
          a.title AS title_highlight, a.lead AS snippet
        FROM hits
        JOIN articles a ON a.id = hits.id
        JOIN categories c ON c.id = a.category_id
        LEFT JOIN media m ON m.id = a.image_id
        ORDER BY hits.rank DESC, a.published_at DESC, a.id DESC`);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
