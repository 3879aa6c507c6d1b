/**
 * The newsroom's changes to the print schedule (issue #27, decision 060), as both the form and
 * the server check them: an issue's day and booking deadline are Chicago wall-clock values
 * (`YYYY-MM-DD`, `HH:MM`), compared with the Chicago clock of now.
 */

/** Why a move of an issue is refused: each is a translation key (errors.json). */
export type IssueChangeProblem = 'error-print-deadline-after-date' | 'error-print-date-taken' | 'error-print-date-past' | 'error-print-deadline-past';

/** An issue's day and booking deadline as an editor sets them (Chicago's calendar and clocks). */
export interface IssueTiming {
  date: string;
  deadlineDate: string;
  deadlineTime: string;
}

/** Another issue of the same edition, whatever its state (one day holds one issue of an edition). */
export interface EditionDay {
  id: number;
  date: string;
}

const CHICAGO = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Chicago wall clock of an instant: `YYYY-MM-DDTHH:MM`. */
export function chicagoWallClock(at: Date): string {
  const parts = Object.fromEntries(CHICAGO.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

/** An instant's booking deadline as the form shows it (Chicago day and time). */
export function deadlineParts(deadlineAt: string): { deadlineDate: string; deadlineTime: string } {
  const wall = chicagoWallClock(new Date(deadlineAt));
  return { deadlineDate: wall.slice(0, 10), deadlineTime: wall.slice(11, 16) };
}

/**
 * What is wrong with moving issue `id` to `timing` at `now`, keyed by the form's field: the
 * deadline must fall on a day before the issue's, no other issue of the edition may be on that
 * day, and neither the day nor the deadline may be in the past. Empty when the move is fine.
 */
export function issueChangeProblems(
  id: number,
  timing: IssueTiming,
  context: { now: Date; others: readonly EditionDay[] },
): Partial<Record<'date' | 'deadline_date' | 'deadline_time', IssueChangeProblem>> {
  const wall = chicagoWallClock(context.now);
  const today = wall.slice(0, 10);
  const problems: Partial<Record<'date' | 'deadline_date' | 'deadline_time', IssueChangeProblem>> = {};
  if (timing.date < today) problems.date = 'error-print-date-past';
  else if (context.others.some((other) => other.id !== id && other.date === timing.date)) problems.date = 'error-print-date-taken';
  if (timing.deadlineDate >= timing.date) problems.deadline_date = 'error-print-deadline-after-date';
  else if (`${timing.deadlineDate}T${timing.deadlineTime}` <= wall) problems.deadline_time = 'error-print-deadline-past';
  return problems;
}

/** An issue of the schedule as the newsroom sees it (cancelled ones and the archive's link too). */
export interface NewsroomIssueState {
  id: number;
  date: string;
  status: 'scheduled' | 'cancelled';
  published: boolean;
}

/**
 * Where the bookings of a cancelled issue go (decision 060): each ad moves to the first later
 * scheduled, unpublished issue of the same edition that it does not hold already, so that it
 * keeps the number of issues it paid for. Null when the edition has no such issue yet.
 */
export function moveTarget(cancelled: { date: string }, issues: readonly NewsroomIssueState[], held: ReadonlySet<number>): NewsroomIssueState | null {
  return (
    issues
      .filter((issue) => issue.date > cancelled.date && issue.status === 'scheduled' && !issue.published && !held.has(issue.id))
      .toSorted((a, b) => a.date.localeCompare(b.date))[0] ?? null
  );
}

/** The actions an editor may take on an issue now; the server decides by the same table. */
export function issueActions(issue: NewsroomIssueState, today: string): { move: boolean; cancel: boolean; publish: boolean } {
  const open = issue.status === 'scheduled' && !issue.published;
  return { move: open && issue.date >= today, cancel: open && issue.date >= today, publish: open };
}
