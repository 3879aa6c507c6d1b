import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { ModerationStatus } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { forumComments, forumPosts, notifications, tags, users } from '../../db/schema/index.ts';
import { commentColumns, postColumns, refreshCommentsCount } from './repository.ts';

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

// Spelled like the queue indexes' predicates.
const pendingPost = sql`${forumPosts.status} = 'pending' and ${forumPosts.deletedAt} is null`;
const pendingComment = sql`${forumComments.status} = 'pending' and ${forumComments.deletedAt} is null`;

export interface Decision {
  status: Extract<ModerationStatus, 'approved' | 'rejected'>;
  rejectionReason: string | null;
}

export function createModerationRepository(db: Db) {
  return {
    /** Posts waiting for a decision, the longest waiting first. */
    pendingPosts(limit: number, offset: number) {
      return db
        .select(postColumns)
        .from(forumPosts)
        .innerJoin(users, eq(users.id, forumPosts.authorId))
        .innerJoin(tags, eq(tags.id, forumPosts.tagId))
        .where(pendingPost)
        .orderBy(asc(forumPosts.updatedAt), asc(forumPosts.id))
        .limit(limit)
        .offset(offset);
    },

    /** Comments waiting for a decision (on live posts), the longest waiting first, with their post's title. */
    pendingComments(limit: number, offset: number) {
      return db
        .select({ ...commentColumns, postTitle: forumPosts.title })
        .from(forumComments)
        .innerJoin(users, eq(users.id, forumComments.authorId))
        .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
        .where(and(pendingComment, isNull(forumPosts.deletedAt)))
        .orderBy(asc(forumComments.updatedAt), asc(forumComments.id))
        .limit(limit)
        .offset(offset);
    },

    async counts(): Promise<{ posts: number; comments: number }> {
      const [[posts], [comments]] = await Promise.all([
        db.select({ n: count() }).from(forumPosts).where(pendingPost),
        db
          .select({ n: count() })
          .from(forumComments)
          .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
          .where(and(pendingComment, isNull(forumPosts.deletedAt))),
      ]);
      return { posts: posts?.n ?? 0, comments: comments?.n ?? 0 };
    },

    /**
     * Records a decision on a post that is still in the state the moderator saw, with the
     * notifications it sends, all or nothing; false when someone else changed it first.
     */
    decidePost(id: number, seen: ModerationStatus, decision: Decision, notes: readonly NewNotification[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(forumPosts)
          .set(decision)
          .where(and(eq(forumPosts.id, id), eq(forumPosts.status, seen), isNull(forumPosts.deletedAt)))
          .returning({ id: forumPosts.id });
        if (changed.length === 0) return false;
        if (notes.length > 0) await tx.insert(notifications).values([...notes]);
        return true;
      });
    },

    /** The same for a comment; its post's comment count follows. */
    decideComment(id: number, postId: number, seen: ModerationStatus, decision: Decision, notes: readonly NewNotification[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(forumComments)
          .set(decision)
          .where(and(eq(forumComments.id, id), eq(forumComments.status, seen), isNull(forumComments.deletedAt)))
          .returning({ id: forumComments.id });
        if (changed.length === 0) return false;
        await refreshCommentsCount(tx, postId);
        if (notes.length > 0) await tx.insert(notifications).values([...notes]);
        return true;
      });
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
export type PendingCommentRow = Awaited<ReturnType<ModerationRepository['pendingComments']>>[number];
