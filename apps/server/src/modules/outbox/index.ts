/** The outbox as other modules see it: messages written with a change, delivered after it (decision 047). */
export type { MessageQueue, Outbox, OutboxMessage, OutboxReader } from './service.ts';
export type { MessageContent, MessageValue } from '../../db/schema/index.ts';
