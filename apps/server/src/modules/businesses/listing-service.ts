import {
  allowedActions,
  amountDueOnChange,
  BUSINESS_ACTIONS,
  BUSINESS_LIMITS,
  BUSINESS_MESSAGES,
  BUSINESS_TABLE,
  can,
  chicagoClock,
  CLASSIFIED_FORM_MESSAGES,
  formatDealDateTime,
  hotDealPaymentCarries,
  MODERATION_PER_PAGE,
  offsetOf,
  hotDealWeeks,
  quoteHotDeal,
  type BusinessForm,
  type BusinessMessageCode,
  type BusinessWrite,
  type ModerationBusiness,
  type ModerationDecision,
  type MyBusiness,
  type MyBusinessesResponse,
  type WallClock,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { chicagoInstant } from '../../lib/chicago-time.ts';
import { formError } from '../../lib/form-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { FileStorage } from '../../providers/storage.ts';
import type { ContactsLookup, Viewer } from '../accounts/index.ts';
import type { RatesService } from '../rates/index.ts';
import type { GeoService } from '../geo/index.ts';
import { storeClassifiedImages } from '../classifieds/index.ts';
import { imageView, type MediaRow, type MediaService } from '../media/index.ts';
import type { MessageQueue, OutboxMessage } from '../outbox/index.ts';
import type { NewNotification, NotificationsService } from '../notifications/index.ts';
import { payItem, type PaidSubjectPayments } from '../orders/index.ts';
import type { BusinessesRepository, BusinessPatch, BusinessRow } from './repository.ts';
import { searchTextOf, sortNameOf, type BusinessesService } from './service.ts';

/** What a hot deal's order line says: the business and the deal's number. */
export interface HotDealOrderItem {
  id: number;
  ownerId: number;
  name: string;
  dealNumber: number;
  weeks: number;
}

/**
 * The payments seam of a hot deal (decisions 020, 046; payments.ts): an order of one line for
 * what a deal still owes, opened in the listing's own transaction; the open order of a deal that
 * changed or went given up; a refund of what a deal brought.
 */
export type HotDealPayments = Pick<PaidSubjectPayments<HotDealOrderItem, { id: number; version: number }>, 'startOrder' | 'dropOrder' | 'refund'>;

/** A create or update form: the checked fields, the logo and the pictures, in order. */
export interface ListingForm {
  input: BusinessForm;
  logo: UploadedFile | null;
  images: UploadedFile[];
}

/** The read side (its service): the spellings of a listing's words, and the one way to say listings changed. */
export type BusinessesCatalogue = Pick<BusinessesService, 'indexWords' | 'changed'>;

const message = (code: BusinessMessageCode) => BUSINESS_MESSAGES[code];
const fieldError = (field: string, code: BusinessMessageCode) => formError({ [field]: [{ code, message: message(code) }] });
const conflict = (code: BusinessMessageCode) => new HttpError(409, code, message(code));
const businessNotFound = () => notFound('Business not found.');

/** An instant as a Chicago wall clock. */
function wallClockOf(at: Date): WallClock {
  const clock = chicagoClock(at);
  return { day: clock.date, time: `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}` };
}

/** JSON with every object's keys in order: a schedule read back from jsonb keeps its days in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? Object.fromEntries(Object.entries(v).toSorted(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** A hot deal whose dates passed: a new one is a new purchase. */
const dealEnded = (row: Pick<BusinessRow, 'hotDealEndsAt'>, at: Date) => row.hotDealEndsAt !== null && row.hotDealEndsAt <= at;

/** A deal's amount still owed, if it is not over. */
const dealDue = (row: BusinessRow, at: Date) => (row.hotDealText === null || dealEnded(row, at) ? 0 : amountDueOnChange(row.hotDealPaidCents, row.hotDealPriceCents));

export interface ListingDeps {
  repo: BusinessesRepository;
  media: Pick<MediaService, 'storeImage' | 'release'>;
  storage: Pick<FileStorage, 'url'>;
  notifications: Pick<NotificationsService, 'record' | 'forget'>;
  /** The owner hears of a decision by e-mail too, written with it (decision 047). */
  outbox: MessageQueue;
  /** Whom to write to: the owner's confirmed address, name and language (accounts). */
  contacts: ContactsLookup;
  catalogue: BusinessesCatalogue;
  payments: HotDealPayments;
  /** The rate table deals are priced at (decision 048). */
  rates: Pick<RatesService, 'current' | 'at'>;
  /** Where an address is (decision 029): the owner's pin when the form carries one, else the geocoder or the ZIP code's centre. */
  geo: Pick<GeoService, 'position'>;
  publicUrl: string;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
}

/**
 * Listing a business (spec §2 /profile/business, issue #15): members with a verified phone
 * create, change, switch off and delete their listings; every new or changed listing waits for
 * staff's review; a hot deal is paid through the orders' checkout and shows only once paid.
 */
export function createListingService(deps: ListingDeps) {
  const { repo, media, storage, notifications, outbox, contacts, catalogue, payments, rates, geo, publicUrl, now = () => new Date() } = deps;
  const log = deps.log ?? (() => undefined);

  async function indexWords(row: { name: string; information: string; city: string }) {
    await catalogue.indexWords([row]).catch((error: unknown) => log('recording the spellings of a business failed', error));
  }

  async function views(rows: readonly BusinessRow[]): Promise<MyBusiness[]> {
    const at = now();
    const [images, logos] = await Promise.all([repo.imagesOf(rows.map((row) => row.id)), repo.logos(rows.flatMap((row) => (row.logoId ? [row.logoId] : [])))]);
    const imagesBy = Map.groupBy(images, (image) => image.business_id);
    return rows.map((row) => {
      const logo = row.logoId ? logos.get(row.logoId) : undefined;
      const weeks = row.hotDealStartsAt && row.hotDealEndsAt ? hotDealWeeks(wallClockOf(row.hotDealStartsAt), wallClockOf(row.hotDealEndsAt)) : null;
      return {
        id: row.id,
        name: row.name,
        information: row.information,
        categories: row.categories as MyBusiness['categories'],
        tags: row.tags as MyBusiness['tags'],
        languages: row.languages as MyBusiness['languages'],
        phone: row.phone,
        email: row.email,
        website: row.website,
        social: row.social,
        contacts: row.contacts,
        address: row.address,
        city: row.city,
        state: row.state,
        zip: row.zip,
        location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng, source: row.locationSource ?? 'zip' },
        schedule: row.schedule,
        hot_deal:
          row.hotDealText === null || !row.hotDealStartsAt || !row.hotDealEndsAt
            ? null
            : {
                text: row.hotDealText,
                starts: formatDealDateTime(wallClockOf(row.hotDealStartsAt)),
                ends: formatDealDateTime(wallClockOf(row.hotDealEndsAt)),
                weeks: weeks ?? 0,
                price_cents: row.hotDealPriceCents,
                paid_cents: row.hotDealPaidCents,
                due_cents: dealDue(row, at),
                order_id: row.hotDealOrderId,
                paid: row.hotDealPaidCents > 0 && row.hotDealPaidCents >= row.hotDealPriceCents,
                ended: dealEnded(row, at),
              },
        logo: logo ? imageView(logo, row.name, storage, 320) : null,
        images: (imagesBy.get(row.id) ?? []).map((image) => ({
          id: image.id,
          ...imageView({ storageKey: image.storage_key, width: image.width, height: image.height, widths: image.widths ?? [] }, row.name, storage),
        })),
        status: row.status,
        active: row.active,
        listed: row.status === 'approved' && row.active,
        rejection_reason: row.rejectionReason,
        actions: allowedActions(BUSINESS_TABLE, BUSINESS_ACTIONS, row.status, { dealOwes: dealDue(row, at) > 0 }),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  const viewOf = async (row: BusinessRow) => (await views([row]))[0]!;

  /** The caller's own live listing: anyone else's, like a deleted one, is not there (404). */
  async function ownBusiness(id: number, viewer: Viewer): Promise<BusinessRow> {
    const row = await repo.byId(id);
    if (!row || row.ownerId !== viewer.id) throw businessNotFound();
    return row;
  }

  /** The map position of a form: the owner's pin, or where its address is (null when nothing knows it). */
  async function positionOf(input: BusinessForm): Promise<Pick<BusinessRow, 'lat' | 'lng' | 'locationSource'>> {
    const found = await geo.position({ address: input.address, city: input.city, state: input.state, zip: input.zip }, input.location ?? undefined);
    return { lat: found?.lat ?? null, lng: found?.lng ?? null, locationSource: found?.source ?? null };
  }

  /** The columns a form decides (its position aside: positionOf). */
  function fieldsOf(input: BusinessForm) {
    return {
      name: input.name,
      sortName: sortNameOf(input.name),
      information: input.information,
      categories: input.categories,
      tags: input.tags,
      languages: input.languages,
      phone: input.phone,
      email: input.email,
      website: input.website,
      social: input.social,
      contacts: input.contacts,
      address: input.address,
      city: input.city,
      state: input.state,
      zip: input.zip,
      schedule: input.schedule,
      searchText: searchTextOf(input),
    };
  }

  /**
   * The deal columns a form asks for, priced by the contract (never by the client). What was paid
   * for a deal counts for its new dates only as the contract's `hotDealPaymentCarries` says (a
   * deal not begun moved to a period not begun, or a running deal that keeps its start), so a
   * longer one asks only for the difference; any other change is a new deal, numbered anew and
   * paid from nothing (issue #26). A deal whose payment carries is priced at the rate table its
   * paid price was quoted at, a new deal at the current one (decision 048).
   */
  async function dealOf(input: BusinessForm, before: BusinessRow | null, at: Date): Promise<BusinessPatch> {
    const deal = input.hot_deal;
    if (!deal) return { hotDealText: null, hotDealStartsAt: null, hotDealEndsAt: null, hotDealPriceCents: 0, hotDealPaidCents: 0, hotDealRateVersion: null, hotDealOrderId: null };
    const startsAt = chicagoInstant(deal.starts.day, deal.starts.time);
    const endsAt = chicagoInstant(deal.ends.day, deal.ends.time);
    const same = before?.hotDealText === deal.text && before.hotDealStartsAt?.getTime() === startsAt.getTime() && before.hotDealEndsAt?.getTime() === endsAt.getTime();
    if (same) return {};
    if (endsAt <= at) throw fieldError('hot_deal_ends', 'error-hot-deal-ended');
    const continues =
      before !== null &&
      before.hotDealText !== null &&
      before.hotDealStartsAt !== null &&
      before.hotDealEndsAt !== null &&
      hotDealPaymentCarries({ startsAt: before.hotDealStartsAt.getTime(), endsAt: before.hotDealEndsAt.getTime() }, { startsAt: startsAt.getTime(), endsAt: endsAt.getTime() }, at.getTime());
    const table = continues && before.hotDealPaidCents > 0 ? { version: before.hotDealRateVersion ?? 1, rates: await rates.at(before.hotDealRateVersion) } : await rates.current();
    const quote = quoteHotDeal(deal.starts, deal.ends, table.rates)!;
    return {
      hotDealText: deal.text,
      hotDealStartsAt: startsAt,
      hotDealEndsAt: endsAt,
      hotDealPriceCents: quote.totalCents,
      hotDealRateVersion: table.version,
      hotDealNumber: continues ? before.hotDealNumber : (before?.hotDealNumber ?? 0) + 1,
      hotDealPaidCents: continues ? before.hotDealPaidCents : 0,
    };
  }

  /** Gives up an order the deal no longer waits for; a failure is logged (a late payment of it is declined to the balance anyway). */
  async function dropOrder(orderId: number | null): Promise<void> {
    if (orderId === null) return;
    await payments.dropOrder(orderId).catch((error: unknown) => log(`giving up order ${orderId} of a hot deal failed`, error));
  }

  /**
   * Opens the order for what a deal owes, in `tx`, the transaction that wrote the listing: a deal
   * never waits for payment without its order, and a listing whose order cannot open is not written.
   */
  async function startPayment(tx: Db, id: number): Promise<number | null> {
    const row = (await repo.byId(id, tx))!;
    const due = dealDue(row, now());
    if (due <= 0 || row.hotDealOrderId !== null) return row.hotDealOrderId;
    const weeks = hotDealWeeks(wallClockOf(row.hotDealStartsAt!), wallClockOf(row.hotDealEndsAt!));
    const { orderId } = await payments.startOrder(tx, { id: row.id, ownerId: row.ownerId, name: row.name, dealNumber: row.hotDealNumber, weeks: weeks ?? 1 }, due);
    await repo.update(row.id, { hotDealOrderId: orderId }, tx);
    return orderId;
  }

  async function answer(id: number): Promise<BusinessWrite> {
    const row = (await repo.byId(id))!;
    const view = await viewOf(row);
    const due = view.hot_deal?.due_cents ?? 0;
    const code = due > 0 && row.hotDealOrderId !== null ? 'notification-business-pay' : row.status === 'awaiting_review' ? 'notification-business-review' : 'notification-business-saved';
    return { business: view, code, message: message(code), order_id: row.hotDealOrderId, due_cents: due };
  }

  /**
   * Checks and stores the logo and the pictures (all of spec §5's formats, by content,
   * re-encoded): nothing is stored when one of them is wrong. A logo's refusal is said on `logo`.
   */
  async function storeUploads(form: ListingForm): Promise<{ logo: MediaRow | null; images: MediaRow[] }> {
    let logo: MediaRow | null = null;
    if (form.logo) {
      try {
        logo = (await storeClassifiedImages(media, [form.logo]))[0] ?? null;
      } catch (error) {
        if (error instanceof HttpError && error.errors?.['images']) throw formError({ logo: error.errors['images'] });
        throw error;
      }
    }
    try {
      return { logo: logo ?? null, images: await storeClassifiedImages(media, form.images) };
    } catch (error) {
      if (logo) await media.release([logo.id]);
      throw error;
    }
  }

  function imageCountCheck(count: number) {
    if (count > BUSINESS_LIMITS.images) {
      throw formError({ images: [{ code: 'error-classified-images-limit', message: CLASSIFIED_FORM_MESSAGES['error-classified-images-limit'] }] });
    }
  }

  /** Runs a write that takes freshly stored files; when it does not happen they are released. */
  async function keepingFiles<T>(stored: { logo: MediaRow | null; images: MediaRow[] }, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await media.release([...(stored.logo ? [stored.logo.id] : []), ...stored.images.map((row) => row.id)]);
      throw error;
    }
  }

  /** The owner's e-mail of a decision, for the outbox (composed in their language when it goes). */
  const decisionMail = (row: BusinessRow, decision: ModerationDecision): OutboxMessage => {
    const key = decision.decision === 'approve' ? 'approved' : 'rejected';
    return {
      userId: row.ownerId,
      kind: `business-${key}`,
      subject: `businesses:emails.${key}.subject`,
      body: `businesses:emails.${key}.body`,
      values: { business: row.name, reason: decision.decision === 'reject' ? decision.reason : '', link: `${publicUrl}/profile/business` },
    };
  };

  return {
    /** The owner's listings, newest first. */
    async mine(viewer: Viewer, phoneVerified: boolean): Promise<MyBusinessesResponse> {
      return { data: await views(await repo.ownedBy(viewer.id)), phone_verified: phoneVerified };
    },

    /** Lists a business: it waits for review; a hot deal with it waits for payment ("Success. Please pay for your request."). */
    async create(viewer: Viewer, form: ListingForm): Promise<BusinessWrite> {
      imageCountCheck(form.images.length);
      const at = now();
      const deal = await dealOf(form.input, null, at);
      const position = await positionOf(form.input);
      const stored = await storeUploads(form);
      const id = await keepingFiles(stored, () =>
        repo.transaction(async (tx) => {
          const inserted = await repo.insert(
            tx,
            { ...fieldsOf(form.input), ...position, ...deal, ownerId: viewer.id, logoId: stored.logo?.id ?? null, status: 'awaiting_review', active: true, createdAt: at, updatedAt: at },
            stored.images.map((row) => row.id),
          );
          await startPayment(tx, inserted);
          return inserted;
        }),
      );
      await indexWords(form.input);
      catalogue.changed([id]);
      return answer(id);
    },

    /**
     * Changes one's own listing (same form, plus keep_images[n] and keep_logo). Anything readers
     * would see differently goes back to review; a longer hot deal asks only for the difference.
     */
    async update(id: number, viewer: Viewer, form: ListingForm): Promise<BusinessWrite> {
      const before = await ownBusiness(id, viewer);
      const ownImages = new Set((await repo.imagesOf([id])).map((image) => image.id));
      const keep = [...new Set(form.input.keep_images)].filter((imageId) => ownImages.has(imageId));
      imageCountCheck(keep.length + form.images.length);
      const at = now();
      const deal = await dealOf(form.input, before, at);
      // The pin the owner put stays; without one, an address that did not change keeps its position.
      const sameAddress = before.address === form.input.address && before.city === form.input.city && before.state === form.input.state && before.zip === form.input.zip;
      const position = form.input.location || !sameAddress || before.lat === null ? await positionOf(form.input) : { lat: before.lat, lng: before.lng, locationSource: before.locationSource };
      const stored = await storeUploads(form);
      const { dropped, givenUp } = await keepingFiles(stored, () =>
        repo.transaction(async (tx) => {
          const row = await repo.lockById(tx, id);
          if (!row || row.ownerId !== viewer.id) throw businessNotFound();
          const fields = { ...fieldsOf(form.input), ...position };
          const logoId = stored.logo ? stored.logo.id : form.input.keep_logo ? row.logoId : null;
          const changed =
            Object.entries({ ...fields, ...deal, logoId }).some(([key, value]) => canonical(row[key as keyof BusinessRow]) !== canonical(value)) ||
            stored.images.length > 0 ||
            keep.length !== ownImages.size;
          const next = { ...row, ...deal } as BusinessRow;
          const dueBefore = dealDue(row, at);
          const dueAfter = dealDue(next, at);
          const orderId = dueAfter > 0 && dueAfter === dueBefore && next.hotDealNumber === row.hotDealNumber ? row.hotDealOrderId : null;
          await repo.update(
            id,
            {
              ...fields,
              ...deal,
              logoId,
              ...(changed ? { status: 'awaiting_review' as const, rejectionReason: null, updatedAt: at } : {}),
              // A new amount or a new deal is a new order; the old one is given up below.
              hotDealOrderId: orderId,
            },
            tx,
          );
          if (canonical(row.schedule) !== canonical(fields.schedule)) await repo.replaceHours(tx, id, fields.schedule);
          const droppedImages = await repo.replaceImages(tx, id, keep, stored.images.map((m) => m.id));
          await startPayment(tx, id);
          return {
            dropped: [...droppedImages, ...(row.logoId !== null && row.logoId !== logoId ? [row.logoId] : [])],
            givenUp: row.hotDealOrderId !== orderId ? row.hotDealOrderId : null,
          };
        }),
      );
      await media.release(dropped);
      await dropOrder(givenUp);
      const after = (await repo.byId(id))!;
      if (after.name !== before.name || after.information !== before.information || after.city !== before.city) await indexWords(after);
      catalogue.changed([id]);
      return answer(id);
    },

    /** Switches one's own listing on or off (spec §4: active or inactive); off, it leaves the catalogue at once. */
    async setActive(id: number, viewer: Viewer, active: boolean): Promise<BusinessWrite> {
      const row = await ownBusiness(id, viewer);
      if (row.active !== active) await repo.update(id, { active });
      catalogue.changed([id]);
      return answer(id);
    },

    /** Deletes one's own listing: it leaves the catalogue and the list, its pictures go, an order its deal waited for is given up. */
    async remove(id: number, viewer: Viewer): Promise<void> {
      await ownBusiness(id, viewer);
      const gone = await repo.softDelete(id, now());
      await media.release(gone.mediaIds);
      catalogue.changed([id]);
      await dropOrder(gone.orderId);
    },

    /** Opens (or names) the order for what one's hot deal still owes. */
    async pay(id: number, viewer: Viewer): Promise<BusinessWrite> {
      const row = await ownBusiness(id, viewer);
      if (!can(BUSINESS_TABLE, 'pay_hot_deal', row.status, { dealOwes: dealDue(row, now()) > 0 })) throw conflict('error-business-not-payable');
      await payItem({ transaction: repo.transaction, lock: (tx) => repo.lockById(tx, id), startOrder: (tx) => startPayment(tx, id) }, (error) =>
        log('starting the order of a hot deal failed', error),
      );
      return answer(id);
    },

    // ---- the orders module's side (it calls these in its own transaction) ----

    /**
     * A deal's order line was paid: what it brought counts, for that deal only and through the
     * order the deal waits for, up to what it owes. Returns the cents taken; the rest (all of it
     * for a deal changed, removed, ended or rejected, or a business deleted) the orders domain
     * gives back to the payer's balance.
     */
    async paid(tx: Db, businessId: number, dealNumber: number, cents: number, orderId: number): Promise<number> {
      const row = await repo.lockById(tx, businessId);
      if (!row || row.status === 'rejected' || row.hotDealNumber !== dealNumber || row.hotDealOrderId !== orderId) return 0;
      const take = Math.min(cents, dealDue(row, now()));
      const paidCents = row.hotDealPaidCents + take;
      await repo.update(businessId, { hotDealPaidCents: paidCents, ...(paidCents >= row.hotDealPriceCents || take === 0 ? { hotDealOrderId: null } : {}) }, tx);
      catalogue.changed([businessId]);
      return take;
    },

    /** A refund of a deal went through: what it had brought is given back. */
    async refunded(tx: Db, businessId: number, dealNumber: number, cents: number): Promise<void> {
      const row = await repo.lockById(tx, businessId);
      if (!row || row.hotDealNumber !== dealNumber) return;
      await repo.update(businessId, { hotDealPaidCents: Math.max(0, row.hotDealPaidCents - cents) }, tx);
      catalogue.changed([businessId]);
    },

    // ---- the review (the moderation module decides who may) ----

    reviewCount: () => repo.reviewQueueCount(),

    /** A page of the review queue: each listing with who listed it. */
    async reviewQueue(page: number): Promise<{ data: ModerationBusiness[]; total: number }> {
      const [rows, total] = await Promise.all([repo.reviewQueue(MODERATION_PER_PAGE, offsetOf(page, MODERATION_PER_PAGE)), repo.reviewQueueCount()]);
      const [list, owners] = await Promise.all([views(rows), contacts(rows.map((row) => row.ownerId))]);
      const data = list.map((view, i) => {
        const owner = owners.get(rows[i]!.ownerId);
        const name = !owner || owner.deleted ? 'Deleted account' : `${owner.firstName} ${owner.lastName.slice(0, 1)}${owner.lastName ? '.' : ''}`.trim();
        return { ...view, author: { id: rows[i]!.ownerId, name } };
      });
      return { data, total };
    },

    /** The listing a decision is about, as it is now. */
    async reviewItem(id: number) {
      const row = await repo.byId(id);
      return row ? { id: row.id, ownerId: row.ownerId, status: row.status, name: row.name, updatedAt: row.updatedAt } : undefined;
    },

    /**
     * Records a review: approved, the listing is in the catalogue (unless its owner switched it
     * off); rejected, it carries the reason and a paid hot deal is refunded. `notes` are written
     * in the same transaction; the owner is also told by e-mail in their language.
     */
    async decide(item: { id: number; status: BusinessRow['status']; updatedAt: Date }, decision: ModerationDecision, notes: readonly NewNotification[], also?: (tx: Db) => Promise<void>): Promise<boolean> {
      const row = await repo.byId(item.id);
      if (!row) return false;
      const at = now();
      const patch: BusinessPatch =
        decision.decision === 'approve'
          ? { status: 'approved', rejectionReason: null, publishedAt: row.publishedAt ?? at }
          : { status: 'rejected', rejectionReason: decision.reason, hotDealOrderId: null };
      let mails: number[] = [];
      const changed = await repo.decide(row.id, item.status, item.updatedAt, patch, async (tx) => {
        await notifications.record(tx, notes);
        await also?.(tx);
        mails = await outbox.enqueue(tx, [decisionMail(row, decision)]);
      });
      if (!changed) return false;
      notifications.forget(notes.map((note) => note.userId));
      catalogue.changed([row.id]);
      if (decision.decision === 'reject') await dropOrder(row.hotDealOrderId);
      if (decision.decision === 'reject' && row.hotDealPaidCents > 0) {
        await payments.refund({ id: row.id, version: row.hotDealNumber }, 'business_rejected').catch((error: unknown) => log('refunding the hot deal of a rejected business failed', error));
      }
      await outbox.deliver(mails);
      return true;
    },

    /** A listing as staff see it after a decision. */
    async reviewed(id: number): Promise<MyBusiness> {
      const row = await repo.byId(id);
      if (!row) throw businessNotFound();
      return viewOf(row);
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
