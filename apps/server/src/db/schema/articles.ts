import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { media } from './media.ts';
import { categories, tags } from './taxonomy.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Weighted title > lead > body, each config a constant so the expression stays immutable. */
const weightedVector = (cfg: string) =>
  `setweight(to_tsvector('${cfg}'::regconfig, title), 'A') || setweight(to_tsvector('${cfg}'::regconfig, lead), 'B') || setweight(to_tsvector('${cfg}'::regconfig, body_text), 'C')`;
const searchVector = sql.raw(
  `CASE lang WHEN 'ru' THEN ${weightedVector('russian')} WHEN 'lt' THEN ${weightedVector('lithuanian')} ELSE ${weightedVector('english')} END`,
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    lang: text('lang', { enum: ['ru', 'en', 'lt'] }).notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** The body without markup: what search and read time work on. */
    bodyText: text('body_text').notNull(),
    author: text('author').notNull(),
    imageId: integer('image_id').references(() => media.id),
    imageAlt: text('image_alt').notNull().default(''),
    readTime: integer('read_time').notNull(),
    views: integer('views').notNull().default(0),
    /** Members' likes (decision 029): a copy of vote_totals.likes, moved in the same transaction by the votes module. */
    likes: integer('likes').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Stemmed in the article's own language. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchVector),
  },
  (t) => [
    index('articles_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('articles_category_published_idx').on(t.categoryId, t.publishedAt.desc(), t.id.desc()),
    index('articles_search_idx').using('gin', t.search),
    index('articles_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
);

/** When a reader last counted as a view of an article: a view counts once per 24 h. */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readerKey: text('reader_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.readerKey] }), index('article_views_viewed_idx').on(t.viewedAt)],
);
