import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ARTICLE_REVISION_KINDS, ARTICLE_STATES } from '@gazeta/contract';
import { users } from './accounts.ts';
import { media } from './media.ts';
import { categories, tags } from './taxonomy.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Weighted title > lead > body, each config a constant so the expression stays immutable. */
const weightedVector = (cfg: string) =>
  `setweight(to_tsvector('${cfg}'::regconfig, title), 'A') || setweight(to_tsvector('${cfg}'::regconfig, lead), 'B') || setweight(to_tsvector('${cfg}'::regconfig, body_text), 'C')`;
const searchVector = sql.raw(
  `CASE lang WHEN 'ru' THEN ${weightedVector('russian')} WHEN 'lt' THEN ${weightedVector('lithuanian')} ELSE ${weightedVector('english')} END`,
);

/**
 * What readers may see (decision 057): an article that is published, or scheduled and whose time
 * has come (`published_at` is its scheduled time), so a scheduled article appears on time even
 * before the job marks it published. Written as literal SQL so the partial indexes below match it.
 */
export const LIVE_STATES_SQL = sql.raw(`"articles"."state" IN ('published', 'scheduled')`);
export const isPublicArticle = (now: Date): SQL => sql`(${LIVE_STATES_SQL} AND "articles"."published_at" <= ${now})`;

/**
 * An article (decision 057). Its text columns are the **live** text: what readers see while it is
 * published. While it is not live (a draft, unpublished) they mirror the working copy
 * (`article_drafts`); while it is live, edits go to the working copy only, and publishing copies
 * it here.
 */
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
    /** The byline readers see. */
    author: text('author').notNull(),
    imageId: integer('image_id').references(() => media.id),
    imageAlt: text('image_alt').notNull().default(''),
    /** The cover's focal point for crops, 0..1 from the left and from the top. */
    imageFocalX: real('image_focal_x').notNull().default(0.5),
    imageFocalY: real('image_focal_y').notNull().default(0.5),
    readTime: integer('read_time').notNull(),
    views: integer('views').notNull().default(0),
    /** Members' likes (decision 029): a copy of vote_totals.likes, moved in the same transaction by the votes module. */
    likes: integer('likes').notNull().default(0),
    state: text('state', { enum: ARTICLE_STATES }).notNull().default('published'),
    /** When a scheduled article goes out (kept while scheduled only). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When it went out (or, scheduled, will): the date readers see; null if it never did. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the live text last changed (what readers and the sitemap see). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member it belongs to (null: before the newsroom, or their account is gone). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic concurrency: every change (a save, a state change) adds one. */
    version: integer('version').notNull().default(1),
    /** The last change of any kind, and by whom: the newsroom's list sorts by it. */
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    editedBy: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The same story in other languages share a group (null: alone); one article per language in a group. */
    translationGroup: integer('translation_group'),
    /** Stemmed in the article's own language. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchVector),
  },
  (t) => [
    index('articles_live_idx').on(t.publishedAt.desc(), t.id.desc()).where(LIVE_STATES_SQL),
    index('articles_category_live_idx').on(t.categoryId, t.publishedAt.desc(), t.id.desc()).where(LIVE_STATES_SQL),
    index('articles_search_idx').using('gin', t.search),
    index('articles_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // The newsroom's list: newest change first, by each filter (keyset on edited_at, id).
    index('articles_edited_idx').on(t.editedAt.desc(), t.id.desc()),
    index('articles_state_edited_idx').on(t.state, t.editedAt.desc(), t.id.desc()),
    index('articles_author_edited_idx').on(t.authorId, t.editedAt.desc(), t.id.desc()),
    index('articles_category_edited_idx').on(t.categoryId, t.editedAt.desc(), t.id.desc()),
    index('articles_lang_edited_idx').on(t.lang, t.editedAt.desc(), t.id.desc()),
    index('articles_due_idx').on(t.publishAt).where(sql`${t.state} = 'scheduled'`),
    uniqueIndex('articles_group_lang_key').on(t.translationGroup, t.lang).where(sql`${t.translationGroup} IS NOT NULL`),
  ],
);

/** Translation groups are numbered from their own sequence (never an article's id, which a group may outlive). */
export const articleTranslationGroups = pgSequence('article_translation_groups');

/** The editable fields of an article: its working copy, and what a revision keeps. */
export interface ArticleContent {
  title: string;
  lead: string;
  bodyHtml: string;
  byline: string;
  categoryId: number;
  tagIds: number[];
  imageId: number | null;
  imageAlt: string;
  focalX: number;
  focalY: number;
}

/**
 * The working copy of an article (decision 057): what the editor saves and autosaves. One row
 * per article, made with it.
 */
export const articleDrafts = pgTable(
  'article_drafts',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    bodyHtml: text('body_html').notNull(),
    byline: text('byline').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tagIds: integer('tag_ids').array().notNull().default([]),
    imageId: integer('image_id').references(() => media.id),
    imageAlt: text('image_alt').notNull().default(''),
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    /** The working copy differs from the live text (only ever true while the article is live). */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [index('article_drafts_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`)],
);

/**
 * An article's history (decision 057): a snapshot of its working copy at each create, explicit
 * save, publish, schedule, restore and translation; autosaves fold into one revision per editor
 * per few minutes.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ARTICLE_REVISION_KINDS }).notNull(),
    by: integer('by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    content: jsonb('content').$type<ArticleContent>().notNull(),
    restoredFrom: integer('restored_from'),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.id.desc())],
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
