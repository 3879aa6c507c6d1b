import type { ContentLanguage } from '@gazeta/contract';
import type { CategorySlug } from './categories.ts';
import type { TagName } from './tags.ts';

/**
 * A subject several articles share: its paragraphs are general enough to follow any of their
 * openings, so a body is the article's own opening plus a selection of these, in order.
 */
export interface Topic {
  key: string;
  category: CategorySlug;
  /** Tags an article of the topic may get besides its own. */
  tags: readonly TagName[];
  /** HTML blocks in reading order: paragraphs, a heading with its paragraph, a quote, a list. */
  blocks: readonly string[];
}

export interface ArticleText {
  topic: string;
  title: string;
  lead: string;
  /** The article's own opening paragraph(s), HTML. */
  intro: string;
  /** The article's own tags (one or two); the topic's fill up to the drawn count. */
  tags: readonly TagName[];
  /** When the article belongs to another section than its topic's. */
  category?: CategorySlug;
}

export interface LanguageContent {
  lang: ContentLanguage;
  authors: readonly string[];
  topics: readonly Topic[];
  articles: readonly ArticleText[];
}
