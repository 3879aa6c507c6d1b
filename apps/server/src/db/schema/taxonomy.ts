import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  position: integer('position').notNull().default(0),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  tagName: text('tag_name').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
});

/**
 * A category's earlier addresses (decision 062): /cat/{old_slug} answers 301 to the category's
 * current address, after a change of its slug or a merge into another.
 */
export const categorySlugRedirects = pgTable(
  'category_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [index('category_slug_redirects_category_idx').on(t.categoryId)],
);
