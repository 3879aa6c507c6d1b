import {
  allowedActions,
  BANNER_ACTIONS,
  BANNER_MESSAGES,
  BANNER_SIZE,
  BANNER_TABLE,
  bannerFacts,
  bannerLastDay,
  bannerPhase,
  can,
  isBannerSize,
  MODERATION_PER_PAGE,
  quoteBanner,
  type BannerAction,
  type BannerForm,
  type BannerMessageCode,
  type BannerStats,
  type BannerWrite,
  type ModerationBanner,
  type ModerationDecision,
  type MyBanner,
  type MyBannersResponse, bannerStartProblem
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { TAGS, type CacheTags } from '../../lib/cache.ts';
import { addDays, chicagoDay, chicagoInstant } from '../../lib/chicago-time.ts';
import { formError } from '../../lib/form-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { ImageRejected } from '../../providers/images.ts';
import { authorName, type Viewer } from '../accounts/index.ts';
import { checkedImage } from '../classifieds/index.ts';
import { imageView, type MediaRow } from '../media/index.ts';
import type { OutboxMessage } from '../outbox/index.ts';
import type { NewNotification } from '../notifications/index.ts';
import type { PaidItemDeps, PaidSubjectPayments } from '../orders/index.ts';
import type { BannerRecord, BannerRow, BannersRepository } from './repository.ts';

/** The strip's ad ids of banners start here, apart from the newsroom's own ads (decision 032). */
export const BANNER_AD_ID_BASE = 1_000_000;

/** What a banner's order line says: the version paid for. */
export interface BannerOrderItem {
  id: number;
  ownerId: number;
  version: number;
  title: string;
  weeks: number;
}

/** What the banners ask of the orders (decisions 020, 046): an order per version to pay, a refund when rejected. */
export type BannerPayments = PaidSubjectPayments<BannerOrderItem, { id: number; version: number }>;

export interface BannerFormData {
  input: BannerForm;
  /** The picture, or null: on an update, the banner keeps its picture. */
  picture: UploadedFile | null;
}

const fieldError = (field: string, code: BannerMessageCode) => formError({ [field]: [{ code, message: BANNER_MESSAGES[code] }] });
const bannerNotFound = () => notFound('Banner not found.');
const locked = () => new HttpError(409, 'error-banner-locked', BANNER_MESSAGES['error-banner-locked']);

/** Changing or deleting: only what is not paid and waiting, nor approved and still to end. */
/** BANNER_TABLE's answer for `action` on a banner today. */
const allows = (action: BannerAction, row: Pick<BannerRecord, 'status' | 'orderId' | 'endsOn'>, today: string): boolean => can(BANNER_TABLE, action, row.status, bannerFacts(row, today));

/**
 * Banners (issue #16): a member's 150 × 600 picture in the advertisements strip for a run of
 * whole weeks. A new or changed banner is an order to pay; paid, it waits for staff; approved,
 * it gets a placement in the strip for its run; rejected, its payment is refunded.
 */
export function createBannersService(deps: PaidItemDeps<BannerPayments> & { repo: BannersRepository; cacheTags: CacheTags }) {
  const { repo, media, storage, notifications, outbox, contacts, payments, rates, cacheTags, publicUrl, now = () => new Date() } = deps;
  const today = () => chicagoDay(now());

  async function views(rows: readonly BannerRow[]): Promise<MyBanner[]> {
    const totals = await repo.totals(rows.map((row) => row.id));
    const day = today();
    return rows.map((row) => {
      const counted = totals.get(row.id) ?? { impressions: 0, clicks: 0 };
      return {
        id: row.id,
        title: row.title,
        url: row.url,
        image: imageView(row, row.title, storage, 320),
        starts_on: row.startsOn,
        ends_on: row.endsOn,
        weeks: row.weeks,
        price_cents: row.priceCents,
        status: row.status,
        phase: bannerPhase(row.status, row.startsOn, row.endsOn, day),
        rejection_reason: row.rejectionReason,
        order_id: row.status === 'awaiting_payment' ? row.orderId : null,
        actions: allowedActions(BANNER_TABLE, BANNER_ACTIONS, row.status, bannerFacts(row, day)),
        impressions: counted.impressions,
        clicks: counted.clicks,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function own(id: number, viewer: Viewer): Promise<BannerRow> {
    const row = await repo.byId(id);
    if (!row || row.ownerId !== viewer.id) throw bannerNotFound();
    return row;
  }

  async function checkRun(input: BannerForm, day: string) {
    const start = bannerStartProblem(input.starts_on, day);
    if (start) throw fieldError('starts_on', start);
    const quote = quoteBanner(input.weeks, (await rates.current()).rates);
    if (!quote) throw fieldError('weeks', 'error-banner-weeks-invalid');
    return quote;
  }

  /** Stores the picture re-encoded, when it is exactly the banner size (its decoded pixels, not its header). */
  async function storePicture(picture: UploadedFile): Promise<MediaRow> {
    let input;
    try {
      input = await checkedImage(picture);
    } catch (error) {
      // Too many pixels or bytes for any picture is not 150 × 600 either.
      if (error instanceof HttpError && error.statusCode === 422) throw fieldError('picture', error.code === 'error-classified-image-too-large' ? 'error-banner-size' : 'error-banner-picture-invalid');
      throw error;
    }
    // Nothing larger than the banner needs decoding: a bigger picture is the wrong size anyway.
    const row = await media.storeImage(input, { maxPixels: 4 * BANNER_SIZE.width * BANNER_SIZE.height }).catch((error: unknown) => {
      if (!(error instanceof ImageRejected)) throw error;
      throw fieldError('picture', error.reason === 'invalid' ? 'error-banner-picture-invalid' : 'error-banner-size');
    });
    if (!isBannerSize(row.width ?? 0, row.height ?? 0)) {
      await media.release([row.id]);
      throw fieldError('picture', 'error-banner-size');
    }
    return row;
  }

  /** Opens the order of a version to pay and names it on the banner, in the transaction that wrote the version. */
  async function openOrder(tx: Db, row: Pick<BannerRow, 'id' | 'ownerId' | 'version' | 'title' | 'weeks' | 'priceCents'>): Promise<number> {
    const { orderId } = await payments.startOrder(tx, { id: row.id, ownerId: row.ownerId, version: row.version, title: row.title, weeks: row.weeks }, row.priceCents);
    await repo.update(tx, row.id, { orderId });
    return orderId;
  }

  async function answer(id: number, orderId: number): Promise<BannerWrite> {
    const [view] = await views([(await repo.byId(id))!]);
    return { banner: view!, code: 'notification-banner-pay', message: BANNER_MESSAGES['notification-banner-pay'], order_id: orderId };
  }

  /** The owner's e-mail of a decision, for the outbox (composed in their language when it goes). */
  const decisionMail = (row: BannerRow, decision: ModerationDecision): OutboxMessage => {
    const key = decision.decision === 'approve' ? 'bannerApproved' : 'bannerRejected';
    return {
      userId: row.ownerId,
      kind: decision.decision === 'approve' ? 'banner-approved' : 'banner-rejected',
      subject: `emails:${key}.subject`,
      body: `emails:${key}.body`,
      values: { title: row.title, starts: row.startsOn, ends: row.endsOn, reason: decision.decision === 'reject' ? decision.reason : '', link: `${publicUrl}/profile/banners` },
    };
  };

  return {
    async mine(viewer: Viewer): Promise<MyBannersResponse> {
      return { data: await views(await repo.ownedBy(viewer.id)), today: today() };
    },

    /** A new banner: checked, its picture stored, and an order opened for its price. */
    async create(viewer: Viewer, form: BannerFormData): Promise<BannerWrite> {
      const quote = await checkRun(form.input, today());
      if (!form.picture) throw fieldError('picture', 'error-banner-picture-required');
      const picture = await storePicture(form.picture);
      const at = now();
      const row = {
        ownerId: viewer.id,
        title: form.input.title,
        url: form.input.url,
        imageId: picture.id,
        startsOn: form.input.starts_on,
        endsOn: bannerLastDay(form.input.starts_on, quote.weeks),
        weeks: quote.weeks,
        priceCents: quote.totalCents,
        status: 'awaiting_payment' as const,
        createdAt: at,
        updatedAt: at,
      };
      const written = await repo
        .transaction(async (tx) => {
          const id = await repo.insert(tx, row);
          return { id, orderId: await openOrder(tx, { ...row, id, version: 1 }) };
        })
        .catch(async (error: unknown) => {
          await media.release([picture.id]);
          throw error;
        });
      return answer(written.id, written.orderId);
    },

    /**
     * Changes a banner not yet paid, or rejected: a new version with its own order to pay (the
     * open order of the old one is given up).
     */
    async update(id: number, viewer: Viewer, form: BannerFormData): Promise<BannerWrite> {
      const current = await own(id, viewer);
      const day = today();
      if (!allows('edit', current, today())) throw locked();
      const quote = await checkRun(form.input, day);
      const picture = form.picture ? await storePicture(form.picture) : null;
      const { previous, orderId } = await repo
        .transaction(async (tx) => {
          const row = await repo.lock(tx, id);
          if (!row || row.ownerId !== viewer.id) throw bannerNotFound();
          if (!allows('edit', row, today())) throw locked();
          const version = { title: form.input.title, weeks: quote.weeks, priceCents: quote.totalCents, version: row.version + 1 };
          await repo.update(tx, id, {
            ...version,
            url: form.input.url,
            ...(picture ? { imageId: picture.id } : {}),
            startsOn: form.input.starts_on,
            endsOn: bannerLastDay(form.input.starts_on, quote.weeks),
            status: 'awaiting_payment',
            rejectionReason: null,
            orderId: null,
            updatedAt: now(),
          });
          return { previous: row, orderId: await openOrder(tx, { ...version, id, ownerId: row.ownerId }) };
        })
        .catch(async (error: unknown) => {
          if (picture) await media.release([picture.id]);
          throw error;
        });
      if (previous.status === 'awaiting_payment' && previous.orderId) await payments.dropOrder(previous.orderId);
      if (picture) await media.release([previous.imageId]);
      return answer(id, orderId);
    },

    /** Deletes a banner not paid and waiting nor still to run; an open order is given up. */
    async remove(id: number, viewer: Viewer): Promise<void> {
      const current = await own(id, viewer);
      if (!allows('delete', current, today())) throw locked();
      const imageId = await repo.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row || row.ownerId !== viewer.id) throw bannerNotFound();
        if (!allows('delete', row, today())) throw locked();
        return repo.remove(tx, id);
      });
      if (current.status === 'awaiting_payment' && current.orderId) await payments.dropOrder(current.orderId);
      if (imageId) await media.release([imageId]);
      cacheTags.invalidate([TAGS.ads]);
    },

    /** Views and clicks per day of one's own banner, every day of its run up to today. */
    async stats(id: number, viewer: Viewer): Promise<BannerStats> {
      const row = await own(id, viewer);
      const day = today();
      const last = row.endsOn < day ? row.endsOn : day;
      if (last < row.startsOn) return { days: [], impressions: 0, clicks: 0 };
      const counted = new Map((await repo.statsOf(id, row.startsOn, last)).map((r) => [r.day, r]));
      const days: BannerStats['days'] = [];
      for (let d = row.startsOn; d <= last; d = addDays(d, 1)) {
        const found = counted.get(d);
        days.push({ date: d, impressions: found?.impressions ?? 0, clicks: found?.clicks ?? 0 });
      }
      return { days, impressions: days.reduce((n, d) => n + d.impressions, 0), clicks: days.reduce((n, d) => n + d.clicks, 0) };
    },

    // ---- payments (the orders domain calls these inside its transaction) ----

    /** A version's order was paid: the banner goes to review; anything else owes nothing. */
    async paid(tx: Parameters<BannersRepository['lock']>[0], bannerId: number, version: number, amountCents: number): Promise<boolean> {
      const row = await repo.lock(tx, bannerId);
      if (!row || row.version !== version || row.status !== 'awaiting_payment') return false;
      await repo.update(tx, bannerId, { status: 'awaiting_review', paidCents: row.paidCents + amountCents, updatedAt: now() });
      return true;
    },

    /**
     * A refund went through. Refunded in full (staff's refund, decision 036, or the provider's),
     * a paid banner gives up what it paid for: it leaves the strip and waits for payment again.
     * A part (the provider's dashboard) leaves its run.
     */
    async refunded(tx: Parameters<BannersRepository['lock']>[0], bannerId: number, amountCents: number): Promise<void> {
      const row = await repo.lock(tx, bannerId);
      if (!row) return;
      const paidCents = Math.max(0, row.paidCents - amountCents);
      const givenUp = paidCents === 0 && (row.status === 'awaiting_review' || row.status === 'approved');
      if (givenUp) await repo.unplace(tx, bannerId);
      await repo.update(tx, bannerId, { paidCents, ...(givenUp ? { status: 'awaiting_payment' as const, orderId: null, updatedAt: now() } : {}) });
      // The strip's cache forgets the banner (a rollback only makes it read the strip again).
      if (givenUp) cacheTags.invalidate([TAGS.ads]);
    },

    // ---- review (the moderation module decides who may) ----

    reviewCount: () => repo.reviewQueueCount(),

    async reviewQueue(page: number): Promise<{ data: ModerationBanner[]; total: number }> {
      const [rows, total] = await Promise.all([repo.reviewQueue(MODERATION_PER_PAGE, (page - 1) * MODERATION_PER_PAGE), repo.reviewQueueCount()]);
      const [list, owners] = await Promise.all([views(rows), contacts(rows.map((row) => row.ownerId))]);
      return { data: list.map((view, i) => ({ ...view, author: { id: rows[i]!.ownerId, name: authorName(owners.get(rows[i]!.ownerId)) } })), total };
    },

    reviewItem: (id: number) => repo.byId(id),

    /**
     * Records a review: approved, the banner gets its placement in the strip for its run;
     * rejected, it carries the reason and its payment is refunded. `notes` are written in the
     * same transaction; the owner is also told by e-mail in their language.
     */
    async decide(item: { id: number; status: BannerRecord['status'] }, decision: ModerationDecision, notes: readonly NewNotification[], also?: (tx: Db) => Promise<void>): Promise<boolean> {
      const row = await repo.byId(item.id);
      if (!row || row.status !== item.status) return false;
      const approved = decision.decision === 'approve';
      let mails: number[] = [];
      const decided = await repo.decide(
        row.id,
        row.status,
        approved ? { status: 'approved', rejectionReason: null, updatedAt: now() } : { status: 'rejected', rejectionReason: decision.reason, updatedAt: now() },
        async (tx) => {
          if (approved) {
            await repo.place(tx, {
              adId: BANNER_AD_ID_BASE + row.id,
              url: row.url,
              imageId: row.imageId,
              alt: row.title,
              startsAt: chicagoInstant(row.startsOn, '00:00'),
              endsAt: chicagoInstant(addDays(row.endsOn, 1), '00:00'),
              bannerId: row.id,
            });
          } else {
            await repo.unplace(tx, row.id);
          }
          await notifications.record(tx, notes);
          await also?.(tx);
          mails = await outbox.enqueue(tx, [decisionMail(row, decision)]);
        },
      );
      if (!decided) return false;
      notifications.forget(notes.map((note) => note.userId));
      cacheTags.invalidate([TAGS.ads]);
      if (!approved) await payments.refund({ id: row.id, version: row.version }, 'banner_rejected');
      await outbox.deliver(mails);
      return true;
    },

    async reviewed(id: number): Promise<MyBanner> {
      const row = await repo.byId(id);
      if (!row) throw bannerNotFound();
      return (await views([row]))[0]!;
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
