import type { AuditState } from '@gazeta/contract';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: Json, prefix = '', into: Json = {}): Json {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(inner)) flatten(inner, path, into);
    else into[path] = inner;
  }
  return into;
}

/**
 * The fields two states of a subject differ in, as the audit log keeps them (small: only what
 * changed), nested objects named by dotted paths (`classifieds.word_cents`).
 */
export function changedFields(before: Json, after: Json): { before: NonNullable<AuditState>; after: NonNullable<AuditState> } {
  const was = flatten(before);
  const now = flatten(after);
  const changed: { before: Json; after: Json } = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (JSON.stringify(was[key]) === JSON.stringify(now[key])) continue;
    if (key in was) changed.before[key] = was[key];
    if (key in now) changed.after[key] = now[key];
  }
  return changed;
}
