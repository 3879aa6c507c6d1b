import {
  isCyrillic,
  offsetOf,
  pageOf,
  searchableKeys,
  SPELLING_MIN_LETTERS,
  SPELLING_RULE_VERSION,
  spellingWords,
  type Locale,
  type SearchHit,
  type SearchResponse,
} from '@gazeta/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { imageView } from '../media/index.ts';
import { MARK_END, MARK_START, type SearchRepository, type SearchRow, type SpellingEntry } from './repository.ts';

/** Spellings of one query word in the other alphabet that widen the query, at most. */
const SPELLINGS_PER_WORD = 8;
/** Rows the spelling lookup of one query reads, at most. */
const SPELLINGS_PER_QUERY = 200;
/** websearch syntax the widened query could not keep: a phrase in quotes, a word excluded. */
const QUERY_SYNTAX = /["]|(^|\s)-\S/;

/** What the spelling index holds for some texts: each word of four letters or more under each of its keys. */
export function spellingEntries(texts: readonly string[]): SpellingEntry[] {
  const entries = new Map<string, SpellingEntry>();
  for (const text of texts) {
    for (const word of spellingWords(text)) {
      const latin = !isCyrillic(word);
      for (const key of searchableKeys(word)) entries.set(`${key} ${word}`, { key, word, latin });
    }
  }
  return [...entries.values()];
}

/**
 * The query in to_tsquery syntax with each word's spellings in the other alphabet as
 * alternatives: "медикэр 2026" and the stored "medicare" give "('медикэр' | 'medicare') & ('2026')".
 * Null when no word has such a spelling, or the query uses syntax this form cannot keep.
 */
export function crossAlphabetQuery(text: string, spellings: readonly { key: string; word: string; latin: boolean }[]): string | null {
  if (QUERY_SYNTAX.test(text)) return null;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  let widened = false;
  const groups = words.map((word) => {
    const alternatives = new Set([word]);
    if (/^\p{L}+$/u.test(word) && word.length >= SPELLING_MIN_LETTERS) {
      const latin = !isCyrillic(word);
      const keys = new Set(searchableKeys(word));
      for (const spelling of spellings) {
        if (alternatives.size > SPELLINGS_PER_WORD) break;
        if (spelling.latin !== latin && keys.has(spelling.key)) alternatives.add(spelling.word);
      }
    }
    if (alternatives.size > 1) widened = true;
    // Letters and digits only, so quoting needs no escapes.
    return `(${[...alternatives].map((w) => `'${w}'`).join(' | ')})`;
  });
  return widened ? groups.join(' & ') : null;
}

/** The keys a query's words are looked up by. */
function queryKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const word of spellingWords(text)) for (const key of searchableKeys(word)) keys.add(key);
  return [...keys];
}

/** Escapes the text, then turns the match markers into <mark> elements: the only markup allowed. */
export function highlight(text: string): string {
  return escapeHtml(text).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}

export function createSearchService(deps: { repo: SearchRepository; storage: FileStorage; now?: () => Date }) {
  const { repo, storage, now = () => new Date() } = deps;

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

  /**
   * The query in to_tsquery syntax with each word's spellings in the other alphabet (decision
   * 018), or null when nothing widens it: one indexed lookup of the spellings table.
   */
  async function widenQuery(text: string): Promise<string | null> {
    const keys = QUERY_SYNTAX.test(text) ? [] : queryKeys(text);
    return keys.length === 0 ? null : crossAlphabetQuery(text, await repo.spellingsOf(keys, SPELLINGS_PER_QUERY));
  }

  return {
    widenQuery,

    /** `text` is already trimmed and non-empty (the contract schema sees to it). */
    async search(text: string, page: number, perPage: number, locale: Locale): Promise<SearchResponse> {
      const offset = offsetOf(page, perPage);
      let match: SearchResponse['match'] = 'fulltext';
      const cross = await widenQuery(text);
      let rows = await repo.fullText(now(), text, cross, perPage, offset);
      if (rows.length === 0 && page === 1) {
        match = 'similar';
        rows = await repo.similar(now(), text, perPage, offset);
      }
      const total = rows[0]?.total ?? 0;
      return { query: text, match, ...pageOf(rows.map((row) => hitView(row, locale)), page, perPage, total) };
    },

    /** Stores the spellings of a published text's words (an article's title, lead and body; an ad's title and text), so other alphabets find it. */
    recordSpellings(texts: readonly string[]): Promise<void> {
      return repo.addSpellings(spellingEntries(texts));
    },

    /**
     * Brings the spellings up to the rule's version: after the migration that made their table,
     * or a change of the rule, every article's and ad's words are keyed anew. True when it rebuilt.
     */
    refreshSpellings(): Promise<boolean> {
      return repo.rebuildSpellings(SPELLING_RULE_VERSION, spellingEntries);
    },

    /** Says the spellings are complete for the current rule (the demo seed, which recorded every article's). */
    spellingsComplete(): Promise<void> {
      return repo.setSpellingsVersion(SPELLING_RULE_VERSION);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
