import type { FeedAuthor, FeedComment, FeedImage, FeedPost, FeedPostSummary } from '@gazeta/contract';
import { sanitizePostHtml } from '../../lib/html.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { isStaffViewer, type Viewer } from '../accounts/index.ts';
import { imageView } from '../media/index.ts';
import { tagView } from '../taxonomy/index.ts';
import type { CommentRow, ImageRow, Likes, PostRow, PostSummaryRow } from './repository.ts';

/**
 * Others see only approved items; the author sees their own in any state; staff see what was
 * sent to them (pending, rejected), never someone else's unsent draft.
 */
export function canSee(item: { status: string; authorId: number }, viewer: Viewer | null): boolean {
  if (item.status === 'approved') return true;
  if (viewer === null) return false;
  return viewer.id === item.authorId || (isStaffViewer(viewer) && item.status !== 'draft');
}

export function authorView(author: PostSummaryRow['author']): FeedAuthor {
  if (author.deletedAt) return { id: author.id, name: 'Deleted account' };
  const initial = author.lastName.trim().charAt(0);
  return { id: author.id, name: initial ? `${author.firstName.trim()} ${initial}.` : author.firstName.trim() };
}

/** Only the author and moderators learn why something was rejected. */
const reasonFor = (item: { authorId: number; rejectionReason: string | null }, viewer: Viewer | null) =>
  viewer !== null && (viewer.id === item.authorId || isStaffViewer(viewer)) ? item.rejectionReason : null;

export function createFeedViews(storage: Pick<FileStorage, 'url'>) {
  function imagesByPost(rows: readonly ImageRow[], altOf: (postId: number) => string): Map<number, FeedImage[]> {
    const byPost = new Map<number, FeedImage[]>();
    for (const row of rows) {
      const list = byPost.get(row.postId) ?? [];
      list.push({ id: row.id, ...imageView(row, altOf(row.postId), storage) });
      byPost.set(row.postId, list);
    }
    return byPost;
  }

  /** `live`: the like count as it is now and the viewer's like (shared cached rows may lag on likes). */
  function summary(row: PostSummaryRow, images: FeedImage[], viewer: Viewer | null, live?: Likes): FeedPostSummary {
    return {
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      tag: tagView(row.tag),
      author: authorView(row.author),
      images,
      likes: live?.likes ?? row.likes,
      liked: live?.liked ?? false,
      comments_count: row.commentsCount,
      status: row.status,
      rejection_reason: reasonFor(row, viewer),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  return {
    imagesByPost,
    summary,

    post(row: PostRow, images: FeedImage[], viewer: Viewer | null, live?: Likes): FeedPost {
      return {
        ...summary(row, images, viewer, live),
        // Stored sanitized; sanitized again on the way out in case the allowlist has tightened since.
        content: sanitizePostHtml(row.contentHtml),
        can_edit: viewer !== null && viewer.id === row.authorId,
      };
    },

    comment(row: CommentRow, viewer: Viewer | null, live?: Likes): FeedComment {
      return {
        id: row.id,
        post_id: row.postId,
        reply_to: row.replyTo,
        author: authorView(row.author),
        text: row.text,
        likes: live?.likes ?? row.likes,
        liked: live?.liked ?? false,
        status: row.status,
        rejection_reason: reasonFor(row, viewer),
        can_edit: viewer !== null && viewer.id === row.authorId,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    },
  };
}

export type FeedViews = ReturnType<typeof createFeedViews>;
