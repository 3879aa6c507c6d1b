import { z } from 'zod';
import { singleLineText } from './common.ts';

/**
 * The audit log (issue #27): every staff action, who did it, when, to what, and the subject's
 * state before → after. Subjects are named by a kind and an id; actions are dotted verbs
 * (`article.publish`, `review.reject`, `member.role`, `rates.change`, `order.refund`…).
 */
export const AUDIT_SUBJECT_KINDS = [
  'article',
  'category',
  'tag',
  'print-issue',
  'print-edition',
  'ad',
  'post',
  'comment',
  'classified',
  'business',
  'event',
  'banner',
  'display-ad',
  'social-request',
  'report',
  'member',
  'rates',
  'order',
  'outbox',
  'banned-word',
  'reject-template',
] as const;
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number];

/** A state as the log keeps it: plain JSON, small (the fields the action changed, not whole rows). */
export type AuditState = Record<string, unknown> | null;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.object({ id: z.number().int(), name: z.string(), role: z.string() }).nullable(),
    action: z.string(),
    subject: z.object({ kind: z.enum(AUDIT_SUBJECT_KINDS), id: z.string() }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const auditQuerySchema = z.object({
  actor: z.coerce.number().int().positive().optional(),
  action: singleLineText().trim().max(60).optional(),
  kind: z.enum(AUDIT_SUBJECT_KINDS).optional(),
  subject: singleLineText().trim().max(40).optional(),
  /** Days on Chicago's calendar, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Keyset: the page's last entry, as `<ms>.<id>` (the previous page's `next`). */
  cursor: z.string().regex(/^\d{1,15}\.\d{1,10}$/).optional(),
});

export const auditPageSchema = z
  .object({ data: z.array(auditEntrySchema), next: z.string().nullable() })
  .meta({ id: 'AuditPage' });

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
