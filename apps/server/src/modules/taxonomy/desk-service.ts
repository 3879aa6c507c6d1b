import {
  DESK_LIMITS,
  DESK_MESSAGES,
  HTTP_ERROR_CODES,
  type CategoryChange,
  type CategoryCreate,
  type CategoryMergeResponse,
  type DeskCategory,
  type DeskMessageCode,
  type DeskTag,
  type DeskTagsResponse,
  type TagChange,
  type TagCreate,
  type TagMergeResponse,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { cachedAsync, TAGS, type CacheTags } from '../../lib/cache.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { requireRung, type Viewer } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { CategoryUse, TaxonomyDeskRepository, TagUse } from './desk-repository.ts';
import type { CategoryRow, TagRow } from './repository.ts';

const deskCategory = (row: CategoryUse): DeskCategory => ({
  id: row.id,
  slug: row.slug,
  name_en: row.nameEn,
  name_ru: row.nameRu,
  position: row.position,
  articles: row.articles,
  old_slugs: row.oldSlugs,
});

const deskTag = (row: TagUse): DeskTag => ({ id: row.id, tag_name: row.tagName, name_en: row.nameEn, name_ru: row.nameRu, articles: row.articles, posts: row.posts });

const refusal = (status: number, code: DeskMessageCode, field?: string) =>
  new HttpError(status, code, DESK_MESSAGES[code], field ? { [field]: [{ code, message: DESK_MESSAGES[code] }] } : undefined);
const missing = (what: string) => new HttpError(404, HTTP_ERROR_CODES.notFound, `No ${what} with this id.`);

const categoryState = (row: Pick<CategoryRow, 'slug' | 'nameEn' | 'nameRu'>) => ({ slug: row.slug, name_en: row.nameEn, name_ru: row.nameRu });
const tagState = (row: Pick<TagRow, 'tagName' | 'nameEn' | 'nameRu'>) => ({ tag_name: row.tagName, name_en: row.nameEn, name_ru: row.nameRu });

/** Only the fields that change, before and after (the audit keeps them small). */
function changed<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<T>, after: Object.fromEntries(keys.map((k) => [k, after[k]])) as Partial<T> };
}

export interface TaxonomyDeskDeps {
  repo: TaxonomyDeskRepository;
  audit: Pick<AuditService, 'record'>;
  cacheTags: CacheTags;
}

/**
 * The newsroom's categories and tags (issue #27, decision 062): editors and admins only, every
 * change audited in its transaction; the pages that show a category or tag are invalidated
 * (`taxonomy` is in every page's shell: the header's menu).
 */
export function createTaxonomyDeskService(deps: TaxonomyDeskDeps) {
  const { repo, audit, cacheTags } = deps;
  const redirects = cachedAsync(() => repo.redirects(), { ttlMs: 5 * 60_000, tags: { bus: cacheTags, of: () => [TAGS.taxonomy] } });

  const categoryOut = async (tx: Db, id: number): Promise<DeskCategory> => deskCategory((await repo.categoriesInUse(tx)).find((row) => row.id === id)!);
  const tagOut = async (tx: Db, id: number): Promise<DeskTag> => deskTag((await repo.tagUse(tx, id))!);

  async function lockedCategory(tx: Db, id: number): Promise<CategoryRow> {
    const row = await repo.category(tx, id);
    if (!row) throw missing('category');
    return row;
  }
  async function lockedTag(tx: Db, id: number): Promise<TagUse> {
    const row = await repo.tagUse(tx, id);
    if (!row) throw missing('tag');
    return row;
  }

  return {
    /** Where an earlier address of a category leads now (null: it is no earlier address). */
    async redirectOf(slug: string): Promise<string | null> {
      return (await redirects(undefined)).get(slug) ?? null;
    },

    async categories(viewer: Viewer | null): Promise<DeskCategory[]> {
      requireRung(viewer, 'editor');
      return (await repo.categoriesInUse()).map(deskCategory);
    },

    async createCategory(viewer: Viewer | null, input: CategoryCreate): Promise<DeskCategory> {
      const by = requireRung(viewer, 'editor');
      const out = await repo.transaction(async (tx) => {
        if (await repo.slugTaken(tx, input.slug, null)) throw refusal(409, 'error-desk-slug-taken', 'slug');
        const row = await repo.insertCategory(tx, { slug: input.slug, nameEn: input.name_en, nameRu: input.name_ru });
        await audit.record(tx, { by, action: 'category.create', subject: { kind: 'category', id: row.id }, before: null, after: categoryState(row) });
        return categoryOut(tx, row.id);
      });
      cacheTags.invalidate([TAGS.taxonomy, TAGS.category(out.slug)]);
      return out;
    },

    /** A new name in either language, or a new address (the old one then redirects to it). */
    async changeCategory(viewer: Viewer | null, id: number, input: CategoryChange): Promise<DeskCategory> {
      const by = requireRung(viewer, 'editor');
      let oldSlug = '';
      const out = await repo.transaction(async (tx) => {
        const row = await lockedCategory(tx, id);
        oldSlug = row.slug;
        if (input.slug !== undefined && input.slug !== row.slug && (await repo.slugTaken(tx, input.slug, id))) throw refusal(409, 'error-desk-slug-taken', 'slug');
        const next = { slug: input.slug ?? row.slug, nameEn: input.name_en ?? row.nameEn, nameRu: input.name_ru ?? row.nameRu };
        const diff = changed(categoryState(row), categoryState(next));
        if (Object.keys(diff.after).length === 0) return categoryOut(tx, id);
        await repo.updateCategory(tx, id, next, row.slug);
        await audit.record(tx, { by, action: 'category.rename', subject: { kind: 'category', id }, ...diff });
        return categoryOut(tx, id);
      });
      cacheTags.invalidate([TAGS.taxonomy, TAGS.articles, TAGS.category(oldSlug), TAGS.category(out.slug)]);
      return out;
    },

    /** The header menu's order: every category's id once, first to last. */
    async reorderCategories(viewer: Viewer | null, ids: readonly number[]): Promise<DeskCategory[]> {
      const by = requireRung(viewer, 'editor');
      const out = await repo.transaction(async (tx) => {
        const before = await repo.categoriesInUse(tx);
        const known = new Set(before.map((row) => row.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) throw refusal(422, 'error-desk-order-incomplete', 'ids');
        const was = before.map((row) => row.id);
        if (was.every((id, i) => ids[i] === id)) return before.map(deskCategory);
        await repo.setPositions(tx, ids);
        await audit.record(tx, { by, action: 'category.reorder', subject: { kind: 'category', id: 'order' }, before: { order: was }, after: { order: [...ids] } });
        return (await repo.categoriesInUse(tx)).map(deskCategory);
      });
      cacheTags.invalidate([TAGS.taxonomy]);
      return out;
    },

    /** Removes a category no article is in (409 error-desk-in-use otherwise: merge it instead). */
    async removeCategory(viewer: Viewer | null, id: number): Promise<void> {
      const by = requireRung(viewer, 'editor');
      const slug = await repo.transaction(async (tx) => {
        const row = await lockedCategory(tx, id);
        if ((await repo.articlesIn(tx, id)) > 0) throw refusal(409, 'error-desk-in-use');
        await repo.deleteCategory(tx, id);
        await audit.record(tx, { by, action: 'category.remove', subject: { kind: 'category', id }, before: categoryState(row), after: null });
        return row.slug;
      });
      cacheTags.invalidate([TAGS.taxonomy, TAGS.category(slug)]);
    },

    /** Moves every article of one category into another and removes it, in one transaction; its address redirects to the other's. */
    async mergeCategory(viewer: Viewer | null, id: number, into: number): Promise<CategoryMergeResponse> {
      const by = requireRung(viewer, 'editor');
      if (id === into) throw refusal(422, 'error-desk-merge-self', 'into');
      let slugs: string[] = [];
      let moved: number[] = [];
      const out = await repo.transaction(async (tx) => {
        // Locked in id order, so two merges the other way round cannot deadlock.
        const [first, second] = id < into ? [id, into] : [into, id];
        const a = await repo.category(tx, first);
        const b = await repo.category(tx, second);
        const from = first === id ? a : b;
        const target = first === id ? b : a;
        if (!from) throw missing('category');
        if (!target) throw refusal(422, 'error-desk-merge-target', 'into');
        moved = await repo.mergeCategory(tx, from, target.id);
        await audit.record(tx, {
          by,
          action: 'category.merge',
          subject: { kind: 'category', id },
          before: { ...categoryState(from), articles: moved.length },
          after: { into: target.id, into_slug: target.slug, moved: moved.length },
        });
        slugs = [from.slug, target.slug];
        return { into: await categoryOut(tx, target.id), moved: moved.length };
      });
      cacheTags.invalidate([TAGS.taxonomy, TAGS.articles, ...slugs.map(TAGS.category), ...moved.map(TAGS.article)]);
      return out;
    },

    // ── Tags ──

    async tags(viewer: Viewer | null, q: string | undefined): Promise<DeskTagsResponse> {
      requireRung(viewer, 'editor');
      const { rows, total } = await repo.tagsInUse(q || undefined, DESK_LIMITS.tagsListMax);
      return { data: rows.map(deskTag), total };
    },

    async createTag(viewer: Viewer | null, input: TagCreate): Promise<DeskTag> {
      const by = requireRung(viewer, 'editor');
      const out = await repo.transaction(async (tx) => {
        if (await repo.tagNameTaken(tx, input.tag_name, null)) throw refusal(409, 'error-desk-tag-taken', 'tag_name');
        const row = await repo.insertTag(tx, { tagName: input.tag_name, nameEn: input.name_en, nameRu: input.name_ru });
        await audit.record(tx, { by, action: 'tag.create', subject: { kind: 'tag', id: row.id }, before: null, after: tagState(row) });
        return tagOut(tx, row.id);
      });
      cacheTags.invalidate([TAGS.taxonomy]);
      return out;
    },

    async changeTag(viewer: Viewer | null, id: number, input: TagChange): Promise<DeskTag> {
      const by = requireRung(viewer, 'editor');
      const out = await repo.transaction(async (tx) => {
        const row = await lockedTag(tx, id);
        if (input.tag_name !== undefined && (await repo.tagNameTaken(tx, input.tag_name, id))) throw refusal(409, 'error-desk-tag-taken', 'tag_name');
        const next = { tagName: input.tag_name ?? row.tagName, nameEn: input.name_en ?? row.nameEn, nameRu: input.name_ru ?? row.nameRu };
        const diff = changed(tagState(row), tagState(next));
        if (Object.keys(diff.after).length === 0) return deskTag(row);
        await repo.updateTag(tx, id, next);
        await audit.record(tx, { by, action: 'tag.rename', subject: { kind: 'tag', id }, ...diff });
        return tagOut(tx, id);
      });
      // Articles and the feed show a tag's names.
      cacheTags.invalidate([TAGS.taxonomy, TAGS.articles, TAGS.feed]);
      return out;
    },

    async removeTag(viewer: Viewer | null, id: number): Promise<void> {
      const by = requireRung(viewer, 'editor');
      await repo.transaction(async (tx) => {
        const row = await lockedTag(tx, id);
        if (row.articles > 0 || row.posts > 0) throw refusal(409, 'error-desk-in-use');
        await repo.deleteTag(tx, id);
        await audit.record(tx, { by, action: 'tag.remove', subject: { kind: 'tag', id }, before: tagState(row), after: null });
      });
      cacheTags.invalidate([TAGS.taxonomy]);
    },

    /** A duplicate folded into another: its articles and feed posts carry the other, and it is removed. */
    async mergeTag(viewer: Viewer | null, id: number, into: number): Promise<TagMergeResponse> {
      const by = requireRung(viewer, 'editor');
      if (id === into) throw refusal(422, 'error-desk-merge-self', 'into');
      let moved: { articles: number[]; posts: number[] } = { articles: [], posts: [] };
      const out = await repo.transaction(async (tx) => {
        const [first, second] = id < into ? [id, into] : [into, id];
        const a = await repo.tagUse(tx, first);
        const b = await repo.tagUse(tx, second);
        const from = first === id ? a : b;
        const target = first === id ? b : a;
        if (!from) throw missing('tag');
        if (!target) throw refusal(422, 'error-desk-merge-target', 'into');
        moved = await repo.mergeTag(tx, from.id, target.id);
        await audit.record(tx, {
          by,
          action: 'tag.merge',
          subject: { kind: 'tag', id },
          before: { ...tagState(from), articles: from.articles, posts: from.posts },
          after: { into: target.id, into_name: target.tagName, articles: moved.articles.length, posts: moved.posts.length },
        });
        return { into: await tagOut(tx, target.id), articles: moved.articles.length, posts: moved.posts.length };
      });
      cacheTags.invalidate([TAGS.taxonomy, TAGS.articles, TAGS.feed, ...moved.articles.map(TAGS.article), ...moved.posts.map(TAGS.feedPost)]);
      return out;
    },
  };
}

export type TaxonomyDeskService = ReturnType<typeof createTaxonomyDeskService>;
