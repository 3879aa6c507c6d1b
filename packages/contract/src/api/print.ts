import { z } from 'zod';
import { ISO_DATE, type ScheduledIssue } from '../rules/print-schedule.ts';

/** An edition's slug as the schedule and the forms name it. */
export const EDITION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Editions one schedule request may name (the paper has a handful). */
export const SCHEDULE_EDITIONS_MAX = 10;

/** A real calendar day, `YYYY-MM-DD` (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const printEditionSchema = z
  .object({
    slug: z.string(),
    name: z.string().describe("The edition's name in the request's language"),
    issue_weekday: z.number().int().min(1).max(7).describe('The weekday its issues come out on: 1 Monday … 7 Sunday'),
    deadline_days_before: z.number().int().min(0).describe('Booking closes this many days before an issue comes out…'),
    deadline_time: z.string().describe('…at this time of day in Chicago (HH:MM, America/Chicago)'),
  })
  .meta({ id: 'PrintEdition' });

export const printEditionsResponseSchema = z.object({
  data: z.array(printEditionSchema).describe('The editions that print, in the order the paper lists them'),
});

/** The contract's ScheduledIssue as it travels: both sides read the schedule with the same rules. */
export const scheduledIssueSchema = z
  .object({
    id: z.number().int(),
    edition: z.string().describe("The edition's slug"),
    date: z.string().describe('The day the issue comes out, YYYY-MM-DD (Chicago)'),
    deadlineAt: z.string().describe('The booking deadline, an ISO 8601 instant'),
  })
  .meta({ id: 'ScheduledIssue' }) satisfies z.ZodType<ScheduledIssue>;

const editionSlug = z.string().max(40).regex(EDITION_SLUG);

export const printScheduleQuerySchema = z.object({
  edition: z
    .union([editionSlug, z.array(editionSlug).min(1).max(SCHEDULE_EDITIONS_MAX)])
    .optional()
    .describe('Only these editions (repeat the parameter for more than one); every edition that prints when absent'),
  from: z
    .string()
    .refine(isCalendarDate, { error: 'Not a calendar day (YYYY-MM-DD).' })
    .optional()
    .describe('The first day, YYYY-MM-DD; today in Chicago when absent. The answer covers one year from it.'),
});

export const printScheduleResponseSchema = z.object({
  data: z.array(scheduledIssueSchema).describe('Scheduled issues (never cancelled ones), earliest first'),
});

export type PrintEdition = z.infer<typeof printEditionSchema>;
export type PrintEditionsResponse = z.infer<typeof printEditionsResponseSchema>;
export type PrintScheduleQuery = z.infer<typeof printScheduleQuerySchema>;
export type PrintScheduleResponse = z.infer<typeof printScheduleResponseSchema>;
