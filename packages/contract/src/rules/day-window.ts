import { addDays } from './print-schedule.ts';

/**
 * Where a chosen day (YYYY-MM-DD, Chicago) falls against a window that opens today and closes
 * `daysAhead` days later: a banner's first day, a social post's day (decision 044: a rule the
 * form tells before sending and the server refuses alike, written once).
 */
export function dayWindow(day: string, today: string, daysAhead: number): 'past' | 'too-far' | null {
  const { min, max } = dayWindowBounds(today, daysAhead);
  if (day < min) return 'past';
  if (day > max) return 'too-far';
  return null;
}

/** The first and the last day the window takes: what a form's date picker offers (its `min` and `max`). */
export function dayWindowBounds(today: string, daysAhead: number): { min: string; max: string } {
  return { min: today, max: addDays(today, daysAhead) };
}
