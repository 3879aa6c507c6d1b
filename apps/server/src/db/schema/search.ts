import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The words of the articles by their spelling keys (`spellingKey` in the contract), so that a
 * query in one alphabet finds the words written in the other: "медикэр" looks up the key
 * "madakar" and finds "medicare". Filled as articles are published; rebuilt whole when the rule
 * changes (search_spellings_state). A word no article has any more only widens a query.
 */
export const searchSpellings = pgTable(
  'search_spellings',
  {
    key: text('key').notNull(),
    /** Lower case, as articles write it. */
    word: text('word').notNull(),
    /** Latin letters (true) or Cyrillic (false): a query word looks up the other alphabet. */
    latin: boolean('latin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.word] })],
);

/** Which version of the spelling rule the keys were made by (one row). */
export const searchSpellingsState = pgTable('search_spellings_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});
