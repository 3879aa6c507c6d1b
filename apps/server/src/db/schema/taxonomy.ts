import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
