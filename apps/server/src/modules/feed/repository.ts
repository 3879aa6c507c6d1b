import { and, asc, count, eq, gt, inArray, isNull, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ModerationStatus } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { feedCommentLikes, feedComments, feedPostEdits, feedPostImages, feedPostLikes, feedPosts, media, tags, users } from '../../db/schema/index.ts';

export type NewPost = Omit<typeof feedPosts.$inferInsert, 'id' | 'likes' | 'commentsCount' | 'popularity'>;
export type NewComment = Omit<typeof feedComments.$inferInsert, 'id' | 'likes'>;
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

/** A moderator's decision as stored. */
export interface Decision {
  status: Extract<ModerationStatus, 'approved' | 'rejected'>;
  rejectionReason: string | null;
}

/** A per-author rate limit: at most `max` writes of a kind since `since`. */
export interface WriteLimit {
  since: Date;
  max: number;
}

/** More work to do in the transaction that records a decision (its notifications). */
export type InTransaction = (tx: Db) => Promise<void>;

/** Which comments a reader sees: approved ones, plus their own (`viewerId`), or all (moderators). */
export type CommentScope = { all: true } | { viewerId: number | null };

const postPublished = sql`${feedPosts.status} = 'approved' and ${feedPosts.deletedAt} is null`;
const commentLive = isNull(feedComments.deletedAt);
// Spelled like the partial indexes' predicates, so PostgreSQL can prove they apply.
const pendingPost = sql`${feedPosts.status} = 'pending' and ${feedPosts.deletedAt} is null`;
const pendingComment = sql`${feedComments.status} = 'pending' and ${feedComments.deletedAt} is null`;
const descending = (column: AnyColumn) => sql`${column} desc nulls last`;

const authorColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt };

/** The columns every list of posts shows; the post page adds the content. */
const postSummaryColumns = {
  id: feedPosts.id,
  authorId: feedPosts.authorId,
  title: feedPosts.title,
  excerpt: feedPosts.excerpt,
  status: feedPosts.status,
  rejectionReason: feedPosts.rejectionReason,
  likes: feedPosts.likes,
  commentsCount: feedPosts.commentsCount,
  createdAt: feedPosts.createdAt,
  updatedAt: feedPosts.updatedAt,
  author: authorColumns,
  tag: { id: tags.id, tagName: tags.tagName, nameEn: tags.nameEn, nameRu: tags.nameRu },
};
const postColumns = { ...postSummaryColumns, contentHtml: feedPosts.contentHtml };

const commentColumns = {
  id: feedComments.id,
  postId: feedComments.postId,
  authorId: feedComments.authorId,
  replyTo: feedComments.replyTo,
  rootId: feedComments.rootId,
  text: feedComments.text,
  status: feedComments.status,
  rejectionReason: feedComments.rejectionReason,
  likes: feedComments.likes,
  createdAt: feedComments.createdAt,
  updatedAt: feedComments.updatedAt,
  author: authorColumns,
};

function postWhere(filter: PostFilter): SQL | undefined {
  const scope = 'published' in filter ? postPublished : and(eq(feedPosts.authorId, filter.authorId), isNull(feedPosts.deletedAt));
  return filter.tagId === undefined ? scope : and(scope, eq(feedPosts.tagId, filter.tagId));
}

function commentScope(scope: CommentScope): SQL | undefined {
  if ('all' in scope) return undefined;
  const approved = eq(feedComments.status, 'approved');
  return scope.viewerId === null ? approved : or(approved, eq(feedComments.authorId, scope.viewerId));
}

/** Serializes one author's writes of one kind, so that two requests cannot both pass the rate limit. */
const authorLock = (kind: string, authorId: number) => sql`select pg_advisory_xact_lock(hashtext(${`feed-${kind}`}), ${authorId})`;

/** comments_count from the rows themselves: right whatever changed, and cheap per post. */
async function refreshCommentsCount(tx: Db, postId: number): Promise<void> {
  await tx
    .update(feedPosts)
    .set({
      commentsCount: sql`(select count(*) from ${feedComments} where ${feedComments.postId} = ${postId} and ${feedComments.status} = 'approved' and ${feedComments.deletedAt} is null)`,
    })
    .where(eq(feedPosts.id, postId));
}

export function createFeedRepository(db: Db) {
  const postSummaries = () =>
    db.select(postSummaryColumns).from(feedPosts).innerJoin(users, eq(users.id, feedPosts.authorId)).innerJoin(tags, eq(tags.id, feedPosts.tagId));

  const comments = () => db.select(commentColumns).from(feedComments).innerJoin(users, eq(users.id, feedComments.authorId));

  async function postsSince(authorId: number, since: Date, tx: Db = db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(feedPosts).where(and(eq(feedPosts.authorId, authorId), gt(feedPosts.createdAt, since)));
    return row?.n ?? 0;
  }

  async function editsSince(authorId: number, since: Date, tx: Db = db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(feedPostEdits).where(and(eq(feedPostEdits.authorId, authorId), gt(feedPostEdits.createdAt, since)));
    return row?.n ?? 0;
  }

  async function commentsSince(authorId: number, since: Date, tx: Db = db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(feedComments).where(and(eq(feedComments.authorId, authorId), gt(feedComments.createdAt, since)));
    return row?.n ?? 0;
  }

  return {
    postSummaries,
    comments,
    postsSince,
    editsSince,
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
      const by = [order === 'popularity' ? descending(feedPosts.popularity) : descending(feedPosts.createdAt), descending(feedPosts.id)];
      const ids = db.select({ id: feedPosts.id }).from(feedPosts).where(postWhere(filter)).orderBy(...by).limit(limit).offset(offset);
      return postSummaries().where(inArray(feedPosts.id, ids)).orderBy(...by);
    },

    async feedCount(filter: PostFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(feedPosts).where(postWhere(filter));
      return row?.n ?? 0;
    },

    /** A live (not deleted) post in any state. */
    async postById(id: number) {
      const [row] = await db
        .select(postColumns)
        .from(feedPosts)
        .innerJoin(users, eq(users.id, feedPosts.authorId))
        .innerJoin(tags, eq(tags.id, feedPosts.tagId))
        .where(and(eq(feedPosts.id, id), isNull(feedPosts.deletedAt)));
      return row;
    },

    /** The images of many posts in one read, in their order. */
    imagesOf(postIds: readonly number[]) {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: feedPostImages.id, postId: feedPostImages.postId, storageKey: media.storageKey, width: media.width, height: media.height, widths: media.widths })
        .from(feedPostImages)
        .innerJoin(media, eq(media.id, feedPostImages.mediaId))
        .where(inArray(feedPostImages.postId, [...postIds]))
        .orderBy(asc(feedPostImages.postId), asc(feedPostImages.position), asc(feedPostImages.id));
    },

    /** Live like counts of these posts, and which of them the user likes. */
    async postLikes(userId: number, postIds: readonly number[]): Promise<Map<number, Likes>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: feedPosts.id,
          likes: feedPosts.likes,
          liked: sql<boolean>`exists (select 1 from ${feedPostLikes} where ${feedPostLikes.postId} = ${feedPosts.id} and ${feedPostLikes.userId} = ${userId})`,
        })
        .from(feedPosts)
        .where(inArray(feedPosts.id, [...postIds]));
      return new Map(rows.map((r) => [r.id, { likes: r.likes, liked: Boolean(r.liked) }]));
    },

    /**
     * Inserts a post with its images, unless its author has already written `limit.max` posts
     * since `limit.since` (counted again under a per-author lock): then null.
     */
    insertPost(post: NewPost, mediaIds: readonly number[], limit: WriteLimit): Promise<number | null> {
      return db.transaction(async (tx) => {
        await tx.execute(authorLock('post', post.authorId));
        if ((await postsSince(post.authorId, limit.since, tx)) >= limit.max) return null;
        const [row] = await tx.insert(feedPosts).values(post).returning({ id: feedPosts.id });
        const id = row!.id;
        if (mediaIds.length > 0) await tx.insert(feedPostImages).values(mediaIds.map((mediaId, position) => ({ postId: id, mediaId, position })));
        return id;
      });
    },

    /**
     * Rewrites a post by its author: the kept images (by id, in order) first, then the new ones;
     * returns the media ids of the images it dropped. Null, changing nothing, when the author
     * has already made `limit.max` edits since `limit.since` (counted again under a per-author
     * lock, as for new posts).
     */
    updatePost(
      id: number,
      patch: Partial<NewPost>,
      keepImageIds: readonly number[],
      newMediaIds: readonly number[],
      edit: { authorId: number; at: Date; limit: WriteLimit },
    ): Promise<{ droppedMediaIds: number[] } | null> {
      return db.transaction(async (tx) => {
        await tx.execute(authorLock('edit', edit.authorId));
        if ((await editsSince(edit.authorId, edit.limit.since, tx)) >= edit.limit.max) return null;
        await tx.insert(feedPostEdits).values({ postId: id, authorId: edit.authorId, createdAt: edit.at });
        await tx.update(feedPosts).set(patch).where(eq(feedPosts.id, id));
        const dropped = keepImageIds.length > 0 ? and(eq(feedPostImages.postId, id), notInArray(feedPostImages.id, [...keepImageIds])) : eq(feedPostImages.postId, id);
        const droppedRows = await tx.delete(feedPostImages).where(dropped).returning({ mediaId: feedPostImages.mediaId });
        for (const [position, imageId] of keepImageIds.entries()) {
          await tx.update(feedPostImages).set({ position }).where(eq(feedPostImages.id, imageId));
        }
        if (newMediaIds.length > 0) {
          await tx.insert(feedPostImages).values(newMediaIds.map((mediaId, i) => ({ postId: id, mediaId, position: keepImageIds.length + i })));
        }
        return { droppedMediaIds: droppedRows.map((row) => row.mediaId) };
      });
    },

    /** Marks a post deleted (its row stays for the rate limit) and lets go of its images: their media ids. */
    deletePost(id: number, at: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        await tx.update(feedPosts).set({ deletedAt: at }).where(eq(feedPosts.id, id));
        const images = await tx.delete(feedPostImages).where(eq(feedPostImages.postId, id)).returning({ mediaId: feedPostImages.mediaId });
        return images.map((row) => row.mediaId);
      });
    },

    /** Likes or un-likes; the count moves with the like row in one transaction. */
    togglePostLike(postId: number, userId: number, at: Date): Promise<{ liked: boolean; likes: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(feedPostLikes)
          .where(and(eq(feedPostLikes.postId, postId), eq(feedPostLikes.userId, userId)))
          .returning({ id: feedPostLikes.postId });
        const liked = removed.length === 0;
        const added = liked ? await tx.insert(feedPostLikes).values({ postId, userId, createdAt: at }).onConflictDoNothing().returning({ id: feedPostLikes.postId }) : [];
        const delta = liked ? added.length : -1;
        const [row] = await tx
          .update(feedPosts)
          .set({ likes: sql`greatest(0, ${feedPosts.likes} + ${delta})` })
          .where(eq(feedPosts.id, postId))
          .returning({ likes: feedPosts.likes });
        return { liked, likes: row?.likes ?? 0 };
      });
    },

    // ---- comments ----
    /** One page of top-level comments of a post, oldest first. */
    topComments(postId: number, scope: CommentScope, limit: number, offset: number) {
      return comments()
        .where(and(eq(feedComments.postId, postId), isNull(feedComments.rootId), commentLive, commentScope(scope)))
        .orderBy(asc(feedComments.createdAt), asc(feedComments.id))
        .limit(limit)
        .offset(offset);
    },

    async topCommentsCount(postId: number, scope: CommentScope): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(feedComments)
        .where(and(eq(feedComments.postId, postId), isNull(feedComments.rootId), commentLive, commentScope(scope)));
      return row?.n ?? 0;
    },

    /** Every reply in these threads, oldest first. */
    replies(rootIds: readonly number[], scope: CommentScope) {
      if (rootIds.length === 0) return Promise.resolve([]);
      return comments()
        .where(and(inArray(feedComments.rootId, [...rootIds]), commentLive, commentScope(scope)))
        .orderBy(asc(feedComments.createdAt), asc(feedComments.id));
    },

    /** A live comment of a live post. */
    async commentById(id: number) {
      const [row] = await db
        .select({ ...commentColumns, postStatus: feedPosts.status, postAuthorId: feedPosts.authorId, postTitle: feedPosts.title })
        .from(feedComments)
        .innerJoin(users, eq(users.id, feedComments.authorId))
        .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
        .where(and(eq(feedComments.id, id), commentLive, isNull(feedPosts.deletedAt)));
      return row;
    },

    /** Whether the user has comments on the post that others do not see (waiting or rejected). */
    async hasUnpublishedComments(postId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: feedComments.id })
        .from(feedComments)
        .where(and(eq(feedComments.authorId, userId), eq(feedComments.postId, postId), sql`${feedComments.status} <> 'approved'`, commentLive))
        .limit(1);
      return rows.length > 0;
    },

    /** Live like counts of these comments, and which of them the user likes. */
    async commentLikes(userId: number, commentIds: readonly number[]): Promise<Map<number, Likes>> {
      if (commentIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: feedComments.id,
          likes: feedComments.likes,
          liked: sql<boolean>`exists (select 1 from ${feedCommentLikes} where ${feedCommentLikes.commentId} = ${feedComments.id} and ${feedCommentLikes.userId} = ${userId})`,
        })
        .from(feedComments)
        .where(inArray(feedComments.id, [...commentIds]));
      return new Map(rows.map((r) => [r.id, { likes: r.likes, liked: Boolean(r.liked) }]));
    },

    /** Like insertPost: null when the author is over the limit. */
    insertComment(comment: NewComment, limit: WriteLimit): Promise<number | null> {
      return db.transaction(async (tx) => {
        await tx.execute(authorLock('comment', comment.authorId));
        if ((await commentsSince(comment.authorId, limit.since, tx)) >= limit.max) return null;
        const [row] = await tx.insert(feedComments).values(comment).returning({ id: feedComments.id });
        return row!.id;
      });
    },

    /** Changes a comment; the post's count follows when an approved comment leaves or returns. */
    updateComment(id: number, postId: number, patch: Partial<NewComment>): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.update(feedComments).set(patch).where(eq(feedComments.id, id));
        await refreshCommentsCount(tx, postId);
      });
    },

    toggleCommentLike(commentId: number, userId: number, at: Date): Promise<{ liked: boolean; likes: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(feedCommentLikes)
          .where(and(eq(feedCommentLikes.commentId, commentId), eq(feedCommentLikes.userId, userId)))
          .returning({ id: feedCommentLikes.commentId });
        const liked = removed.length === 0;
        const added = liked ? await tx.insert(feedCommentLikes).values({ commentId, userId, createdAt: at }).onConflictDoNothing().returning({ id: feedCommentLikes.commentId }) : [];
        const delta = liked ? added.length : -1;
        const [row] = await tx
          .update(feedComments)
          .set({ likes: sql`greatest(0, ${feedComments.likes} + ${delta})` })
          .where(eq(feedComments.id, commentId))
          .returning({ likes: feedComments.likes });
        return { liked, likes: row?.likes ?? 0 };
      });
    },

    // ---- the moderation queue ----
    /** Posts waiting for a decision, the longest waiting first. */
    pendingPosts(limit: number, offset: number) {
      return db
        .select(postColumns)
        .from(feedPosts)
        .innerJoin(users, eq(users.id, feedPosts.authorId))
        .innerJoin(tags, eq(tags.id, feedPosts.tagId))
        .where(pendingPost)
        .orderBy(asc(feedPosts.updatedAt), asc(feedPosts.id))
        .limit(limit)
        .offset(offset);
    },

    /** Comments waiting for a decision (on live posts), the longest waiting first, with their post's title. */
    pendingComments(limit: number, offset: number) {
      return db
        .select({ ...commentColumns, postTitle: feedPosts.title })
        .from(feedComments)
        .innerJoin(users, eq(users.id, feedComments.authorId))
        .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
        .where(and(pendingComment, isNull(feedPosts.deletedAt)))
        .orderBy(asc(feedComments.updatedAt), asc(feedComments.id))
        .limit(limit)
        .offset(offset);
    },

    async pendingCounts(): Promise<{ posts: number; comments: number }> {
      const [[posts], [comments]] = await Promise.all([
        db.select({ n: count() }).from(feedPosts).where(pendingPost),
        db
          .select({ n: count() })
          .from(feedComments)
          .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
          .where(and(pendingComment, isNull(feedPosts.deletedAt))),
      ]);
      return { posts: posts?.n ?? 0, comments: comments?.n ?? 0 };
    },

    /**
     * Records a decision on a post that is still in the state the moderator saw, with whatever
     * `also` writes (its notifications), all or nothing; false when someone else changed it first.
     */
    decidePost(id: number, seen: ModerationStatus, decision: Decision, also: InTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(feedPosts)
          .set(decision)
          .where(and(eq(feedPosts.id, id), eq(feedPosts.status, seen), isNull(feedPosts.deletedAt)))
          .returning({ id: feedPosts.id });
        if (changed.length === 0) return false;
        await also(tx);
        return true;
      });
    },

    /** The same for a comment; its post's comment count follows. */
    decideComment(id: number, postId: number, seen: ModerationStatus, decision: Decision, also: InTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(feedComments)
          .set(decision)
          .where(and(eq(feedComments.id, id), eq(feedComments.status, seen), isNull(feedComments.deletedAt)))
          .returning({ id: feedComments.id });
        if (changed.length === 0) return false;
        await refreshCommentsCount(tx, postId);
        await also(tx);
        return true;
      });
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
export type PostSummaryRow = Awaited<ReturnType<ReturnType<FeedRepository['postSummaries']>['execute']>>[number];
export type PostRow = NonNullable<Awaited<ReturnType<FeedRepository['postById']>>>;
export type CommentRow = Awaited<ReturnType<ReturnType<FeedRepository['comments']>['execute']>>[number];
export type ImageRow = Awaited<ReturnType<FeedRepository['imagesOf']>>[number];
