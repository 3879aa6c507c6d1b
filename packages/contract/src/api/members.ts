import { z } from 'zod';
import { ORDER_STATUSES } from '../rules/orders.ts';
import { ROLES, DELETE_CONFIRMATION } from './auth.ts';
import { singleLineText } from './common.ts';

/**
 * The newsroom's members (issue #27, decision 061): admins find an account by name, phone (typed
 * any way the contract's phone rules read) or e-mail (any case), read what it holds, and change its
 * role, end its sessions or erase it as its owner could. Every write is audited.
 */
export const MEMBERS_PAGE_SIZE = 25;
export const REASON_MAX = 300;

export const membersQuerySchema = z.object({
  /** A name, a phone number however typed, or an e-mail address (or its start). */
  q: singleLineText().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  /** Keyset: the id of the last member of the previous page (members come newest first). */
  cursor: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type MembersQuery = z.infer<typeof membersQuerySchema>;

export const memberSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    active: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'MemberSummary' });

export const membersPageSchema = z
  .object({ data: z.array(memberSummarySchema), next: z.number().int().nullable() })
  .meta({ id: 'MembersPage' });

/** The kinds of content a member may own, each counted on their page. */
export const MEMBER_CONTENT_KINDS = ['feed-posts', 'classifieds', 'businesses', 'events', 'banners', 'display-ads', 'social-requests'] as const;
export type MemberContentKind = (typeof MEMBER_CONTENT_KINDS)[number];

export const memberDetailSchema = z
  .object({
    member: memberSummarySchema.extend({
      email_verified: z.boolean(),
      phone_verified: z.boolean(),
      balance_cents: z.number().int(),
      locale: z.string(),
      deleted_at: z.string().nullable(),
      providers: z.array(z.string()),
    }),
    content: z.array(
      z.object({
        kind: z.enum(MEMBER_CONTENT_KINDS),
        count: z.number().int(),
        /** The newest few, where they have a page of their own. */
        latest: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() })),
      }),
    ),
    orders: z.array(
      z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES), total_cents: z.number().int(), refunded_cents: z.number().int(), created_at: z.string() }),
    ),
    sessions: z.array(
      z.object({ method: z.string(), device: z.string().nullable(), created_at: z.string(), last_seen_at: z.string(), expires_at: z.string() }),
    ),
  })
  .meta({ id: 'MemberDetail' });

const reasonField = singleLineText().trim().max(REASON_MAX).optional();

export const memberRoleBodySchema = z.object({ role: z.enum(ROLES), reason: reasonField });
export const memberSignOutBodySchema = z.object({ reason: reasonField });
/** The same typed word as the owner's own deletion (DELETE / УДАЛИТЬ, any case). */
export const memberEraseBodySchema = z.object({
  confirmation: singleLineText({ error: 'error-delete-confirmation' })
    .trim()
    .refine((text) => Object.values(DELETE_CONFIRMATION).some((word) => word.toLowerCase() === text.toLowerCase()), { error: 'error-delete-confirmation' }),
  reason: reasonField,
});

export const memberActionResponseSchema = z
  .object({ ok: z.literal(true), sessions_ended: z.number().int().optional() })
  .meta({ id: 'MemberActionResult' });

export type MemberSummary = z.infer<typeof memberSummarySchema>;
export type MembersPage = z.infer<typeof membersPageSchema>;
export type MemberDetail = z.infer<typeof memberDetailSchema>;
export type MemberRoleBody = z.input<typeof memberRoleBodySchema>;
export type MemberEraseBody = z.input<typeof memberEraseBodySchema>;
