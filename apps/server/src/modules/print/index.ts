/**
 * The print module as others see it: the editions and the issues to come (what anything printed
 * books), the bookings of everything printed (the one place that reads and writes them with the
 * issues they hold), and the weekly rhythm the schedule is planned by (the demo seed uses it).
 */
export { deadlineFor, weeklyIssues, type Cadence, type PlannedIssue } from './cadence.ts';
export { SCHEDULE_HORIZON_WEEKS, type Edition, type PrintService } from './service.ts';
export {
  createPrintBookings,
  type BookedRunRow,
  type ClassifiedBooking,
  type ClassifiedLedger,
  type DisplayAdLedger,
  type PrintBookings,
  type RunRow,
  type TearSheetClaim,
} from './bookings.ts';
