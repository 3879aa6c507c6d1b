import { SEARCH_QUERY_MAX } from '../limits.ts';

/** Search runs only on non-empty trimmed text (spec §5); null means "do not search". */
export function normalizeSearchText(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX).trim();
  return trimmed === '' ? null : trimmed;
}
