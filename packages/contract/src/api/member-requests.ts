import { z } from 'zod';

/**
 * One list of a member's paid requests of every kind with their states (issue #16, "the profile
 * list of the member's requests with their states"): banners, display ads, social-posting
 * requests and the paper by mail, each in the same few states, newest first, each leading to its
 * own page. Classifieds, businesses and events keep their own lists (they are not requests to the
 * newsroom but the member's own listings).
 *
 * GET /api/me/requests   memberRequestsResponseSchema
 */

export const MEMBER_REQUEST_KINDS = ['banner', 'display_ad', 'social_request', 'print_subscription'] as const;
export type MemberRequestKind = (typeof MEMBER_REQUEST_KINDS)[number];

/** The states every kind is told in: to pay, with the newsroom, booked for later, running, done, not accepted, cancelled. */
export const MEMBER_REQUEST_STATES = ['awaiting_payment', 'awaiting_review', 'scheduled', 'running', 'done', 'rejected', 'cancelled'] as const;
export type MemberRequestState = (typeof MEMBER_REQUEST_STATES)[number];

export const memberRequestSchema = z
  .object({
    kind: z.enum(MEMBER_REQUEST_KINDS),
    id: z.number().int(),
    title: z.string().describe("The banner's title, the display ad's item, the post's first words, or the paper's delivery name"),
    state: z.enum(MEMBER_REQUEST_STATES),
    starts_on: z.string().nullable().describe('YYYY-MM-DD: the run, issue, post or delivery begins (Chicago)'),
    ends_on: z.string().nullable().describe('YYYY-MM-DD: the last day, when known'),
    price_cents: z.number().int(),
    order_id: z.number().int().nullable().describe('the order waiting for payment, if any'),
    created_at: z.string(),
  })
  .meta({ id: 'MemberRequest' });
export type MemberRequest = z.infer<typeof memberRequestSchema>;

export const memberRequestsResponseSchema = z.object({ data: z.array(memberRequestSchema), today: z.string() });
export type MemberRequestsResponse = z.infer<typeof memberRequestsResponseSchema>;

/** A kind's own status, with its dates, in the common states. `issues` counts a display ad's booked and printed issues. */
export function memberRequestState(
  kind: MemberRequestKind,
  row: { status: string; startsOn: string | null; endsOn: string | null; today: string; issues?: { due: number; out: number } },
): MemberRequestState {
  const { status, startsOn, endsOn, today } = row;
  if (status === 'awaiting_payment') return 'awaiting_payment';
  if (status === 'rejected') return 'rejected';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'awaiting_review' || status === 'awaiting_publication') return 'awaiting_review';
  if (status === 'published') return 'done';
  if (kind === 'display_ad') {
    const issues = row.issues ?? { due: 0, out: 0 };
    return issues.out === 0 ? 'scheduled' : issues.out >= issues.due ? 'done' : 'running';
  }
  if (startsOn !== null && startsOn > today) return 'scheduled';
  if (endsOn !== null && endsOn < today) return 'done';
  return 'running';
}
