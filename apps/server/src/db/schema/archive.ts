import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { media } from './media.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The issue's PDF text in its language's configuration (decision 060), each config a constant so the expression stays immutable. */
const issueVector = sql.raw(
  `CASE lang WHEN 'ru' THEN to_tsvector('russian'::regconfig, title || ' ' || text_content) WHEN 'lt' THEN to_tsvector('lithuanian'::regconfig, title || ' ' || text_content) ELSE to_tsvector('english'::regconfig, title || ' ' || text_content) END`,
);

/** A printed issue of the weekly, with its cover and the full PDF. */
export const printIssues = pgTable(
  'print_issues',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    title: text('title').notNull(),
    publishedOn: date('published_on').notNull(),
    pages: integer('pages').notNull(),
    coverId: integer('cover_id')
      .notNull()
      .references(() => media.id),
    pdfId: integer('pdf_id')
      .notNull()
      .references(() => media.id),
    /** The language its text is searched in (the paper is Russian; the demo's PDFs are English). */
    lang: text('lang', { enum: ['ru', 'en', 'lt'] }).notNull().default('ru'),
    /** The text of its PDF, extracted when it was published (decision 060). */
    textContent: text('text_content').notNull().default(''),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(issueVector),
  },
  (t) => [index('print_issues_published_idx').on(t.publishedOn.desc(), t.id.desc()), index('print_issues_search_idx').using('gin', t.search)],
);

/** The articles that ran in a printed issue (an editor links them from the issue's side). */
export const issueArticles = pgTable(
  'issue_articles',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => printIssues.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.articleId] }), index('issue_articles_article_idx').on(t.articleId)],
);
