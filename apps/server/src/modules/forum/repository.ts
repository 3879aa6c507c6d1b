import { and, asc, count, eq, gt, inArray, isNull, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumCommentLikes, forumComments, forumPostImages, forumPostLikes, forumPosts, media, tags, users } from '../../db/schema/index.ts';

export type NewPost = Omit<typeof forumPosts.$inferInsert, 'id' | 'likes' | 'commentsCount' | 'popularity'>;
export type NewComment = Omit<typeof forumComments.$inferInsert, 'id' | 'likes'>;
export type TagRow = typeof tags.$inferSelect;

/** Feed orders: the stored popularity score (see popularity.ts) or the submission time; newest id breaks ties. */
export type FeedOrder = 'popularity' | 'created_at';

/**
 * Which posts a list holds: the public feed (approved, not deleted), or every live post of one
 * author ("my posts", drafts included); either optionally of one tag.
 */
export type PostFilter = { tagId?: number | undefined } & ({ published: true } | { authorId: number });

/** A like count as it is now, and whether the reader is one of the likes. */
export interface Likes {
  likes: number;
  liked: boolean;
}

/** Which comments a reader sees: approved ones, plus their own (`viewerId`), or all (moderators). */
export type CommentScope = { all: true } | { viewerId: number | null };

export const postPublished = sql`${forumPosts.status} = 'approved' and ${forumPosts.deletedAt} is null`;
export const commentLive = isNull(forumComments.deletedAt);
// Spelled like the partial indexes' predicates, so PostgreSQL can prove they apply.
const descending = (column: AnyColumn) => sql`${column} desc nulls last`;

export const authorColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt };

/** The columns every list of posts shows; the post page adds the content. */
export const postSummaryColumns = {
  id: forumPosts.id,
  authorId: forumPosts.authorId,
  title: forumPosts.title,
  excerpt: forumPosts.excerpt,
  status: forumPosts.status,
  rejectionReason: forumPosts.rejectionReason,
  likes: forumPosts.likes,
  commentsCount: forumPosts.commentsCount,
  createdAt: forumPosts.createdAt,
  updatedAt: forumPosts.updatedAt,
  author: authorColumns,
  tag: { id: tags.id, tagName: tags.tagName, nameEn: tags.nameEn, nameRu: tags.nameRu },
};
export const postColumns = { ...postSummaryColumns, contentHtml: forumPosts.contentHtml };

export const commentColumns = {
  id: forumComments.id,
  postId: forumComments.postId,
  authorId: forumComments.authorId,
  replyTo: forumComments.replyTo,
  rootId: forumComments.rootId,
  text: forumComments.text,
  status: forumComments.status,
  rejectionReason: forumComments.rejectionReason,
  likes: forumComments.likes,
  createdAt: forumComments.createdAt,
  updatedAt: forumComments.updatedAt,
  author: authorColumns,
};

function postWhere(filter: PostFilter): SQL | undefined {
  const scope = 'published' in filter ? postPublished : and(eq(forumPosts.authorId, filter.authorId), isNull(forumPosts.deletedAt));
  return filter.tagId === undefined ? scope : and(scope, eq(forumPosts.tagId, filter.tagId));
}

function commentScope(scope: CommentScope): SQL | undefined {
  if ('all' in scope) return undefined;
  const approved = eq(forumComments.status, 'approved');
  return scope.viewerId === null ? approved : or(approved, eq(forumComments.authorId, scope.viewerId));
}

/** Serializes one author's writes of one kind, so that two requests cannot both pass the rate limit. */
const authorLock = (kind: string, authorId: number) => sql`select pg_advisory_xact_lock(hashtext(${`forum-${kind}`}), ${authorId})`;

/** comments_count from the rows themselves: right whatever changed, and cheap per post. */
export async function refreshCommentsCount(tx: Db, postId: number): Promise<void> {
  await tx
    .update(forumPosts)
    .set({
      commentsCount: sql`(select count(*) from ${forumComments} where ${forumComments.postId} = ${postId} and ${forumComments.status} = 'approved' and ${forumComments.deletedAt} is null)`,
    })
    .where(eq(forumPosts.id, postId));
}

export function createForumRepository(db: Db) {
  const postSummaries = () =>
    db.select(postSummaryColumns).from(forumPosts).innerJoin(users, eq(users.id, forumPosts.authorId)).innerJoin(tags, eq(tags.id, forumPosts.tagId));

  const comments = () => db.select(commentColumns).from(forumComments).innerJoin(users, eq(users.id, forumComments.authorId));

  async function postsSince(authorId: number, since: Date, tx: Db = db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(forumPosts).where(and(eq(forumPosts.authorId, authorId), gt(forumPosts.createdAt, since)));
    return row?.n ?? 0;
  }

  async function commentsSince(authorId: number, since: Date, tx: Db = db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(forumComments).where(and(eq(forumComments.authorId, authorId), gt(forumComments.createdAt, since)));
    return row?.n ?? 0;
  }

  return {
    postSummaries,
    comments,
    postsSince,
    commentsSince,

    // ---- tags ----
    async tagById(id: number): Promise<TagRow | undefined> {
      const [row] = await db.select().from(tags).where(eq(tags.id, id));
      return row;
    },
    async tagByName(name: string): Promise<TagRow | undefined> {
      const [row] = await db.select().from(tags).where(eq(tags.tagName, name));
      return row;
    },

    // ---- posts ----
    /**
     * One page of posts. The page's ids are found in the index alone (the offset walks index
     * entries, never rows), then only those rows are read with their author and tag.
     */
    feedPage(filter: PostFilter, order: FeedOrder, limit: number, offset: number) {
      const by = [order === 'popularity' ? descending(forumPosts.popularity) : descending(forumPosts.createdAt), descending(forumPosts.id)];
      const ids = db.select({ id: forumPosts.id }).from(forumPosts).where(postWhere(filter)).orderBy(...by).limit(limit).offset(offset);
      return postSummaries().where(inArray(forumPosts.id, ids)).orderBy(...by);
    },

    async feedCount(filter: PostFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(forumPosts).where(postWhere(filter));
      return row?.n ?? 0;
    },

    /** A live (not deleted) post in any state. */
    async postById(id: number) {
      const [row] = await db
        .select(postColumns)
        .from(forumPosts)
        .innerJoin(users, eq(users.id, forumPosts.authorId))
        .innerJoin(tags, eq(tags.id, forumPosts.tagId))
        .where(and(eq(forumPosts.id, id), isNull(forumPosts.deletedAt)));
      return row;
    },

    /** The images of many posts in one read, in their order. */
    imagesOf(postIds: readonly number[]) {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: forumPostImages.id, postId: forumPostImages.postId, storageKey: media.storageKey, width: media.width, height: media.height, widths: media.widths })
        .from(forumPostImages)
        .innerJoin(media, eq(media.id, forumPostImages.mediaId))
        .where(inArray(forumPostImages.postId, [...postIds]))
        .orderBy(asc(forumPostImages.postId), asc(forumPostImages.position), asc(forumPostImages.id));
    },

    /** Live like counts of these posts, and which of them the user likes. */
    async postLikes(userId: number, postIds: readonly number[]): Promise<Map<number, Likes>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: forumPosts.id,
          likes: forumPosts.likes,
          liked: sql<boolean>`exists (select 1 from ${forumPostLikes} where ${forumPostLikes.postId} = ${forumPosts.id} and ${forumPostLikes.userId} = ${userId})`,
        })
        .from(forumPosts)
        .where(inArray(forumPosts.id, [...postIds]));
      return new Map(rows.map((r) => [r.id, { likes: r.likes, liked: Boolean(r.liked) }]));
    },

    /**
     * Inserts a post with its images, unless its author has already written `limit.max` posts
     * since `limit.since` (counted again under a per-author lock): then null.
     */
    insertPost(post: NewPost, mediaIds: readonly number[], limit: { since: Date; max: number }): Promise<number | null> {
      return db.transaction(async (tx) => {
        await tx.execute(authorLock('post', post.authorId));
        if ((await postsSince(post.authorId, limit.since, tx)) >= limit.max) return null;
        const [row] = await tx.insert(forumPosts).values(post).returning({ id: forumPosts.id });
        const id = row!.id;
        if (mediaIds.length > 0) await tx.insert(forumPostImages).values(mediaIds.map((mediaId, position) => ({ postId: id, mediaId, position })));
        return id;
      });
    },

    /** Rewrites a post: the kept images (by id, in order) first, then the new ones. */
    updatePost(id: number, patch: Partial<NewPost>, keepImageIds: readonly number[], newMediaIds: readonly number[]): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.update(forumPosts).set(patch).where(eq(forumPosts.id, id));
        const dropped = keepImageIds.length > 0 ? and(eq(forumPostImages.postId, id), notInArray(forumPostImages.id, [...keepImageIds])) : eq(forumPostImages.postId, id);
        await tx.delete(forumPostImages).where(dropped);
        for (const [position, imageId] of keepImageIds.entries()) {
          await tx.update(forumPostImages).set({ position }).where(eq(forumPostImages.id, imageId));
        }
        if (newMediaIds.length > 0) {
          await tx.insert(forumPostImages).values(newMediaIds.map((mediaId, i) => ({ postId: id, mediaId, position: keepImageIds.length + i })));
        }
      });
    },

    async deletePost(id: number, at: Date): Promise<void> {
      await db.update(forumPosts).set({ deletedAt: at }).where(eq(forumPosts.id, id));
    },

    /** Likes or un-likes; the count moves with the like row in one transaction. */
    togglePostLike(postId: number, userId: number, at: Date): Promise<{ liked: boolean; likes: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(forumPostLikes)
          .where(and(eq(forumPostLikes.postId, postId), eq(forumPostLikes.userId, userId)))
          .returning({ id: forumPostLikes.postId });
        const liked = removed.length === 0;
        const added = liked ? await tx.insert(forumPostLikes).values({ postId, userId, createdAt: at }).onConflictDoNothing().returning({ id: forumPostLikes.postId }) : [];
        const delta = liked ? added.length : -1;
        const [row] = await tx
          .update(forumPosts)
          .set({ likes: sql`greatest(0, ${forumPosts.likes} + ${delta})` })
          .where(eq(forumPosts.id, postId))
          .returning({ likes: forumPosts.likes });
        return { liked, likes: row?.likes ?? 0 };
      });
    },

    // ---- comments ----
    /** One page of top-level comments of a post, oldest first. */
    topComments(postId: number, scope: CommentScope, limit: number, offset: number) {
      return comments()
        .where(and(eq(forumComments.postId, postId), isNull(forumComments.rootId), commentLive, commentScope(scope)))
        .orderBy(asc(forumComments.createdAt), asc(forumComments.id))
        .limit(limit)
        .offset(offset);
    },

    async topCommentsCount(postId: number, scope: CommentScope): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(forumComments)
        .where(and(eq(forumComments.postId, postId), isNull(forumComments.rootId), commentLive, commentScope(scope)));
      return row?.n ?? 0;
    },

    /** Every reply in these threads, oldest first. */
    replies(rootIds: readonly number[], scope: CommentScope) {
      if (rootIds.length === 0) return Promise.resolve([]);
      return comments()
        .where(and(inArray(forumComments.rootId, [...rootIds]), commentLive, commentScope(scope)))
        .orderBy(asc(forumComments.createdAt), asc(forumComments.id));
    },

    /** A live comment of a live post. */
    async commentById(id: number) {
      const [row] = await db
        .select({ ...commentColumns, postStatus: forumPosts.status, postAuthorId: forumPosts.authorId, postTitle: forumPosts.title })
        .from(forumComments)
        .innerJoin(users, eq(users.id, forumComments.authorId))
        .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
        .where(and(eq(forumComments.id, id), commentLive, isNull(forumPosts.deletedAt)));
      return row;
    },

    /** Whether the user has comments on the post that others do not see (waiting or rejected). */
    async hasUnpublishedComments(postId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: forumComments.id })
        .from(forumComments)
        .where(and(eq(forumComments.authorId, userId), eq(forumComments.postId, postId), sql`${forumComments.status} <> 'approved'`, commentLive))
        .limit(1);
      return rows.length > 0;
    },

    /** Live like counts of these comments, and which of them the user likes. */
    async commentLikes(userId: number, commentIds: readonly number[]): Promise<Map<number, Likes>> {
      if (commentIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: forumComments.id,
          likes: forumComments.likes,
          liked: sql<boolean>`exists (select 1 from ${forumCommentLikes} where ${forumCommentLikes.commentId} = ${forumComments.id} and ${forumCommentLikes.userId} = ${userId})`,
        })
        .from(forumComments)
        .where(inArray(forumComments.id, [...commentIds]));
      return new Map(rows.map((r) => [r.id, { likes: r.likes, liked: Boolean(r.liked) }]));
    },

    /** Like insertPost: null when the author is over the limit. */
    insertComment(comment: NewComment, limit: { since: Date; max: number }): Promise<number | null> {
      return db.transaction(async (tx) => {
        await tx.execute(authorLock('comment', comment.authorId));
        if ((await commentsSince(comment.authorId, limit.since, tx)) >= limit.max) return null;
        const [row] = await tx.insert(forumComments).values(comment).returning({ id: forumComments.id });
        return row!.id;
      });
    },

    /** Changes a comment; the post's count follows when an approved comment leaves or returns. */
    updateComment(id: number, postId: number, patch: Partial<NewComment>): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.update(forumComments).set(patch).where(eq(forumComments.id, id));
        await refreshCommentsCount(tx, postId);
      });
    },

    toggleCommentLike(commentId: number, userId: number, at: Date): Promise<{ liked: boolean; likes: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(forumCommentLikes)
          .where(and(eq(forumCommentLikes.commentId, commentId), eq(forumCommentLikes.userId, userId)))
          .returning({ id: forumCommentLikes.commentId });
        const liked = removed.length === 0;
        const added = liked ? await tx.insert(forumCommentLikes).values({ commentId, userId, createdAt: at }).onConflictDoNothing().returning({ id: forumCommentLikes.commentId }) : [];
        const delta = liked ? added.length : -1;
        const [row] = await tx
          .update(forumComments)
          .set({ likes: sql`greatest(0, ${forumComments.likes} + ${delta})` })
          .where(eq(forumComments.id, commentId))
          .returning({ likes: forumComments.likes });
        return { liked, likes: row?.likes ?? 0 };
      });
    },
  };
}

export type ForumRepository = ReturnType<typeof createForumRepository>;
export type PostSummaryRow = Awaited<ReturnType<ReturnType<ForumRepository['postSummaries']>['execute']>>[number];
export type PostRow = NonNullable<Awaited<ReturnType<ForumRepository['postById']>>>;
export type CommentRow = Awaited<ReturnType<ReturnType<ForumRepository['comments']>['execute']>>[number];
export type ImageRow = Awaited<ReturnType<ForumRepository['imagesOf']>>[number];
