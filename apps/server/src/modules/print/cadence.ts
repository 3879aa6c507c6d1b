import { addDays, chicagoInstant, isoWeekday, weekStart } from '../../lib/chicago-time.ts';

/**
 * An edition's weekly rhythm: its issues come out on `issueWeekday` (ISO: 1 Monday … 7 Sunday)
 * and booking closes `deadlineDaysBefore` days earlier at `deadlineTime` (HH:MM) on Chicago's
 * clocks — "out on Thursday, booking closes Monday 17:00" is 4, 3, '17:00'.
 */
export interface Cadence {
  issueWeekday: number;
  deadlineDaysBefore: number;
  deadlineTime: string;
}

export interface PlannedIssue {
  /** YYYY-MM-DD, a Chicago day. */
  publishOn: string;
  deadlineAt: Date;
}

/** The booking deadline of an issue coming out on `publishOn`: right in CST and CDT alike. */
export function deadlineFor(cadence: Cadence, publishOn: string): Date {
  return chicagoInstant(addDays(publishOn, -cadence.deadlineDaysBefore), cadence.deadlineTime.slice(0, 5));
}

/** The first day on or after `day` that is the cadence's weekday. */
export function nextIssueDay(cadence: Cadence, day: string): string {
  return addDays(day, (cadence.issueWeekday - isoWeekday(day) + 7) % 7);
}

/** Every issue of the cadence from `from` to `to` (both included), earliest first. */
export function weeklyIssues(cadence: Cadence, from: string, to: string): PlannedIssue[] {
  const issues: PlannedIssue[] = [];
  for (let day = nextIssueDay(cadence, from); day <= to; day = addDays(day, 7)) {
    issues.push({ publishOn: day, deadlineAt: deadlineFor(cadence, day) });
  }
  return issues;
}

/**
 * What the schedule's extension adds to an edition (decision 021): only weeks after the week of
 * its latest issue, whatever that issue's state — everything up to it is the newsroom's (a
 * cancelled holiday, an issue moved to another day, a week left out stay as they are) — up to
 * `horizon` (a day), and only issues still open for booking at `now`: the job never makes an
 * issue nobody could book.
 */
export function missingIssues(cadence: Cadence, latest: string | null, today: string, horizon: string, now: Date): PlannedIssue[] {
  const after = latest === null ? null : weekStart(latest);
  return weeklyIssues(cadence, today, horizon).filter(
    (issue) => (after === null || weekStart(issue.publishOn) > after) && issue.deadlineAt.getTime() > now.getTime(),
  );
}
