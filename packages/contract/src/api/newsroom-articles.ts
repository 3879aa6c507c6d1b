import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../locale.ts';
import { allowedActions, type ActionTable } from '../rules/actions.ts';
import { multilineText, singleLineText } from './common.ts';

/**
 * The newsroom's articles (issue #27): the editor rung writes, schedules, publishes, unpublishes
 * and translates articles (decision 057).
 *
 * An article has two texts: the **live** one readers see (only while `state` is `published` and
 * `published_at` has come) and the **working copy** the editor edits. Saving (and autosaving)
 * writes only the working copy, so editing never takes a live article offline and readers never
 * see unfinished text; `publish` copies the working copy to the live text (for a published
 * article that is the "Update" button). `has_unpublished_changes` says the two differ.
 *
 * Every write takes the `version` the editor read; a stale one answers 409 `error-stale-version`
 * with who saved the article last and when (`staleVersionErrorSchema`). Every successful write
 * answers the whole editor data with the new `version`.
 */

export const ARTICLE_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const ARTICLE_ACTIONS = ['save', 'publish', 'schedule', 'unpublish', 'translate'] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

/** What the article's facts say beside its state. */
export interface ArticleFacts {
  /** The working copy differs from the live text. */
  hasUnpublishedChanges: boolean;
  /** Languages of the translation group that have no article yet. */
  missingLanguages: number;
}

/**
 * The state machine, read by the server to decide and by the web to offer (`actions` in the
 * editor data). `publish` on a published article is "Update": the working copy goes live.
 * Unpublishing a scheduled article cancels its schedule (back to a draft); a published one
 * becomes `unpublished` (its page answers 404 to readers).
 */
export const ARTICLE_ACTION_TABLE: ActionTable<ArticleState, ArticleAction, ArticleFacts> = {
  draft: { save: true, publish: true, schedule: true, translate: (f) => f.missingLanguages > 0 },
  scheduled: { save: true, publish: true, schedule: true, unpublish: true, translate: (f) => f.missingLanguages > 0 },
  published: { save: true, publish: (f) => f.hasUnpublishedChanges, unpublish: true, translate: (f) => f.missingLanguages > 0 },
  unpublished: { save: true, publish: true, schedule: true, translate: (f) => f.missingLanguages > 0 },
};

export const articleActionsFor = (state: ArticleState, facts: ArticleFacts): ArticleAction[] =>
  allowedActions(ARTICLE_ACTION_TABLE, ARTICLE_ACTIONS, state, facts);

export const NEWSROOM_ARTICLE_LIMITS = {
  titleMax: 200,
  leadMax: 600,
  /** Characters of HTML. */
  bodyMax: 200_000,
  bylineMax: 120,
  altMax: 300,
  tagsMax: 20,
  perPageMax: 100,
  perPageDefault: 30,
  /** An editor's autosaves fold into one revision for this long (decision 057). */
  autosaveRevisionMinutes: 10,
} as const;

/** The revision kinds: what made the snapshot. */
export const ARTICLE_REVISION_KINDS = ['create', 'save', 'autosave', 'publish', 'schedule', 'restore', 'translate'] as const;
export type ArticleRevisionKind = (typeof ARTICLE_REVISION_KINDS)[number];

/** An opaque keyset cursor (the last article of a page): letters, digits, `-` and `_`. */
const CURSOR = /^[A-Za-z0-9_-]{1,120}$/;

// ---------------------------------------------------------------- the list

export const newsroomArticlesQuerySchema = z.object({
  state: z.enum(ARTICLE_STATES).optional(),
  category: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('category id'),
  lang: z.enum(CONTENT_LANGUAGES).optional(),
  author: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('author user id'),
  /** Days on Chicago's calendar, inclusive, on `updated_at`. */
  from: z.iso.date().optional().describe('YYYY-MM-DD (Chicago), updated on or after'),
  to: z.iso.date().optional().describe('YYYY-MM-DD (Chicago), updated on or before'),
  q: singleLineText().trim().max(200).optional().transform((q) => (q ? q.replace(/\s+/g, ' ') : undefined)).describe('words of the title (working copy), or an article id'),
  cursor: z.string().regex(CURSOR).optional().describe('`next_cursor` of the previous page'),
  per_page: z.coerce.number().int().min(1).max(NEWSROOM_ARTICLE_LIMITS.perPageMax).default(NEWSROOM_ARTICLE_LIMITS.perPageDefault),
});
export type NewsroomArticlesQuery = z.infer<typeof newsroomArticlesQuerySchema>;

export const newsroomPersonSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'NewsroomPerson' });
export type NewsroomPerson = z.infer<typeof newsroomPersonSchema>;

export const newsroomArticleRowSchema = z
  .object({
    id: z.number().int(),
    /** The working copy's title (what the editor last saved). */
    title: z.string(),
    lang: z.enum(CONTENT_LANGUAGES),
    state: z.enum(ARTICLE_STATES),
    category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    author: newsroomPersonSchema.nullable(),
    /** ISO instants. */
    updated_at: z.string(),
    publish_at: z.string().nullable(),
    published_at: z.string().nullable(),
    has_unpublished_changes: z.boolean(),
    /** Languages of its translation group (itself included). */
    languages: z.array(z.enum(CONTENT_LANGUAGES)),
  })
  .meta({ id: 'NewsroomArticleRow' });

export const newsroomArticlesPageSchema = z
  .object({
    data: z.array(newsroomArticleRowSchema),
    /** Null on the last page. Newest updated first. */
    next_cursor: z.string().nullable(),
    per_page: z.number().int(),
  })
  .meta({ id: 'NewsroomArticlesPage' });

// ---------------------------------------------------------------- the editor data

export const articleCoverSchema = z
  .object({
    media_id: z.number().int(),
    /** Stored image sizes, for the editor's preview. */
    src: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    /** The focal point a crop keeps, 0..1 from the left and from the top. */
    focal_x: z.number(),
    focal_y: z.number(),
  })
  .meta({ id: 'ArticleCover' });

export const articleTranslationLinkSchema = z
  .object({ id: z.number().int(), lang: z.enum(CONTENT_LANGUAGES), title: z.string(), state: z.enum(ARTICLE_STATES) })
  .meta({ id: 'ArticleTranslationLink' });

export const newsroomArticleSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().describe('send it back with every write (optimistic concurrency)'),
    state: z.enum(ARTICLE_STATES),
    lang: z.enum(CONTENT_LANGUAGES),
    // The working copy:
    title: z.string(),
    lead: z.string(),
    body_html: z.string().describe('sanitized HTML'),
    byline: z.string().describe('the name printed as the author'),
    category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
    cover: articleCoverSchema.nullable(),
    // Its life:
    author: newsroomPersonSchema.nullable(),
    /** When a scheduled article goes out: an ISO instant, and the same on Chicago's clock (YYYY-MM-DDTHH:MM). */
    publish_at: z.string().nullable(),
    publish_at_chicago: z.string().nullable(),
    /** When it first went out (ISO); kept through updates; null if never published. */
    published_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    /** Who saved it last (autosaves included) and when. */
    saved_by: newsroomPersonSchema.nullable(),
    saved_at: z.string(),
    has_unpublished_changes: z.boolean(),
    /** The reader's address of the live article, when readers can see it. */
    public_path: z.string().nullable(),
    /** The other articles of its translation group (not itself). */
    translations: z.array(articleTranslationLinkSchema),
    actions: z.array(z.enum(ARTICLE_ACTIONS)),
  })
  .meta({ id: 'NewsroomArticle' });

// ---------------------------------------------------------------- writes

const title = singleLineText().trim().min(1).max(NEWSROOM_ARTICLE_LIMITS.titleMax);
const lead = multilineText().trim().max(NEWSROOM_ARTICLE_LIMITS.leadMax);
const bodyHtml = multilineText().max(NEWSROOM_ARTICLE_LIMITS.bodyMax);
const byline = singleLineText().trim().max(NEWSROOM_ARTICLE_LIMITS.bylineMax);
const id = z.number().int().min(1).max(2_147_483_647);
const version = z.number().int().min(1).max(2_147_483_647);
const unit = z.number().min(0).max(1);

/** A cover image: an uploaded media id, its alt text and the crop's focal point (0..1; default the middle). */
export const articleCoverInputSchema = z.object({
  media_id: id,
  alt: singleLineText().trim().max(NEWSROOM_ARTICLE_LIMITS.altMax).default(''),
  focal_x: unit.default(0.5),
  focal_y: unit.default(0.5),
});

/** The working copy's fields. On save each is optional: what is left out stays as it was. */
const contentFields = {
  title,
  lead,
  body_html: bodyHtml,
  byline,
  category_id: id,
  tag_ids: z.array(id).max(NEWSROOM_ARTICLE_LIMITS.tagsMax),
  /** null removes the cover. */
  cover: articleCoverInputSchema.nullable(),
};

export const newsroomArticleCreateSchema = z
  .object({
    lang: z.enum(CONTENT_LANGUAGES),
    title: contentFields.title,
    category_id: contentFields.category_id,
    lead: contentFields.lead.default(''),
    body_html: contentFields.body_html.default(''),
    byline: contentFields.byline.optional().describe("default: the author's name"),
    tag_ids: contentFields.tag_ids.default([]),
    cover: contentFields.cover.default(null),
  })
  .strict();
export type NewsroomArticleCreate = z.infer<typeof newsroomArticleCreateSchema>;

export const newsroomArticleSaveSchema = z
  .object({
    version,
    /** An autosave: the same write, but it folds into the editor's last autosave revision (decision 057). */
    autosave: z.boolean().default(false),
    title: contentFields.title.optional(),
    lead: contentFields.lead.optional(),
    body_html: contentFields.body_html.optional(),
    byline: contentFields.byline.optional(),
    category_id: contentFields.category_id.optional(),
    tag_ids: contentFields.tag_ids.optional(),
    cover: contentFields.cover.optional(),
  })
  .strict();
export type NewsroomArticleSave = z.infer<typeof newsroomArticleSaveSchema>;

/** publish (now, or "Update" of a live article) and unpublish. */
export const newsroomArticleVersionSchema = z.object({ version }).strict();
export type NewsroomArticleVersion = z.infer<typeof newsroomArticleVersionSchema>;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const CHICAGO_WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * `publish_at` is read by its shape, explicitly:
 * - with `Z` or an offset (`2026-12-10T15:00:00Z`, `2026-12-10T09:00-06:00`): that instant;
 * - without one (`2026-12-10T09:00`): a date and time on Chicago's wall clock (CST or CDT,
 *   whichever is in force that day; a skipped hour reads as the hour after, a doubled one as the first).
 * It must be in the future (`validation-publish-at-past`).
 */
export const newsroomArticleScheduleSchema = z
  .object({
    version,
    publish_at: z
      .string()
      .refine((v) => INSTANT.test(v) || CHICAGO_WALL.test(v), { error: 'validation-invalid' })
      .describe('an ISO instant with Z/offset, or YYYY-MM-DDTHH:MM on Chicago clock'),
  })
  .strict();
export type NewsroomArticleSchedule = z.infer<typeof newsroomArticleScheduleSchema>;

/** True when `publish_at` names Chicago wall time (no offset). */
export const isChicagoWallTime = (publishAt: string): boolean => CHICAGO_WALL.test(publishAt);

/** A new translation: a draft in `lang`, in the source's group, starting from the source's working copy. */
export const newsroomArticleTranslateSchema = z.object({ lang: z.enum(CONTENT_LANGUAGES) }).strict();
export type NewsroomArticleTranslate = z.infer<typeof newsroomArticleTranslateSchema>;

/** Link another article (and its group) into this article's group. */
export const newsroomArticleLinkSchema = z.object({ article_id: id }).strict();
export type NewsroomArticleLink = z.infer<typeof newsroomArticleLinkSchema>;

export const newsroomArticleRevisionParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  revision: z.coerce.number().int().min(1).max(2_147_483_647),
});

// ---------------------------------------------------------------- revisions

export const articleRevisionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(ARTICLE_REVISION_KINDS),
    by: newsroomPersonSchema.nullable(),
    /** When it was made (an autosave revision: when it was last folded into). */
    at: z.string(),
    title: z.string(),
    /** For a restore: the revision it brought back. */
    restored_from: z.number().int().nullable(),
  })
  .meta({ id: 'ArticleRevision' });

export const articleRevisionsSchema = z.object({ data: z.array(articleRevisionSchema) }).meta({ id: 'ArticleRevisions' });

// ---------------------------------------------------------------- pictures

/**
 * `POST /api/newsroom/articles/media`, multipart/form-data with one image in the field `file`
 * (JPEG, PNG, WebP, GIF and the other formats the feed takes, up to 8 MB, by content): stored re-encoded; answers 201 with its media id (for
 * `cover.media_id`) and its addresses (`src` for an <img> in the body: the body's images must
 * come from /media/).
 */
export const NEWSROOM_ARTICLE_MEDIA_PATH = '/api/newsroom/articles/media';
export const articleMediaSchema = z
  .object({ media_id: z.number().int(), src: z.string(), srcset: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ArticleMedia' });
export type ArticleMedia = z.infer<typeof articleMediaSchema>;

// ---------------------------------------------------------------- errors

/**
 * The article module's refusals (added to NEWSROOM_MESSAGES). Publishing or scheduling an
 * incomplete article answers 422 with `validation-required` on `title` or `body_html`, whose
 * message is `error-article-publish-incomplete`'s. 409 `error-stale-version`
 * answers `staleVersionErrorSchema`.
 */
export const NEWSROOM_ARTICLE_MESSAGES = {
  'error-article-action': 'This cannot be done to the article in its present state.',
  'error-article-translation-taken': 'The translation group already has an article in this language.',
  'error-article-publish-incomplete': 'An article needs a title and a text before it goes out.',
  'validation-publish-at-past': 'Please choose a time in the future.',
  'validation-unknown-category': 'This category does not exist.',
  'validation-unknown-tag': 'This tag does not exist.',
  'validation-unknown-media': 'This image does not exist.',
} as const;
export type NewsroomArticleMessageCode = keyof typeof NEWSROOM_ARTICLE_MESSAGES;

export const staleVersionErrorSchema = z
  .object({
    message: z.string(),
    code: z.literal('error-stale-version'),
    /** The article's version now, who saved it and when. */
    version: z.number().int(),
    saved_by: newsroomPersonSchema.nullable(),
    saved_at: z.string(),
  })
  .meta({ id: 'StaleVersionError' });

export type NewsroomArticleRow = z.infer<typeof newsroomArticleRowSchema>;
export type NewsroomArticlesPage = z.infer<typeof newsroomArticlesPageSchema>;
export type NewsroomArticle = z.infer<typeof newsroomArticleSchema>;
export type ArticleCover = z.infer<typeof articleCoverSchema>;
export type ArticleCoverInput = z.infer<typeof articleCoverInputSchema>;
export type ArticleTranslationLink = z.infer<typeof articleTranslationLinkSchema>;
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;
export type ArticleRevisions = z.infer<typeof articleRevisionsSchema>;
export type StaleVersionError = z.infer<typeof staleVersionErrorSchema>;

/**
 * The routes (all editor+, `canEdit`; 401 signed out, 403 `error-editor-only` below):
 * - GET    /api/newsroom/articles                       → NewsroomArticlesPage (query above)
 * - POST   /api/newsroom/articles                       → 201 NewsroomArticle (a draft)
 * - GET    /api/newsroom/articles/:id                   → NewsroomArticle
 * - PATCH  /api/newsroom/articles/:id                   → NewsroomArticle (save / autosave)
 * - POST   /api/newsroom/articles/:id/publish           → NewsroomArticle (publish now / update live)
 * - POST   /api/newsroom/articles/:id/schedule          → NewsroomArticle
 * - POST   /api/newsroom/articles/:id/unpublish         → NewsroomArticle
 * - GET    /api/newsroom/articles/:id/revisions         → ArticleRevisions (newest first)
 * - POST   /api/newsroom/articles/:id/revisions/:revision/restore  {version} → NewsroomArticle
 * - POST   /api/newsroom/articles/:id/translations      {lang} → 201 NewsroomArticle (the new draft)
 * - POST   /api/newsroom/articles/:id/translations/link {article_id} → NewsroomArticle
 * - POST   /api/newsroom/articles/:id/translations/unlink (no body) → NewsroomArticle (leaves its group)
 * Linking and unlinking do not change `version` (they touch no text).
 */
export const NEWSROOM_ARTICLES_PATH = '/api/newsroom/articles';

// ---------------------------------------------------------------- the browser suite's clock

/**
 * Test-only (never in production): with `TEST_CLOCK=1` in the environment (the browser suite's
 * e2e/serve.ts sets it) the app reads its time from a clock that `POST /api/test/clock` moves
 * forward; after moving, it runs the scheduled-publishing step at once (due articles go out and
 * the pages showing them are cleared). Without the flag the route answers 404.
 * `GET /api/test/clock` answers the app's time.
 */
export const TEST_CLOCK_PATH = '/api/test/clock';
export const testClockMoveSchema = z
  .object({
    /** Minutes to move forward (at most a year). */
    advance_minutes: z.number().int().min(0).max(366 * 24 * 60).optional(),
    /** Or an instant to move to (never backwards). */
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type TestClockMove = z.infer<typeof testClockMoveSchema>;
export const testClockSchema = z.object({ now: z.string(), published: z.number().int().describe('scheduled articles that went out') }).meta({ id: 'TestClock' });
export type TestClock = z.infer<typeof testClockSchema>;
