import {
  COMMENTS_PER_PAGE,
  COMMENTS_PER_WINDOW,
  FEED_PER_PAGE,
  FORUM_MESSAGES,
  MAX_IMAGES,
  POST_CONTENT_MAX,
  POSTS_PER_WINDOW,
  WRITE_WINDOW_S,
  offsetOf,
  pageOf,
  type CommentInput,
  type FeedQuery,
  type FeedResponse,
  type ForumComment,
  type ForumImage,
  type ForumPost,
  type Page,
} from '@gazeta/contract';
import { cachedAsync, type ChangeSignal } from '../../lib/cached.ts';
import { HttpError, notFound, unauthenticated } from '../../lib/http-errors.ts';
import type { FileStorage } from '../../providers/storage.ts';
import type { MediaService } from '../media/service.ts';
import { fieldError, formError } from './form-errors.ts';
import { checkPostImages, storePostImages } from './images.ts';
import type { PostForm } from './post-form.ts';
import type { CommentScope, FeedOrder, ForumRepository, PostFilter, PostRow, PostSummaryRow } from './repository.ts';
import { plainComment, plainTitle, postContent } from './text.ts';
import { canSee, createForumViews, isModerator, type Viewer } from './views.ts';

/**
 * Public reads are kept this long and forgotten at once when published content changes (an
 * approval, an edit or deletion of something approved). A like is not such a change: signed-in
 * readers get live counts with their own likes, anonymous ones may see counts up to this old
 * (decision 007).
 */
const PUBLIC_CACHE_MS = 60_000;
const TAGS_CACHE_MS = 5 * 60_000;

export const notOwner = () => new HttpError(403, 'error-not-owner', FORUM_MESSAGES['error-not-owner']);
export const writingTooFast = () => new HttpError(429, 'error-writing-too-fast', FORUM_MESSAGES['error-writing-too-fast']);
const postNotFound = () => notFound('Post not found.');
const commentNotFound = () => notFound('Comment not found.');

export function createForumService(deps: {
  repo: ForumRepository;
  media: Pick<MediaService, 'storeImage'>;
  storage: Pick<FileStorage, 'url'>;
  /** Fired when something readers see changes; the page cache and these caches listen. */
  contentChanged: ChangeSignal;
  now?: () => Date;
}) {
  const { repo, media, storage, contentChanged, now = () => new Date() } = deps;
  const views = createForumViews(storage);
  const windowStart = () => new Date(now().getTime() - WRITE_WINDOW_S * 1000);
  const forget = { signal: contentChanged };

  const tagByName = cachedAsync((name: string) => repo.tagByName(name), { ttlMs: TAGS_CACHE_MS });

  /** Rows of a page with the images of every post, read in one go. */
  async function withImages<R extends PostSummaryRow>(rows: R[]): Promise<{ rows: R[]; images: Map<number, ForumImage[]> }> {
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
    { ttlMs: PUBLIC_CACHE_MS, ...forget },
  );
  const publicCount = cachedAsync((tagId: number) => repo.feedCount({ published: true, tagId: tagId || undefined }), { ttlMs: PUBLIC_CACHE_MS, ...forget });
  const publicPost = cachedAsync(
    async (id: number) => {
      const row = await repo.postById(id);
      return row?.status === 'approved' ? withImages([row]) : null;
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 5000, ...forget },
  );
  const publicComments = cachedAsync(
    (key: string) => {
      const [postId, page] = key.split(':').map(Number) as [number, number];
      return readComments(postId, page, { viewerId: null });
    },
    { ttlMs: PUBLIC_CACHE_MS, maxEntries: 5000, ...forget },
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

  async function postView(row: PostRow, viewer: Viewer | null): Promise<ForumPost> {
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

  return {
    /** Used by moderation, which shows whole posts. */
    postView,
    withImages,
    views,

    async feed(query: FeedQuery, viewer: Viewer | null): Promise<FeedResponse> {
      let tagId: number | undefined;
      if (query.category) {
        const tag = await tagByName(query.category);
        if (!tag) throw notFound('Category not found.');
        tagId = tag.id;
      }
      let page: { rows: PostSummaryRow[]; images: Map<number, ForumImage[]> };
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
    async post(id: number, viewer: Viewer | null): Promise<ForumPost> {
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
    async createPost(viewer: Viewer, form: PostForm): Promise<ForumPost> {
      const fields = await checkedPost(form, form.images.length);
      const limit = { since: windowStart(), max: POSTS_PER_WINDOW };
      if ((await repo.postsSince(viewer.id, limit.since)) >= limit.max) throw writingTooFast();
      const stored = await storePostImages(media, form.images);
      const at = now();
      const id = await repo.insertPost(
        { ...fields, authorId: viewer.id, status: form.input.is_draft ? 'draft' : 'pending', createdAt: at, updatedAt: at },
        stored.map((m) => m.id),
        limit,
      );
      if (id === null) throw writingTooFast();
      return postView((await repo.postById(id))!, viewer);
    },

    /** An edit by the author: back to moderation (or kept as a draft); images kept by id, new ones after. */
    async updatePost(id: number, viewer: Viewer, form: PostForm): Promise<ForumPost> {
      const row = await visiblePost(id, viewer);
      if (row.authorId !== viewer.id) throw notOwner();
      const own = new Set((await repo.imagesOf([id])).map((image) => image.id));
      const keep = [...new Set(form.input.keep_images)].filter((imageId) => own.has(imageId));
      const fields = await checkedPost(form, keep.length + form.images.length);
      const stored = await storePostImages(media, form.images);
      const status = form.input.is_draft ? 'draft' : 'pending';
      const at = now();
      await repo.updatePost(
        id,
        // A draft becomes a post when it is first sent: that is its date in the feed.
        { ...fields, status, rejectionReason: null, updatedAt: at, ...(row.status === 'draft' && status === 'pending' ? { createdAt: at } : {}) },
        keep,
        stored.map((m) => m.id),
      );
      if (row.status === 'approved') contentChanged.emit();
      return postView((await repo.postById(id))!, viewer);
    },

    async deletePost(id: number, viewer: Viewer): Promise<void> {
      const row = await visiblePost(id, viewer);
      if (row.authorId !== viewer.id) throw notOwner();
      await repo.deletePost(id, now());
      if (row.status === 'approved') contentChanged.emit();
    },

    /** Only published posts can be liked. */
    async togglePostLike(id: number, viewer: Viewer) {
      const row = await repo.postById(id);
      if (row?.status !== 'approved') throw postNotFound();
      return repo.togglePostLike(id, viewer.id, now());
    },

    /** Top-level comments page by page, oldest first, each followed by its replies. */
    async comments(postId: number, page: number, viewer: Viewer | null): Promise<Page<ForumComment>> {
      const published = (await publicPost(postId)) !== null;
      if (!published) {
        if (!viewer) throw postNotFound();
        await visiblePost(postId, viewer);
      }
      // What everyone sees is shared; a moderator, or a writer with comments of their own still
      // waiting (or rejected) here, reads live.
      const shared = published && !isModerator(viewer) && !(viewer && (await repo.hasUnpublishedComments(postId, viewer.id)));
      const { rows, total } = shared
        ? await publicComments(`${postId}:${page}`)
        : await readComments(postId, page, isModerator(viewer) ? { all: true } : { viewerId: viewer?.id ?? null });
      const live = viewer ? await repo.commentLikes(viewer.id, rows.map((r) => r.id)) : undefined;
      return pageOf(rows.map((row) => views.comment(row, viewer, live?.get(row.id))), page, COMMENTS_PER_PAGE, total);
    },

    /** A new comment, pending moderation; only on an approved post, a reply only within its thread. */
    async addComment(postId: number, viewer: Viewer, input: CommentInput): Promise<ForumComment> {
      const post = await visiblePost(postId, viewer);
      if (post.status !== 'approved') throw new HttpError(403, 'error-post-not-commentable', FORUM_MESSAGES['error-post-not-commentable']);
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

    async updateComment(id: number, viewer: Viewer, input: { text: string }): Promise<ForumComment> {
      const row = await visibleComment(id, viewer);
      if (row.authorId !== viewer.id) throw notOwner();
      const text = plainComment(input.text);
      if (!text) throw fieldError('text', 'error-comment-empty');
      await repo.updateComment(id, row.postId, { text, status: 'pending', rejectionReason: null, updatedAt: now() });
      if (row.status === 'approved') contentChanged.emit();
      const live = await repo.commentLikes(viewer.id, [id]);
      return views.comment((await repo.commentById(id))!, viewer, live.get(id));
    },

    async deleteComment(id: number, viewer: Viewer): Promise<void> {
      const row = await visibleComment(id, viewer);
      if (row.authorId !== viewer.id) throw notOwner();
      await repo.updateComment(id, row.postId, { deletedAt: now() });
      if (row.status === 'approved') contentChanged.emit();
    },

    /** Only published comments (of published posts) can be liked. */
    async toggleCommentLike(id: number, viewer: Viewer) {
      const row = await repo.commentById(id);
      if (row?.status !== 'approved' || row.postStatus !== 'approved') throw commentNotFound();
      return repo.toggleCommentLike(id, viewer.id, now());
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
