import { addDays } from './print-schedule.ts';

/**
 * Where a chosen day (YYYY-MM-DD, Chicago) falls against a window that opens today and closes
 * `daysAhead` days later: a banner's first day, a social post's day (decision 044: a rule the
 * form tells before sending and the server refuses alike, written once).
 */
export function dayWindow(day: string, today: string, daysAhead: number): 'past' | 'too-far' | null {
  if (day < today) return 'past';
  if (day > addDays(today, daysAhead)) return 'too-far';
  return null;
}
