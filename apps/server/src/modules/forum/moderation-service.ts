import {
  FORUM_MESSAGES,
  HTTP_ERROR_CODES,
  MODERATION_PER_PAGE,
  offsetOf,
  pageOf,
  type ForumComment,
  type ForumPost,
  type ModerationDecision,
  type ModerationKind,
  type NotificationType,
} from '@gazeta/contract';
import type { ChangeSignal } from '../../lib/cached.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Decision, ModerationRepository, NewNotification } from './moderation-repository.ts';
import type { ForumRepository } from './repository.ts';
import type { ForumService } from './service.ts';
import { clip, PREVIEW_MAX } from './text.ts';
import { isModerator, type Viewer } from './views.ts';

export const moderatorOnly = () => new HttpError(403, 'error-moderator-only', FORUM_MESSAGES['error-moderator-only']);

function decisionOf(input: ModerationDecision): Decision {
  return input.decision === 'approve' ? { status: 'approved', rejectionReason: null } : { status: 'rejected', rejectionReason: input.reason };
}

/**
 * The moderation queue and decisions. A decision notifies the author (post_approved,
 * post_rejected, comment_approved, comment_rejected); an approved comment also tells the post's
 * author and, for a reply, the author of the comment answered (ForumComment), never anyone
 * twice nor the commenter themselves.
 */
export function createModerationService(deps: {
  repo: ModerationRepository;
  forumRepo: ForumRepository;
  forum: Pick<ForumService, 'postView' | 'withImages' | 'views'>;
  contentChanged: ChangeSignal;
  /** These users' notifications changed (the bell's cache forgets them). */
  notified: (userIds: readonly number[]) => void;
  now?: () => Date;
}) {
  const { repo, forumRepo, forum, contentChanged, notified, now = () => new Date() } = deps;

  function requireModerator(viewer: Viewer): void {
    if (!isModerator(viewer)) throw moderatorOnly();
  }

  const note = (userId: number, type: NotificationType, data: NewNotification['data']): NewNotification => ({ userId, type, data, createdAt: now() });

  return {
    async queue(kind: ModerationKind, page: number, viewer: Viewer) {
      requireModerator(viewer);
      const offset = offsetOf(page, MODERATION_PER_PAGE);
      const counts = await repo.counts();
      if (kind === 'posts') {
        const { rows, images } = await forum.withImages(await repo.pendingPosts(MODERATION_PER_PAGE, offset));
        const data = rows.map((row) => forum.views.post(row, images.get(row.id) ?? [], viewer));
        return { ...pageOf(data, page, MODERATION_PER_PAGE, counts.posts), counts };
      }
      const rows = await repo.pendingComments(MODERATION_PER_PAGE, offset);
      const data = rows.map((row) => ({ ...forum.views.comment(row, viewer), post_title: row.postTitle }));
      return { ...pageOf(data, page, MODERATION_PER_PAGE, counts.comments), counts };
    },

    async decidePost(id: number, input: ModerationDecision, viewer: Viewer): Promise<ForumPost> {
      requireModerator(viewer);
      const row = await forumRepo.postById(id);
      if (!row) throw notFound('Post not found.');
      // A draft has not been sent: there is nothing to decide yet.
      if (row.status === 'draft') throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'A draft cannot be moderated.');
      const decision = decisionOf(input);
      if (row.status !== decision.status || row.rejectionReason !== decision.rejectionReason) {
        const data = { content_preview: clip(row.excerpt, PREVIEW_MAX) || null, post_id: row.id, post_title: row.title, rejection_reason: decision.rejectionReason };
        const type = decision.status === 'approved' ? 'post_approved' : 'post_rejected';
        const changed = await repo.decidePost(id, row.status, decision, [note(row.authorId, type, data)]);
        if (changed) notified([row.authorId]);
        if (changed && (row.status === 'approved' || decision.status === 'approved')) contentChanged.emit();
      }
      const after = await forumRepo.postById(id);
      if (!after) throw notFound('Post not found.');
      return forum.postView(after, viewer);
    },

    async decideComment(id: number, input: ModerationDecision, viewer: Viewer): Promise<ForumComment> {
      requireModerator(viewer);
      const row = await forumRepo.commentById(id);
      if (!row) throw notFound('Comment not found.');
      if (row.status === 'draft') throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'A draft cannot be moderated.');
      const decision = decisionOf(input);
      if (row.status !== decision.status || row.rejectionReason !== decision.rejectionReason) {
        const data = { content_preview: clip(row.text, PREVIEW_MAX), post_id: row.postId, post_title: row.postTitle, rejection_reason: decision.rejectionReason };
        const notes = [note(row.authorId, decision.status === 'approved' ? 'comment_approved' : 'comment_rejected', data)];
        if (decision.status === 'approved') {
          const told = new Set([row.authorId]);
          const parent = row.replyTo ? await forumRepo.commentById(row.replyTo) : undefined;
          for (const userId of [row.postAuthorId, parent?.authorId]) {
            if (userId === undefined || told.has(userId)) continue;
            told.add(userId);
            notes.push(note(userId, 'ForumComment', { ...data, rejection_reason: null }));
          }
        }
        const changed = await repo.decideComment(id, row.postId, row.status, decision, notes);
        if (changed) notified(notes.map((n) => n.userId));
        if (changed && (row.status === 'approved' || decision.status === 'approved')) contentChanged.emit();
      }
      const after = await forumRepo.commentById(id);
      if (!after) throw notFound('Comment not found.');
      return forum.views.comment(after, viewer, (await forumRepo.commentLikes(viewer.id, [id])).get(id));
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
