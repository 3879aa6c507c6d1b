import { memberRequestState, type MemberRequestsResponse } from '@gazeta/contract';
import { chicagoDay } from '../../lib/chicago-time.ts';
import type { Viewer } from '../accounts/index.ts';
import type { MemberRequestsRepository } from './repository.ts';

/** The member's paid requests of every kind in one list, each in the common states (issue #16). */
export function createMemberRequestsService(deps: { repo: MemberRequestsRepository; now?: () => Date }) {
  const { repo, now = () => new Date() } = deps;
  return {
    async mine(viewer: Viewer): Promise<MemberRequestsResponse> {
      const today = chicagoDay(now());
      const rows = await repo.ownedBy(viewer.id, today);
      return {
        today,
        data: rows.map((row) => ({
          kind: row.kind,
          id: row.id,
          title: row.title,
          state: memberRequestState(row.kind, {
            status: row.status,
            startsOn: row.starts_on,
            endsOn: row.ends_on,
            today,
            ...(row.issues_due === null ? {} : { issues: { due: Number(row.issues_due), out: Number(row.issues_out ?? 0) } }),
          }),
          starts_on: row.starts_on,
          ends_on: row.ends_on,
          price_cents: Number(row.price_cents),
          order_id: row.status === 'awaiting_payment' && row.order_id !== null ? Number(row.order_id) : null,
          created_at: new Date(row.created_at).toISOString(),
        })),
      };
    },
  };
}

export type MemberRequestsService = ReturnType<typeof createMemberRequestsService>;
