import {
  COMMENTS_PER_PAGE,
  COMMENTS_PER_WINDOW,
  FEED_PER_PAGE,
  FEED_MESSAGES,
  MAX_IMAGES,
  MODERATION_PER_PAGE,
  POST_CONTENT_MAX,
  POST_EDITS_PER_WINDOW,
  POSTS_PER_WINDOW,
  WRITE_WINDOW_S,
  offsetOf,
  pageOf,
  type CommentInput,
  type FeedQuery,
  type FeedResponse,
  type FeedComment,
  type FeedImage,
  type FeedPost,
  type ModerationStatus,
  type Page,
} from '@gazeta/contract';
import { cachedAsync, TAGS, type CacheTags } from '../../lib/cache.ts';
import { HttpError, notFound, unauthenticated } from '../../lib/http-errors.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { isStaffViewer, type Viewer } from '../accounts/index.ts';
import type { MediaRow, MediaService } from '../media/index.ts';
import { formError } from '../../lib/form-errors.ts';
import { fieldError } from './form-errors.ts';
import { checkPostImages, storePostImages } from './images.ts';
import type { PostForm } from './post-form.ts';
import type { CommentScope, Decision, FeedOrder, FeedRepository, InTransaction, PostFilter, PostRow, PostSummaryRow } from './repository.ts';
import { clip, plainComment, plainTitle, postContent, PREVIEW_MAX } from './text.ts';
import { canSee, createFeedViews } from './views.ts';

/**
 * A post or comment waiting for (or given) a moderator's decision, as the moderation module
 * needs it: who wrote it, where it is, and who else a decision concerns.
 */
export interface ModerationItem {
  kind: 'post' | 'comment';
  id: number;
  status: ModerationStatus;
  rejectionReason: string | null;
  authorId: number;
  postId: number;
  postTitle: string;
  /** The first words, for a notification. */
  preview: string | null;
  /** A comment's: the post's author and, for a reply, the author of the comment answered. */
  concerned: number[];
}

/**
 * Public reads are kept this long and forgotten at once when published content changes (an
 * approval, an edit or deletion of something approved). A like is not such a change: signed-in
 * readers get live counts with their own likes, anonymous ones may see counts up to this old
 * (decision 007).
 */
const PUBLIC_CACHE_MS = 60_000;
const TAGS_CACHE_MS = 5 * 60_000;

/** What a change to a published post (or its comments) shows on: the feed's lists and the post's page. */
export const feedPostTags = (postId: number): string[] => [TAGS.feed, TAGS.feedPost(postId)];

export const notOwner = () => new HttpError(403, 'error-not-owner', FEED_MESSAGES['error-not-owner']);
export const writingTooFast = () => new HttpError(429, 'error-writing-too-fast', FEED_MESSAGES['error-writing-too-fast']);
const postNotFound = () => notFound('Post not found.');
const commentNotFound = () => notFound('Comment not found.');

export function createFeedService(deps: {
  repo: FeedRepository;
  media: Pick<MediaService, 'storeImage' | 'release'>;
  storage: Pick<FileStorage, 'url'>;
  /** A change readers see invalidates the post's tags; the page cache and these caches listen. */
  cacheTags: CacheTags;
  now?: () => Date;
}) {
  const { repo, media, storage, cacheTags, now = () => new Date() } = deps;
  const views = createFeedViews(storage);
  const windowStart = () => new Date(now().getTime() - WRITE_WINDOW_S * 1000);
  const lists = { tags: { bus: cacheTags, of: () => [TAGS.feed] } };
  /** A published post or comment changed: the lists (counts, the sidebar) and its post's page. */
  const changedPost = (postId: number) => cacheTags.invalidate(feedPostTags(postId));

  const tagByName = cachedAsync((name: string) => repo.tagByName(name), { ttlMs: TAGS_CACHE_MS });

  /** Rows of a page with the images of every post, read in one go. */
  async function withImages<R extends PostSummaryRow>(rows: R[]): Promise<{ rows: R[]; images: Map<number, FeedImage[]> }> {
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    const images = views.imagesByPost(await repo.imagesOf(rows.map((row) => row.id)), (id) => titles.get(id) ?? '');
    return { rows, images };
  }

  // The public feed is the same for everybody but likes: pages and totals are shared.
  const publicPage = cachedAsync(
    (key: string) => {
      const [order, tag, page] = key.split(':') as [FeedOrder, string, string];
      const filter: PostFilter = { published: true, tagId: tag ? Number(tag) : undefined };
      return repo.feedPage(filter, order, FEED_PER_PAGE, offsetOf(Number(page), FEED_PER_PAGE)).then(withImages);
    },
    { ttlMs: PUBLIC_CACHE_MS, ...lists },
  );
  const publicCount = cachedAsync((tagId: number) => repo.feedCount({ published: true, tagId: tagId || undefined }), { ttlMs: PUBLIC_CACHE_MS, ...lists });
  const publicPost = cachedAsync(
    async (id: number) => {
      const row = await repo.postById(id);
      return row?.status === 'approved' ? withImages([row]) : null;
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 5000, tags: { bus: cacheTags, of: (id: number) => [TAGS.feedPost(id)] } },
  );
  const publicComments = cachedAsync(
    (key: string) => {
      const [postId, page] = key.split(':').map(Number) as [number, number];
      return readComments(postId, page, { viewerId: null });
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 5000, tags: { bus: cacheTags, of: (key: string) => [TAGS.feedPost(Number(key.split(':')[0]))] } },
  );

  async function readComments(postId: number, page: number, scope: CommentScope) {
    const [top, total] = await Promise.all([
      repo.topComments(postId, scope, COMMENTS_PER_PAGE, offsetOf(page, COMMENTS_PER_PAGE)),
      repo.topCommentsCount(postId, scope),
    ]);
    const replies = await repo.replies(top.map((c) => c.id), scope);
    const threads = Map.groupBy(replies, (reply) => reply.rootId);
    return { rows: top.flatMap((c) => [c, ...(threads.get(c.id) ?? [])]), total };
  }

  /** A post the viewer may open (404 otherwise, so that nobody learns what exists). */
  async function visiblePost(id: number, viewer: Viewer | null): Promise<PostRow> {
    const row = await repo.postById(id);
    if (!row || !canSee(row, viewer)) throw postNotFound();
    return row;
  }

  /** A comment the viewer may see, on a post they may see. */
  async function visibleComment(id: number, viewer: Viewer) {
    const row = await repo.commentById(id);
    if (!row || !canSee(row, viewer) || !canSee({ status: row.postStatus, authorId: row.postAuthorId }, viewer)) throw commentNotFound();
    return row;
  }

  async function postView(row: PostRow, viewer: Viewer | null): Promise<FeedPost> {
    const [{ images }, live] = await Promise.all([withImages([row]), viewer ? repo.postLikes(viewer.id, [row.id]) : undefined]);
    return views.post(row, images.get(row.id) ?? [], viewer, live?.get(row.id));
  }

  /** The checked, cleaned fields of a post form (after the contract's schema passed it). */
  async function checkedPost(form: PostForm, imageCount: number) {
    const title = plainTitle(form.input.title);
    if (!title) throw fieldError('title', 'error-empty-fields');
    const content = postContent(form.input.content);
    if (content.empty && imageCount === 0) throw fieldError('content', 'error-empty-fields');
    if (content.html.length > POST_CONTENT_MAX) throw formError({ content: [{ code: 'validation-too-big', message: `At most ${POST_CONTENT_MAX} characters of HTML.` }] });
    const tag = await repo.tagById(form.input.tags[0]!);
    if (!tag) throw fieldError('tags', 'error-tag-required');
    if (imageCount > MAX_IMAGES) throw fieldError('images', 'notification-max-images');
    await checkPostImages(form.images);
    return { title, contentHtml: content.html, excerpt: content.empty ? '' : content.excerpt, tagId: tag.id };
  }

  /**
   * Runs the write that takes freshly stored images; when it does not happen (the rate limit
   * counted again under its lock, or a failure) the images are released: 429 or the error.
   */
  async function keepingImagesOnlyIfWritten<T>(stored: readonly MediaRow[], write: () => Promise<T | null>): Promise<T> {
    let written: T | null;
    try {
      written = await write();
    } catch (error) {
      await media.release(stored.map((m) => m.id));
      throw error;
    }
    if (written === null) {
      await media.release(stored.map((m) => m.id));
      throw writingTooFast();
    }
    return written;
  }

  /** The item a decision is about, in the state it is in now; undefined when gone. */
  async function moderationItem(kind: ModerationItem['kind'], id: number): Promise<ModerationItem | undefined> {
    if (kind === 'post') {
      const row = await repo.postById(id);
      if (!row) return undefined;
      const preview = clip(row.excerpt, PREVIEW_MAX) || null;
      return { kind, id, status: row.status, rejectionReason: row.rejectionReason, authorId: row.authorId, postId: row.id, postTitle: row.title, preview, concerned: [] };
    }
    const row = await repo.commentById(id);
    if (!row) return undefined;
    const parent = row.replyTo ? await repo.commentById(row.replyTo) : undefined;
    return {
      kind,
      id,
      status: row.status,
      rejectionReason: row.rejectionReason,
      authorId: row.authorId,
      postId: row.postId,
      postTitle: row.postTitle,
      preview: clip(row.text, PREVIEW_MAX),
      concerned: [row.postAuthorId, ...(parent ? [parent.authorId] : [])],
    };
  }

  return {
    // ---- the feed's side of moderation (the moderation module decides who may and who is told) ----
    moderationItem,

    /** How many posts and comments wait for a decision. */
    pendingCounts: () => repo.pendingCounts(),

    /** One page of what waits for a decision, the longest waiting first, with both counts. */
    async moderationQueue(kind: 'posts' | 'comments', page: number, viewer: Viewer) {
      const offset = offsetOf(page, MODERATION_PER_PAGE);
      const counts = await repo.pendingCounts();
      if (kind === 'posts') {
        const { rows, images } = await withImages(await repo.pendingPosts(MODERATION_PER_PAGE, offset));
        const data = rows.map((row) => views.post(row, images.get(row.id) ?? [], viewer));
        return { ...pageOf(data, page, MODERATION_PER_PAGE, counts.posts), counts };
      }
      const rows = await repo.pendingComments(MODERATION_PER_PAGE, offset);
      const data = rows.map((row) => ({ ...views.comment(row, viewer), post_title: row.postTitle }));
      return { ...pageOf(data, page, MODERATION_PER_PAGE, counts.comments), counts };
    },

    /**
     * Records a decision on an item still in the state `item` shows, with `also` in the same
     * transaction; false when someone changed it first. Readers' caches forget what they showed.
     */
    async decide(item: ModerationItem, decision: Decision, also: InTransaction): Promise<boolean> {
      const changed =
        item.kind === 'post'
          ? await repo.decidePost(item.id, item.status, decision, also)
          : await repo.decideComment(item.id, item.postId, item.status, decision, also);
      if (changed && (item.status === 'approved' || decision.status === 'approved')) changedPost(item.kind === 'post' ? item.id : item.postId);
      return changed;
    },

    /** A post as a moderator sees it. */
    async moderatedPost(id: number, viewer: Viewer): Promise<FeedPost> {
      const row = await repo.postById(id);
      if (!row) throw postNotFound();
      return postView(row, viewer);
    },

    /** A comment as a moderator sees it. */
    async moderatedComment(id: number, viewer: Viewer): Promise<FeedComment> {
      const row = await repo.commentById(id);
      if (!row) throw commentNotFound();
      return views.comment(row, viewer, (await repo.commentLikes(viewer.id, [id])).get(id));
    },

    async list(query: FeedQuery, viewer: Viewer | null): Promise<FeedResponse> {
      let tagId: number | undefined;
      if (query.category) {
        const tag = await tagByName(query.category);
        if (!tag) throw notFound('Category not found.');
        tagId = tag.id;
      }
      let page: { rows: PostSummaryRow[]; images: Map<number, FeedImage[]> };
      let total: number;
      if (query.view === 'my') {
        if (!viewer) throw unauthenticated();
        const filter: PostFilter = { authorId: viewer.id, tagId };
        [page, total] = await Promise.all([
          repo.feedPage(filter, 'created_at', FEED_PER_PAGE, offsetOf(query.page, FEED_PER_PAGE)).then(withImages),
          repo.feedCount(filter),
        ]);
      } else {
        [page, total] = await Promise.all([publicPage(`${query.view}:${tagId ?? ''}:${query.page}`), publicCount(tagId ?? 0)]);
      }
      const live = viewer ? await repo.postLikes(viewer.id, page.rows.map((r) => r.id)) : undefined;
      const data = page.rows.map((row) => views.summary(row, page.images.get(row.id) ?? [], viewer, live?.get(row.id)));
      return pageOf(data, query.page, FEED_PER_PAGE, total);
    },

    /** A published post is read from the shared cache (a signed-in reader gets live likes); any other, live. */
    async post(id: number, viewer: Viewer | null): Promise<FeedPost> {
      const cached = await publicPost(id);
      const row = cached?.rows[0];
      if (cached && row) {
        const live = viewer ? await repo.postLikes(viewer.id, [id]) : undefined;
        return views.post(row, cached.images.get(id) ?? [], viewer, live?.get(id));
      }
      if (!viewer) throw postNotFound();
      return postView(await visiblePost(id, viewer), viewer);
    },

    /** A new post: pending (sent to moderation) or a draft; 429 past the author's rate limit. */
    async createPost(viewer: Viewer, form: PostForm): Promise<FeedPost> {
      const fields = await checkedPost(form, form.images.length);
      const limit = { since: windowStart(), max: POSTS_PER_WINDOW };
      if ((await repo.postsSince(viewer.id, limit.since)) >= limit.max) throw writingTooFast();
      const stored = await storePostImages(media, form.images);
      const at = now();
      const id = await keepingImagesOnlyIfWritten(stored, () =>
        repo.insertPost(
          { ...fields, authorId: viewer.id, status: form.input.is_draft ? 'draft' : 'pending', createdAt: at, updatedAt: at },
          stored.map((m) => m.id),
          limit,
        ),
      );
      return postView((await repo.postById(id))!, viewer);
    },

    /**
     * An edit by the author: back to moderation (or kept as a draft); images kept by id, new ones
     * after, the dropped ones deleted. 429 past the author's edit limit, checked before any image
     * is decoded.
     */
    async updatePost(id: number, viewer: Viewer, form: PostForm): Promise<FeedPost> {
      const row = await visiblePost(id, viewer);
      if (row.authorId !== viewer.id) throw notOwner();
      const own = new Set((await repo.imagesOf([id])).map((image) => image.id));
      const keep = [...new Set(form.input.keep_images)].filter((imageId) => own.has(imageId));
      const fields = await checkedPost(form, keep.length + form.images.length);
      const limit = { since: windowStart(), max: POST_EDITS_PER_WINDOW };
      if ((await repo.editsSince(viewer.id, limit.since)) >= limit.max) throw writingTooFast();
      const stored = await storePostImages(media, form.images);
      const status = form.input.is_draft ? 'draft' : 'pending';
      const at = now();
      const { droppedMediaIds } = await keepingImagesOnlyIfWritten(stored, () =>
        repo.updatePost(
          id,
          // A draft becomes a post when it is first sent: that is its date in the feed.
          { ...fields, status, rejectionReason: null, updatedAt: at, ...(row.status === 'draft' && status === 'pending' ? { createdAt: at } : {}) },
          keep,
          stored.map((m) => m.id),
          { authorId: viewer.id, at, limit },
        ),
      );
      await media.release(droppedMediaIds);
      if (row.status === 'approved') changedPost(id);
      return postView((await repo.postById(id))!, viewer);
    },

    /** Deletes the author's post and its image files. */
    async deletePost(id: number, viewer: Viewer): Promise<void> {
      const row = await visiblePost(id, viewer);
      if (row.authorId !== viewer.id) throw notOwner();
      await media.release(await repo.deletePost(id, now()));
      if (row.status === 'approved') changedPost(id);
    },

    /** Only published posts can be liked. */
    async togglePostLike(id: number, viewer: Viewer) {
      const row = await repo.postById(id);
      if (row?.status !== 'approved') throw postNotFound();
      return repo.togglePostLike(id, viewer.id, now());
    },

    /** Top-level comments page by page, oldest first, each followed by its replies. */
    async comments(postId: number, page: number, viewer: Viewer | null): Promise<Page<FeedComment>> {
      const published = (await publicPost(postId)) !== null;
      if (!published) {
        if (!viewer) throw postNotFound();
        await visiblePost(postId, viewer);
      }
      // What everyone sees is shared; a moderator, or a writer with comments of their own still
      // waiting (or rejected) here, reads live.
      const shared = published && !isStaffViewer(viewer) && !(viewer && (await repo.hasUnpublishedComments(postId, viewer.id)));
      const { rows, total } = shared
        ? await publicComments(`${postId}:${page}`)
        : await readComments(postId, page, isStaffViewer(viewer) ? { all: true } : { viewerId: viewer?.id ?? null });
      const live = viewer ? await repo.commentLikes(viewer.id, rows.map((r) => r.id)) : undefined;
      return pageOf(rows.map((row) => views.comment(row, viewer, live?.get(row.id))), page, COMMENTS_PER_PAGE, total);
    },

    /** A new comment, pending moderation; only on an approved post, a reply only within its thread. */
    async addComment(postId: number, viewer: Viewer, input: CommentInput): Promise<FeedComment> {
      const post = await visiblePost(postId, viewer);
      if (post.status !== 'approved') throw new HttpError(403, 'error-post-not-commentable', FEED_MESSAGES['error-post-not-commentable']);
      const text = plainComment(input.text);
      if (!text) throw fieldError('text', 'error-comment-empty');
      let rootId: number | null = null;
      if (input.reply_to) {
        const parent = await repo.commentById(input.reply_to);
        if (!parent || parent.postId !== postId || !canSee(parent, viewer)) throw fieldError('reply_to', 'error-reply-invalid');
        rootId = parent.rootId ?? parent.id;
      }
      const at = now();
      const id = await repo.insertComment(
        { postId, authorId: viewer.id, replyTo: input.reply_to ?? null, rootId, text, status: 'pending', createdAt: at, updatedAt: at },
        { since: windowStart(), max: COMMENTS_PER_WINDOW },
      );
      if (id === null) throw writingTooFast();
      return views.comment((await repo.commentById(id))!, viewer);
    },

    async updateComment(id: number, viewer: Viewer, input: { text: string }): Promise<FeedComment> {
      const row = await visibleComment(id, viewer);
      if (row.authorId !== viewer.id) throw notOwner();
      const text = plainComment(input.text);
      if (!text) throw fieldError('text', 'error-comment-empty');
      await repo.updateComment(id, row.postId, { text, status: 'pending', rejectionReason: null, updatedAt: now() });
      if (row.status === 'approved') changedPost(row.postId);
      const live = await repo.commentLikes(viewer.id, [id]);
      return views.comment((await repo.commentById(id))!, viewer, live.get(id));
    },

    async deleteComment(id: number, viewer: Viewer): Promise<void> {
      const row = await visibleComment(id, viewer);
      if (row.authorId !== viewer.id) throw notOwner();
      await repo.updateComment(id, row.postId, { deletedAt: now() });
      if (row.status === 'approved') changedPost(row.postId);
    },

    /** Only published comments (of published posts) can be liked. */
    async toggleCommentLike(id: number, viewer: Viewer) {
      const row = await repo.commentById(id);
      if (row?.status !== 'approved' || row.postStatus !== 'approved') throw commentNotFound();
      return repo.toggleCommentLike(id, viewer.id, now());
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
