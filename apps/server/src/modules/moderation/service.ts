import {
  FEED_MESSAGES,
  HTTP_ERROR_CODES,
  MODERATION_PER_PAGE,
  pageOf,
  type ClassifiedStatus,
  type EventStatus,
  type FeedComment,
  type FeedPost,
  type ModerationClassified,
  type ModerationDecision,
  type ModerationBusiness,
  type ModerationEvent,
  type ModerationBanner,
  type BannerStatus,
  type MyBanner,
  type ModerationKind,
  type MyBusiness,
  type MyClassified,
  type MyEvent,
  type NotificationType,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isStaffViewer, type Viewer } from '../accounts/index.ts';
import type { ClassifiedsService } from '../classifieds/index.ts';
import type { Decision, FeedService, ModerationItem } from '../feed/index.ts';
import type { NewNotification, NotificationsService } from '../notifications/index.ts';

/** Work done in the transaction of a decision (its audit entry, its snapshot). */
export type InTransaction = (tx: Db) => Promise<void>;

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
  decide(item: ReviewedClassified, decision: ModerationDecision, notes: readonly NewNotification[], also?: InTransaction): Promise<boolean>;
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
  decide(item: ReviewedBusiness, decision: ModerationDecision, notes: readonly NewNotification[], also?: InTransaction): Promise<boolean>;
  reviewed(id: number): Promise<MyBusiness>;
}

/** An event under review as moderation needs it. */
export interface ReviewedEvent {
  id: number;
  ownerId: number;
  status: EventStatus;
  title: string;
}

/** The events' side of review (the events service): the queue, and a decision recorded with its notifications. */
export interface EventsReview {
  reviewCount(): Promise<number>;
  reviewQueue(page: number): Promise<{ data: ModerationEvent[]; total: number }>;
  reviewItem(id: number): Promise<ReviewedEvent | undefined>;
  decide(item: ReviewedEvent, decision: ModerationDecision, notes: readonly NewNotification[], also?: InTransaction): Promise<boolean>;
  reviewed(id: number): Promise<MyEvent>;
}

/** A banner under review as moderation needs it. */
export interface ReviewedBanner {
  id: number;
  ownerId: number;
  status: BannerStatus;
  title: string;
}

/** The banners' side of review (their service): the queue, and a decision recorded with its notifications (and the refund of a rejected one). */
export interface BannersReview {
  reviewCount(): Promise<number>;
  reviewQueue(page: number): Promise<{ data: ModerationBanner[]; total: number }>;
  reviewItem(id: number): Promise<ReviewedBanner | undefined>;
  decide(item: ReviewedBanner, decision: ModerationDecision, notes: readonly NewNotification[], also?: InTransaction): Promise<boolean>;
  reviewed(id: number): Promise<MyBanner>;
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
  events: EventsReview;
  banners: BannersReview;
  /** The queues with a page of their own elsewhere: only their counts show here. */
  social: { reviewCount(): Promise<number> };
  advertising: { reviewCount(): Promise<number> };
  /** The readers' reports on ads (the classifieds' read side): a decision resolves them. */
  reports: Pick<ClassifiedsService, 'reportsOf' | 'resolveReports'>;
  notifications: Pick<NotificationsService, 'record' | 'forget'>;
  /** A transaction of its own, for a decision that changes nothing of the item (a reported ad kept). */
  inTransaction: (work: InTransaction) => Promise<void>;
  now?: () => Date;
}) {
  const { feed, classifieds, businesses, events, banners, social, advertising, reports, notifications, inTransaction, now = () => new Date() } = deps;

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

  async function decideOn(kind: ModerationItem['kind'], id: number, input: ModerationDecision, viewer: Viewer, also?: InTransaction): Promise<void> {
    requireStaff(viewer);
    const item = await feed.moderationItem(kind, id);
    if (!item) throw notFound(kind === 'post' ? 'Post not found.' : 'Comment not found.');
    if (item.authorId === viewer.id) throw ownItem();
    // A draft has not been sent: there is nothing to decide yet.
    if (item.status === 'draft') throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'A draft cannot be moderated.');
    const decision = decisionOf(input);
    if (item.status === decision.status && item.rejectionReason === decision.rejectionReason) return;
    const notes = notesFor(item, decision);
    const written = await feed.decide(item, decision, async (tx) => {
      await notifications.record(tx, notes);
      await also?.(tx);
    });
    if (written) notifications.forget(notes.map((n) => n.userId));
  }

  return {
    /** A page of one queue, with the counts of all of them. */
    async queue(kind: ModerationKind, page: number, viewer: Viewer) {
      requireStaff(viewer);
      // The queues reviewed outside the feed answer their page when asked, their count otherwise.
      const pageOrCount = <T>(queue: { reviewQueue(page: number): Promise<{ data: T[]; total: number }>; reviewCount(): Promise<number> }, asked: boolean) =>
        asked ? queue.reviewQueue(page) : queue.reviewCount().then((total) => ({ data: [] as T[], total }));
      const feedQueue = kind === 'posts' || kind === 'comments' ? feed.moderationQueue(kind, page, viewer) : null;
      const [feedPage, feedCounts, ads, listings, calendar, strip, socialCount, advertisingCount] = await Promise.all([
        feedQueue,
        feedQueue ? null : feed.pendingCounts(),
        pageOrCount(classifieds, kind === 'classifieds'),
        pageOrCount(businesses, kind === 'businesses'),
        pageOrCount(events, kind === 'events'),
        pageOrCount(banners, kind === 'banners'),
        social.reviewCount(),
        advertising.reviewCount(),
      ]);
      const waiting = { classifieds: ads.total, businesses: listings.total, events: calendar.total, banners: strip.total, social: socialCount, advertising: advertisingCount };
      if (feedPage) return { ...feedPage, counts: { ...feedPage.counts, ...waiting } };
      const counts = { ...feedCounts!, ...waiting };
      if (kind === 'businesses') return { ...pageOf(listings.data, page, MODERATION_PER_PAGE, listings.total), counts };
      if (kind === 'events') return { ...pageOf(calendar.data, page, MODERATION_PER_PAGE, calendar.total), counts };
      if (kind === 'banners') return { ...pageOf(strip.data, page, MODERATION_PER_PAGE, strip.total), counts };
      return { ...pageOf(ads.data, page, MODERATION_PER_PAGE, ads.total), counts };
    },

    /**
     * Decides on a business listing awaiting review: approved (in the catalogue unless its owner
     * switched it off) or rejected with a reason (a paid hot deal is refunded). The owner is
     * notified in the same transaction (business_approved, business_rejected) and by e-mail.
     */
    async decideBusiness(id: number, input: ModerationDecision, viewer: Viewer, also?: InTransaction): Promise<MyBusiness> {
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
      if (!(await businesses.decide(item, input, notes, also))) throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'The listing changed meanwhile.');
      return businesses.reviewed(id);
    },

    /**
     * Decides on an event awaiting review: approved, it is published; rejected, it carries the
     * reason. The owner is notified in the same transaction (and by e-mail in their language).
     */
    async decideEvent(id: number, input: ModerationDecision, viewer: Viewer, also?: InTransaction): Promise<MyEvent> {
      requireStaff(viewer);
      const item = await events.reviewItem(id);
      if (!item) throw notFound('Event not found.');
      if (item.ownerId === viewer.id) throw ownItem();
      if (item.status !== 'awaiting_review') throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'Only an event awaiting review can be decided.');
      const approved = input.decision === 'approve';
      const notes = [
        note(item.ownerId, approved ? 'event_approved' : 'event_rejected', {
          content_preview: item.title,
          post_id: null,
          post_title: item.title,
          rejection_reason: input.decision === 'reject' ? input.reason : null,
        }),
      ];
      if (!(await events.decide(item, input, notes, also))) throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'The event changed meanwhile.');
      return events.reviewed(id);
    },

    /**
     * Decides on a paid banner awaiting review: approved, it is placed in the strip for its run;
     * rejected with a reason, its payment is refunded. The owner is notified in the same
     * transaction (banner_approved, banner_rejected) and by e-mail.
     */
    async decideBanner(id: number, input: ModerationDecision, viewer: Viewer, also?: InTransaction): Promise<MyBanner> {
      requireStaff(viewer);
      const item = await banners.reviewItem(id);
      if (!item) throw notFound('Banner not found.');
      if (item.ownerId === viewer.id) throw ownItem();
      if (item.status !== 'awaiting_review') throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'Only a banner awaiting review can be decided.');
      const approved = input.decision === 'approve';
      const notes = [
        note(item.ownerId, approved ? 'banner_approved' : 'banner_rejected', {
          content_preview: item.title,
          post_id: null,
          post_title: item.title,
          rejection_reason: input.decision === 'reject' ? input.reason : null,
        }),
      ];
      if (!(await banners.decide(item, input, notes, also))) throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'The banner changed meanwhile.');
      return banners.reviewed(id);
    },

    /**
     * Decides on an ad in the queue. One awaiting review is approved (scheduled, or running at
     * once from its publish date) or rejected with a reason; the owner is notified in the same
     * transaction (and by e-mail in their language). A running ad readers reported is kept
     * ("approve": nothing changes for its owner) or taken down ("reject", with a reason, as
     * above). Either way the ad's open reports are resolved. Any other ad: 409.
     */
    async decideClassified(id: number, input: ModerationDecision, viewer: Viewer, also?: InTransaction): Promise<MyClassified> {
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
        if (!(await classifieds.decide(item, input, notes, also))) throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'The ad changed meanwhile.');
      } else if (also) await inTransaction(also);
      await reports.resolveReports(id, viewer);
      return classifieds.reviewed(id);
    },

    // ---- what the old per-kind endpoints answer after a decision made through the review queue ----
    postAfter: (id: number, viewer: Viewer): Promise<FeedPost> => feed.moderatedPost(id, viewer),
    commentAfter: (id: number, viewer: Viewer): Promise<FeedComment> => feed.moderatedComment(id, viewer),
    classifiedAfter: (id: number): Promise<MyClassified> => classifieds.reviewed(id),
    businessAfter: (id: number): Promise<MyBusiness> => businesses.reviewed(id),
    eventAfter: (id: number): Promise<MyEvent> => events.reviewed(id),
    bannerAfter: (id: number): Promise<MyBanner> => banners.reviewed(id),

    async decidePost(id: number, input: ModerationDecision, viewer: Viewer, also?: InTransaction): Promise<FeedPost> {
      await decideOn('post', id, input, viewer, also);
      return feed.moderatedPost(id, viewer);
    },

    async decideComment(id: number, input: ModerationDecision, viewer: Viewer, also?: InTransaction): Promise<FeedComment> {
      await decideOn('comment', id, input, viewer, also);
      return feed.moderatedComment(id, viewer);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
