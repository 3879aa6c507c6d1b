import type { siteVisitDays } from '../db/schema/index.ts';
import { addDays, chicagoDay } from '../lib/chicago-time.ts';
import type { Random } from './random.ts';

export type NewVisitDay = typeof siteVisitDays.$inferInsert;

export const VISIT_DAYS = 30;

/** Readers by weekday (Sunday first): the paper comes out on Thursday. */
const WEEKLY_RHYTHM = [0.72, 0.98, 0.95, 1.0, 1.32, 1.22, 0.8];

/** Distinct visitors for each of the 30 Chicago days up to and including today. */
export function generateVisitDays(now: Date, random: Random): NewVisitDay[] {
  const today = chicagoDay(now);
  const rows: NewVisitDay[] = [];
  for (let back = VISIT_DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    // A gentle upward trend over the month, the weekly rhythm and some noise.
    const trend = 0.92 + (0.12 * (VISIT_DAYS - 1 - back)) / (VISIT_DAYS - 1);
    const visitors = Math.round(560 * trend * WEEKLY_RHYTHM[weekday]! * random.float(0.9, 1.1));
    rows.push({ day, visitors: Math.min(900, Math.max(300, visitors)) });
  }
  return rows;
}
