import {
  allowedActions,
  amountDueOnChange,
  bookIssues,
  can,
  CLASSIFIED_ACTIONS,
  CLASSIFIED_FORM_MESSAGES,
  CLASSIFIED_LIMITS,
  CLASSIFIED_TABLE,
  classifiedLanguage,
  deletionRefundCents,
  isPrinted,
  MODERATION_PER_PAGE,
  NO_EXTRAS,
  offsetOf,
  onlineValidUntil,
  printValidUntil,
  quoteClassified,
  SERVER_MESSAGES,
  type ClassifiedExtras,
  type ClassifiedForm,
  type ClassifiedFormMessageCode,
  type ClassifiedDeleted,
  type ClassifiedRefund,
  type ClassifiedStatus,
  type ClassifiedWrite,
  type ModerationClassified,
  type ModerationDecision,
  type MyClassified,
  type MyClassifiedsResponse,
  type ScheduledIssue,
  type ClassifiedAction,
  type ClassifiedFacts,
  type CurrentRates,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import { formError } from '../../lib/form-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { FileStorage } from '../../providers/storage.ts';
import type { ContactsLookup, Viewer } from '../accounts/index.ts';
import { imageView, type MediaRow, type MediaService } from '../media/index.ts';
import type { MessageQueue, OutboxMessage } from '../outbox/index.ts';
import type { NewNotification, NotificationsService } from '../notifications/index.ts';
import { payItem, type PaidAnswer, type PaidSubjectPayments, type RefundSplit } from '../orders/index.ts';
import type { PrintService } from '../print/index.ts';
import type { RatesService } from '../rates/index.ts';
import { imageError, storeClassifiedImages } from './placing-images.ts';
import type { ClassifiedsService } from './index.ts';
import { isDuplicateText, type ClassifiedPatch, type ClassifiedRow, type PlacingRepository } from './placing-repository.ts';

/** What a classified's order line says. */
export interface ClassifiedOrderItem {
  id: number;
  ownerId: number;
  title: string;
}

/**
 * The payments seam of placing ads (decisions 020, 025, 046; placing-payments.ts): an order of
 * one line for what an ad owes, opened in the ad's own transaction; a refund of what it brought
 * (all of it when rejected, what open issues it paid for when deleted), and where such a refund
 * would go (the deletion's confirmation says it). When an order is paid (or refunded) the orders
 * call `paid` (or `refunded`) of this service in their own transaction. Without it, print ads
 * are saved as drafts and paying answers "Error for getting payment link.".
 */
export type ClassifiedPayments = PaidSubjectPayments<ClassifiedOrderItem, number>;

/** A create or update form: the checked fields and the uploaded pictures, in order. */
export interface PlacingForm {
  input: ClassifiedForm;
  images: UploadedFile[];
}

/**
 * The read side of the classifieds (its service, services.ts wires it): the spellings of what an
 * ad says, so that other alphabets find it, and the one way to say ads changed (their pages and
 * the catalogue are read anew), and the reports readers left, for the moderation queue.
 */
export type ClassifiedsCatalogue = Pick<ClassifiedsService, 'indexWords' | 'changed' | 'reportsOf'>;

const formMessage = (field: string, code: ClassifiedFormMessageCode): HttpError => formError({ [field]: [{ code, message: CLASSIFIED_FORM_MESSAGES[code] }] });
const conflict = (code: ClassifiedFormMessageCode) => new HttpError(409, code, CLASSIFIED_FORM_MESSAGES[code]);
const duplicate = () => new HttpError(409, 'notification-classified-duplicate', SERVER_MESSAGES['notification-classified-duplicate']);
const notEnoughIssues = () =>
  new HttpError(409, 'error-not-enough-issues', SERVER_MESSAGES['error-not-enough-issues'], {
    issues: [{ code: 'error-not-enough-issues', message: SERVER_MESSAGES['error-not-enough-issues'] }],
  });
const adNotFound = () => notFound('Classified not found.');

/**
 * What the duplicate check compares (spec §8 "An classified with this text already exists!"):
 * title and text folded to lower case, every run of anything but letters and digits one space.
 */
export function classifiedTextKey(title: string, text: string): string {
  return `${title} ${text}`
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The states in which the issues of an ad are settled: its text and extras may change, not its run. */
const BOOKED: readonly ClassifiedStatus[] = ['scheduled', 'running'];
/** What CLASSIFIED_TABLE's guards read of an ad. */
const factsOf = (row: Pick<ClassifiedRow, 'paidCents' | 'priceCents' | 'version'>): ClassifiedFacts => ({
  owes: amountDueOnChange(row.paidCents, row.priceCents) > 0,
  printed: isPrinted(row.version),
});
const allows = (action: ClassifiedAction, row: ClassifiedRow) => can(CLASSIFIED_TABLE, action, row.status, factsOf(row));

/** A booking as the rules of money read it: its edition, its issue's day and deadline, whether it is paid for. */
interface BookingFacts {
  edition: string;
  date: string;
  deadlineAt: Date;
  held: boolean;
}

/**
 * The issues that make up an ad's lapsed bookings (decision 025): per edition, as many as it
 * lacks of `issues_per_edition`, the next open ones after the last it keeps (or from its publish
 * date, or today). Empty when nothing lapsed; null when an edition has too few open issues left.
 */
function rebooking(row: Pick<ClassifiedRow, 'editions' | 'issuesPerEdition' | 'publishOn'>, kept: readonly Pick<BookingFacts, 'edition' | 'date'>[], schedule: readonly ScheduledIssue[], at: Date): ScheduledIssue[] | null {
  const today = chicagoDay(at);
  const taken: ScheduledIssue[] = [];
  for (const edition of row.editions) {
    const dates = kept.filter((booking) => booking.edition === edition).map((booking) => booking.date).toSorted();
    const missing = row.issuesPerEdition - dates.length;
    if (missing <= 0) continue;
    const last = dates.at(-1);
    const from = last ? addDays(last, 1) : row.publishOn > today ? row.publishOn : today;
    const booking = bookIssues(schedule, { editions: [edition], publishDate: from, count: missing, now: at });
    if (!booking.ok) return null;
    taken.push(...(booking.issues[edition] ?? []));
  }
  return taken;
}

/** How many of an ad's issues lapsed unpaid and wait to be booked again when it is paid. */
function issuesToRebook(row: Pick<ClassifiedRow, 'version' | 'status' | 'editions' | 'issuesPerEdition'>, bookings: number): number {
  if (!isPrinted(row.version) || row.status === 'rejected' || row.status === 'expired') return 0;
  return Math.max(0, row.editions.length * row.issuesPerEdition - bookings);
}

/** What deleting the ad at `at` gives back: the share of its paid issues still open for booking (deletionRefundCents). */
function refundOnDelete(row: Pick<ClassifiedRow, 'paidCents' | 'refundedCents'>, bookings: readonly Pick<BookingFacts, 'deadlineAt' | 'held'>[], at: Date): number {
  const paid = bookings.filter((booking) => !booking.held);
  return deletionRefundCents({
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    paidIssues: paid.length,
    openPaidIssues: paid.filter((booking) => booking.deadlineAt.getTime() > at.getTime()).length,
  });
}

const extrasOf = (row: Pick<ClassifiedRow, 'bold' | 'frame' | 'hot' | 'priority' | 'photo'>): ClassifiedExtras => ({
  bold: row.bold,
  frame: row.frame,
  hot: row.hot,
  priority: row.priority,
  photo: row.photo,
});

export interface PlacingDeps {
  repo: PlacingRepository;
  /** The print schedule an ad books from (its editions and open issues). */
  print: Pick<PrintService, 'editions' | 'openIssues'>;
  media: Pick<MediaService, 'storeImage' | 'release'>;
  storage: Pick<FileStorage, 'url'>;
  notifications: Pick<NotificationsService, 'record' | 'forget'>;
  /** The owner hears of a decision by e-mail too, written with it (decision 047). */
  outbox: MessageQueue;
  /** Whom to write to: the owner's confirmed address, name and language (accounts). */
  contacts: ContactsLookup;
  catalogue: ClassifiedsCatalogue;
  publicUrl: string;
  /** The orders module's side; absent until it is wired (see ClassifiedPayments). */
  payments?: ClassifiedPayments | undefined;
  /** The rate table ads are priced at (decision 048). */
  rates: Pick<RatesService, 'current' | 'at'>;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
}

export function createPlacingService(deps: PlacingDeps) {
  const { repo, print, media, storage, notifications, outbox, contacts, catalogue, publicUrl, payments, rates, now = () => new Date() } = deps;
  const log = deps.log ?? (() => undefined);

  /** Keeps the spellings of an ad's words; the ad is written whatever happens to them (a failure is logged). */
  async function indexWords(ad: { title: string; body: string }): Promise<void> {
    await catalogue.indexWords([{ title: ad.title, body: ad.body }]).catch((error: unknown) => log('recording the spellings of a classified failed', error));
  }

  /**
   * The table an ad is priced at (decision 048): once it has paid anything, the version it was
   * quoted at, so that changing or prolonging a paid ad never re-prices what it bought; before
   * that, the current one.
   */
  async function tableFor(row: Pick<ClassifiedRow, 'paidCents' | 'rateVersion'> | null): Promise<CurrentRates> {
    if (row && row.paidCents > 0) return { version: row.rateVersion ?? 1, rates: await rates.at(row.rateVersion) };
    return rates.current();
  }

  async function views(rows: readonly ClassifiedRow[]): Promise<MyClassified[]> {
    const ids = rows.map((row) => row.id);
    const at = now();
    const [images, bookings] = await Promise.all([repo.imagesOf(ids), repo.bookingsOf(ids)]);
    // Each ad's lines at the table its price was quoted at.
    const tables = new Map(await Promise.all([...new Set(rows.map((row) => row.rateVersion))].map(async (version) => [version, await rates.at(version)] as const)));
    const imagesBy = Map.groupBy(images, (image) => image.classifiedId);
    const bookingsBy = Map.groupBy(bookings, (booking) => booking.classifiedId);
    const refunds = new Map(rows.map((row) => [row.id, refundOnDelete(row, bookingsBy.get(row.id) ?? [], at)]));
    const wanted = [...refunds].filter(([, cents]) => cents > 0).map(([key, amountCents]) => ({ key, amountCents }));
    const plan = wanted.length > 0 && payments ? await payments.refundPlan(wanted) : [];
    const splits = new Map<number, RefundSplit>(plan.map((split, i) => [wanted[i]!.key, split]));
    const refundOf = (id: number): ClassifiedRefund => {
      const split = splits.get(id);
      return { cents: split ? split.toCardCents + split.toBalanceCents : 0, to_card_cents: split?.toCardCents ?? 0, to_balance_cents: split?.toBalanceCents ?? 0 };
    };
    return rows.map((row) => {
      const quote = quoteClassified({
        title: row.title,
        text: row.body,
        version: row.version,
        editions: row.editions.length,
        issues: row.issuesPerEdition,
        extras: extrasOf(row),
      }, tables.get(row.rateVersion)!);
      return {
        id: row.id,
        section: row.section,
        type: row.type,
        lang: row.lang,
        title: row.title,
        text: row.body,
        version: row.version,
        extras: extrasOf(row),
        show_phone: row.showPhone,
        editions: row.editions,
        issues: row.issuesPerEdition,
        publish_date: row.publishOn,
        valid_until: row.validUntil,
        words: row.words,
        price_cents: row.priceCents,
        paid_cents: row.paidCents,
        refunded_cents: row.refundedCents,
        due_cents: ['rejected', 'expired'].includes(row.status) ? 0 : amountDueOnChange(row.paidCents, row.priceCents),
        order_id: row.orderId,
        lines: quote.lines.map((line) => ({ code: line.code, quantity: line.quantity, unit_cents: line.unitCents, cents: line.cents })),
        status: row.status,
        rejection_reason: row.rejectionReason,
        images: (imagesBy.get(row.id) ?? []).map((image) => ({ id: image.id, ...imageView(image, row.title, storage) })),
        bookings: (bookingsBy.get(row.id) ?? []).map((booking) => ({
          issue_id: booking.issueId,
          edition: booking.edition,
          date: booking.date,
          deadline_at: booking.deadlineAt.toISOString(),
          held: booking.held,
        })),
        issues_to_rebook: issuesToRebook(row, bookingsBy.get(row.id)?.length ?? 0),
        refund_on_delete: refundOf(row.id),
        can_prolong: allows('prolong', row),
        actions: allowedActions(CLASSIFIED_TABLE, CLASSIFIED_ACTIONS, row.status, factsOf(row)),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  const viewOf = async (row: ClassifiedRow) => (await views([row]))[0]!;

  /** The caller's own live ad: anyone else's, like a deleted one, is not there (404). */
  async function ownAd(id: number, viewer: Viewer): Promise<ClassifiedRow> {
    const row = await repo.byId(id);
    if (!row || row.ownerId !== viewer.id) throw adNotFound();
    return row;
  }

  /** The run of a form in the schedule (inside the write's transaction): issues, first day, last day. */
  async function plan(tx: Db, input: ClassifiedForm, at: Date) {
    const today = chicagoDay(at);
    if (input.publish_date < today || input.publish_date > addDays(today, 366)) throw formMessage('publish_date', 'error-classified-date-required');
    if (!isPrinted(input.version!)) {
      return { issueIds: [] as number[], editions: [] as string[], issues: 0, publishOn: input.publish_date, validUntil: onlineValidUntil(input.publish_date) };
    }
    const known = new Set((await print.editions(tx)).map((edition) => edition.slug));
    const editions = [...new Set(input.editions)];
    if (editions.some((slug) => !known.has(slug))) throw formMessage('editions', 'error-classified-resources-required');
    const schedule = await print.openIssues(at, { tx, lock: true });
    const booking = bookIssues(schedule, { editions, publishDate: input.publish_date, count: input.issues, now: at });
    if (!booking.ok) throw notEnoughIssues();
    const taken = Object.values(booking.issues).flat();
    const publishOn = taken.map((issue) => issue.date).toSorted()[0] ?? input.publish_date;
    return { issueIds: taken.map((issue) => issue.id), editions, issues: input.issues, publishOn, validUntil: booking.validUntil };
  }

  /** The fields of an ad that its text and choices decide, priced by the contract (never by the client). */
  function priced(input: ClassifiedForm, run: { editions: string[]; issues: number }, table: CurrentRates) {
    const printed = isPrinted(input.version!);
    const extras: ClassifiedExtras = printed
      ? { bold: input.bold, frame: input.frame, hot: input.hot, priority: input.priority, photo: input.photo }
      : NO_EXTRAS;
    const quote = quoteClassified({ title: input.title, text: input.text, version: input.version!, editions: run.editions.length, issues: run.issues, extras }, table.rates);
    return {
      section: input.section!,
      type: input.type!,
      lang: classifiedLanguage(`${input.title} ${input.text}`),
      title: input.title,
      body: input.text,
      textKey: classifiedTextKey(input.title, input.text),
      version: input.version!,
      ...extras,
      showPhone: input.show_phone,
      words: quote.words,
      priceCents: quote.totalCents,
      rateVersion: table.version,
    };
  }

  /**
   * Opens the order for what an ad owes and puts it in awaiting_payment, in `tx`, the transaction
   * that wrote the ad: an ad never waits for payment without its order, and one whose order
   * cannot open is not written. Without payments the ad stays as it is, its due shown.
   */
  async function startPayment(tx: Db, id: number): Promise<number | null> {
    const row = (await repo.byId(id, tx))!;
    const due = amountDueOnChange(row.paidCents, row.priceCents);
    if (due <= 0 || !payments) return null;
    if (row.orderId !== null) return row.orderId;
    const { orderId } = await payments.startOrder(tx, { id: row.id, ownerId: row.ownerId, title: row.title }, due);
    await repo.update(row.id, { orderId, ...(row.status === 'draft' ? { status: 'awaiting_payment' as const } : {}) }, tx);
    return orderId;
  }

  /** An order the ad no longer waits for is given up, so a late payment of it is credited, never taken for the ad. */
  async function giveUpOrder(before: number | null, after: number | null): Promise<void> {
    if (before === null || before === after || !payments) return;
    await payments.dropOrder(before).catch((error: unknown) => log(`giving up order ${before} of a classified failed`, error));
  }

  async function answer(id: number): Promise<ClassifiedWrite> {
    const row = (await repo.byId(id))!;
    const view = await viewOf(row);
    const code =
      row.status === 'awaiting_payment' ? 'notification-classified-pay' : row.status === 'awaiting_review' ? 'notification-classified-review' : 'notification-classified-saved';
    return { classified: view, code, message: CLASSIFIED_FORM_MESSAGES[code], order_id: row.orderId, due_cents: view.due_cents };
  }

  function imageCountCheck(count: number) {
    if (count > CLASSIFIED_LIMITS.images) throw imageError('error-classified-images-limit');
  }

  /** Runs a write that takes freshly stored pictures; when it does not happen they are released. */
  async function keepingImages<T>(stored: readonly MediaRow[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await media.release(stored.map((row) => row.id));
      if (isDuplicateText(error)) throw duplicate();
      throw error;
    }
  }

  /** The owner's e-mail of a decision, for the outbox (composed in their language when it goes). */
  const decisionMail = (row: ClassifiedRow, decision: ModerationDecision): OutboxMessage => {
    const key = decision.decision === 'approve' ? 'approved' : 'rejected';
    return {
      userId: row.ownerId,
      kind: `classified-${key}`,
      subject: `placing:emails.${key}.subject`,
      body: `placing:emails.${key}.body`,
      values: { title: row.title, reason: decision.decision === 'reject' ? decision.reason : '', link: `${publicUrl}/profile/classifields` },
    };
  };


  return {
    /** The owner's ads, newest first, and the schedule the form books from. */
    async mine(viewer: Viewer, phoneVerified: boolean): Promise<MyClassifiedsResponse> {
      const at = now();
      const [rows, editions, issues] = await Promise.all([repo.ownedBy(viewer.id), print.editions(), print.openIssues(at)]);
      return {
        data: await views(rows),
        phone_verified: phoneVerified,
        schedule: { editions: editions.map((e) => ({ slug: e.slug, name_en: e.nameEn, name_ru: e.nameRu })), issues },
      };
    },

    /**
     * Places an ad: a printed one is booked into the next issues of its editions from its
     * publish date and waits for payment (draft → awaiting_payment); a web-only one goes to
     * review at once. Words and price are the contract's quote of the text and choices.
     */
    async create(viewer: Viewer, form: PlacingForm): Promise<ClassifiedWrite> {
      imageCountCheck(form.images.length);
      const stored = await storeClassifiedImages(media, form.images);
      const at = now();
      const table = await tableFor(null);
      const id = await keepingImages(stored, () =>
        repo.transaction(async (tx) => {
          const run = await plan(tx, form.input, at);
          const fields = priced(form.input, run, table);
          const status: ClassifiedStatus = isPrinted(fields.version) ? 'draft' : 'awaiting_review';
          const inserted = await repo.insert(
            tx,
            {
              ...fields,
              ownerId: viewer.id,
              editions: run.editions,
              issuesPerEdition: run.issues,
              publishOn: run.publishOn,
              validUntil: run.validUntil,
              status,
              createdAt: at,
              updatedAt: at,
            },
            // Booked before payment: held until paid (decision 025).
            { issueIds: run.issueIds, held: fields.priceCents > 0 },
            stored.map((row) => row.id),
          );
          await startPayment(tx, inserted);
          return inserted;
        }),
      );
      await indexWords({ title: form.input.title, body: form.input.text });
      catalogue.changed([id]);
      return answer(id);
    },

    /**
     * Changes one's own ad. A changed text (or new pictures) goes back to review; a higher
     * price asks only for the difference (amountDueOnChange) in a new order. The run of a
     * scheduled or running ad is settled (409 error-classified-booked: prolong it instead).
     */
    async update(id: number, viewer: Viewer, form: PlacingForm): Promise<ClassifiedWrite> {
      const before = await ownAd(id, viewer);
      if (!allows('edit', before)) throw conflict('error-classified-not-editable');
      const ownImages = new Set((await repo.imagesOf([id])).map((image) => image.id));
      const keep = [...new Set(form.input.keep_images)].filter((imageId) => ownImages.has(imageId));
      imageCountCheck(keep.length + form.images.length);
      const booked = BOOKED.includes(before.status);
      if (booked) {
        const same =
          form.input.version === before.version &&
          (!isPrinted(before.version) ||
            (form.input.issues === before.issuesPerEdition && [...new Set(form.input.editions)].toSorted().join() === before.editions.toSorted().join())) &&
          (form.input.publish_date === before.publishOn || !isPrinted(before.version));
        if (!same) throw conflict('error-classified-booked');
      }
      const stored = await storeClassifiedImages(media, form.images);
      const at = now();
      // Read before the transaction (the embedded database runs one at a time); the locked row decides which.
      const [own, fresh] = await Promise.all([tableFor({ paidCents: 1, rateVersion: before.rateVersion }), tableFor(null)]);
      const dropped = await keepingImages(stored, () =>
        repo.transaction(async (tx) => {
          const row = await repo.lockById(tx, id);
          if (!row || row.ownerId !== viewer.id) throw adNotFound();
          const run = booked
            ? { issueIds: null, editions: row.editions, issues: row.issuesPerEdition, publishOn: row.publishOn, validUntil: row.validUntil }
            : await plan(tx, form.input, at);
          const fields = priced(form.input, run, row.paidCents > 0 ? own : fresh);
          const contentChanged = fields.title !== row.title || fields.body !== row.body || form.images.length > 0;
          const due = amountDueOnChange(row.paidCents, fields.priceCents);
          let status: ClassifiedStatus = row.status;
          if (isPrinted(fields.version) && due > 0) status = row.status === 'awaiting_payment' ? 'awaiting_payment' : 'draft';
          else if (contentChanged || ['draft', 'awaiting_payment', 'rejected'].includes(row.status)) status = 'awaiting_review';
          const patch: ClassifiedPatch = {
            ...fields,
            editions: run.editions,
            issuesPerEdition: run.issues,
            publishOn: run.publishOn,
            validUntil: run.validUntil,
            status,
            rejectionReason: status === row.status ? row.rejectionReason : null,
            // A new amount is a new order; the old one is given up (a late payment of it goes to the balance).
            orderId: due > 0 && due === amountDueOnChange(row.paidCents, row.priceCents) ? row.orderId : null,
            updatedAt: at,
          };
          await repo.update(id, patch, tx);
          if (run.issueIds) await repo.replaceBookings(tx, id, run.issueIds, due > 0);
          const droppedImages = await repo.replaceImages(tx, id, keep, stored.map((m) => m.id));
          await startPayment(tx, id);
          return droppedImages;
        }),
      );
      await media.release(dropped);
      const after = (await repo.byId(id))!;
      if (after.title !== before.title || after.body !== before.body) await indexWords(after);
      await giveUpOrder(before.orderId, after.orderId);
      // Whatever its state: the catalogue (a running ad) and the ad's page, which its owner reads.
      catalogue.changed([id]);
      return answer(id);
    },

    /**
     * Deletes one's own ad: it leaves the catalogue and the owner's list, its open bookings and
     * pictures go, an order it still waited for is given up, and what it paid for issues still
     * open for booking comes back (decision 025: to the card it was paid with, what the balance
     * paid to the balance). The answer says how much went where.
     */
    async remove(id: number, viewer: Viewer): Promise<ClassifiedDeleted> {
      await ownAd(id, viewer);
      const at = now();
      const gone = await repo.transaction(async (tx) => {
        const row = await repo.lockById(tx, id);
        if (!row || row.ownerId !== viewer.id) throw adNotFound();
        const refundCents = refundOnDelete(row, await repo.bookingsOf([id], tx), at);
        return { orderId: row.orderId, refundCents, mediaIds: await repo.softDelete(tx, id, at) };
      });
      await media.release(gone.mediaIds);
      catalogue.changed([id]);
      await giveUpOrder(gone.orderId, null);
      const refund: ClassifiedRefund = { cents: 0, to_card_cents: 0, to_balance_cents: 0 };
      if (gone.refundCents > 0 && payments) {
        // The ad is gone already, so a failure here cannot be retried by deleting again: it is logged for staff.
        const split = await payments.refund(id, 'classified_deleted', gone.refundCents).catch((error: unknown) => {
          log(`refunding deleted classified ${id} (${gone.refundCents} cents) failed`, error);
          return { toCardCents: 0, toBalanceCents: 0 };
        });
        Object.assign(refund, { cents: split.toCardCents + split.toBalanceCents, to_card_cents: split.toCardCents, to_balance_cents: split.toBalanceCents });
      }
      return { refund };
    },

    /**
     * Prolongs a printed ad by `issues` more issues of each of its editions, after the last one
     * booked (an expired ad from the next open issue): a new order for their price. The new
     * issues are held until it is paid (decision 025). The ad keeps running meanwhile, to the end
     * of what it paid for; an expired one waits for payment and review again.
     */
    async prolong(id: number, viewer: Viewer, issues: number): Promise<ClassifiedWrite> {
      const before = await ownAd(id, viewer);
      if (!allows('prolong', before)) throw conflict('error-classified-not-prolongable');
      const at = now();
      // A paid ad's run is priced as one, at its own table: prolonging it never re-prices what it paid for.
      const table = await tableFor(before);
      await repo.transaction(async (tx) => {
        const row = await repo.lockById(tx, id);
        if (!row || row.ownerId !== viewer.id) throw adNotFound();
        const booked = await repo.bookingsOf([id], tx);
        const last = booked.map((b) => b.date).toSorted().at(-1);
        const today = chicagoDay(at);
        const from = last && last >= today ? addDays(last, 1) : today;
        const schedule: ScheduledIssue[] = await print.openIssues(at, { tx, lock: true });
        const booking = bookIssues(schedule, { editions: row.editions, publishDate: from, count: issues, now: at });
        if (!booking.ok) throw notEnoughIssues();
        const taken = Object.values(booking.issues).flat();
        const total = row.issuesPerEdition + issues;
        const quote = quoteClassified({ title: row.title, text: row.body, version: row.version, editions: row.editions.length, issues: total, extras: extrasOf(row) }, table.rates);
        const expired = row.status === 'expired';
        // A running ad runs as far as it has paid for: its end moves when the prolongation is paid.
        await repo.update(id, {
          issuesPerEdition: total,
          priceCents: quote.totalCents,
          words: quote.words,
          rateVersion: table.version,
          orderId: null,
          updatedAt: at,
          ...(expired ? { status: 'draft' as const, publishOn: taken.map((i) => i.date).toSorted()[0]!, validUntil: booking.validUntil } : {}),
        }, tx);
        // Unpaid yet: held until the prolongation is paid, let go at their deadline otherwise (decision 025).
        await repo.addBookings(tx, id, taken.map((issue) => issue.id), true);
        await startPayment(tx, id);
      }).catch((error: unknown) => {
        if (isDuplicateText(error)) throw duplicate();
        throw error;
      });
      await giveUpOrder(before.orderId, (await repo.byId(id))?.orderId ?? null);
      catalogue.changed([id]);
      return answer(id);
    },

    /**
     * Opens (or names) the order for what an unpaid ad still owes. Issues whose booking lapsed
     * unpaid are booked again when it is paid: when the schedule has too few open issues for
     * them, paying is refused now (409 error-not-enough-issues) rather than taking money for
     * issues that cannot be printed.
     */
    async pay(id: number, viewer: Viewer): Promise<ClassifiedWrite> {
      const row = await ownAd(id, viewer);
      if (!allows('pay', row)) throw conflict('error-classified-not-payable');
      const at = now();
      const kept = (await repo.bookingsOf([id])).filter((booking) => !booking.held || booking.deadlineAt.getTime() > at.getTime());
      if (isPrinted(row.version) && rebooking(row, kept, await print.openIssues(at), at) === null) throw notEnoughIssues();
      if (row.orderId === null) {
        await payItem({ transaction: repo.transaction, lock: (tx) => repo.lockById(tx, id), startOrder: (tx) => startPayment(tx, id) }, (error) =>
          log('starting the order of a classified failed', error),
        );
      }
      return answer(id);
    },

    // ---- the orders module's side (it calls these in its own transaction) ----

    /**
     * An order line for this ad was paid (decision 025). What the ad owes counts as paid; once
     * nothing is owed, its held bookings are its own, those that lapsed before the money came are
     * booked again in the next open issues, and an ad waiting for payment (or expired with an
     * unpaid prolongation) goes to review. What it cannot take goes back to the payer's balance
     * (PaidAnswer): the part beyond what it owed, all of it for an ad deleted or rejected
     * meanwhile, and all of it when its lapsed issues find no open issue: never money for
     * issues that cannot be printed.
     */
    async paid(tx: Db, adId: number, cents: number, orderId: number | null = null): Promise<PaidAnswer | undefined> {
      const row = await repo.lockById(tx, adId);
      const at = now();
      const letGo = async (reasonKey: PaidAnswer['reasonKey']): Promise<PaidAnswer> => {
        if (row && (row.orderId === orderId || orderId === null)) await repo.update(adId, { orderId: null, updatedAt: at }, tx);
        return { declineCents: cents, reasonKey };
      };
      const owed = row && row.status !== 'rejected' ? amountDueOnChange(row.paidCents, row.priceCents) : 0;
      if (!row || owed === 0) return letGo('classified_not_due');
      const take = Math.min(cents, owed);
      const paidCents = row.paidCents + take;
      const patch: ClassifiedPatch = { paidCents, updatedAt: at };
      if (paidCents >= row.priceCents) {
        patch.orderId = null;
        let rebooked = false;
        if (isPrinted(row.version)) {
          await repo.dropLapsed(tx, adId, at);
          const kept = await repo.bookingsOf([adId], tx);
          const added = rebooking(row, kept, await print.openIssues(at, { tx, lock: true }), at);
          if (added === null) {
            catalogue.changed([adId]);
            return letGo('classified_unbookable');
          }
          await repo.confirmHeld(tx, adId);
          rebooked = added.length > 0;
          if (rebooked) await repo.addBookings(tx, adId, added.map((issue) => issue.id), false);
          // Paid: it runs to the end of all it booked (a prolongation's end moves only now).
          const dates = [...kept.map((booking) => booking.date), ...added.map((issue) => issue.date)].toSorted();
          if (dates.length > 0) patch.validUntil = printValidUntil(dates.at(-1)!);
          const today = chicagoDay(at);
          if (rebooked && ['draft', 'awaiting_payment', 'expired'].includes(row.status)) patch.publishOn = dates.find((date) => date >= today) ?? row.publishOn;
        }
        if (row.status === 'awaiting_payment' || row.status === 'draft' || (row.status === 'expired' && rebooked)) patch.status = 'awaiting_review';
      }
      await repo.update(adId, patch, tx);
      catalogue.changed([adId]);
      return take < cents ? { declineCents: cents - take, reasonKey: 'classified_not_due' } : undefined;
    },

    /**
     * A refund of this ad went through (staff's, the provider's dashboard's, a rejection's). While
     * some of what it paid is left, it keeps its run: a refund is not a debt. Once nothing is
     * left, it is an unpaid ad again (decision 025): its bookings of issues still open only hold
     * their place (never printed, let go at their deadline unless it is paid again), and an ad
     * under review, scheduled or running waits for payment instead.
     */
    async refunded(tx: Db, adId: number, cents: number): Promise<void> {
      const row = await repo.lockById(tx, adId);
      if (!row) return;
      const at = now();
      const refundedCents = row.refundedCents + cents;
      if (refundedCents < row.paidCents) {
        await repo.update(adId, { refundedCents, updatedAt: at }, tx);
      } else {
        await repo.holdOpen(tx, adId, at);
        const stops = ['awaiting_review', 'scheduled', 'running'].includes(row.status);
        await repo.update(adId, { paidCents: 0, refundedCents: 0, orderId: null, ...(stops ? { status: 'awaiting_payment' as const } : {}), updatedAt: at }, tx);
      }
      catalogue.changed([adId]);
    },

    // ---- the review (the moderation module decides who may) ----

    /** How many ads the moderation queue holds (awaiting review, or running and reported). */
    async reviewCount(): Promise<number> {
      return repo.reviewQueueCount();
    },

    /** A page of the moderation queue: each ad with who placed it and its open reports. */
    async reviewQueue(page: number): Promise<{ data: ModerationClassified[]; total: number }> {
      const [rows, total] = await Promise.all([repo.reviewQueue(MODERATION_PER_PAGE, offsetOf(page, MODERATION_PER_PAGE)), repo.reviewQueueCount()]);
      const [list, owners, reports] = await Promise.all([views(rows), contacts(rows.map((row) => row.ownerId)), catalogue.reportsOf(rows.map((row) => row.id))]);
      const data = list.map((view, i) => {
        const owner = owners.get(rows[i]!.ownerId);
        const name = !owner || owner.deleted ? 'Deleted account' : `${owner.firstName} ${owner.lastName.slice(0, 1)}${owner.lastName ? '.' : ''}`.trim();
        return { ...view, author: { id: rows[i]!.ownerId, name }, reports: reports.get(view.id) ?? { count: 0, items: [] } };
      });
      return { data, total };
    },

    /** The ad a decision is about, as it is now. */
    async reviewItem(id: number): Promise<ClassifiedRow | undefined> {
      return repo.byId(id);
    },

    /**
     * Records a review: approved, the ad is scheduled (running from its publish date on);
     * rejected, it carries the reason. `notes` are written in the same transaction; the owner is
     * also told by e-mail in their language; a rejected ad's open order is given up, and what it
     * paid is refunded.
     */
    async decide(item: { id: number; status: ClassifiedStatus }, decision: ModerationDecision, notes: readonly NewNotification[], also?: (tx: Db) => Promise<void>): Promise<boolean> {
      const row = await repo.byId(item.id);
      if (!row || row.status !== item.status) return false;
      const at = now();
      const patch: ClassifiedPatch =
        decision.decision === 'approve'
          ? row.publishOn <= chicagoDay(at)
            ? { status: 'running', rejectionReason: null, publishedAt: row.publishedAt ?? at, updatedAt: at }
            : { status: 'scheduled', rejectionReason: null, updatedAt: at }
          : { status: 'rejected', rejectionReason: decision.reason, orderId: null, updatedAt: at };
      let mails: number[] = [];
      const changed = await repo.decide(row.id, row.status, patch, async (tx) => {
        await notifications.record(tx, notes);
        await also?.(tx);
        mails = await outbox.enqueue(tx, [decisionMail(row, decision)]);
      });
      if (!changed) return false;
      notifications.forget(notes.map((note) => note.userId));
      catalogue.changed([row.id]);
      // A rejected ad waits for no order (a running one's prolongation, say): a late payment of it goes to the balance.
      if (decision.decision === 'reject') await giveUpOrder(row.orderId, null);
      if (decision.decision === 'reject' && row.paidCents > 0) {
        if (!payments) log('a paid classified was rejected but no payments are wired to refund it', new Error(`classified ${row.id}`));
        else await payments.refund(row.id, 'classified_rejected').catch((error: unknown) => log('refunding a rejected classified failed', error));
      }
      await outbox.deliver(mails);
      return true;
    },

    /** An ad as staff see it after a decision. */
    async reviewed(id: number): Promise<MyClassified> {
      const row = await repo.byId(id);
      if (!row) throw adNotFound();
      return viewOf(row);
    },
  };
}

export type PlacingService = ReturnType<typeof createPlacingService>;
