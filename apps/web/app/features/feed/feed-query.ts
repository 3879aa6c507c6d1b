import { FEED_VIEWS, pageNumber, SLUG_PATTERN, type FeedView, type Locale, type Tag } from '@gazeta/contract';
import { paths } from '../../lib/paths.ts';

/** The feed list as its query string says (spec §2: `view` and `category`), and the page. */
export interface FeedQuery {
  view: FeedView;
  category: string | null;
  page: number;
}

export const DEFAULT_VIEW: FeedView = 'popularity';

const isView = (value: string | null): value is FeedView => (FEED_VIEWS as readonly (string | null)[]).includes(value);

/**
 * `?view=&category=&page=` read leniently: an unknown view is the default one, a malformed
 * category is none, and a page that is not a whole number from 1 is the first.
 */
export function parseFeedQuery(search: string | URLSearchParams): FeedQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view = params.get('view');
  const category = params.get('category');
  const page = params.get('page');
  return {
    view: isView(view) ? view : DEFAULT_VIEW,
    category: category && SLUG_PATTERN.test(category) ? category : null,
    page: pageNumber(page) ?? 1,
  };
}

/**
 * The feed list's address. The default view is left out, so /feed and /feed?view=popularity are
 * never two addresses of one page; the first page is left out likewise.
 */
export function feedHref(query: Partial<FeedQuery>): string {
  const params = new URLSearchParams();
  if (query.view && query.view !== DEFAULT_VIEW) params.set('view', query.view);
  if (query.category) params.set('category', query.category);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${paths.feed()}?${search}` : paths.feed();
}

/** The link of a view switch: the category stays, the page starts again. */
export const viewHref = (current: FeedQuery, view: FeedView) => feedHref({ view, category: current.category });

/** The link of a category: it selects it, or, when it is the selected one, deselects it (spec §2). */
export function categoryHref(current: FeedQuery, category: string): string {
  return feedHref({ view: current.view, category: current.category === category ? null : category });
}

/** The views a reader may switch between: "my posts" only when signed in (spec §2, §6). */
export const viewsFor = (signedIn: boolean): FeedView[] => FEED_VIEWS.filter((view) => signedIn || view !== 'my');

export const tagLabel = (tag: Tag, locale: Locale) => (locale === 'en' ? tag.name_en : tag.name_ru);

/** Lower case, ё as е, single spaces: how the category filter compares texts. */
const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();

/**
 * The categories whose name (in either language) or tag name contains the typed text, all of
 * them for an empty filter, in the alphabetical order of the reader's language. The selected
 * category always stays in the list, so it can be deselected.
 */
export function filterTags(tags: readonly Tag[], text: string, locale: Locale, selected: string | null = null): Tag[] {
  const needle = fold(text);
  const shown = needle
    ? tags.filter((tag) => tag.tag_name === selected || [tag.name_ru, tag.name_en, tag.tag_name].some((name) => fold(name).includes(needle)))
    : [...tags];
  return shown.sort((a, b) => tagLabel(a, locale).localeCompare(tagLabel(b, locale), locale));
}

/** A run of categories under one initial letter, as the post editor's picker shows them. */
export interface TagSection {
  /** The capital letter the names start with (Ё is filed under Е); `#` for a name that starts with no letter. */
  letter: string;
  tags: Tag[];
}

/**
 * Categories in alphabetical sections by the first letter of their name in the reader's
 * language (tags have no groups of their own). The order of `tags` is kept: sort them first
 * (filterTags does).
 */
export function tagSections(tags: readonly Tag[], locale: Locale): TagSection[] {
  const sections: TagSection[] = [];
  for (const tag of tags) {
    const first = tagLabel(tag, locale).trim().charAt(0).toLocaleUpperCase(locale).replace('Ё', 'Е');
    const letter = /\p{L}/u.test(first) ? first : '#';
    const last = sections.at(-1);
    if (last?.letter === letter) last.tags.push(tag);
    else sections.push({ letter, tags: [tag] });
  }
  return sections;
}
