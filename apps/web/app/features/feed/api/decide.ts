import type { ModerationDecision, ModerationKind } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Approve, or reject with a reason, a queued post or comment. */
export const decide = (api: Api, kind: ModerationKind, id: number, decision: ModerationDecision) =>
  api.post<unknown>(`/api/forum/moderation/${kind}/${id}`, decision);
