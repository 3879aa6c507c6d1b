/** The orders module as other modules see it: making orders for their subjects, and hearing when they are paid. */
export type { NewLineInput, OrdersService } from './service.ts';
export type { PaidAnswer, RefundInfo, SubjectHooks, SubjectLine, SubjectOrder } from './subjects.ts';
export { giveUpOrder } from './give-up.ts';
