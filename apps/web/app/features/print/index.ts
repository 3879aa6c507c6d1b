/**
 * The print schedule in the web app: what a route composes into its pages (a feature never
 * imports another, so the ad form gets these from its route): the countdown to the next issue's
 * deadline, and the loader helper and hook that read the schedule through the API client.
 * Its texts are on demand: a route that shows the countdown also returns
 * `printMessages: printMessages(context)` (print-messages.server.ts) from its loader.
 */
export { getEditions } from './api/get-editions.ts';
export { getSchedule, type ScheduleQuery } from './api/get-schedule.ts';
export { NextIssueCountdown, type NextIssueCountdownProps } from './components/next-issue-countdown.tsx';
export { deadlineWeekday, durationParts, formatDayMonth, formatDeadline, formatIssueDay, formatWallTime } from './format.ts';
export { useMinuteClock } from './hooks/use-minute-clock.ts';
export { usePrintSchedule, type PrintScheduleState } from './hooks/use-print-schedule.ts';
export { loadPrintSchedule, type PrintScheduleData } from './load-print-schedule.ts';
export { PRINT_STYLESHEET } from './styles.ts';
