import {
  allowedActions,
  can,
  MODERATION_PER_PAGE,
  pageOf,
  quoteSocialRequest,
  SOCIAL_REQUEST_LIMITS,
  SOCIAL_REQUEST_ACTIONS,
  SOCIAL_REQUEST_MESSAGES,
  SOCIAL_REQUEST_TABLE,
  type ModerationSocialRequest,
  type SocialRequestFacts,
  type MySocialRequest,
  type MySocialRequestsResponse,
  type NotificationType,
  type Page,
  type PostingNetwork,
  type SocialDecision,
  type SocialRequestForm,
  type SocialRequestWrite,
  socialDayProblem,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { chicagoDay } from '../../lib/chicago-time.ts';
import { formError } from '../../lib/form-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { authorName, isStaffViewer, type Viewer } from '../accounts/index.ts';
import { storeClassifiedImages } from '../classifieds/index.ts';
import { imageView } from '../media/index.ts';
import type { OutboxMessage } from '../outbox/index.ts';
import type { NewNotification } from '../notifications/index.ts';
import type { PaidItemDeps, PaidSubjectPayments } from '../orders/index.ts';
import type { RequestImage, SocialRequestRow, SocialRequestsRepository } from './repository.ts';

/** What a social request's order line says. */
export interface SocialRequestOrderItem {
  id: number;
  ownerId: number;
  networks: readonly PostingNetwork[];
}

/** What the social requests ask of the orders (decisions 020, 046): an order per request in its own transaction, a refund when rejected. */
export type SocialRequestPayments = PaidSubjectPayments<SocialRequestOrderItem, number>;

export interface SocialRequestFormData {
  input: SocialRequestForm;
  images: UploadedFile[];
}

const fieldError = (field: string, code: keyof typeof SOCIAL_REQUEST_MESSAGES) => formError({ [field]: [{ code, message: SOCIAL_REQUEST_MESSAGES[code] }] });
const notYours = () => notFound('Social request not found.');
const staffOnly = () => new HttpError(403, 'error-moderator-only', 'Only staff publish social requests.');

/**
 * Social-posting requests (issue #16): a member's text and pictures for the paper's pages on the
 * networks chosen, on a day; paid, staff post it and give each post's link (the member is
 * notified), or reject it with a reason (refunded).
 */
export function createSocialRequestsService(deps: PaidItemDeps<SocialRequestPayments> & { repo: SocialRequestsRepository }) {
  const { repo, media, storage, notifications, outbox, contacts, payments, rates, publicUrl, now = () => new Date() } = deps;
  const today = () => chicagoDay(now());

  /** What SOCIAL_REQUEST_TABLE's guards read of a request. */
  const factsOf = (row: Pick<SocialRequestRow, 'status' | 'orderId'>): SocialRequestFacts => ({ hasOrder: row.status === 'awaiting_payment' && row.orderId !== null });

  async function views(rows: readonly SocialRequestRow[]): Promise<MySocialRequest[]> {
    const images = await repo.imagesOf(rows.map((row) => row.id));
    const byRequest = new Map<number, RequestImage[]>();
    for (const image of images) byRequest.set(image.requestId, [...(byRequest.get(image.requestId) ?? []), image]);
    return rows.map((row) => ({
      id: row.id,
      text: row.text,
      publish_on: row.publishOn,
      networks: row.networks,
      images: (byRequest.get(row.id) ?? []).map((image) => imageView(image, '', storage, 640)),
      price_cents: row.priceCents,
      status: row.status,
      rejection_reason: row.rejectionReason,
      links: row.links as Record<string, string>,
      order_id: row.status === 'awaiting_payment' ? row.orderId : null,
      actions: allowedActions(SOCIAL_REQUEST_TABLE, SOCIAL_REQUEST_ACTIONS, row.status, factsOf(row)),
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function own(id: number, viewer: Viewer): Promise<SocialRequestRow> {
    const row = await repo.byId(id);
    if (!row || row.ownerId !== viewer.id) throw notYours();
    return row;
  }

  async function tell(row: SocialRequestRow, type: NotificationType, reason: string | null, tx: Parameters<SocialRequestsRepository['lock']>[0]): Promise<NewNotification[]> {
    const title = row.text.replace(/\s+/g, ' ').slice(0, 80);
    const notes: NewNotification[] = [{ userId: row.ownerId, type, data: { content_preview: title, post_id: null, post_title: title, rejection_reason: reason }, createdAt: now() }];
    await notifications.record(tx, notes);
    return notes;
  }

  /** The owner's e-mail of a decision, for the outbox (composed in their language when it goes). */
  const decisionMail = (row: SocialRequestRow, decision: SocialDecision): OutboxMessage => {
    const key = decision.decision === 'publish' ? 'socialPublished' : 'socialRejected';
    const links = decision.decision === 'publish' ? Object.entries(decision.links).map(([network, link]) => ({ join: [{ t: `emails:networks.${network}` }, `: ${link}`], separator: '' })) : [];
    return {
      userId: row.ownerId,
      kind: decision.decision === 'publish' ? 'social-published' : 'social-rejected',
      subject: `emails:${key}.subject`,
      body: `emails:${key}.body`,
      values: { date: row.publishOn, links: { join: links }, reason: decision.decision === 'reject' ? decision.reason : '', link: `${publicUrl}/profile/social-request` },
    };
  };

  return {
    async mine(viewer: Viewer): Promise<MySocialRequestsResponse> {
      return { data: await views(await repo.ownedBy(viewer.id)), today: today() };
    },

    /** A new request: checked, its pictures stored, priced per network and an order opened. */
    async create(viewer: Viewer, form: SocialRequestFormData): Promise<SocialRequestWrite> {
      const day = today();
      const dayProblem = socialDayProblem(form.input.publish_on, day);
      if (dayProblem) throw fieldError('publish_on', dayProblem);
      const quote = quoteSocialRequest(form.input.networks, (await rates.current()).rates);
      if (!quote) throw fieldError('networks', 'error-social-networks-required');
      if (form.images.length > SOCIAL_REQUEST_LIMITS.images) throw formError({ images: [{ code: 'error-classified-images-limit', message: 'Limit images reached!' }] });
      const stored = await storeClassifiedImages(media, form.images);
      const at = now();
      let written: { id: number; orderId: number };
      try {
        written = await repo.insert(
          { ownerId: viewer.id, text: form.input.text, publishOn: form.input.publish_on, networks: quote.networks, priceCents: quote.totalCents, status: 'awaiting_payment', createdAt: at, updatedAt: at },
          stored.map((row) => row.id),
          async (tx, id) => (await payments.startOrder(tx, { id, ownerId: viewer.id, networks: quote.networks }, quote.totalCents)).orderId,
        );
      } catch (error) {
        await media.release(stored.map((row) => row.id));
        throw error;
      }
      const { id, orderId } = written;
      const [view] = await views([(await repo.byId(id))!]);
      return { request: view!, code: 'notification-social-pay', message: SOCIAL_REQUEST_MESSAGES['notification-social-pay'], order_id: orderId };
    },

    /** Deletes a request not paid (its order given up), rejected or published; not one paid and waiting. */
    async remove(id: number, viewer: Viewer): Promise<void> {
      await own(id, viewer);
      const { orderId, released } = await repo.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row || row.ownerId !== viewer.id) throw notYours();
        if (!can(SOCIAL_REQUEST_TABLE, 'delete', row.status, factsOf(row))) throw new HttpError(409, 'error-social-locked', SOCIAL_REQUEST_MESSAGES['error-social-locked']);
        return { orderId: row.status === 'awaiting_payment' ? row.orderId : null, released: await repo.remove(tx, id) };
      });
      if (orderId) await payments.dropOrder(orderId);
      await media.release(released);
    },

    // ---- payments (the orders domain calls these inside its transaction) ----

    async paid(tx: Parameters<SocialRequestsRepository['lock']>[0], id: number, amountCents: number): Promise<boolean> {
      const row = await repo.lock(tx, id);
      if (!row || row.status !== 'awaiting_payment') return false;
      await repo.update(id, { status: 'awaiting_publication', paidCents: row.paidCents + amountCents, orderId: null, updatedAt: now() }, tx);
      return true;
    },

    /**
     * A refund went through. Refunded in full (staff's refund, decision 036, or the provider's),
     * a request not yet posted gives up what it paid for: it leaves the queue and waits for
     * payment again. One already posted is done (a post cannot be taken back from a network).
     */
    async refunded(tx: Parameters<SocialRequestsRepository['lock']>[0], id: number, amountCents: number): Promise<void> {
      const row = await repo.lock(tx, id);
      if (!row) return;
      const paidCents = Math.max(0, row.paidCents - amountCents);
      const givenUp = paidCents === 0 && row.status === 'awaiting_publication';
      await repo.update(id, { paidCents, ...(givenUp ? { status: 'awaiting_payment' as const, orderId: null, updatedAt: now() } : {}) }, tx);
    },

    // ---- staff ----

    /** How many paid requests wait to be posted (the moderation page's tab count; staff asked there). */
    reviewCount: () => repo.queueCount(),

    /** One request of the queue as staff review it (the review queue's preview), or undefined. */
    async reviewView(id: number): Promise<ModerationSocialRequest | undefined> {
      const row = await repo.byId(id);
      if (!row) return undefined;
      const [[view], owners] = await Promise.all([views([row]), contacts([row.ownerId])]);
      return { ...view!, author: { id: row.ownerId, name: authorName(owners.get(row.ownerId)) } };
    },

    async queue(page: number, viewer: Viewer): Promise<Page<ModerationSocialRequest>> {
      if (!isStaffViewer(viewer)) throw staffOnly();
      const [rows, total] = await Promise.all([repo.queue(MODERATION_PER_PAGE, (page - 1) * MODERATION_PER_PAGE), repo.queueCount()]);
      const [list, owners] = await Promise.all([views(rows), contacts(rows.map((row) => row.ownerId))]);
      const data = list.map((view, i) => ({ ...view, author: { id: rows[i]!.ownerId, name: authorName(owners.get(rows[i]!.ownerId)) } }));
      return pageOf(data, page, MODERATION_PER_PAGE, total);
    },

    /**
     * Staff publish a paid request (with the link of the post on each of its networks) or reject
     * it with a reason (its payment refunded). The member is notified in the same transaction and
     * by e-mail. Not on one's own request.
     */
    async decide(id: number, decision: SocialDecision, viewer: Viewer, also?: (tx: Db) => Promise<void>): Promise<MySocialRequest> {
      if (!isStaffViewer(viewer)) throw staffOnly();
      const row = await repo.byId(id);
      if (!row) throw notYours();
      if (row.ownerId === viewer.id) throw new HttpError(403, 'error-own-item', 'You cannot decide on your own request.');
      if (row.status !== 'awaiting_publication') throw new HttpError(409, 'error-conflict', 'Only a paid request waiting to be posted can be decided.');
      if (decision.decision === 'publish') {
        const missing = row.networks.filter((network) => !decision.links[network]);
        const extra = Object.keys(decision.links).filter((network) => !row.networks.includes(network as PostingNetwork));
        if (missing.length > 0 || extra.length > 0) {
          throw formError(Object.fromEntries([...missing, ...extra].map((network) => [`links.${network}`, [{ code: 'error-social-links-required', message: SOCIAL_REQUEST_MESSAGES['error-social-links-required'] }]])));
        }
      }
      let notes: NewNotification[] = [];
      let mails: number[] = [];
      const decided = await repo.decide(
        id,
        decision.decision === 'publish'
          ? { status: 'published', links: decision.links, updatedAt: now() }
          : { status: 'rejected', rejectionReason: decision.reason, updatedAt: now() },
        async (tx) => {
          notes = await tell(row, decision.decision === 'publish' ? 'social_published' : 'social_rejected', decision.decision === 'reject' ? decision.reason : null, tx);
          await also?.(tx);
          mails = await outbox.enqueue(tx, [decisionMail(row, decision)]);
        },
      );
      if (!decided) throw new HttpError(409, 'error-conflict', 'The request changed meanwhile.');
      notifications.forget(notes.map((note) => note.userId));
      if (decision.decision === 'reject') await payments.refund(id, 'social_rejected');
      await outbox.deliver(mails);
      return (await views([(await repo.byId(id))!]))[0]!;
    },
  };
}

export type SocialRequestsService = ReturnType<typeof createSocialRequestsService>;
