import { HTTP_ERROR_CODES, type Locale, type PrintEdition, type ScheduledIssue } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { TAGS, type CacheTags } from '../../lib/cache.ts';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import { VALIDATION_MESSAGE } from '../../lib/error-handler.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { missingIssues, type Cadence } from './cadence.ts';
import { createPrintRepository, type EditionRow, type ScheduleRow } from './repository.ts';

/** How far ahead the schedule keeps itself: 12 weekly issues of each edition (issue #14). */
export const SCHEDULE_HORIZON_WEEKS = 12;

export interface Edition extends Cadence {
  slug: string;
  nameEn: string;
  nameRu: string;
}

const editionOf = (row: EditionRow): Edition => ({
  slug: row.slug,
  nameEn: row.nameEn,
  nameRu: row.nameRu,
  issueWeekday: row.issueWeekday,
  deadlineDaysBefore: row.deadlineDaysBefore,
  // PostgreSQL answers a time as HH:MM:SS.
  deadlineTime: row.deadlineTime.slice(0, 5),
});

const issueOf = (row: ScheduleRow): ScheduledIssue => ({
  id: row.id,
  edition: row.edition,
  date: row.publishOn,
  deadlineAt: row.deadlineAt.toISOString(),
});

/** An edition as the API shows it, named in the reader's language. */
export function editionView(edition: Edition, locale: Locale): PrintEdition {
  return {
    slug: edition.slug,
    name: locale === 'en' ? edition.nameEn : edition.nameRu,
    issue_weekday: edition.issueWeekday,
    deadline_days_before: edition.deadlineDaysBefore,
    deadline_time: edition.deadlineTime,
  };
}

/**
 * The print schedule (ARCHITECTURE.md "Money and the print schedule"): the editions and the
 * issues to come, each with its booking deadline. Anything printed books issues from it.
 */
export function createPrintService(deps: { db: Db; now?: () => Date; cacheTags?: CacheTags }) {
  const { now = () => new Date(), cacheTags } = deps;
  const repo = createPrintRepository(deps.db);

  /** In `tx` when given: a booking's transaction reads the schedule it books from. */
  async function editions(tx?: Db): Promise<Edition[]> {
    return (await repo.activeEditions(tx)).map(editionOf);
  }

  return {
    /** The editions that print, in the paper's order. */
    editions,

    /** Today in Chicago: where the schedule starts unless asked otherwise. */
    today: (): string => chicagoDay(now()),

    /**
     * Scheduled (not cancelled) issues of the editions that print, of `editions` only when given,
     * coming out on `from` (default: today in Chicago) or later, up to `to` when given; earliest first.
     * An issue whose deadline has passed is still in it: `openIssues` tells what can be booked.
     */
    async schedule(options: { editions?: readonly string[] | undefined; from?: string | undefined; to?: string | undefined; tx?: Db } = {}): Promise<ScheduledIssue[]> {
      const from = options.from ?? chicagoDay(now());
      const rows = await repo.schedule({ from, to: options.to, ...(options.editions ? { editions: options.editions } : {}) }, options.tx);
      return rows.map(issueOf);
    },

    /**
     * The issues anything printed can book at `at`: scheduled, of an edition that prints, their
     * deadline ahead; earliest first. In a booking's transaction (`tx`, `lock`) they are held
     * against a change of the schedule until the booking commits.
     */
    async openIssues(at: Date, options: { tx?: Db; lock?: boolean } = {}): Promise<ScheduledIssue[]> {
      return (await repo.openIssues(at, options.tx ?? deps.db, options.lock ?? false)).map(issueOf);
    },

    /** Every edition's names in both languages, printing or not. */
    editionNames: () => repo.editionNames(),

    /** One issue's edition and day (a mailing list's, a tear sheet's), whatever its state. */
    issue: (id: number) => repo.issueById(id),

    /** 422 on `field` unless every slug names an edition that prints. */
    async requireEditions(slugs: readonly string[], field = 'edition'): Promise<void> {
      const known = new Set((await editions()).map((edition) => edition.slug));
      const unknown = slugs.filter((slug) => !known.has(slug));
      if (unknown.length === 0) return;
      throw new HttpError(422, HTTP_ERROR_CODES.validation, VALIDATION_MESSAGE, {
        [field]: [{ code: 'validation-invalid', message: `No edition prints as ${unknown.join(', ')}.` }],
      });
    },

    /**
     * Keeps the schedule `weeks` ahead (decision 021): adds, for each edition that prints, the
     * weekly issues after its latest one up to today + `weeks` weeks, on its weekday and with its
     * deadline. Never changes, cancels or fills in what is there. Idempotent; any number of
     * instances may run it at once (each edition is extended under its row lock, and a day an
     * edition already has is never added twice). Returns the issues it added.
     */
    async extend(options: { weeks?: number } = {}): Promise<ScheduledIssue[]> {
      const at = now();
      const today = chicagoDay(at);
      const horizon = addDays(today, 7 * (options.weeks ?? SCHEDULE_HORIZON_WEEKS));
      const added = await repo.withEditionsToExtend(async (rows, tx) => {
        const latest = await tx.latestIssueDays(rows.map((row) => row.slug));
        const planned = rows.flatMap((row) =>
          missingIssues(editionOf(row), latest.get(row.slug) ?? null, today, horizon, at).map((issue) => ({ edition: row.slug, ...issue })),
        );
        return tx.insertIssues(planned);
      });
      if (added.length > 0) cacheTags?.invalidate([TAGS.printSchedule]);
      return added.map(issueOf).toSorted((a, b) => a.date.localeCompare(b.date) || a.edition.localeCompare(b.edition));
    },
  };
}

export type PrintService = ReturnType<typeof createPrintService>;
