import {
  ARTICLE_ACTION_TABLE,
  articleActionsFor,
  can,
  CONTENT_LANGUAGES,
  HTTP_ERROR_CODES,
  isChicagoWallTime,
  NEWSROOM_ARTICLE_MESSAGES,
  NEWSROOM_MESSAGES,
  POST_IMAGE_MAX_PIXELS,
  readTimeMinutes,
  type ArticleMedia,
  type ArticleAction,
  type ArticleRevisions,
  type ArticleState,
  type ContentLanguage,
  type Locale,
  type NewsroomArticle,
  type NewsroomArticleCreate,
  type NewsroomArticleSave,
  type NewsroomArticlesPage,
  type NewsroomArticlesQuery,
  type NewsroomPerson,
} from '@gazeta/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ArticleContent } from '../../db/schema/index.ts';
import { TAGS, type CacheTags } from '../../lib/cache.ts';
import { addDays, chicagoInstant, chicagoOffsetMs } from '../../lib/chicago-time.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { VALIDATION_MESSAGE } from '../../lib/error-handler.ts';
import { htmlToText, sanitizeRichText } from '../../lib/html.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { requireRung, type Viewer } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { checkedImage } from '../classifieds/index.ts';
import { imageView, type MediaService } from '../media/index.ts';
import { ImageRejected } from '../../providers/images.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { EditorRow, NewsroomFilter, NewsroomRepository } from './newsroom-repository.ts';

/** Someone saved the article since the editor read it: who, when, and the version now. */
export class StaleVersion extends HttpError {
  readonly version: number;
  readonly savedBy: NewsroomPerson | null;
  readonly savedAt: string;
  constructor(row: EditorRow) {
    super(409, 'error-stale-version', NEWSROOM_MESSAGES['error-stale-version']);
    this.version = row.version;
    this.savedBy = row.editedById === null ? null : { id: row.editedById, name: row.editedByName ?? `#${row.editedById}` };
    this.savedAt = row.editedAt.toISOString();
  }
}

const fieldError = (field: string, code: string, message = VALIDATION_MESSAGE) =>
  new HttpError(422, HTTP_ERROR_CODES.validation, VALIDATION_MESSAGE, { [field]: [{ code, message }] });
const refused = (code: keyof typeof NEWSROOM_ARTICLE_MESSAGES, status = 409) => new HttpError(status, code as never, NEWSROOM_ARTICLE_MESSAGES[code]);

/** Live states: readers see the live text (published, or scheduled once due). */
const isLive = (state: ArticleState) => state === 'published' || state === 'scheduled';

/** A timestamptz as PostgreSQL writes it as text (the list's cursor keeps its microseconds). */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The autosaves of one editor fold into one revision for this long (decision 057). */
export const AUTOSAVE_FOLD_MS = 10 * 60_000;

/** A Chicago wall-clock reading of an instant, YYYY-MM-DDTHH:MM. */
export function chicagoWallTime(at: Date): string {
  return new Date(at.getTime() + chicagoOffsetMs(at.getTime())).toISOString().slice(0, 16);
}

/** `publish_at` as the contract reads it: with an offset an instant, without one Chicago wall time. */
export function readPublishAt(text: string): Date | null {
  const at = isChicagoWallTime(text) ? chicagoInstant(text.slice(0, 10), text.slice(11, 16)) : new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

const isUniqueViolation = (error: unknown, index: string): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === index || message?.includes(index))) return true;
  }
  return false;
};

const contentOf = (draft: EditorRow['draft']): ArticleContent => ({
  title: draft.title,
  lead: draft.lead,
  bodyHtml: draft.bodyHtml,
  byline: draft.byline,
  categoryId: draft.categoryId,
  tagIds: draft.tagIds,
  imageId: draft.imageId,
  imageAlt: draft.imageAlt,
  focalX: draft.focalX,
  focalY: draft.focalY,
});

/** The fields that differ, small: texts by their length, the body only as changed. */
function changes(before: ArticleContent, after: ArticleContent): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ArticleContent)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key === 'bodyHtml') {
      b['body_length'] = before.bodyHtml.length;
      a['body_length'] = after.bodyHtml.length;
    } else {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

export interface NewsroomDeps {
  db: Db;
  media: Pick<MediaService, 'storeImage'>;
  repo: NewsroomRepository;
  audit: AuditService;
  storage: FileStorage;
  cacheTags?: CacheTags;
  /** Search keeps the spellings of published words (queries in the other alphabet). */
  spellings?: { recordSpellings(texts: readonly string[]): Promise<void> };
  now?: () => Date;
}

/**
 * The newsroom's articles (issue #27, decision 057): editors write a working copy, publish it
 * (now or at a time), unpublish, restore revisions and translate. Every change checks the rung,
 * locks the article, compares the version it was read at and writes its audit entry in its
 * transaction; what readers see changes only at publish, schedule and unpublish, and then every
 * cached page that shows the article is dropped.
 */
export function createNewsroomArticles(deps: NewsroomDeps) {
  const { db, repo, audit, storage, media, cacheTags, spellings, now = () => new Date() } = deps;

  /** Every page that shows these articles: the lists, the articles' own pages (their translations' too), their sections. */
  async function invalidate(ids: readonly number[], categoryIds: readonly (number | null)[], groups: readonly (number | null)[]): Promise<void> {
    if (!cacheTags) return;
    const members = (await Promise.all(groups.map((group) => repo.groupIds(db, group)))).flat();
    const slugs = await Promise.all([...new Set(categoryIds.filter((id): id is number => id !== null))].map((id) => repo.categoryOf(db, id)));
    cacheTags.invalidate([
      TAGS.articles,
      ...[...ids, ...members].map((id) => TAGS.article(id)),
      ...slugs.filter((slug): slug is string => slug !== undefined).map((slug) => TAGS.category(slug)),
    ]);
  }

  /** Checks what the content names exists (422 per field); the body sanitized, tags deduplicated. */
  async function checked(content: ArticleContent, tx: Db = db): Promise<ArticleContent> {
    if (!(await repo.category(content.categoryId, tx))) throw fieldError('category_id', 'validation-unknown-category', NEWSROOM_ARTICLE_MESSAGES['validation-unknown-category']);
    const tagIds = [...new Set(content.tagIds)].sort((a, b) => a - b);
    const known = await repo.tagsByIds(tagIds, tx);
    if (known.length !== tagIds.length) throw fieldError('tag_ids', 'validation-unknown-tag', NEWSROOM_ARTICLE_MESSAGES['validation-unknown-tag']);
    if (content.imageId !== null && !(await repo.image(content.imageId, tx))) throw fieldError('cover.media_id', 'validation-unknown-media', NEWSROOM_ARTICLE_MESSAGES['validation-unknown-media']);
    return { ...content, tagIds, bodyHtml: sanitizeRichText(content.bodyHtml) };
  }

  const derived = (content: ArticleContent) => {
    const bodyHtml = sanitizeRichText(content.bodyHtml);
    const bodyText = htmlToText(bodyHtml);
    return { bodyHtml, bodyText, readTime: readTimeMinutes(`${content.title} ${content.lead} ${bodyText}`) };
  };

  /** An article goes out with a title and a text. */
  function requireComplete(content: ArticleContent): void {
    const missing = content.title.trim() === '' ? 'title' : htmlToText(content.bodyHtml).trim() === '' ? 'body_html' : null;
    if (missing) throw fieldError(missing, 'validation-required', NEWSROOM_ARTICLE_MESSAGES['error-article-publish-incomplete']);
  }

  // Reads inside a change go through its transaction (the embedded database has one connection).
  const factsOf = async (row: EditorRow, tx: Db = db) => {
    const members = row.translationGroup === null ? [] : await repo.groupMembers(tx, row.translationGroup, row.id);
    return { members, facts: { hasUnpublishedChanges: row.draft.pending, missingLanguages: CONTENT_LANGUAGES.length - 1 - members.length } };
  };

  function requireAction(action: ArticleAction, row: EditorRow, facts: { hasUnpublishedChanges: boolean; missingLanguages: number }): void {
    if (!can(ARTICLE_ACTION_TABLE, action, row.state, facts)) throw refused('error-article-action');
  }

  /** A change of one article: locked, at the version the editor read (409 otherwise). */
  async function change<T>(id: number, version: number | null, apply: (tx: Db, row: EditorRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await repo.editorRow(id, tx, true);
      if (!row) throw notFound('Article not found.');
      if (version !== null && row.version !== version) throw new StaleVersion(row);
      return apply(tx, row);
    });
  }

  async function view(id: number, locale: Locale): Promise<NewsroomArticle> {
    const row = await repo.editorRow(id);
    if (!row) throw notFound('Article not found.');
    const { draft } = row;
    const [category, tagRows, image, { members, facts }] = await Promise.all([
      repo.category(draft.categoryId),
      repo.tagsByIds(draft.tagIds),
      draft.imageId === null ? undefined : repo.image(draft.imageId),
      factsOf(row),
    ]);
    const at = now();
    const visible = isLive(row.state) && row.publishedAt !== null && row.publishedAt <= at;
    return {
      id: row.id,
      version: row.version,
      state: row.state,
      lang: row.lang,
      title: draft.title,
      lead: draft.lead,
      body_html: sanitizeRichText(draft.bodyHtml),
      byline: draft.byline,
      category: { id: draft.categoryId, slug: category?.slug ?? '', name: (locale === 'en' ? category?.nameEn : category?.nameRu) ?? '' },
      tags: draft.tagIds
        .map((tagId) => tagRows.find((tag) => tag.id === tagId))
        .filter((tag) => tag !== undefined)
        .map((tag) => ({ id: tag.id, name: locale === 'en' ? tag.nameEn : tag.nameRu })),
      cover: image
        ? (() => {
            const shown = imageView(image, draft.imageAlt, storage);
            return { media_id: image.id, src: shown.src, width: shown.width, height: shown.height, alt: draft.imageAlt, focal_x: draft.focalX, focal_y: draft.focalY };
          })()
        : null,
      author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? `#${row.authorId}` },
      publish_at: row.publishAt?.toISOString() ?? null,
      publish_at_chicago: row.publishAt ? chicagoWallTime(row.publishAt) : null,
      published_at: row.publishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.editedAt.toISOString(),
      saved_by: row.editedById === null ? null : { id: row.editedById, name: row.editedByName ?? `#${row.editedById}` },
      saved_at: row.editedAt.toISOString(),
      has_unpublished_changes: draft.pending,
      public_path: visible ? `/article/${row.id}` : null,
      translations: members.map((m) => ({ id: m.id, lang: m.lang, title: m.title, state: m.state })),
      actions: articleActionsFor(row.state, facts),
    };
  }

  /** Publishes the live text from the working copy in `tx`, at `state` (published or scheduled). */
  async function goLive(tx: Db, row: EditorRow, by: Viewer, at: Date, target: { state: 'published' | 'scheduled'; publishAt: Date | null }) {
    const content = contentOf(row.draft);
    requireComplete(content);
    const text = derived(content);
    await repo.copyToLive(tx, row.id, content, text, at);
    const publishedAt =
      target.state === 'scheduled'
        ? target.publishAt!
        : row.state === 'published' || (row.state === 'unpublished' && row.publishedAt !== null)
          ? row.publishedAt!
          : at;
    const version = await repo.bump(tx, row.id, by.id, at, { state: target.state, publishAt: target.publishAt, publishedAt });
    await repo.setPending(tx, row.id, false);
    await repo.addRevision(tx, row.id, { kind: target.state === 'scheduled' ? 'schedule' : 'publish', by: by.id, at, content });
    return { content, text, version, publishedAt };
  }

  return {
    view: (viewer: Viewer | null, id: number, locale: Locale) => {
      requireRung(viewer, 'editor');
      return view(id, locale);
    },

    async list(viewer: Viewer | null, query: NewsroomArticlesQuery, locale: Locale): Promise<NewsroomArticlesPage> {
      requireRung(viewer, 'editor');
      const after = query.cursor
        ? decodeCursor(query.cursor, 2, ([editedAt], id) => (typeof editedAt === 'string' && PG_TIMESTAMP.test(editedAt) ? { editedAt, id } : null))
        : undefined;
      if (after === null) throw fieldError('cursor', 'validation-invalid');
      const dayStart = (day: string) => chicagoInstant(day, '00:00');
      const filter: NewsroomFilter = {
        ...(query.state ? { state: query.state } : {}),
        ...(query.category ? { categoryId: query.category } : {}),
        ...(query.lang ? { lang: query.lang } : {}),
        ...(query.author ? { authorId: query.author } : {}),
        ...(query.from ? { from: dayStart(query.from) } : {}),
        ...(query.to ? { until: new Date(dayStart(addDays(query.to, 1)).getTime() - 1) } : {}),
        ...(query.q ? { q: query.q } : {}),
        ...(after ? { after } : {}),
      };
      const rows = await repo.list(filter, query.per_page + 1);
      const page = rows.slice(0, query.per_page);
      const last = page.at(-1);
      return {
        data: page.map((row) => ({
          id: row.id,
          title: row.title,
          lang: row.lang,
          state: row.state,
          category: { id: row.category.id, slug: row.category.slug, name: locale === 'en' ? row.category.nameEn : row.category.nameRu },
          author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? `#${row.authorId}` },
          updated_at: row.editedAt.toISOString(),
          publish_at: row.publishAt?.toISOString() ?? null,
          published_at: row.publishedAt?.toISOString() ?? null,
          has_unpublished_changes: row.pending,
          languages: row.languages,
        })),
        next_cursor: rows.length > query.per_page && last ? encodeCursor([last.editedAtText, last.id]) : null,
        per_page: query.per_page,
      };
    },

    /** A new draft of the editor's. */
    async create(viewer: Viewer | null, input: NewsroomArticleCreate, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      const content = await checked({
        title: input.title,
        lead: input.lead,
        bodyHtml: input.body_html,
        byline: input.byline ?? (await repo.personName(by.id)) ?? '',
        categoryId: input.category_id,
        tagIds: input.tag_ids,
        imageId: input.cover?.media_id ?? null,
        imageAlt: input.cover?.alt ?? '',
        focalX: input.cover?.focal_x ?? 0.5,
        focalY: input.cover?.focal_y ?? 0.5,
      });
      const text = derived(content);
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insert(
          tx,
          {
            categoryId: content.categoryId,
            lang: input.lang,
            title: content.title,
            lead: content.lead,
            bodyHtml: text.bodyHtml,
            bodyText: text.bodyText,
            author: content.byline,
            imageId: content.imageId,
            imageAlt: content.imageAlt,
            imageFocalX: content.focalX,
            imageFocalY: content.focalY,
            readTime: text.readTime,
            state: 'draft',
            publishedAt: null,
            updatedAt: at,
            createdAt: at,
            editedAt: at,
            editedBy: by.id,
            authorId: by.id,
          },
          content,
          { kind: 'create', by: by.id, at },
        );
        await audit.record(tx, { by, action: 'article.create', subject: { kind: 'article', id: newId }, after: { state: 'draft', lang: input.lang, title: content.title } });
        return newId;
      });
      return view(id, locale);
    },

    /** Save or autosave: the working copy only; a live article's readers keep the live text. */
    async save(viewer: Viewer | null, id: number, input: NewsroomArticleSave, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      const current = await repo.editorRow(id);
      if (!current) throw notFound('Article not found.');
      const merge = (draft: EditorRow['draft']): ArticleContent => ({
        ...contentOf(draft),
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.lead === undefined ? {} : { lead: input.lead }),
        ...(input.body_html === undefined ? {} : { bodyHtml: input.body_html }),
        ...(input.byline === undefined ? {} : { byline: input.byline }),
        ...(input.category_id === undefined ? {} : { categoryId: input.category_id }),
        ...(input.tag_ids === undefined ? {} : { tagIds: input.tag_ids }),
        ...(input.cover === undefined
          ? {}
          : input.cover === null
            ? { imageId: null, imageAlt: '', focalX: 0.5, focalY: 0.5 }
            : { imageId: input.cover.media_id, imageAlt: input.cover.alt, focalX: input.cover.focal_x, focalY: input.cover.focal_y }),
      });
      // The references are checked before the lock; the change is merged again under it.
      await checked(merge(current.draft));
      await change(id, input.version, async (tx, row) => {
        const before = contentOf(row.draft);
        const next = await checked(merge(row.draft), tx);
        const live = isLive(row.state);
        await repo.writeDraft(tx, id, next, live);
        if (!live) await repo.copyToLive(tx, id, next, derived(next), at);
        const diff = changes(before, next);
        let record = true;
        if (input.autosave) {
          const last = await repo.lastRevision(tx, id);
          if (last && last.kind === 'autosave' && last.by === by.id && at.getTime() - last.at.getTime() < AUTOSAVE_FOLD_MS) {
            await repo.foldAutosave(tx, last.id, at, next);
            record = false;
          } else {
            await repo.addRevision(tx, id, { kind: 'autosave', by: by.id, at, content: next });
          }
        } else {
          await repo.addRevision(tx, id, { kind: 'save', by: by.id, at, content: next });
        }
        await repo.bump(tx, id, by.id, at);
        // An autosave folded into the editor's last one is in its revision, not again in the log.
        if (record) await audit.record(tx, { by, action: 'article.save', subject: { kind: 'article', id }, before: diff.before, after: { ...diff.after, ...(input.autosave ? { autosave: true } : {}) } });
      });
      return view(id, locale);
    },

    /** Publish now, or (published) put the working copy live: "Update". */
    async publish(viewer: Viewer | null, id: number, version: number, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      const result = await change(id, version, async (tx, row) => {
        const { facts } = await factsOf(row, tx);
        requireAction('publish', row, facts);
        const live = await goLive(tx, row, by, at, { state: 'published', publishAt: null });
        await audit.record(tx, {
          by,
          action: 'article.publish',
          subject: { kind: 'article', id },
          before: { state: row.state, ...(row.publishAt ? { publish_at: row.publishAt.toISOString() } : {}) },
          after: { state: 'published', published_at: live.publishedAt.toISOString() },
        });
        return { row, live };
      });
      await spellings?.recordSpellings([result.live.content.title, result.live.content.lead, result.live.text.bodyText]);
      await invalidate([id], [result.row.liveCategoryId, result.live.content.categoryId], [result.row.translationGroup]);
      return view(id, locale);
    },

    /** Goes out at `publish_at` (an instant, or Chicago wall time without an offset). */
    async schedule(viewer: Viewer | null, id: number, input: { version: number; publish_at: string }, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      const publishAt = readPublishAt(input.publish_at);
      if (!publishAt) throw fieldError('publish_at', 'validation-invalid');
      if (publishAt.getTime() <= at.getTime()) throw fieldError('publish_at', 'validation-publish-at-past', NEWSROOM_ARTICLE_MESSAGES['validation-publish-at-past']);
      const result = await change(id, input.version, async (tx, row) => {
        const { facts } = await factsOf(row, tx);
        requireAction('schedule', row, facts);
        const live = await goLive(tx, row, by, at, { state: 'scheduled', publishAt });
        await audit.record(tx, {
          by,
          action: 'article.schedule',
          subject: { kind: 'article', id },
          before: { state: row.state, ...(row.publishAt ? { publish_at: row.publishAt.toISOString() } : {}) },
          after: { state: 'scheduled', publish_at: publishAt.toISOString() },
        });
        return { row, live };
      });
      await spellings?.recordSpellings([result.live.content.title, result.live.content.lead, result.live.text.bodyText]);
      await invalidate([id], [result.row.liveCategoryId, result.live.content.categoryId], [result.row.translationGroup]);
      return view(id, locale);
    },

    /** Off the site: a published article becomes unpublished (404 to readers), a scheduled one a draft again. */
    async unpublish(viewer: Viewer | null, id: number, version: number, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      const row = await change(id, version, async (tx, locked) => {
        const { facts } = await factsOf(locked, tx);
        requireAction('unpublish', locked, facts);
        const state = locked.state === 'scheduled' ? 'draft' : 'unpublished';
        // Off the site, the live columns mirror the working copy again.
        const content = contentOf(locked.draft);
        await repo.copyToLive(tx, id, content, derived(content), at);
        await repo.setPending(tx, id, false);
        await repo.bump(tx, id, by.id, at, { state, publishAt: null, ...(state === 'draft' ? { publishedAt: null } : {}) });
        await audit.record(tx, {
          by,
          action: 'article.unpublish',
          subject: { kind: 'article', id },
          before: { state: locked.state, ...(locked.publishAt ? { publish_at: locked.publishAt.toISOString() } : {}) },
          after: { state },
        });
        return locked;
      });
      await invalidate([id], [row.liveCategoryId, row.draft.categoryId], [row.translationGroup]);
      return view(id, locale);
    },

    async revisions(viewer: Viewer | null, id: number): Promise<ArticleRevisions> {
      requireRung(viewer, 'editor');
      if (!(await repo.editorRow(id))) throw notFound('Article not found.');
      const rows = await repo.revisions(id);
      return {
        data: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          by: r.byId === null ? null : { id: r.byId, name: r.byName ?? `#${r.byId}` },
          at: r.at.toISOString(),
          title: r.title,
          restored_from: r.restoredFrom,
        })),
      };
    },

    /** A revision becomes the working copy again (a new revision; the live text waits for Publish). */
    async restore(viewer: Viewer | null, id: number, revisionId: number, version: number, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      const revision = await repo.revision(id, revisionId);
      if (!revision) throw notFound('Revision not found.');
      // What the revision named and no longer exists is left out (a deleted tag or picture).
      const known = new Set((await repo.tagsByIds(revision.content.tagIds)).map((tag) => tag.id));
      const image = revision.content.imageId === null ? undefined : await repo.image(revision.content.imageId);
      const restored: ArticleContent = {
        ...revision.content,
        tagIds: revision.content.tagIds.filter((tagId) => known.has(tagId)),
        ...(image ? {} : { imageId: null }),
      };
      await change(id, version, async (tx, row) => {
        const content = (await repo.category(restored.categoryId, tx)) ? restored : { ...restored, categoryId: row.draft.categoryId };
        const live = isLive(row.state);
        await repo.writeDraft(tx, id, content, live);
        if (!live) await repo.copyToLive(tx, id, content, derived(content), at);
        await repo.addRevision(tx, id, { kind: 'restore', by: by.id, at, content, restoredFrom: revisionId });
        await repo.bump(tx, id, by.id, at);
        await audit.record(tx, { by, action: 'article.restore', subject: { kind: 'article', id }, after: { revision: revisionId } });
      });
      return view(id, locale);
    },

    /** A new draft in `lang`, in the article's translation group, starting from its working copy. */
    async translate(viewer: Viewer | null, id: number, lang: ContentLanguage, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      let newId: number;
      try {
        newId = await change(id, null, async (tx, row) => {
          let group = row.translationGroup;
          const members = group === null ? [] : await repo.groupMembers(tx, group, id);
          if (row.lang === lang || members.some((m) => m.lang === lang)) throw refused('error-article-translation-taken');
          if (group === null) {
            group = await nextGroup(tx);
            await repo.setGroup(tx, [id], group);
          }
          const content = contentOf(row.draft);
          const text = derived(content);
          const created = await repo.insert(
            tx,
            {
              categoryId: content.categoryId,
              lang,
              title: content.title,
              lead: content.lead,
              bodyHtml: text.bodyHtml,
              bodyText: text.bodyText,
              author: content.byline,
              imageId: content.imageId,
              imageAlt: content.imageAlt,
              imageFocalX: content.focalX,
              imageFocalY: content.focalY,
              readTime: text.readTime,
              state: 'draft',
              publishedAt: null,
              updatedAt: at,
              createdAt: at,
              editedAt: at,
              editedBy: by.id,
              authorId: by.id,
              translationGroup: group,
            },
            content,
            { kind: 'translate', by: by.id, at },
          );
          await audit.record(tx, { by, action: 'article.translate', subject: { kind: 'article', id: created }, after: { source: id, lang, group } });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'articles_group_lang_key')) throw refused('error-article-translation-taken');
        throw error;
      }
      return view(newId, locale);
    },

    /** Puts another article (and its group) into this article's group: one article per language. */
    async link(viewer: Viewer | null, id: number, otherId: number, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      if (otherId === id) throw fieldError('article_id', 'validation-invalid');
      let members: number[];
      try {
        members = await db.transaction(async (tx) => {
          const pair = await repo.lockGroups(tx, [id, otherId], []);
          const mine = pair.find((r) => r.id === id);
          const other = pair.find((r) => r.id === otherId);
          if (!mine) throw notFound('Article not found.');
          if (!other) throw fieldError('article_id', 'validation-invalid');
          const groups = [mine.translationGroup, other.translationGroup].filter((g): g is number => g !== null);
          const all = await repo.lockGroups(tx, [id, otherId], groups);
          const langs = all.map((r) => r.lang);
          if (new Set(langs).size !== langs.length) throw refused('error-article-translation-taken');
          const group = mine.translationGroup ?? other.translationGroup ?? (await nextGroup(tx));
          await repo.setGroup(tx, all.map((r) => r.id), group);
          await audit.record(tx, { by, action: 'article.link', subject: { kind: 'article', id }, before: { group: mine.translationGroup }, after: { group, linked: otherId } });
          return all.map((r) => r.id);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'articles_group_lang_key')) throw refused('error-article-translation-taken');
        throw error;
      }
      await invalidate(members, [], []);
      return view(id, locale);
    },

    /** Takes the article out of its group (a group of one left behind is dissolved). */
    async unlink(viewer: Viewer | null, id: number, locale: Locale): Promise<NewsroomArticle> {
      const by = requireRung(viewer, 'editor');
      const members = await db.transaction(async (tx) => {
        const [mine] = await repo.lockGroups(tx, [id], []);
        if (!mine) throw notFound('Article not found.');
        if (mine.translationGroup === null) return [];
        const all = await repo.lockGroups(tx, [id], [mine.translationGroup]);
        const rest = all.filter((r) => r.id !== id).map((r) => r.id);
        await repo.setGroup(tx, rest.length === 1 ? [id, ...rest] : [id], null);
        await audit.record(tx, { by, action: 'article.unlink', subject: { kind: 'article', id }, before: { group: mine.translationGroup }, after: { group: null } });
        return all.map((r) => r.id);
      });
      await invalidate(members, [], []);
      return view(id, locale);
    },

    /** A picture for a cover or the body: checked by its content, re-encoded, stored (201 with its id and addresses). */
    async storeMedia(viewer: Viewer | null, file: UploadedFile | null): Promise<ArticleMedia> {
      requireRung(viewer, 'editor');
      if (!file) throw fieldError('file', 'validation-required');
      let input;
      try {
        input = await checkedImage(file);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422) throw fieldError('file', 'validation-invalid', 'This file is not a picture we can take.');
        throw error;
      }
      const row = await media.storeImage(input, { maxPixels: POST_IMAGE_MAX_PIXELS }).catch((error: unknown) => {
        if (error instanceof ImageRejected) throw fieldError('file', 'validation-invalid', 'This file is not a picture we can take.');
        throw error;
      });
      const shown = imageView(row, '', storage);
      return { media_id: row.id, src: shown.src, srcset: shown.srcset, width: shown.width, height: shown.height };
    },

    /**
     * The scheduled articles whose time has come become published (the timed job, each minute,
     * and the test clock after it moves): audited as the system's, and their pages dropped.
     */
    async publishDue(): Promise<number[]> {
      const at = now();
      const rows = await db.transaction(async (tx) => {
        const due = await repo.publishDue(tx, at);
        if (due.length) {
          await audit.record(
            tx,
            due.map((row) => ({ by: null, action: 'article.publish', subject: { kind: 'article' as const, id: row.id }, before: { state: 'scheduled' }, after: { state: 'published', published_at: row.publishedAt?.toISOString() ?? null }, reason: 'scheduled' })),
          );
        }
        return due;
      });
      if (rows.length) await invalidate(rows.map((r) => r.id), rows.map((r) => r.categoryId), rows.map((r) => r.translationGroup));
      return rows.map((r) => r.id);
    },
  };

  async function nextGroup(tx: Db): Promise<number> {
    const result = (await tx.execute(sql`SELECT nextval('article_translation_groups')::int AS id`)) as unknown as { rows: { id: number }[] };
    return Number(result.rows[0]!.id);
  }
}

export type NewsroomArticles = ReturnType<typeof createNewsroomArticles>;
