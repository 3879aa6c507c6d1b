import type { Page } from '../api/common.ts';
import { PAGE_MAX } from '../limits.ts';

/** `?page=` as an address gives it: a whole number from 1 to PAGE_MAX written plainly, else null. */
export function pageNumber(raw: string | null | undefined): number | null {
  if (raw == null || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= PAGE_MAX ? page : null;
}

/** The page envelope the API answers lists with (spec §7: data and last_page). */
export function pageOf<T>(data: T[], page: number, perPage: number, total: number): Page<T> {
  return { data, current_page: page, last_page: lastPage(total, perPage), per_page: perPage, total };
}

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function offsetOf(page: number, perPage: number): number {
  return (Math.max(1, page) - 1) * perPage;
}

/**
 * Page numbers to show in a pager: the first, the last, and a window around the
 * current page, with null where numbers are skipped.
 */
export function pageWindow(current: number, last: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    const near = Math.abs(page - current) <= radius;
    if (page === 1 || page === last || near) {
      pages.push(page);
    } else if (pages.at(-1) !== null) {
      pages.push(null);
    }
  }
  return pages;
}
