import {
  FEED_MESSAGES,
  LOCALES,
  REVIEW_KINDS,
  NEWSROOM_MESSAGES,
  type AuditSubjectKind,
  type Locale,
  type ModerationDecision,
  type BannedWord,
  type RejectTemplate,
  type RejectTemplateInput,
  type Sanction,
  type SanctionInput,
  type ReviewChange,
  type ReviewDecision,
  type ReviewDetail,
  type ReviewHistoryEvent,
  type ReviewKind,
  type ReviewPage,
  type SocialDecision,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { formError } from '../../lib/form-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { requireRung, type Viewer } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { ClassifiedsService } from '../classifieds/index.ts';
import type { FeedService } from '../feed/index.ts';
import type { BannersReview, BusinessesReview, ClassifiedsReview, EventsReview, InTransaction, ModerationService } from './service.ts';
import type { ReviewRepository, TemplateRow, WaitingRow } from './repository.ts';

export const REVIEW_PAGE_SIZE = 30;

const ownItem = () => new HttpError(403, 'error-own-item', FEED_MESSAGES['error-own-item']);
const templateNotFound = () => new HttpError(404, 'error-template-not-found', NEWSROOM_MESSAGES['error-template-not-found']);

type Detail<K extends ReviewKind> = Extract<ReviewDetail, { kind: K }>;
type ViewOf<K extends ReviewKind> = Detail<K>['view'];

/**
 * One kind of the queue (decision 059): how its item looks where it goes (the preview), what
 * its title is, which subject the audit log files it under, and what a decision does (the
 * kind's own service: status, refunds, notifications and mail), with `also` written in the
 * decision's transaction.
 */
interface ReviewKindEntry<K extends ReviewKind> {
  audit: AuditSubjectKind;
  view(id: number, viewer: Viewer, locale: Locale): Promise<ViewOf<K> | undefined>;
  title(view: ViewOf<K>): string;
  decide(id: number, decision: Approve | Reject, viewer: Viewer, locale: Locale, also: InTransaction): Promise<void>;
}
type Approve = Extract<ReviewDecision, { decision: 'approve' }>;
type Reject = { decision: 'reject'; reason: string };
type Registry = { [K in ReviewKind]: ReviewKindEntry<K> };

/** Fields that move without the author changing anything: left out of "what changed". */
const UNREVIEWED = new Set(['id', 'status', 'author', 'reports', 'likes', 'liked', 'liked_by_me', 'comments_count', 'views', 'rejection_reason', 'created_at', 'updated_at', 'published_at', 'can_edit', 'actions', 'order', 'paid_cents', 'replies_count']);

/** The reviewed fields of a view as strings (objects as JSON), to compare one version with the next. */
export function reviewedFields(view: object): Record<string, string | null> {
  const fields: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(view)) {
    if (UNREVIEWED.has(key) || value === undefined) continue;
    fields[key] = value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return fields;
}

export function changesBetween(before: Record<string, string | null>, after: Record<string, string | null>): ReviewChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => (before[key] ?? null) !== (after[key] ?? null)).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The banned words a text contains, as whole words, whatever their case (any alphabet). */
export function bannedWordsIn(text: string | null, words: readonly string[]): string[] {
  if (!text) return [];
  return words.filter((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text));
}

const toModeration = (decision: Approve | Reject): ModerationDecision => (decision.decision === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: decision.reason });

export interface ReviewDeps {
  repo: ReviewRepository;
  audit: Pick<AuditService, 'record' | 'list'>;
  moderation: ModerationService;
  feed: Pick<FeedService, 'moderatedPost' | 'moderatedComment' | 'moderationItem'>;
  classifieds: ClassifiedsReview;
  reports: Pick<ClassifiedsService, 'reportsOf'>;
  businesses: BusinessesReview;
  events: EventsReview;
  banners: BannersReview;
  displayAds: {
    reviewView(id: number, locale: Locale): Promise<ViewOf<'display-ad'> | undefined>;
    decide(id: number, decision: ModerationDecision, viewer: Viewer, locale: Locale, also?: InTransaction): Promise<unknown>;
  };
  social: {
    reviewView(id: number): Promise<ViewOf<'social-request'> | undefined>;
    decide(id: number, decision: SocialDecision, viewer: Viewer, also?: InTransaction): Promise<unknown>;
  };
  now?: () => Date;
}

/**
 * The one review queue (issue #27): every kind members submit, oldest first, through one
 * registry; each decision is audited (`review.approve`, `review.reject`) and its item's fields
 * kept, in the decision's transaction, so the next version shows what changed since.
 */
export function createReviewService(deps: ReviewDeps) {
  const { repo, audit, moderation, feed, classifieds, reports, businesses, events, banners, displayAds, social, now = () => new Date() } = deps;

  const withAuthor = async <T extends object>(view: T | undefined, kind: ReviewKind, id: number): Promise<(T & { author: { id: number; name: string } }) | undefined> => {
    if (!view) return undefined;
    const waiting = await repo.waitingOne(kind, id);
    const ownerId = (view as { owner_id?: number }).owner_id;
    return { ...view, author: waiting ? { id: waiting.authorId, name: waiting.authorName } : { id: ownerId ?? 0, name: '' } };
  };
  const orUndefined = <T>(work: Promise<T>): Promise<T | undefined> => work.catch((error: unknown) => (error instanceof HttpError && error.statusCode === 404 ? undefined : Promise.reject(error)));

  const classifiedView = async (id: number, kind: 'classified' | 'report'): Promise<ViewOf<'classified'> | undefined> => {
    const row = await classifieds.reviewItem(id);
    if (!row) return undefined;
    const [view, open, waiting] = await Promise.all([classifieds.reviewed(id), reports.reportsOf([id]), repo.waitingOne(kind, id)]);
    return { ...view, author: { id: row.ownerId, name: waiting?.authorName ?? '' }, reports: open.get(id) ?? { count: 0, items: [] } };
  };

  const registry: Registry = {
    post: {
      audit: 'post',
      view: (id, viewer) => orUndefined(feed.moderatedPost(id, viewer)),
      title: (view) => view.title,
      decide: async (id, decision, viewer, _locale, also) => void (await moderation.decidePost(id, toModeration(decision), viewer, also)),
    },
    comment: {
      audit: 'comment',
      view: async (id, viewer) => {
        const [comment, item] = await Promise.all([orUndefined(feed.moderatedComment(id, viewer)), feed.moderationItem('comment', id)]);
        return comment && item ? { ...comment, post_title: item.postTitle } : undefined;
      },
      title: (view) => view.text.slice(0, 120),
      decide: async (id, decision, viewer, _locale, also) => void (await moderation.decideComment(id, toModeration(decision), viewer, also)),
    },
    classified: {
      audit: 'classified',
      view: (id) => classifiedView(id, 'classified'),
      title: (view) => view.title,
      decide: async (id, decision, viewer, _locale, also) => void (await moderation.decideClassified(id, toModeration(decision), viewer, also)),
    },
    report: {
      audit: 'classified',
      view: (id) => classifiedView(id, 'report'),
      title: (view) => view.title,
      decide: async (id, decision, viewer, _locale, also) => void (await moderation.decideClassified(id, toModeration(decision), viewer, also)),
    },
    business: {
      audit: 'business',
      view: async (id) => ((await businesses.reviewItem(id)) ? withAuthor(await businesses.reviewed(id), 'business', id) : undefined),
      title: (view) => view.name,
      decide: async (id, decision, viewer, _locale, also) => void (await moderation.decideBusiness(id, toModeration(decision), viewer, also)),
    },
    event: {
      audit: 'event',
      view: async (id) => ((await events.reviewItem(id)) ? withAuthor(await events.reviewed(id), 'event', id) : undefined),
      title: (view) => view.title,
      decide: async (id, decision, viewer, _locale, also) => void (await moderation.decideEvent(id, toModeration(decision), viewer, also)),
    },
    banner: {
      audit: 'banner',
      view: async (id) => ((await banners.reviewItem(id)) ? withAuthor(await banners.reviewed(id), 'banner', id) : undefined),
      title: (view) => view.title,
      decide: async (id, decision, viewer, _locale, also) => void (await moderation.decideBanner(id, toModeration(decision), viewer, also)),
    },
    'display-ad': {
      audit: 'display-ad',
      view: (id, _viewer, locale) => displayAds.reviewView(id, locale),
      title: (view) => view.item,
      decide: async (id, decision, viewer, locale, also) => void (await displayAds.decide(id, toModeration(decision), viewer, locale, also)),
    },
    'social-request': {
      audit: 'social-request',
      view: (id) => social.reviewView(id),
      title: (view) => view.text.slice(0, 120),
      // Approving a request is publishing it, with the link of its post on each network (decision 034).
      decide: async (id, decision, viewer, _locale, also) =>
        void (await social.decide(id, decision.decision === 'approve' ? { decision: 'publish', links: decision.links ?? {} } : decision, viewer, also)),
    },
  };

  const entryOf = <K extends ReviewKind>(kind: K): ReviewKindEntry<K> => registry[kind] as ReviewKindEntry<K>;
  const localeOf = async (userId: number): Promise<Locale> => {
    const locale = await repo.localeOf(userId);
    return (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : 'ru';
  };

  const templateOf = (row: TemplateRow): RejectTemplate => ({ id: row.id, title: { en: row.titleEn, ru: row.titleRu }, text: { en: row.textEn, ru: row.textRu } });

  async function viewOrNotFound<K extends ReviewKind>(kind: K, id: number, viewer: Viewer, locale: Locale): Promise<ViewOf<K>> {
    const view = await entryOf(kind).view(id, viewer, locale);
    if (!view) throw notFound('There is no such item to review.');
    return view;
  }

  async function history(kind: ReviewKind, id: number, submittedAt: Date | null): Promise<ReviewHistoryEvent[]> {
    const entries = await audit.list({ subjectKind: entryOf(kind).audit, subjectId: String(id) }, 50);
    const events: ReviewHistoryEvent[] = entries.map((entry) => ({ at: entry.at, action: entry.action, by: entry.actor?.name ?? null, reason: entry.reason }));
    if (submittedAt) events.push({ at: submittedAt.toISOString(), action: 'submitted', by: null, reason: null });
    return events.sort((a, b) => a.at.localeCompare(b.at));
  }

  const wordList = async () => (await repo.words()).map((row) => row.word);
  const sanctionOf = (row: { userId: number; kind: 'mute' | 'ban'; until: Date | null; reason: string | null }): Sanction => ({
    member_id: row.userId,
    kind: row.kind,
    until: row.until?.toISOString() ?? null,
    reason: row.reason,
  });

  return {
    registry,

    /** The queue, oldest first, of one kind or all, with the counts of every kind. */
    async queue(kind: ReviewKind | undefined, cursor: string | undefined, viewer: Viewer): Promise<ReviewPage> {
      requireRung(viewer, 'moderator');
      const key = cursor
        ? decodeCursor(cursor, 3, ([at, kind], id) => {
            const time = typeof at === 'string' ? new Date(at) : null;
            return time && !Number.isNaN(time.getTime()) && isReviewKind(kind as string) ? { at: time, kind: kind as string, id } : null;
          })
        : undefined;
      if (key === null) throw formError({ cursor: [{ code: 'error-bad-request', message: 'The cursor is not one this list gave.' }] });
      const [rows, counts, words] = await Promise.all([repo.waiting(kind, key ?? undefined, REVIEW_PAGE_SIZE + 1), repo.counts(), wordList()]);
      const page = rows.slice(0, REVIEW_PAGE_SIZE);
      const last: WaitingRow | undefined = rows.length > REVIEW_PAGE_SIZE ? page[page.length - 1] : undefined;
      return {
        data: page.map((row) => ({ kind: row.kind, id: row.id, title: row.title, author: { id: row.authorId, name: row.authorName }, submitted_at: row.at.toISOString(), flagged: bannedWordsIn(row.body, words) })),
        next: last ? encodeCursor([last.at.toISOString(), last.kind, last.id]) : null,
        counts,
      };
    },

    /** One item: as it will look where it goes, what changed since its last decision, and its history. */
    async item(kind: ReviewKind, id: number, viewer: Viewer, locale: Locale): Promise<ReviewDetail> {
      requireRung(viewer, 'moderator');
      const entry = entryOf(kind);
      const [view, waiting, snapshot, words] = await Promise.all([viewOrNotFound(kind, id, viewer, locale), repo.waitingOne(kind, id), repo.snapshot(kind, id), wordList()]);
      const authorId = (view as { author: { id: number } }).author.id;
      const authorName = waiting?.authorName ?? (view as { author: { name: string } }).author.name;
      const submittedAt = waiting?.at ?? null;
      const detail = {
        kind,
        id,
        view,
        title: entry.title(view),
        author: { id: authorId, name: authorName, locale: await localeOf(authorId) },
        submitted_at: (submittedAt ?? now()).toISOString(),
        own: authorId === viewer.id,
        flagged: bannedWordsIn(waiting?.body ?? null, words),
        changes: snapshot ? changesBetween(snapshot.fields, reviewedFields(view)) : null,
        history: await history(kind, id, submittedAt),
      };
      return detail as ReviewDetail;
    },

    /**
     * Approves or rejects an item through its kind. A rejection carries a reason: typed, or the
     * template's text in the author's own language. Never on one's own item (error-own-item).
     */
    async decide(kind: ReviewKind, id: number, input: ReviewDecision, viewer: Viewer, locale: Locale) {
      requireRung(viewer, 'moderator');
      const entry = entryOf(kind);
      const view = await viewOrNotFound(kind, id, viewer, locale);
      const authorId = (view as { author: { id: number } }).author.id;
      if (authorId === viewer.id) throw ownItem();
      let decision: Approve | Reject;
      if (input.decision === 'approve') decision = input;
      else {
        let reason = input.reason ?? '';
        if (!reason && input.template !== undefined) {
          const template = await repo.template(input.template);
          if (!template) throw templateNotFound();
          reason = (await localeOf(authorId)) === 'en' ? template.textEn : template.textRu;
        }
        if (!reason) throw formError({ reason: [{ code: 'error-rejection-reason-required', message: FEED_MESSAGES['error-rejection-reason-required'] }] });
        decision = { decision: 'reject', reason };
      }
      const at = now();
      const fields = reviewedFields(view);
      await entry.decide(id, decision, viewer, locale, async (tx: Db) => {
        await audit.record(tx, {
          by: viewer,
          action: decision.decision === 'approve' ? 'review.approve' : 'review.reject',
          subject: { kind: entry.audit, id },
          before: { status: (view as { status?: string }).status ?? null },
          after: { decision: decision.decision, kind },
          reason: decision.decision === 'reject' ? decision.reason : null,
        });
        await repo.saveSnapshot(tx, kind, id, fields, at);
      });
      return { kind, id, decision: decision.decision, reason: decision.decision === 'reject' ? decision.reason : null };
    },

    // ---- reason templates: moderators read them, editors keep them ----

    async templates(viewer: Viewer): Promise<RejectTemplate[]> {
      requireRung(viewer, 'moderator');
      return (await repo.templates()).map(templateOf);
    },

    async createTemplate(input: RejectTemplateInput, viewer: Viewer): Promise<RejectTemplate> {
      requireRung(viewer, 'editor');
      const at = now();
      return repo.inTransaction(async (tx) => {
        const row = await repo.insertTemplate(tx, { titleEn: input.title.en, titleRu: input.title.ru, textEn: input.text.en, textRu: input.text.ru, createdAt: at, updatedAt: at });
        await audit.record(tx, { by: viewer, action: 'reject-template.create', subject: { kind: 'reject-template', id: row.id }, after: { title: row.titleEn } });
        return templateOf(row);
      });
    },

    async updateTemplate(id: number, input: RejectTemplateInput, viewer: Viewer): Promise<RejectTemplate> {
      requireRung(viewer, 'editor');
      const before = await repo.template(id);
      if (!before) throw templateNotFound();
      return repo.inTransaction(async (tx) => {
        const row = await repo.updateTemplate(tx, id, { titleEn: input.title.en, titleRu: input.title.ru, textEn: input.text.en, textRu: input.text.ru, updatedAt: now() });
        if (!row) throw templateNotFound();
        await audit.record(tx, {
          by: viewer,
          action: 'reject-template.update',
          subject: { kind: 'reject-template', id },
          before: { title: before.titleEn, text: before.textEn },
          after: { title: row.titleEn, text: row.textEn },
        });
        return templateOf(row);
      });
    },

    async deleteTemplate(id: number, viewer: Viewer): Promise<void> {
      requireRung(viewer, 'editor');
      await repo.inTransaction(async (tx) => {
        const row = await repo.deleteTemplate(tx, id);
        if (!row) throw templateNotFound();
        await audit.record(tx, { by: viewer, action: 'reject-template.delete', subject: { kind: 'reject-template', id }, before: { title: row.titleEn } });
      });
    },

    // ---- banned words: a post or comment with one waits in the queue flagged (decision 059) ----

    async words(viewer: Viewer): Promise<BannedWord[]> {
      requireRung(viewer, 'moderator');
      return (await repo.words()).map((row) => ({ id: row.id, word: row.word, created_at: row.createdAt.toISOString() }));
    },

    async addWord(word: string, viewer: Viewer): Promise<BannedWord> {
      requireRung(viewer, 'moderator');
      return repo.inTransaction(async (tx) => {
        const row = await repo.addWord(tx, word, viewer.id);
        if (!row) throw new HttpError(409, 'error-conflict', 'This word is banned already.');
        await audit.record(tx, { by: viewer, action: 'banned-word.add', subject: { kind: 'banned-word', id: row.id }, after: { word } });
        return { id: row.id, word: row.word, created_at: row.createdAt.toISOString() };
      });
    },

    async removeWord(id: number, viewer: Viewer): Promise<void> {
      requireRung(viewer, 'moderator');
      await repo.inTransaction(async (tx) => {
        const row = await repo.removeWord(tx, id);
        if (!row) throw notFound('No such banned word.');
        await audit.record(tx, { by: viewer, action: 'banned-word.remove', subject: { kind: 'banned-word', id }, before: { word: row.word } });
      });
    },

    // ---- mutes and bans ----

    /** The member's mute or ban in force now, if any (a lapsed one is none). */
    async sanctionInForce(userId: number): Promise<Sanction | null> {
      const row = await repo.sanction(userId);
      if (!row || (row.until && row.until <= now())) return null;
      return sanctionOf(row);
    },

    async sanction(memberId: number, viewer: Viewer): Promise<Sanction> {
      requireRung(viewer, 'moderator');
      const row = await repo.sanction(memberId);
      if (!row) throw new HttpError(404, 'error-sanction-not-found', NEWSROOM_MESSAGES['error-sanction-not-found']);
      return sanctionOf(row);
    },

    /** Mutes or bans a member (never oneself, never staff: 403). Audited as member.mute or member.ban. */
    async setSanction(memberId: number, input: SanctionInput, viewer: Viewer): Promise<Sanction> {
      requireRung(viewer, 'moderator');
      if (memberId === viewer.id) throw ownItem();
      const role = await repo.roleOf(memberId);
      if (!role) throw notFound('Member not found.');
      if (role !== 'user') throw new HttpError(403, 'error-admin-only', NEWSROOM_MESSAGES['error-admin-only']);
      const until = input.until ? new Date(input.until) : null;
      if (input.kind === 'mute' && (!until || until <= now())) {
        throw formError({ until: [{ code: 'error-validation', message: 'A mute ends at a date to come.' }] });
      }
      const before = await repo.sanction(memberId);
      return repo.inTransaction(async (tx) => {
        await repo.setSanction(tx, { userId: memberId, kind: input.kind, until, reason: input.reason || null, byId: viewer.id, createdAt: now() });
        await audit.record(tx, {
          by: viewer,
          action: input.kind === 'mute' ? 'member.mute' : 'member.ban',
          subject: { kind: 'member', id: memberId },
          before: before ? { sanction: before.kind, until: before.until?.toISOString() ?? null } : null,
          after: { sanction: input.kind, until: until?.toISOString() ?? null },
          reason: input.reason || null,
        });
        return { member_id: memberId, kind: input.kind, until: until?.toISOString() ?? null, reason: input.reason || null };
      });
    },

    async liftSanction(memberId: number, viewer: Viewer): Promise<void> {
      requireRung(viewer, 'moderator');
      await repo.inTransaction(async (tx) => {
        const row = await repo.liftSanction(tx, memberId);
        if (!row) throw new HttpError(404, 'error-sanction-not-found', NEWSROOM_MESSAGES['error-sanction-not-found']);
        await audit.record(tx, { by: viewer, action: row.kind === 'mute' ? 'member.unmute' : 'member.unban', subject: { kind: 'member', id: memberId }, before: { sanction: row.kind } });
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;

export const isReviewKind = (value: string | null | undefined): value is ReviewKind => (REVIEW_KINDS as readonly (string | null | undefined)[]).includes(value);
