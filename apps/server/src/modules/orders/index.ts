/** The orders module as other modules see it: making orders for their subjects, and hearing when they are paid. */
export type { NewLineInput, OrdersService } from './service.ts';
export type { PaidAnswer, RefundInfo, SubjectHooks, SubjectLine, SubjectOrder } from './subjects.ts';
export {
  definePaidSubject,
  defineVersionedRun,
  LINE_TEXT_MAX,
  payItem,
  paymentLinkFailed,
  plainSubjectId,
  versionedSubjectId,
  type PaidItemDeps,
  type PaidSubject,
  type PaidSubjectPayments,
  type PaidTake,
  type PayableItem,
  type SettlesVersions,
  type VersionedRun,
  type RefundSplit,
  type SubjectIdCodec,
} from './paid-subject.ts';
