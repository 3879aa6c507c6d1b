import {
  FEED_MESSAGES,
  HTTP_ERROR_CODES,
  MODERATION_PER_PAGE,
  pageOf,
  type ClassifiedStatus,
  type FeedComment,
  type FeedPost,
  type ModerationClassified,
  type ModerationDecision,
  type ModerationBusiness,
  type ModerationKind,
  type MyBusiness,
  type MyClassified,
  type NotificationType,
} from '@gazeta/contract';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isStaffViewer, type Viewer } from '../accounts/index.ts';
import type { ClassifiedsService } from '../classifieds/index.ts';
import type { Decision, FeedService, ModerationItem } from '../feed/index.ts';
import type { NewNotification, NotificationsService } from '../notifications/index.ts';

export const moderatorOnly = () => new HttpError(403, 'error-moderator-only', FEED_MESSAGES['error-moderator-only']);
const ownItem = () => new HttpError(403, 'error-own-item', FEED_MESSAGES['error-own-item']);

function decisionOf(input: ModerationDecision): Decision {
  return input.decision === 'approve' ? { status: 'approved', rejectionReason: null } : { status: 'rejected', rejectionReason: input.reason };
}

/** An ad under review as moderation needs it. */
export interface ReviewedClassified {
  id: number;
  ownerId: number;
  status: ClassifiedStatus;
  title: string;
}

/**
 * The classifieds' side of review (the placing service): the queue, and a decision recorded
 * with the notifications moderation writes in the same transaction.
 */
export interface ClassifiedsReview {
  reviewCount(): Promise<number>;
  reviewQueue(page: number): Promise<{ data: ModerationClassified[]; total: number }>;
  reviewItem(id: number): Promise<ReviewedClassified | undefined>;
  decide(item: ReviewedClassified, decision: ModerationDecision, notes: readonly NewNotification[]): Promise<boolean>;
  reviewed(id: number): Promise<MyClassified>;
}

/** A business listing under review as moderation needs it. */
export interface ReviewedBusiness {
  id: number;
  ownerId: number;
  status: 'awaiting_review' | 'approved' | 'rejected';
  name: string;
  updatedAt: Date;
}

/**
 * The businesses' side of review (their listing service): the queue, and a decision recorded
 * with the notifications moderation writes in the same transaction.
 */
export interface BusinessesReview {
  reviewCount(): Promise<number>;
  reviewQueue(page: number): Promise<{ data: ModerationBusiness[]; total: number }>;
  reviewItem(id: number): Promise<ReviewedBusiness | undefined>;
  decide(item: ReviewedBusiness, decision: ModerationDecision, notes: readonly NewNotification[]): Promise<boolean>;
  reviewed(id: number): Promise<MyBusiness>;
}

/**
 * The moderation queue and decisions, for staff only, never on their own items. A decision
 * notifies the author (post_approved, post_rejected, comment_approved, comment_rejected); an
 * approved comment also tells the post's author and, for a reply, the author of the comment
 * answered (ForumComment), never anyone twice nor the commenter themselves. The notifications
 * are written in the transaction that records the decision.
 */
export function createModerationService(deps: {
  feed: Pick<FeedService, 'moderationQueue' | 'moderationItem' | 'decide' | 'moderatedPost' | 'moderatedComment' | 'pendingCounts'>;
  classifieds: ClassifiedsReview;
  businesses: BusinessesReview;
  /** The readers' reports on ads (the classifieds' read side): a decision resolves them. */
  reports: Pick<ClassifiedsService, 'reportsOf' | 'resolveReports'>;
  notifications: Pick<NotificationsService, 'record' | 'forget'>;
  now?: () => Date;
}) {
  const { feed, classifieds, businesses, reports, notifications, now = () => new Date() } = deps;

  function requireStaff(viewer: Viewer): void {
    if (!isStaffViewer(viewer)) throw moderatorOnly();
  }

  const note = (userId: number, type: NotificationType, data: NewNotification['data']): NewNotification => ({ userId, type, data, createdAt: now() });

  /** Who hears of a decision, and what. */
  function notesFor(item: ModerationItem, decision: Decision): NewNotification[] {
    const data = { content_preview: item.preview, post_id: item.postId, post_title: item.postTitle, rejection_reason: decision.rejectionReason };
    const approved = decision.status === 'approved';
    const type: NotificationType = item.kind === 'post' ? (approved ? 'post_approved' : 'post_rejected') : approved ? 'comment_approved' : 'comment_rejected';
    const notes = [note(item.authorId, type, data)];
    if (item.kind === 'comment' && approved) {
      const told = new Set([item.authorId]);
      for (const userId of item.concerned) {
        if (told.has(userId)) continue;
        told.add(userId);
        notes.push(note(userId, 'ForumComment', { ...data, rejection_reason: null }));
      }
    }
    return notes;
  }

  async function decideOn(kind: ModerationItem['kind'], id: number, input: ModerationDecision, viewer: Viewer): Promise<void> {
    requireStaff(viewer);
    const item = await feed.moderationItem(kind, id);
    if (!item) throw notFound(kind === 'post' ? 'Post not found.' : 'Comment not found.');
    if (item.authorId === viewer.id) throw ownItem();
    // A draft has not been sent: there is nothing to decide yet.
    if (item.status === 'draft') throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'A draft cannot be moderated.');
    const decision = decisionOf(input);
    if (item.status === decision.status && item.rejectionReason === decision.rejectionReason) return;
    const notes = notesFor(item, decision);
    if (await feed.decide(item, decision, (tx) => notifications.record(tx, notes))) notifications.forget(notes.map((n) => n.userId));
  }

  return {
    /** A page of one queue, with the counts of all four. */
    async queue(kind: ModerationKind, page: number, viewer: Viewer) {
      requireStaff(viewer);
      if (kind === 'classifieds' || kind === 'businesses') {
        const [feedCounts, ads, listings] = await Promise.all([
          feed.pendingCounts(),
          kind === 'classifieds' ? classifieds.reviewQueue(page) : classifieds.reviewCount().then((total) => ({ data: [], total })),
          kind === 'businesses' ? businesses.reviewQueue(page) : businesses.reviewCount().then((total) => ({ data: [], total })),
        ]);
        const counts = { ...feedCounts, classifieds: ads.total, businesses: listings.total };
        return kind === 'classifieds' ? { ...pageOf(ads.data, page, MODERATION_PER_PAGE, ads.total), counts } : { ...pageOf(listings.data, page, MODERATION_PER_PAGE, listings.total), counts };
      }
      const [queue, waiting, listings] = await Promise.all([feed.moderationQueue(kind, page, viewer), classifieds.reviewCount(), businesses.reviewCount()]);
      return { ...queue, counts: { ...queue.counts, classifieds: waiting, businesses: listings } };
    },

    /**
     * Decides on a business listing awaiting review: approved (in the catalogue unless its owner
     * switched it off) or rejected with a reason (a paid hot deal is refunded). The owner is
     * notified in the same transaction (business_approved, business_rejected) and by e-mail.
     */
    async decideBusiness(id: number, input: ModerationDecision, viewer: Viewer): Promise<MyBusiness> {
      requireStaff(viewer);
      const item = await businesses.reviewItem(id);
      if (!item) throw notFound('Business not found.');
      if (item.ownerId === viewer.id) throw ownItem();
      if (item.status !== 'awaiting_review') throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'Only a listing awaiting review can be decided.');
      const approved = input.decision === 'approve';
      const notes = [
        note(item.ownerId, approved ? 'business_approved' : 'business_rejected', {
          content_preview: item.name,
          post_id: null,
          post_title: item.name,
          rejection_reason: input.decision === 'reject' ? input.reason : null,
        }),
      ];
      if (!(await businesses.decide(item, input, notes))) throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'The listing changed meanwhile.');
      return businesses.reviewed(id);
    },

    /**
     * Decides on an ad in the queue. One awaiting review is approved (scheduled, or running at
     * once from its publish date) or rejected with a reason; the owner is notified in the same
     * transaction (and by e-mail in their language). A running ad readers reported is kept
     * ("approve": nothing changes for its owner) or taken down ("reject", with a reason, as
     * above). Either way the ad's open reports are resolved. Any other ad: 409.
     */
    async decideClassified(id: number, input: ModerationDecision, viewer: Viewer): Promise<MyClassified> {
      requireStaff(viewer);
      const item = await classifieds.reviewItem(id);
      if (!item) throw notFound('Classified not found.');
      if (item.ownerId === viewer.id) throw ownItem();
      const reported = item.status === 'running' && (await reports.reportsOf([id])).has(id);
      if (item.status !== 'awaiting_review' && !reported) {
        throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'Only an ad awaiting review, or a running ad with open reports, can be decided.');
      }
      const approved = input.decision === 'approve';
      if (!(reported && approved)) {
        const notes = [
          note(item.ownerId, approved ? 'classified_approved' : 'classified_rejected', {
            content_preview: item.title,
            post_id: null,
            post_title: item.title,
            rejection_reason: input.decision === 'reject' ? input.reason : null,
          }),
        ];
        if (!(await classifieds.decide(item, input, notes))) throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'The ad changed meanwhile.');
      }
      await reports.resolveReports(id, viewer);
      return classifieds.reviewed(id);
    },

    async decidePost(id: number, input: ModerationDecision, viewer: Viewer): Promise<FeedPost> {
      await decideOn('post', id, input, viewer);
      return feed.moderatedPost(id, viewer);
    },

    async decideComment(id: number, input: ModerationDecision, viewer: Viewer): Promise<FeedComment> {
      await decideOn('comment', id, input, viewer);
      return feed.moderatedComment(id, viewer);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
