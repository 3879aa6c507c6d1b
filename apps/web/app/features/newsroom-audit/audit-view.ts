import type { AuditEntry, AuditSubjectKind } from '@gazeta/contract';
import { paths } from '../../lib/paths.ts';

/** Where an audit entry's subject has a page of its own, its address. */
const SUBJECT_PAGES: Partial<Record<AuditSubjectKind, (id: number) => string>> = {
  article: paths.article,
  post: paths.feedPost,
  classified: paths.privateAd,
  business: paths.business,
  event: paths.event,
  member: paths.newsroomMember,
  order: paths.order,
};

export function subjectLink(subject: AuditEntry['subject']): string | null {
  const page = SUBJECT_PAGES[subject.kind];
  return page && /^[1-9]\d{0,9}$/.test(subject.id) ? page(Number(subject.id)) : null;
}

/** One field of a change: its name, and what it was and became (undefined: it had none). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields an entry records, in the order first seen, each with its before → after. */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A recorded value as text: strings as they are, anything else as JSON; none is an em dash. */
export const valueText = (value: unknown): string => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
