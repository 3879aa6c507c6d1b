import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, businesses, classifieds, events, searchSpellings, searchSpellingsState } from '../../db/schema/index.ts';

/** Markers ts_headline puts around matches; replaced by <mark> after the text is escaped. */
export const MARK_START = '\u27EA';
export const MARK_END = '\u27EB';

const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=28, MinWords=12, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;

/** What readers may find (decision 057): as isPublicArticle, for the alias `a`. */
const publicArticle = (now: Date) => sql`a.state IN ('published', 'scheduled') AND a.published_at <= ${now}`;

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
    /**
     * Ranked full-text matches: the query is read as Russian, English and Lithuanian at once.
     * `crossAlphabet`, when given, is the query again in to_tsquery syntax with each word's
     * spellings in the other alphabet as alternatives ("('медикэр' | 'medicare')"): an article
     * matching either is a hit, and its words are highlighted whichever alphabet matched.
     */
    fullText(now: Date, text: string, crossAlphabet: string | null, limit: number, offset: number) {
      const cross =
        crossAlphabet === null
          ? sql``
          : sql` || to_tsquery('russian', ${crossAlphabet}) || to_tsquery('english', ${crossAlphabet}) || to_tsquery('lithuanian', ${crossAlphabet})`;
      return rows(sql`
        WITH q AS (
          SELECT websearch_to_tsquery('russian', ${text}) || websearch_to_tsquery('english', ${text})
              || websearch_to_tsquery('lithuanian', ${text})${cross} AS query
        ), hits AS (
          SELECT a.id, ts_rank_cd(a.search, q.query) AS rank, count(*) OVER () AS total
          FROM articles a, q
          WHERE a.search @@ q.query AND ${publicArticle(now)}
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
    similar(now: Date, text: string, limit: number, offset: number) {
      return rows(sql`
        WITH hits AS (
          SELECT a.id, greatest(word_similarity(${text}, a.title), word_similarity(${text}, a.lead) * 0.8) AS rank,
            count(*) OVER () AS total
          FROM articles a
          WHERE (word_similarity(${text}, a.title) >= 0.4 OR word_similarity(${text}, a.lead) >= 0.5) AND ${publicArticle(now)}
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

    /** Words of the other alphabet stored under these keys, at most `limit`. */
    spellingsOf(keys: readonly string[], limit: number) {
      if (keys.length === 0) return Promise.resolve([]);
      return db
        .select({ key: searchSpellings.key, word: searchSpellings.word, latin: searchSpellings.latin })
        .from(searchSpellings)
        .where(inArray(searchSpellings.key, [...keys]))
        .limit(limit);
    },

    addSpellings(entries: readonly SpellingEntry[]): Promise<void> {
      return insertSpellings(db, entries);
    },

    async setSpellingsVersion(version: number): Promise<void> {
      await setVersion(db, version);
    },

    /**
     * Makes the spellings anew from every article, private ad, business and event, unless they are already of `version`: one
     * instance rebuilds while the others wait for its transaction (an advisory lock), then find
     * the version set. True when it rebuilt.
     */
    rebuildSpellings(version: number, entriesOf: (texts: readonly string[]) => SpellingEntry[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SPELLINGS_LOCK_KEY})`);
        const [state] = await tx.select({ version: searchSpellingsState.version }).from(searchSpellingsState).where(eq(searchSpellingsState.id, 1));
        if (state?.version === version) return false;
        await tx.delete(searchSpellings);
        for (let afterId = 0; ; ) {
          const batch = await tx
            .select({ id: articles.id, title: articles.title, lead: articles.lead, bodyText: articles.bodyText })
            .from(articles)
            .where(gt(articles.id, afterId))
            .orderBy(asc(articles.id))
            .limit(REBUILD_BATCH);
          if (batch.length === 0) break;
          await insertSpellings(tx as unknown as Db, entriesOf(batch.flatMap((a) => [a.title, a.lead, a.bodyText])));
          afterId = batch.at(-1)!.id;
        }
        // The private ads' words too (issue #14): every ad's, whatever its state, as it was written.
        for (let afterId = 0; ; ) {
          const batch = await tx
            .select({ id: classifieds.id, title: classifieds.title, body: classifieds.body })
            .from(classifieds)
            .where(gt(classifieds.id, afterId))
            .orderBy(asc(classifieds.id))
            .limit(REBUILD_BATCH * 5);
          if (batch.length === 0) break;
          await insertSpellings(tx as unknown as Db, entriesOf(batch.flatMap((ad) => [ad.title, ad.body])));
          afterId = batch.at(-1)!.id;
        }
        // The businesses' words too (issue #15): name, information and city of every listing.
        for (let afterId = 0; ; ) {
          const batch = await tx
            .select({ id: businesses.id, name: businesses.name, information: businesses.information, city: businesses.city })
            .from(businesses)
            .where(gt(businesses.id, afterId))
            .orderBy(asc(businesses.id))
            .limit(REBUILD_BATCH * 5);
          if (batch.length === 0) break;
          await insertSpellings(tx as unknown as Db, entriesOf(batch.flatMap((b) => [b.name, b.information, b.city])));
          afterId = batch.at(-1)!.id;
        }
        // The events' words too (issue #15): title, description and city of every event.
        for (let afterId = 0; ; ) {
          const batch = await tx
            .select({ id: events.id, title: events.title, description: events.description, city: events.city })
            .from(events)
            .where(gt(events.id, afterId))
            .orderBy(asc(events.id))
            .limit(REBUILD_BATCH * 5);
          if (batch.length === 0) break;
          await insertSpellings(tx as unknown as Db, entriesOf(batch.flatMap((e) => [e.title, e.description, e.city])));
          afterId = batch.at(-1)!.id;
        }
        await setVersion(tx as unknown as Db, version);
        return true;
      });
    },
  };
}

/** Any key will do, as long as every instance of the app uses the same one. */
const SPELLINGS_LOCK_KEY = 727_274_008;
/** Articles read at a time while the spellings are rebuilt. */
const REBUILD_BATCH = 200;

export interface SpellingEntry {
  key: string;
  word: string;
  latin: boolean;
}

async function insertSpellings(db: Db, entries: readonly SpellingEntry[]): Promise<void> {
  // Well under the 65,535 parameters of one statement.
  for (let at = 0; at < entries.length; at += 5000) {
    await db.insert(searchSpellings).values(entries.slice(at, at + 5000)).onConflictDoNothing();
  }
}

async function setVersion(db: Db, version: number): Promise<void> {
  await db.insert(searchSpellingsState).values({ id: 1, version }).onConflictDoUpdate({ target: searchSpellingsState.id, set: { version } });
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
