import {
  AD_UNIT_FRACTION,
  allowedActions,
  can,
  DISPLAY_AD_ACTIONS,
  DISPLAY_AD_MESSAGES,
  DISPLAY_AD_TABLE,
  displayAdFinished,
  displayAdFits,
  displayAdIssueCount,
  MODERATION_PER_PAGE,
  nextDisplayAdIssues,
  pageOf,
  quoteDisplayAd,
  type AdUnits,
  type DisplayAdFacts,
  type DisplayAdForm,
  type DisplayAdWrite,
  type Locale,
  type ModerationDecision,
  type ModerationDisplayAd,
  type MyDisplayAd,
  type MyDisplayAdsResponse,
  type NotificationType,
  type Page, displayAdArtworkProblem
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { chicagoDay } from '../../lib/chicago-time.ts';
import { formError } from '../../lib/form-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { authorName, isStaffViewer, type Viewer } from '../accounts/index.ts';
import { runsView, storeClassifiedImages } from '../classifieds/index.ts';
import { imageView } from '../media/index.ts';
import type { OutboxMessage } from '../outbox/index.ts';
import type { NewNotification } from '../notifications/index.ts';
import type { PaidItemDeps, PaidSubjectPayments } from '../orders/index.ts';
import type { PrintService } from '../print/index.ts';
import type { DisplayAdRow, DisplayAdsRepository, TearSheetRow } from './repository.ts';

/** What a display ad's order line says. */
export interface DisplayAdOrderItem {
  id: number;
  ownerId: number;
  item: string;
  units: AdUnits;
  issues: number;
}

/** What the display ads ask of the orders (decisions 020, 046): an order per ad in its own transaction, a refund when rejected. */
export type DisplayAdPayments = PaidSubjectPayments<DisplayAdOrderItem, number>;

export interface DisplayAdFormData {
  input: DisplayAdForm;
  images: UploadedFile[];
  logo: UploadedFile | null;
}

type Code = keyof typeof DISPLAY_AD_MESSAGES;
const fieldError = (field: string, code: Code) => formError({ [field]: [{ code, message: DISPLAY_AD_MESSAGES[code] }] });
const notYours = () => notFound('Display ad not found.');
const staffOnly = () => new HttpError(403, 'error-moderator-only', 'Only staff review display ads.');

/** How many ads one booking run tops up, and tear sheets one run sends (the rest wait for the next run). */
const BATCH = 200;

/**
 * Display ads in the printed paper (issue #16, decision 035): asked for with the material to lay
 * out, priced by the rate card, paid, reviewed by staff (rejected → refunded, its open issues let
 * go), booked into the print schedule from the payment on, issue by issue as the schedule grows;
 * after each issue the archive holds, the member gets its tear sheet (by e-mail too, through the
 * outbox, as of a decision: decision 047).
 */
export function createDisplayAdsService(deps: PaidItemDeps<DisplayAdPayments> & { repo: DisplayAdsRepository; print: Pick<PrintService, 'schedule' | 'requireEditions' | 'editionNames'> }) {
  const { repo, print, media, storage, notifications, outbox, contacts, payments, rates, publicUrl, now = () => new Date() } = deps;
  const pageLink = `${publicUrl}/profile/advertising`;

  /** What DISPLAY_AD_TABLE's guards read of an ad: its open order, and whether all its issues are booked and behind. */
  const factsOf = (row: DisplayAdRow, booked: readonly { publish_on: string }[], today: string): DisplayAdFacts => ({
    hasOrder: row.status === 'awaiting_payment' && row.orderId !== null,
    finished: displayAdFinished(booked, row.issues * row.editions.length, today),
  });

  async function views(rows: readonly DisplayAdRow[], locale: Locale): Promise<MyDisplayAd[]> {
    const ids = rows.map((row) => row.id);
    const [images, logos, booked, names] = await Promise.all([
      repo.imagesOf(ids),
      repo.logos(rows.flatMap((row) => (row.logoId ? [row.logoId] : []))),
      repo.bookedIssues(ids),
      print.editionNames(),
    ]);
    const today = chicagoDay(now());
    return rows.map((row) => {
      const own = booked.filter((issue) => issue.ad_id === row.id);
      const logo = row.logoId ? logos.get(row.logoId) : undefined;
      return {
        id: row.id,
        request_type: row.requestType,
        item: row.item,
        message: row.message,
        images: images.filter((image) => image.adId === row.id).map((image) => imageView(image, '', storage, 640)),
        logo: logo ? imageView(logo, '', storage, 320) : null,
        email: row.email,
        phone: row.phone,
        units: row.units,
        term: row.term,
        issues: row.issues,
        editions: row.editions.map((slug) => ({ slug, name: names.get(slug)?.[locale] ?? slug })),
        publish_on: row.publishOn,
        price_cents: row.priceCents,
        status: row.status,
        rejection_reason: row.rejectionReason,
        runs: runsView(own, locale, storage),
        booked: own.length,
        out: own.filter((issue) => issue.publish_on <= today).length,
        order_id: row.status === 'awaiting_payment' ? row.orderId : null,
        actions: allowedActions(DISPLAY_AD_TABLE, DISPLAY_AD_ACTIONS, row.status, factsOf(row, own, today)),
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function own(id: number, viewer: Viewer): Promise<DisplayAdRow> {
    const row = await repo.byId(id);
    if (!row || row.ownerId !== viewer.id) throw notYours();
    return row;
  }

  /** Books what an ad still lacks in each edition from the schedule as it stands (in the caller's transaction, the ad's row locked). */
  async function topUp(tx: Db, row: DisplayAdRow): Promise<number> {
    const at = now();
    const schedule = await print.schedule({ editions: row.editions, from: row.publishOn, tx });
    const next = nextDisplayAdIssues(schedule, { editions: row.editions, publishOn: row.publishOn, issues: row.issues, held: await repo.held(tx, row.id), now: at });
    return repo.book(tx, row.id, next.map((issue) => issue.id), at);
  }

  /** An e-mail to the advertiser, for the outbox (composed in their language when it goes). */
  const mail = (ownerId: number, key: 'displayAdApproved' | 'displayAdRejected' | 'tearSheet', params: Record<string, string>, id?: string): OutboxMessage => ({
    userId: ownerId,
    kind: key === 'tearSheet' ? 'tear-sheet' : key === 'displayAdApproved' ? 'display-ad-approved' : 'display-ad-rejected',
    ...(id ? { key: id } : {}),
    subject: `emails:${key}.subject`,
    body: `emails:${key}.body`,
    values: { ...params, link: pageLink },
  });


  const note = (row: Pick<DisplayAdRow, 'ownerId' | 'item'>, type: NotificationType, preview: string, reason: string | null): NewNotification => ({
    userId: row.ownerId,
    type,
    data: { content_preview: preview, post_id: null, post_title: row.item, rejection_reason: reason },
    createdAt: now(),
  });

  return {
    async mine(viewer: Viewer, locale: Locale): Promise<MyDisplayAdsResponse> {
      return { data: await views(await repo.ownedBy(viewer.id), locale), today: chicagoDay(now()) };
    },

    /** A new request: checked against the rate card and the schedule, its pictures stored, an order opened. */
    async create(viewer: Viewer, form: DisplayAdFormData, locale: Locale): Promise<DisplayAdWrite> {
      const { input } = form;
      const editions = [...new Set(input.editions)];
      await print.requireEditions(editions, 'editions');
      const issues = displayAdIssueCount(input.term, input.issues);
      const quote = issues === null ? null : quoteDisplayAd({ units: input.units, term: input.term, issues, editions: editions.length }, (await rates.current()).rates);
      if (issues === null || !quote) throw formError({ issues: [{ code: 'error-classified-issues', message: 'Number of issues must be more than 0.' }] });
      if (input.publish_on < chicagoDay(now())) throw formError({ publish_on: [{ code: 'error-classified-date-required', message: 'Please select date.' }] });
      const artwork = displayAdArtworkProblem(input.request_type, form.images.length);
      if (artwork === 'error-classified-images-limit') throw formError({ images: [{ code: artwork, message: 'Limit images reached!' }] });
      if (artwork) throw fieldError('images', artwork);
      const schedule = await print.schedule({ editions, from: input.publish_on });
      const fits = displayAdFits(schedule, { editions, publishOn: input.publish_on, term: input.term, issues, now: now() });
      if (!fits.ok) throw fieldError(input.term === 'open' ? 'issues' : 'publish_on', 'error-display-not-enough-issues');

      const stored = await storeClassifiedImages(media, form.logo ? [...form.images, form.logo] : form.images);
      const logo = form.logo ? stored.at(-1)! : null;
      const pictures = form.logo ? stored.slice(0, -1) : stored;
      const at = now();
      let written: { id: number; orderId: number };
      try {
        written = await repo.insert(
          {
            ownerId: viewer.id,
            requestType: input.request_type,
            item: input.item,
            message: input.message,
            email: input.email,
            phone: input.phone,
            logoId: logo?.id ?? null,
            units: input.units,
            term: input.term,
            issues,
            editions,
            publishOn: input.publish_on,
            priceCents: quote.totalCents,
            status: 'awaiting_payment',
            createdAt: at,
            updatedAt: at,
          },
          pictures.map((row) => row.id),
          async (tx, id) => (await payments.startOrder(tx, { id, ownerId: viewer.id, item: input.item, units: input.units as AdUnits, issues: issues * editions.length }, quote.totalCents)).orderId,
        );
      } catch (error) {
        await media.release(stored.map((row) => row.id));
        throw error;
      }
      const { id, orderId } = written;
      const [view] = await views([(await repo.byId(id))!], locale);
      return { ad: view!, code: 'notification-display-pay', message: DISPLAY_AD_MESSAGES['notification-display-pay'], order_id: orderId };
    },

    /** Deletes an ad not paid (its order given up), rejected, or with every issue out; not one paid with issues to come. */
    async remove(id: number, viewer: Viewer): Promise<void> {
      await own(id, viewer);
      const today = chicagoDay(now());
      const { orderId, released } = await repo.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row || row.ownerId !== viewer.id) throw notYours();
        const booked = row.status === 'approved' ? await repo.bookedIssues([id], tx) : [];
        if (!can(DISPLAY_AD_TABLE, 'delete', row.status, factsOf(row, booked, today))) throw new HttpError(409, 'error-display-locked', DISPLAY_AD_MESSAGES['error-display-locked']);
        return { orderId: row.status === 'awaiting_payment' ? row.orderId : null, released: await repo.remove(tx, id) };
      });
      if (orderId) await payments.dropOrder(orderId);
      await media.release(released);
    },

    // ---- payments (the orders domain calls these inside its transaction) ----

    /** Paid: waits for review, and its issues are booked from now on (a late payment starts at the next open issue). */
    async paid(tx: Db, id: number, amountCents: number): Promise<boolean> {
      const row = await repo.lock(tx, id);
      if (!row || row.status !== 'awaiting_payment') return false;
      await repo.update(id, { status: 'awaiting_review', paidCents: row.paidCents + amountCents, orderId: null, updatedAt: now() }, tx);
      await topUp(tx, row);
      return true;
    },

    /**
     * A refund went through. Refunded in full (staff's refund, decision 036, or the provider's),
     * a paid ad gives up what it paid for: its issues still open are let go and it waits for
     * payment again (never printed unpaid). A part (the provider's dashboard) leaves its run.
     */
    async refunded(tx: Db, id: number, amountCents: number): Promise<void> {
      const row = await repo.lock(tx, id);
      if (!row) return;
      const paidCents = Math.max(0, row.paidCents - amountCents);
      const givenUp = paidCents === 0 && (row.status === 'awaiting_review' || row.status === 'approved');
      if (givenUp) await repo.releaseOpen(tx, id, now());
      await repo.update(id, { paidCents, ...(givenUp ? { status: 'awaiting_payment' as const, orderId: null, updatedAt: now() } : {}) }, tx);
    },

    // ---- the schedule (jobs) ----

    /** Books the next issues of paid ads still short of them (long terms, as the schedule grows). Safe with any number of instances. */
    async bookAhead(): Promise<number> {
      return repo.transaction(async (tx) => {
        let added = 0;
        for (const row of await repo.shortOfIssues(tx, BATCH)) added += await topUp(tx, row);
        return added;
      });
    },

    /** Sends the tear sheet of each issue out (the archive holds it) to the advertiser: a notification and an e-mail. */
    async sendTearSheets(): Promise<number> {
      let claimed: TearSheetRow[] = [];
      let notes: NewNotification[] = [];
      let mails: number[] = [];
      await repo.transaction(async (tx) => {
        claimed = await repo.claimTearSheets(tx, now(), BATCH);
        notes = claimed.map((sheet) => note({ ownerId: sheet.owner_id, item: sheet.item }, 'tear_sheet', `№ ${sheet.archive_number} · ${sheet.publish_on}`, null));
        await notifications.record(tx, notes);
        mails = await outbox.enqueue(
          tx,
          claimed.map((sheet) =>
            mail(
              sheet.owner_id,
              'tearSheet',
              {
                item: sheet.item,
                number: String(sheet.archive_number),
                date: sheet.publish_on,
                edition: sheet.name_en ?? sheet.edition,
                pdf: sheet.pdf_key ? storage.url(sheet.pdf_key) : `${publicUrl}/archive`,
                archive: `${publicUrl}/archive?page=${sheet.archive_page ?? 1}`,
              },
              `tear-sheet:${sheet.ad_id}:${sheet.issue_id}`,
            ),
          ),
        );
      });
      notifications.forget(notes.map((n) => n.userId));
      await outbox.deliver(mails);
      return claimed.length;
    },

    // ---- staff ----

    /** How many paid ads wait for review (the moderation page's tab count). */
    reviewCount: () => repo.queueCount(),

    /** One ad of the queue as staff review it (the review queue's preview), or undefined. */
    async reviewView(id: number, locale: Locale): Promise<ModerationDisplayAd | undefined> {
      const row = await repo.byId(id);
      if (!row) return undefined;
      const [[view], owners] = await Promise.all([views([row], locale), contacts([row.ownerId])]);
      return { ...view!, author: { id: row.ownerId, name: authorName(owners.get(row.ownerId)) } };
    },

    async queue(page: number, viewer: Viewer, locale: Locale): Promise<Page<ModerationDisplayAd>> {
      if (!isStaffViewer(viewer)) throw staffOnly();
      const [rows, total] = await Promise.all([repo.queue(MODERATION_PER_PAGE, (page - 1) * MODERATION_PER_PAGE), repo.queueCount()]);
      const [list, owners] = await Promise.all([views(rows, locale), contacts(rows.map((row) => row.ownerId))]);
      const data = list.map((view, i) => ({ ...view, author: { id: rows[i]!.ownerId, name: authorName(owners.get(rows[i]!.ownerId)) } }));
      return pageOf(data, page, MODERATION_PER_PAGE, total);
    },

    /**
     * Staff accept a paid ad (it stays booked and prints) or reject it with a reason (refunded, its
     * issues still open let go). The member is notified in the same transaction and by e-mail. Not
     * on one's own ad.
     */
    async decide(id: number, decision: ModerationDecision, viewer: Viewer, locale: Locale, also?: (tx: Db) => Promise<void>): Promise<MyDisplayAd> {
      if (!isStaffViewer(viewer)) throw staffOnly();
      const row = await repo.byId(id);
      if (!row) throw notYours();
      if (row.ownerId === viewer.id) throw new HttpError(403, 'error-own-item', 'You cannot decide on your own ad.');
      if (row.status !== 'awaiting_review') throw new HttpError(409, 'error-conflict', 'Only a paid ad waiting for review can be decided.');
      const approved = decision.decision === 'approve';
      const reason = decision.decision === 'reject' ? decision.reason : null;
      const notes = [note(row, approved ? 'display_ad_approved' : 'display_ad_rejected', `${AD_UNIT_FRACTION[row.units as AdUnits]} · ${row.publishOn}`, reason)];
      let mails: number[] = [];
      const decided = await repo.decide(
        id,
        approved ? { status: 'approved', updatedAt: now() } : { status: 'rejected', rejectionReason: reason, updatedAt: now() },
        async (tx) => {
          if (!approved) await repo.releaseOpen(tx, id, now());
          await notifications.record(tx, notes);
          await also?.(tx);
          mails = await outbox.enqueue(tx, [mail(row.ownerId, approved ? 'displayAdApproved' : 'displayAdRejected', { item: row.item, date: row.publishOn, reason: reason ?? '' })]);
        },
      );
      if (!decided) throw new HttpError(409, 'error-conflict', 'The ad changed meanwhile.');
      notifications.forget(notes.map((n) => n.userId));
      if (!approved) await payments.refund(id, 'display_ad_rejected');
      await outbox.deliver(mails);
      return (await views([(await repo.byId(id))!], locale))[0]!;
    },
  };
}

export type DisplayAdsService = ReturnType<typeof createDisplayAdsService>;
