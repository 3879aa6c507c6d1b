import type { OrderReasonKey } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';

/** An order line as a subject's hooks see it. */
export interface SubjectLine {
  id: number;
  subjectKind: string;
  subjectId: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** The order as a subject's hooks see it, after the change they hear of. */
export interface SubjectOrder {
  id: number;
  userId: number;
  status: string;
  totalCents: number;
  refundedCents: number;
}

export interface RefundInfo {
  /** What this refund gave back. */
  amountCents: number;
  /** The order is now refunded in full. */
  full: boolean;
}

/**
 * A subject that cannot take (all of) a payment says so from `onPaid`: an ad deleted while its
 * order waited, issues that closed before the money came and no open issue left to take them.
 * That much of the line goes back to the payer's balance at once, in the same transaction, with
 * the reason; the subject is not told of that refund (it asked for it).
 */
export interface PaidAnswer {
  declineCents: number;
  reasonKey: OrderReasonKey;
}

/**
 * What a paid feature tells the orders domain about its kind of subject (decision 020). The
 * hooks run inside the transaction that marks the order paid or records a refund, so the
 * subject's change and the order's commit together; a hook that throws undoes both (a webhook
 * is then answered 500 and the provider sends it again).
 */
export interface SubjectHooks {
  onPaid(tx: Db, line: SubjectLine, order: SubjectOrder): Promise<void | PaidAnswer>;
  onRefunded(tx: Db, line: SubjectLine, order: SubjectOrder, refund: RefundInfo): Promise<void>;
  /** Where the owner finds the subject (shown on the receipt), if anywhere. */
  describe?(line: SubjectLine): { link: string | null };
}

/** The kinds of subject orders can pay for; a feature registers its own at start. */
export function createSubjectRegistry() {
  const kinds = new Map<string, SubjectHooks>();
  return {
    register(kind: string, hooks: SubjectHooks): void {
      if (!/^[a-z][a-z0-9_]{0,39}$/.test(kind)) throw new Error(`subject kind "${kind}" must be lower-case letters, digits and _`);
      if (kinds.has(kind)) throw new Error(`subject kind "${kind}" is registered already`);
      kinds.set(kind, hooks);
    },
    has: (kind: string) => kinds.has(kind),
    /** The hooks of a kind; a line of a kind nobody registered is a programming error. */
    hooks(kind: string): SubjectHooks {
      const hooks = kinds.get(kind);
      if (!hooks) throw new Error(`no subject kind "${kind}" is registered with the orders`);
      return hooks;
    },
    link(line: SubjectLine): string | null {
      return kinds.get(line.subjectKind)?.describe?.(line).link ?? null;
    },
  };
}

export type SubjectRegistry = ReturnType<typeof createSubjectRegistry>;
