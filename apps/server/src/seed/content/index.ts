import { expectKnown, loadContent } from './load.ts';
import {
  adsSchema,
  businessesSchema,
  categoriesSchema,
  classifiedsSchema,
  editionsSchema,
  eventsSchema,
  feedEnglishSchema,
  feedRussianSchema,
  languageContentSchema,
  membersSchema,
  newsroomSchema,
  placesSchema,
  tagsSchema,
  type CategoryContent,
  type FeedPostText,
  type LanguageContent,
} from './schemas.ts';

/**
 * The demo content, read from the data files beside this module (issue #26): what the seed
 * writes is edited there, not in code. Each file is checked against its schema, and what one
 * file names of another (tags, topics, schedules) against that file.
 */

export const CATEGORIES = loadContent('categories.json', categoriesSchema);
export const TAGS = loadContent('tags.json', tagsSchema);
export const EDITIONS = loadContent('editions.json', editionsSchema);
export const MEMBERS = loadContent('members.json', membersSchema);

const { advertisers, placements } = loadContent('ads.json', adsSchema);
expectKnown('ads.json', 'advertisers in placements', placements.map((p) => String(p.adId)), new Set(advertisers.map((ad) => String(ad.adId))));
/** The advertisers of the strip: small local businesses (fictional; URLs on .example domains). */
export const ADVERTISERS = advertisers;
/**
 * The strip's rows, by position: every advertiser once, two of them twice more (so the strip has
 * to de-duplicate by ad_id), one whose run has ended and one that runs for a limited window.
 */
export const PLACEMENTS = [...placements].sort((a, b) => a.position - b.position);

const tagNames = new Set(TAGS.map((tag) => tag.name));

function articles(file: string): LanguageContent {
  const content = loadContent(file, languageContentSchema);
  expectKnown(file, 'tags', [...content.topics.flatMap((t) => t.tags), ...content.articles.flatMap((a) => a.tags)], tagNames);
  expectKnown(file, 'topics', content.articles.map((a) => a.topic), new Set(content.topics.map((t) => t.key)));
  return content;
}
export const RUSSIAN = articles('articles-ru.json');
export const ENGLISH = articles('articles-en.json');
export const LITHUANIAN = articles('articles-lt.json');

function feedTags(file: string, posts: readonly FeedPostText[]): void {
  expectKnown(file, 'tags', posts.map((post) => post.tag), tagNames);
}
const feedEn = loadContent('feed-en.json', feedEnglishSchema);
feedTags('feed-en.json', [...feedEn.posts, ...feedEn.pending]);
const feedRu = loadContent('feed-ru.json', feedRussianSchema);
feedTags('feed-ru.json', [...feedRu.posts, ...feedRu.pending, feedRu.rejected, feedRu.draft]);
/** Posts of the community feed in English: neighbours, second generation and friends of the community. */
export const FEED_POSTS_EN = feedEn.posts;
/** Posts waiting for moderation, in English. */
export const FEED_PENDING_EN = feedEn.pending;
export const FEED_COMMENTS_EN = feedEn.comments;
export const FEED_POSTS_RU = feedRu.posts;
/** Posts for the moderation demo, in Russian: one waits (by the demo reader), one was rejected, one is a draft. */
export const FEED_PENDING_RU = feedRu.pending;
export const FEED_REJECTED_RU = feedRu.rejected;
export const FEED_DRAFT_RU = feedRu.draft;
export const FEED_COMMENTS_RU = feedRu.comments;

const businesses = loadContent('businesses.json', businessesSchema);
expectKnown('businesses.json', 'schedules', businesses.categories.flatMap((c) => c.hours.filter((h) => typeof h === 'string')), new Set(Object.keys(businesses.schedules)));
/**
 * The demo business directory: the kinds of places the paper's readers go to in Chicagoland,
 * named and described in Russian or English as their owners would; hours by schedule.
 */
export const BUSINESS_CONTENT: readonly CategoryContent[] = businesses.categories.map((c) => ({
  ...c,
  hours: c.hours.map((hours) => (typeof hours === 'string' ? businesses.schedules[hours]! : hours)),
}));

/** The demo calendar: community events in Russian and English across Chicagoland. */
export const EVENT_TEMPLATES = loadContent('events.json', eventsSchema);

const places = loadContent('places.json', placesSchema);
/** Where the printed weekly lies for pick-up, by ZIP code. */
export const AREAS = places.areas;
/** The kinds of pick-up point, how often each occurs and their names. */
export const KINDS = Object.keys(places.kinds);
export type PointKind = string;
export const KIND_WEIGHTS: Record<PointKind, number> = Object.fromEntries(Object.entries(places.kinds).map(([kind, k]) => [kind, k.weight]));
export const NAMES: Record<PointKind, readonly string[]> = Object.fromEntries(Object.entries(places.kinds).map(([kind, k]) => [kind, k.names]));

/** The private ads' towns, lists and templates (filled by `ad-templates.ts`). */
export const CLASSIFIEDS = loadContent('classifieds.json', classifiedsSchema);
/** Every town of the ads, Lithuanian ones included, for naming places in Russian. */
export const TOWNS = [...new Map([...CLASSIFIEDS.towns, ...CLASSIFIEDS.lithuanianTowns].map((town) => [town.en, town])).values()];

const newsroom = loadContent('newsroom.json', newsroomSchema);
expectKnown('newsroom.json', 'tags', [...newsroom.draft.tags, ...newsroom.scheduled.tags, ...newsroom.translated.tags], tagNames);
/** The demo editor's work waiting in the newsroom. */
export const NEWSROOM = newsroom;
