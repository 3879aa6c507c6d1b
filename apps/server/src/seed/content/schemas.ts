import {
  BUSINESS_CATEGORIES,
  BUSINESS_LANGUAGES,
  BUSINESS_TAGS,
  CLASSIFIED_SECTIONS,
  CLASSIFIED_TYPES,
  CONTENT_LANGUAGES,
  EVENT_CATEGORIES,
  LOCALES,
  WEEKDAYS,
  weeklyScheduleSchema,
} from '@gazeta/contract';
import { z } from 'zod';
import { PICTURE_SUBJECTS } from '../art/classified-pictures.ts';
import { SCENE_KINDS, type SceneKind } from '../art/illustrations.ts';

/**
 * The shapes of the demo content's data files (issue #26): each file is parsed with its schema
 * when the seed loads it, so a typo in a file fails the seed with the file and the path named,
 * and the seed's code gets the types inferred here. What the files refer to across each other
 * (an article's tags, a listing's hours) is checked by the loaders in `index.ts`.
 */

/**
 * The sections of the site, in menu order. Kept in code because the pictures are drawn per
 * section (`art/illustrations.ts` has a palette and scenes for each): `categories.json` names them.
 */
export const CATEGORY_SLUGS = ['news', 'chicago', 'community', 'business', 'culture', 'health', 'immigration', 'lithuania', 'sport', 'travel'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const categoriesSchema = z
  .array(z.object({ slug: z.enum(CATEGORY_SLUGS), nameEn: z.string().min(1), nameRu: z.string().min(1) }).strict())
  .refine((list) => list.map((c) => c.slug).join() === CATEGORY_SLUGS.join(), 'every section once, in the order of CATEGORY_SLUGS');

/** A topical tag: its name in URLs, English, Russian. */
export const tagsSchema = z.array(z.object({ name: z.string().regex(/^[a-z0-9-]+$/), en: z.string().min(1), ru: z.string().min(1) }).strict());
export type TagName = string;

/** The paper's editions (the spec's "resources"); slugs are what the schedule and the forms name an edition by. */
export const editionsSchema = z.array(
  z
    .object({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      nameEn: z.string().min(1),
      nameRu: z.string().min(1),
      issueWeekday: z.number().int().min(0).max(6),
      deadlineDaysBefore: z.number().int().min(0),
      deadlineTime: z.string().regex(/^\d\d:\d\d$/),
    })
    .strict(),
);

/** Community members who write in the demo feed (no password: they would sign in by SMS code). */
export const membersSchema = z.array(z.object({ firstName: z.string().min(1), lastName: z.string().min(1), locale: z.enum(LOCALES) }).strict());

const color = z.string().regex(/^#[0-9a-f]{6}$/i);
const advertiserSchema = z
  .object({
    adId: z.number().int().positive(),
    name: z.string().min(1),
    slogan: z.string().min(1),
    /** Phone and town, the small print of the banner. */
    detail: z.string(),
    url: z.url(),
    /** Background, text, accent. */
    colors: z.tuple([color, color, color]),
    motif: z.enum(['circle', 'band', 'dots', 'arch']),
  })
  .strict();
export type Advertiser = z.infer<typeof advertiserSchema>;

/** The strip's rows; days are relative to the seeding time. */
const placementSchema = z
  .object({ adId: z.number().int().positive(), position: z.number().int().positive(), startsInDays: z.number().int().optional(), endsInDays: z.number().int().optional() })
  .strict();
export type Placement = z.infer<typeof placementSchema>;
export const adsSchema = z.object({ advertisers: z.array(advertiserSchema), placements: z.array(placementSchema) }).strict();

/**
 * A subject several articles share: its paragraphs are general enough to follow any of their
 * openings, so a body is the article's own opening plus a selection of these, in order.
 */
const topicSchema = z
  .object({
    key: z.string().min(1),
    category: z.enum(CATEGORY_SLUGS),
    /** Tags an article of the topic may get besides its own. */
    tags: z.array(z.string()),
    /** HTML blocks in reading order: paragraphs, a heading with its paragraph, a quote, a list. */
    blocks: z.array(z.string().min(1)).min(1),
  })
  .strict();
export type Topic = z.infer<typeof topicSchema>;

const articleTextSchema = z
  .object({
    topic: z.string(),
    title: z.string().min(1),
    lead: z.string().min(1),
    /** The article's own opening paragraph(s), HTML. */
    intro: z.string().min(1),
    /** The article's own tags (one or two); the topic's fill up to the drawn count. */
    tags: z.array(z.string()).min(1),
    /** When the article belongs to another section than its topic's. */
    category: z.enum(CATEGORY_SLUGS).optional(),
  })
  .strict();
export type ArticleText = z.infer<typeof articleTextSchema>;

export const languageContentSchema = z
  .object({ lang: z.enum(CONTENT_LANGUAGES), authors: z.array(z.string().min(1)).min(1), topics: z.array(topicSchema), articles: z.array(articleTextSchema) })
  .strict();
export type LanguageContent = z.infer<typeof languageContentSchema>;

/** What a post asks of its readers: it decides which everyday comments fit under it. */
const FEED_KINDS = ['question', 'sale', 'event', 'story', 'help'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

const sceneKind = z.custom<SceneKind>((value) => typeof value === 'string' && (SCENE_KINDS as readonly string[]).includes(value), 'a scene of art/illustrations.ts');

const feedPostSchema = z
  .object({
    tag: z.string(),
    title: z.string().min(1),
    /** HTML as the editor makes it: paragraphs, lists, links. */
    html: z.string().min(1),
    kind: z.enum(FEED_KINDS),
    /** One of the demo accounts, or any member (the default). */
    author: z.enum(['reader', 'moderator', 'editor', 'admin', 'member']).optional(),
    /** The pictures it carries (0–3), by what they show: a crib sale shows a crib, not a skyline. */
    pictures: z.array(sceneKind).max(3).optional(),
    /** Comments written for this post, with the replies under them (by the post's author when `byAuthor`). */
    threads: z.array(z.object({ text: z.string().min(1), replies: z.array(z.string().min(1)).optional(), byAuthor: z.boolean().optional() }).strict()).optional(),
  })
  .strict();
export type FeedPostText = z.infer<typeof feedPostSchema>;

const feedCommentsSchema = z
  .object({
    /** Everyday comments that fit any post of the kind. */
    comments: z.object(Object.fromEntries(FEED_KINDS.map((kind) => [kind, z.array(z.string().min(1)).min(1)])) as Record<FeedKind, z.ZodArray<z.ZodString>>).strict(),
    /** Short answers anyone may give under a comment. */
    replies: z.array(z.string().min(1)).min(1),
  })
  .strict();
export type FeedComments = z.infer<typeof feedCommentsSchema>;

export const feedEnglishSchema = z.object({ posts: z.array(feedPostSchema), pending: z.array(feedPostSchema), comments: feedCommentsSchema }).strict();
export const feedRussianSchema = feedEnglishSchema
  .extend({ rejected: feedPostSchema.extend({ reason: z.string().min(1) }), draft: feedPostSchema })
  .strict();

/**
 * A kind of business of the demo directory: names in Russian, then in English (a listing is
 * written in the language of its name); `{town}` in what the owner writes is where it is.
 */
const businessCategorySchema = z
  .object({
    category: z.enum(BUSINESS_CATEGORIES),
    ru: z.array(z.string().min(1)).min(1),
    en: z.array(z.string().min(1)).min(1),
    aboutRu: z.array(z.string().min(1)).min(1),
    aboutEn: z.array(z.string().min(1)).min(1),
    /** A second category some of them also have. */
    also: z.enum(BUSINESS_CATEGORIES).optional(),
    tags: z.array(z.enum(BUSINESS_TAGS)),
    /** The languages spoken there besides Russian and English. */
    languages: z.array(z.enum(BUSINESS_LANGUAGES)),
    /** Opening hours: a schedule of the file's `schedules` by name, or one written out. */
    hours: z.array(z.union([z.string(), weeklyScheduleSchema])).min(1),
    /** What its hot deal offers. */
    dealRu: z.string().min(1),
    dealEn: z.string().min(1),
  })
  .strict();
export const businessesSchema = z.object({ schedules: z.record(z.string(), weeklyScheduleSchema), categories: z.array(businessCategorySchema) }).strict();
export type CategoryContent = Omit<z.infer<typeof businessCategorySchema>, 'hours'> & { hours: z.infer<typeof weeklyScheduleSchema>[] };

const hoursRange = z.string().regex(/^\d\d:\d\d-\d\d:\d\d$/);
/**
 * A community event of the demo calendar. Dates are relative to the day the seed runs: `start`
 * days from today (negative: it has begun, or is over), `span` days more to its last day; `hours`
 * is "HH:MM-HH:MM" for every day of the span, or per weekday (a weekday left out does not take
 * place; "off" is a day off); `off` lists days off as days from its start.
 */
export const eventsSchema = z.array(
  z
    .object({
      category: z.enum(EVENT_CATEGORIES),
      lang: z.enum(LOCALES),
      title: z.string().min(1),
      description: z.string().min(1),
      organizer: z.string().min(1),
      address: z.string().min(1),
      zip: z.string().regex(/^\d{5}$/),
      start: z.number().int(),
      span: z.number().int().min(0),
      hours: z.union([hoursRange, z.partialRecord(z.enum(WEEKDAYS), z.union([hoursRange, z.literal('off')]))]),
      off: z.array(z.number().int().min(0)).optional(),
    })
    .strict(),
);
export type EventTemplate = z.infer<typeof eventsSchema>[number];

/** Where the printed weekly lies for pick-up: real ZIP codes, their share of the points, their main streets. */
const areaSchema = z
  .object({
    zip: z.string().regex(/^\d{5}$/),
    /** A neighborhood label, for Chicago branch names. */
    area: z.string().optional(),
    weight: z.number().positive(),
    streets: z.array(z.string().min(1)).min(1),
    /** Range of house numbers on those streets. */
    numbers: z.tuple([z.number().int(), z.number().int()]).optional(),
    /** On the lakefront: points are only moved inland (west). */
    lakefront: z.boolean().optional(),
  })
  .strict();
export type Area = z.infer<typeof areaSchema>;
/** Kinds of pick-up point: how often each occurs relative to the others, and names (`{city}` is the point's city). */
export const placesSchema = z
  .object({ areas: z.array(areaSchema).min(1), kinds: z.record(z.string(), z.object({ weight: z.number().positive(), names: z.array(z.string().min(1)).min(1) }).strict()) })
  .strict();

/** A town of the private ads, with the forms its name takes. */
const townSchema = z
  .object({
    en: z.string().min(1),
    ru: z.string().min(1),
    /** "в Шаумбурге": Russian names of places decline. */
    ruIn: z.string().min(1),
    /** Where, in Lithuanian. */
    ltIn: z.string().min(1),
  })
  .strict();
export type Town = z.infer<typeof townSchema>;

/**
 * An ad template: `title` and `body` with `{…}` placeholders that `ad-templates.ts` fills with a
 * fresh draw each time, after the `draws` (named, in order) that both may refer to.
 */
const adTemplateSchema = z
  .object({
    section: z.enum(CLASSIFIED_SECTIONS),
    type: z.enum(CLASSIFIED_TYPES),
    lang: z.enum(CONTENT_LANGUAGES),
    /** What its photos show, when it has any. */
    picture: z.enum(PICTURE_SUBJECTS).nullable(),
    draws: z.record(z.string().regex(/^[a-z]\w*$/i), z.string()).optional(),
    title: z.string().min(1),
    body: z.string().min(1),
  })
  .strict();
export type AdTemplate = z.infer<typeof adTemplateSchema>;

export const classifiedsSchema = z
  .object({
    /** North and northwest suburbs and the city's north side, where the paper's readers live. */
    towns: z.array(townSchema).min(2),
    /** Where the Lithuanian ads are: Lemont and Oak Lawn first. */
    lithuanianTowns: z.array(townSchema).min(1),
    /** Area codes of Chicagoland; numbers are in the 555-0100…0199 range kept for fiction. */
    areaCodes: z.array(z.string().regex(/^\d{3}$/)).min(1),
    /** Lists a placeholder may pick from (`{pick @ruNames}`). */
    lists: z
      .object({
        ruNames: z.array(z.string().min(1)).min(1),
        enNames: z.array(z.string().min(1)).min(1),
        ltNames: z.array(z.string().min(1)).min(1),
        cars: z.array(z.object({ make: z.string().min(1), model: z.string().min(1) }).strict()).min(1),
      })
      .strict(),
    templates: z.array(adTemplateSchema).min(1),
  })
  .strict();
export type ClassifiedsContent = z.infer<typeof classifiedsSchema>;

/** The demo editor's work in the newsroom (decision 057): a draft, an article scheduled a few days on, one story in two languages. */
const newsroomTextSchema = z.object({ title: z.string().min(1), lead: z.string(), body: z.string().min(1) }).strict();
const newsroomArticleSchema = newsroomTextSchema.extend({ lang: z.enum(CONTENT_LANGUAGES), category: z.enum(CATEGORY_SLUGS), tags: z.array(z.string()) }).strict();
export const newsroomSchema = z
  .object({
    draft: newsroomArticleSchema,
    /** Goes out `inDays` after the seeding day at `time` on Chicago's clock. */
    scheduled: newsroomArticleSchema.extend({ inDays: z.number().int().min(1).max(6), time: z.string().regex(/^\d\d:\d\d$/) }).strict(),
    translated: z.object({ category: z.enum(CATEGORY_SLUGS), tags: z.array(z.string()), ru: newsroomTextSchema, en: newsroomTextSchema }).strict(),
  })
  .strict();
export type NewsroomContent = z.infer<typeof newsroomSchema>;
