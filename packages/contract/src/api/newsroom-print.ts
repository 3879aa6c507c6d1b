import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../limits.ts';
import { isCalendarDate } from './print.ts';
import { imageSchema, paginated, singleLineText } from './common.ts';
import { printIssueSchema } from './issues.ts';

/**
 * The newsroom's print desk (issue #27, decision 060): the schedule per edition with what is
 * booked into each issue, moving and cancelling issues, holidays, publishing an issue's PDF into
 * the archive, and the archive's links between print and web.
 */

/** The largest PDF an editor may publish. */
export const PRINT_PDF_MAX_BYTES = 20 * 1024 * 1024;
/** Articles one issue may list. */
export const ISSUE_ARTICLES_MAX = 60;
/** Archive results the search page shows beside the articles. */
export const ARCHIVE_IN_SEARCH = 4;
export const PRINT_NOTE_MAX = 120;

const calendarDay = z.string().refine(isCalendarDate, { error: 'validation-invalid' });
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation-invalid' });

export const newsroomBookingSchema = z
  .object({
    kind: z.enum(['classified', 'display-ad']),
    id: z.number().int(),
    title: z.string(),
    status: z.string().describe("The item's own state (running, awaiting_review, approved…)"),
    /** A paid booking (a classified's held booking only keeps its place until the deadline). */
    paid: z.boolean(),
  })
  .meta({ id: 'NewsroomBooking' });

export const newsroomIssueSchema = z
  .object({
    id: z.number().int(),
    edition: z.string(),
    date: z.string().describe('YYYY-MM-DD (Chicago)'),
    deadline_at: z.string().describe('ISO 8601 instant'),
    status: z.enum(['scheduled', 'cancelled']),
    cancel_kind: z.enum(['holiday', 'cancelled']).nullable(),
    note: z.string().nullable(),
    archive: z.object({ id: z.number().int(), number: z.number().int() }).nullable(),
    actions: z.object({ move: z.boolean(), cancel: z.boolean(), publish: z.boolean() }),
    counts: z.object({ classifieds: z.number().int(), display_ads: z.number().int() }),
    bookings: z.array(newsroomBookingSchema),
  })
  .meta({ id: 'NewsroomIssue' });

export const newsroomScheduleSchema = z
  .object({
    today: z.string(),
    editions: z.array(z.object({ slug: z.string(), name: z.string(), issues: z.array(newsroomIssueSchema) })),
    /** The archive's next issue number (what publishing gives by default). */
    next_number: z.number().int(),
  })
  .meta({ id: 'NewsroomSchedule' });

export const moveIssueSchema = z.object({
  date: calendarDay,
  deadline_date: calendarDay,
  deadline_time: timeOfDay,
});

export const cancelIssueSchema = z.object({
  kind: z.enum(['holiday', 'cancelled']),
  note: singleLineText().trim().max(PRINT_NOTE_MAX).default(''),
});

export const cancelIssueResultSchema = z
  .object({
    issue: newsroomIssueSchema,
    moved: z.array(z.object({ kind: z.enum(['classified', 'display-ad']), id: z.number().int(), to: z.object({ id: z.number().int(), date: z.string() }) })),
  })
  .meta({ id: 'CancelIssueResult' });

export const issueArticlesSchema = z.object({
  article_ids: z.array(z.number().int().min(1)).max(ISSUE_ARTICLES_MAX),
});

/** What ran in a printed issue: its articles (linked by an editor) and the ads booked into it. */
export const printedContentSchema = z
  .object({
    articles: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string().nullable() })),
    classifieds: z.array(z.object({ id: z.number().int(), title: z.string() })),
    display_ads: z.array(z.object({ id: z.number().int(), title: z.string() })),
  })
  .meta({ id: 'PrintedContent' });

export const printIssueDetailSchema = printIssueSchema.extend({ ran: printedContentSchema }).meta({ id: 'PrintIssueDetail' });

export const archiveSearchQuerySchema = z.object({
  q: singleLineText().trim().min(1).max(SEARCH_QUERY_MAX),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(12),
});

export const archiveHitSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    title: z.string(),
    published_on: z.string(),
    pages: z.number().int(),
    cover: imageSchema,
    pdf_url: z.string(),
    /** Escaped text with the matches wrapped in <mark>…</mark>; nothing else is markup. */
    snippet: z.string(),
  })
  .meta({ id: 'ArchiveHit' });

export const archiveSearchResponseSchema = paginated(archiveHitSchema).extend({ query: z.string() });

export type NewsroomBooking = z.infer<typeof newsroomBookingSchema>;
export type NewsroomIssue = z.infer<typeof newsroomIssueSchema>;
export type NewsroomSchedule = z.infer<typeof newsroomScheduleSchema>;
export type MoveIssueInput = z.infer<typeof moveIssueSchema>;
export type CancelIssueInput = z.infer<typeof cancelIssueSchema>;
export type CancelIssueResult = z.infer<typeof cancelIssueResultSchema>;
export type PrintedContent = z.infer<typeof printedContentSchema>;
export type PrintIssueDetail = z.infer<typeof printIssueDetailSchema>;
export type ArchiveHit = z.infer<typeof archiveHitSchema>;
export type ArchiveSearchResponse = z.infer<typeof archiveSearchResponseSchema>;
