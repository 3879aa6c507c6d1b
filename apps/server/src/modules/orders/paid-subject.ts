import { ORDER_MESSAGES, type OrderReasonKey } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { FileStorage } from '../../providers/storage.ts';
import type { ContactsLookup } from '../accounts/index.ts';
import type { MediaService } from '../media/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { MessageQueue } from '../outbox/index.ts';
import type { RatesService } from '../rates/index.ts';
import { giveUpOrder } from './give-up.ts';
import type { OrdersService } from './service.ts';
import type { PaidAnswer, SubjectHooks, SubjectOrder } from './subjects.ts';

/** How a subject's key is written in its order lines' `subject_id`, and read back (null: not one of ours). */
export interface SubjectIdCodec<Key> {
  encode(key: Key): string;
  decode(subjectId: string): Key | null;
}

/** An item paid as a whole: its id ("12"). */
export const plainSubjectId: SubjectIdCodec<number> = {
  encode: (id) => String(id),
  decode: (subjectId) => (/^\d+$/.test(subjectId) ? Number(subjectId) : null),
};

/** An item paid per version, where a changed item is a new line: the item and its version ("12-3"). */
export const versionedSubjectId: SubjectIdCodec<{ id: number; version: number }> = {
  encode: ({ id, version }) => `${id}-${version}`,
  decode(subjectId) {
    const match = /^(\d+)-(\d+)$/.exec(subjectId);
    return match ? { id: Number(match[1]), version: Number(match[2]) } : null;
  },
};

/** Where money given back went: the card it was paid with, the owner's balance. */
export interface RefundSplit {
  toCardCents: number;
  toBalanceCents: number;
}

/**
 * What a subject took of a payment: all of it (`true`, or nothing said), none (`false`), so many
 * cents (the rest is not due), or its own answer with its own reason.
 */
export type PaidTake = boolean | number | PaidAnswer | undefined;

/** What the feature does when one of its lines is paid or refunded, in the orders' transaction. */
export interface PaidSubjectSettlement<Key> {
  onPaid(tx: Db, key: Key, amountCents: number, order: SubjectOrder): Promise<PaidTake>;
  onRefunded(tx: Db, key: Key, amountCents: number, order: SubjectOrder): Promise<void>;
}

/** The order line of one item: whose it is and what it is to the payer (a key of the `orders` translations, lines.…). */
export interface PaidLine<Key> {
  key: Key;
  userId: number;
  descriptionKey: `lines.${string}`;
  descriptionParams: Record<string, string | number>;
}

/** A feature that settles its lines itself: its `paid` and `refunded` take the key as it is. */
export interface SettlesByKey<Key> {
  paid(tx: Db, key: Key, amountCents: number, order: SubjectOrder): Promise<PaidTake>;
  refunded(tx: Db, key: Key, amountCents: number, order: SubjectOrder): Promise<void>;
}

/** One kind of paid subject, as its feature describes it once (decision 046). */
export interface PaidSubjectSpec<Item, Key, Feature> {
  /** The subject kind of its order lines. */
  kind: string;
  subjectId: SubjectIdCodec<Key>;
  line(item: Item): PaidLine<Key>;
  /** Where the owner finds it (the receipt's link). */
  link: string;
  /** Why money for an order it no longer waits for (given up, or paid late) goes to the balance. */
  notDueReasonKey: OrderReasonKey;
  /** Why an open order it no longer waits for is given up (the reason above unless said). */
  givenUpReasonKey?: OrderReasonKey;
  /** The feature's side of a payment and a refund (unless said, its own `paid` and `refunded`). */
  settle?: (feature: Feature) => PaidSubjectSettlement<Key>;
}

/**
 * What a paid feature asks of the orders (its payments port): an order for an item in the
 * item's own transaction (an item never waits without its order), giving up an order it no
 * longer waits for, and giving back what it paid.
 */
export interface PaidSubjectPayments<Item, Key> {
  /** Opens the order of one line for `amountCents` (from the contract's price) in `tx`. */
  startOrder(tx: Db, item: Item, amountCents: number): Promise<{ orderId: number }>;
  /** Gives up an open order; one paid (or given up) meanwhile is left alone, its late money declined by `onPaid`. */
  dropOrder(orderId: number): Promise<void>;
  /** Gives back what the subject's paid orders brought: all of it, or `amountCents`. */
  refund(key: Key, reasonKey: OrderReasonKey, amountCents?: number): Promise<RefundSplit>;
  /** Where a refund of these amounts would go now, one split per item asked (read only). */
  refundPlan(items: readonly { key: Key; amountCents: number }[]): Promise<RefundSplit[]>;
}

type OrdersPort = Pick<OrdersService, 'createOrder' | 'cancel' | 'refundSubject' | 'refundPlan'>;

/** A paid subject's kit: the payments port its service uses, and the hooks the orders call. */
export interface PaidSubject<Item, Key, Feature> {
  kind: string;
  payments(orders: OrdersPort): PaidSubjectPayments<Item, Key>;
  hooks(feature: Feature): SubjectHooks;
  /** Registers the kind with the orders, settled by `feature`. */
  register(orders: Pick<OrdersService, 'registerSubject'>, feature: Feature): void;
}

/** What the payer does not get for a payment the subject did not (fully) take. */
function declined(take: PaidTake, amountCents: number, reasonKey: OrderReasonKey): PaidAnswer | undefined {
  if (take === undefined || take === true) return undefined;
  if (typeof take === 'object') return take;
  const taken = take === false ? 0 : Math.max(0, Math.min(take, amountCents));
  return taken < amountCents ? { declineCents: amountCents - taken, reasonKey } : undefined;
}

/**
 * One way to make a paid subject (decision 046): the feature says what its line is and what a
 * payment and a refund do to it; ordering, giving up, refunding and the orders' hooks are the
 * same for all. A line whose subject id is not the kind's own is declined to the balance.
 */
export function definePaidSubject<Item, Key, Feature>(spec: PaidSubjectSpec<Item, Key, Feature> & { settle: (feature: Feature) => PaidSubjectSettlement<Key> }): PaidSubject<Item, Key, Feature>;
export function definePaidSubject<Item, Key>(spec: PaidSubjectSpec<Item, Key, SettlesByKey<Key>>): PaidSubject<Item, Key, SettlesByKey<Key>>;
export function definePaidSubject<Item, Key, Feature>(spec: PaidSubjectSpec<Item, Key, Feature>): PaidSubject<Item, Key, Feature> {
  const settleOf = spec.settle ?? ((feature: Feature) => {
    const own = feature as unknown as SettlesByKey<Key>;
    return { onPaid: (tx, key, cents, order) => own.paid(tx, key, cents, order), onRefunded: (tx, key, cents, order) => own.refunded(tx, key, cents, order) };
  });
  const hooks = (feature: Feature): SubjectHooks => {
    const settlement = settleOf(feature);
    return {
      async onPaid(tx, line, order) {
        const key = spec.subjectId.decode(line.subjectId);
        const take = key === null ? false : await settlement.onPaid(tx, key, line.amountCents, order);
        return declined(take, line.amountCents, spec.notDueReasonKey);
      },
      async onRefunded(tx, line, order, refund) {
        const key = spec.subjectId.decode(line.subjectId);
        if (key !== null) await settlement.onRefunded(tx, key, refund.amountCents, order);
      },
      describe: () => ({ link: spec.link }),
    };
  };
  return {
    kind: spec.kind,
    payments(orders) {
      return {
        async startOrder(tx, item, amountCents) {
          const { key, userId, descriptionKey, descriptionParams } = spec.line(item);
          const line = { subjectKind: spec.kind, subjectId: spec.subjectId.encode(key), descriptionKey, descriptionParams, quantity: 1, unitCents: amountCents };
          return { orderId: await orders.createOrder({ userId, lines: [line] }, { tx }) };
        },
        dropOrder: (orderId) => giveUpOrder(orders, orderId, spec.givenUpReasonKey ?? spec.notDueReasonKey),
        refund: (key, reasonKey, amountCents) => orders.refundSubject(spec.kind, spec.subjectId.encode(key), { reasonKey, ...(amountCents === undefined ? {} : { amountCents }) }),
        async refundPlan(items) {
          const wanted = items.map((item) => ({ subjectId: spec.subjectId.encode(item.key), amountCents: item.amountCents }));
          const plan = await orders.refundPlan(spec.kind, wanted);
          return wanted.map((item) => plan.get(item.subjectId) ?? { toCardCents: 0, toBalanceCents: 0 });
        },
      };
    },
    hooks,
    register: (orders, feature) => orders.registerSubject(spec.kind, hooks(feature)),
  };
}

/** The longest text of an item a line's description names (a title, a name): the column's limit on the receipt. */
export const LINE_TEXT_MAX = 300;

/** An item paid per version for a run of whole weeks, as its line names it. */
export interface VersionedRun {
  id: number;
  /** A banner's version, a hot deal's number: a changed item is a new line. */
  version: number;
  ownerId: number;
  /** What the line calls it (its title, its name), cut to LINE_TEXT_MAX. */
  name: string;
  weeks: number;
}

/** A feature's side of a versioned run's payment and refund. */
export interface SettlesVersions {
  paid(tx: Db, id: number, version: number, amountCents: number, order: SubjectOrder): Promise<PaidTake>;
  refunded(tx: Db, id: number, version: number, amountCents: number, order: SubjectOrder): Promise<void>;
}

/**
 * A subject paid per version for a run of whole weeks (a banner, a hot deal; decision 046): its
 * subject id is the item and its version ("12-3"), so a late payment of an older version never
 * counts for a newer one; its line is `lines.<kind>` with the item's name (as `nameParam`, the
 * translation's parameter) and its weeks.
 */
export function defineVersionedRun<Item, Feature>(spec: {
  kind: string;
  run: (item: Item) => VersionedRun;
  nameParam: string;
  link: string;
  notDueReasonKey: OrderReasonKey;
  settle: (feature: Feature) => SettlesVersions;
}): PaidSubject<Item, { id: number; version: number }, Feature> {
  return definePaidSubject({
    kind: spec.kind,
    subjectId: versionedSubjectId,
    line: (item: Item) => {
      const run = spec.run(item);
      return {
        key: { id: run.id, version: run.version },
        userId: run.ownerId,
        descriptionKey: `lines.${spec.kind}`,
        descriptionParams: { [spec.nameParam]: run.name.slice(0, LINE_TEXT_MAX), weeks: run.weeks },
      };
    },
    link: spec.link,
    notDueReasonKey: spec.notDueReasonKey,
    settle: (feature: Feature) => {
      const own = spec.settle(feature);
      return {
        onPaid: (tx, { id, version }, cents, order) => own.paid(tx, id, version, cents, order),
        onRefunded: (tx, { id, version }, cents, order) => own.refunded(tx, id, version, cents, order),
      };
    },
  });
}

/** 502 notification-error-payment-link ("Error for getting payment link."): an item's order could not be opened. */
export const paymentLinkFailed = (): HttpError => new HttpError(502, 'notification-error-payment-link', ORDER_MESSAGES['notification-error-payment-link']);

/** How `payItem` reaches the item: its repository's transaction, its row lock, and its own way to open (or name) its order. */
export interface PayableItem {
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  lock(tx: Db): Promise<unknown>;
  /** The order the item waits for in `tx`, opened for what it still owes if it has none; null when none can be. */
  startOrder(tx: Db): Promise<number | null>;
}

/**
 * The `pay` of an item that exists already (a classified, a hot deal; decision 046): in one
 * transaction holding the item, opens the order of what it still owes, or names the one it waits
 * for. When none can be opened (the database refusing it, no payments at all) the item stays as
 * it was, the failure goes to `log`, and the member hears 502 notification-error-payment-link.
 */
export async function payItem(item: PayableItem, log: (error: unknown) => void): Promise<number> {
  const orderId = await item
    .transaction(async (tx) => {
      await item.lock(tx);
      return item.startOrder(tx);
    })
    .catch((error: unknown) => {
      log(error);
      return null;
    });
  if (orderId === null) throw paymentLinkFailed();
  return orderId;
}

/**
 * What the service of a member's paid item is given besides its repository (banners, display
 * ads, social requests): its pictures, the owner's notices and mail, its payments port and the
 * rates it is priced at.
 */
export interface PaidItemDeps<Payments> {
  media: Pick<MediaService, 'storeImage' | 'release'>;
  storage: FileStorage;
  notifications: Pick<NotificationsService, 'record' | 'forget'>;
  /** The owner hears of a decision by e-mail too, written with it (decision 047). */
  outbox: MessageQueue;
  /** Whom to write to: the owner's confirmed address, name and language (accounts). */
  contacts: ContactsLookup;
  payments: Payments;
  /** The rate table every price is quoted at (decision 048). */
  rates: Pick<RatesService, 'current'>;
  publicUrl: string;
  now?: () => Date;
}
