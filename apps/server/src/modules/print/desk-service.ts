import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import {
  addDays,
  deadlineParts,
  issueActions,
  issueChangeProblems,
  moveTarget,
  NEWSROOM_MESSAGES,
  PRINT_PDF_MAX_BYTES,
  type CancelIssueInput,
  type CancelIssueResult,
  type Locale,
  type MoveIssueInput,
  type NewsroomIssue,
  type NewsroomIssueState,
  type NewsroomMessageCode,
  type NewsroomSchedule,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { TAGS, type CacheTags } from '../../lib/cache.ts';
import { chicagoDay, chicagoInstant } from '../../lib/chicago-time.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { requireRung, type Viewer } from '../accounts/index.ts';
import { readIssuePdf, UnreadablePdf, type ArchiveRepository } from '../archive/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { MediaService } from '../media/index.ts';
import type { NewNotification, NotificationsService } from '../notifications/index.ts';
import type { MessageQueue, OutboxMessage } from '../outbox/index.ts';
import { createDeskRepository, type BookingKind, type DeskBookingRow, type DeskIssueRow } from './desk-repository.ts';
import type { PrintService } from './service.ts';

/** The desk shows issues from two weeks back (one left unpublished) on. */
const DESK_PAST_DAYS = 14;

const refusal = (status: number, code: NewsroomMessageCode, field?: string) =>
  new HttpError(status, code, NEWSROOM_MESSAGES[code], field ? { [field]: [{ code, message: NEWSROOM_MESSAGES[code] }] } : undefined);

/** One archive number at a time (any instance): the numbers are unique and follow each other. */
const sqlLockArchive = sql`SELECT pg_advisory_xact_lock(727274060)`;

const stateOf = (row: DeskIssueRow): NewsroomIssueState => ({ id: row.id, date: row.publishOn, status: row.status, published: row.archiveIssueId !== null });

/** A PDF given to publish: its bytes on disk (a multipart upload) and their count. */
export interface PdfUpload {
  path: string;
  bytes: number;
}

export interface DeskDeps {
  db: Db;
  print: PrintService;
  archive: ArchiveRepository;
  media: MediaService;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'record' | 'forget'>;
  outbox: MessageQueue;
  publicUrl: string;
  cacheTags?: CacheTags;
  now?: () => Date;
}

/**
 * The print desk (issue #27, decision 060): editors see the schedule with what each issue
 * carries, move and cancel issues (a cancelled issue's bookings move to the edition's next issue,
 * their owners told), mark holidays, and publish an issue's PDF into the archive. Every change is
 * audited in its transaction.
 */
export function createDeskService(deps: DeskDeps) {
  const { db, print, archive, media, audit, notifications, outbox, publicUrl, cacheTags, now = () => new Date() } = deps;
  const repo = createDeskRepository(db);

  const issueView = (row: DeskIssueRow, bookings: readonly DeskBookingRow[], today: string): NewsroomIssue => {
    const own = bookings.filter((booking) => booking.issue_id === row.id);
    return {
      id: row.id,
      edition: row.edition,
      date: row.publishOn,
      deadline_at: row.deadlineAt.toISOString(),
      status: row.status,
      cancel_kind: row.cancelKind,
      note: row.note,
      archive: row.archiveIssueId === null || row.archiveNumber === null ? null : { id: row.archiveIssueId, number: row.archiveNumber },
      actions: issueActions(stateOf(row), today),
      counts: { classifieds: own.filter((b) => b.kind === 'classified').length, display_ads: own.filter((b) => b.kind === 'display-ad').length },
      bookings: own.map((b) => ({ kind: b.kind, id: Number(b.id), title: b.title, status: b.status, paid: Boolean(b.paid) })),
    };
  };

  async function oneIssue(id: number): Promise<NewsroomIssue> {
    const row = await repo.issueById(id);
    if (!row) throw notFound('No such issue.');
    return issueView(row, await repo.bookings([id]), chicagoDay(now()));
  }

  const changed = () => cacheTags?.invalidate([TAGS.printSchedule, TAGS.archive]);

  return {
    async schedule(viewer: Viewer | null, locale: Locale): Promise<NewsroomSchedule> {
      requireRung(viewer, 'editor');
      const today = chicagoDay(now());
      const [editions, rows, nextNumber] = await Promise.all([print.editions(), repo.issuesFrom(addDays(today, -DESK_PAST_DAYS)), archive.nextNumber()]);
      const bookings = await repo.bookings(rows.map((row) => row.id));
      return {
        today,
        next_number: nextNumber,
        editions: editions.map((edition) => ({
          slug: edition.slug,
          name: locale === 'en' ? edition.nameEn : edition.nameRu,
          issues: rows.filter((row) => row.edition === edition.slug).map((row) => issueView(row, bookings, today)),
        })),
      };
    },

    /** A new day and deadline for an issue (the contract's rules), audited. */
    async move(viewer: Viewer | null, id: number, input: MoveIssueInput): Promise<NewsroomIssue> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      await db.transaction(async (tx) => {
        const row = await repo.lockIssue(tx, id);
        if (!row) throw notFound('No such issue.');
        if (!issueActions(stateOf(row), chicagoDay(at)).move) throw refusal(409, 'error-print-issue-closed');
        const others = (await repo.editionIssues(tx, row.edition)).map((issue) => ({ id: issue.id, date: issue.publishOn }));
        const problems = issueChangeProblems(id, { date: input.date, deadlineDate: input.deadline_date, deadlineTime: input.deadline_time }, { now: at, others });
        const fields = Object.entries(problems);
        if (fields.length > 0) {
          const [, first] = fields[0]!;
          throw new HttpError(422, first!, NEWSROOM_MESSAGES[first!], Object.fromEntries(fields.map(([field, code]) => [field, [{ code: code!, message: NEWSROOM_MESSAGES[code!] }]])));
        }
        const deadlineAt = chicagoInstant(input.deadline_date, input.deadline_time);
        await repo.moveIssue(tx, id, input.date, deadlineAt);
        await audit.record(tx, {
          by,
          action: 'print-issue.move',
          subject: { kind: 'print-issue', id },
          before: { date: row.publishOn, deadline_at: row.deadlineAt.toISOString() },
          after: { date: input.date, deadline_at: deadlineAt.toISOString() },
        });
      });
      changed();
      return oneIssue(id);
    },

    /**
     * Cancels an issue (a holiday, or another reason). Every ad booked into it moves to the first
     * later scheduled issue of the edition it does not hold yet, so it keeps the issues it paid
     * for; its owner is told in the bell and by e-mail in their language. Refused (409) when some
     * ad would have nowhere to go: nothing booked is dropped.
     */
    async cancel(viewer: Viewer | null, id: number, input: CancelIssueInput): Promise<CancelIssueResult> {
      const by = requireRung(viewer, 'editor');
      const at = now();
      const moved: CancelIssueResult['moved'] = [];
      let mails: number[] = [];
      const notes: NewNotification[] = [];
      await db.transaction(async (tx) => {
        const row = await repo.lockIssue(tx, id);
        if (!row) throw notFound('No such issue.');
        if (!issueActions(stateOf(row), chicagoDay(at)).cancel) throw refusal(409, 'error-print-issue-closed');
        const edition = (await repo.editionIssues(tx, row.edition)).map(stateOf);
        const bookings = await repo.bookings([id], tx);
        const messages: OutboxMessage[] = [];
        for (const kind of ['classified', 'display-ad'] as const satisfies readonly BookingKind[]) {
          const ofKind = bookings.filter((booking) => booking.kind === kind);
          const held = await repo.heldBy(tx, kind, ofKind.map((booking) => Number(booking.id)));
          for (const booking of ofKind) {
            const target = moveTarget({ date: row.publishOn }, edition, held.get(Number(booking.id)) ?? new Set());
            if (!target) throw refusal(409, 'error-print-no-next-issue');
            await repo.moveBooking(tx, kind, Number(booking.id), id, target.id);
            moved.push({ kind, id: Number(booking.id), to: { id: target.id, date: target.date } });
            const values = { title: booking.title, from: row.publishOn, to: target.date, link: `${publicUrl}${kind === 'classified' ? '/profile/classifields' : '/profile/advertising'}` };
            notes.push({
              userId: Number(booking.owner_id),
              type: 'print_issue_moved',
              data: { content_preview: `${row.publishOn} → ${target.date}`, post_id: null, post_title: booking.title, rejection_reason: null },
              createdAt: at,
            });
            messages.push({
              userId: Number(booking.owner_id),
              kind: 'print-issue-moved',
              key: `print-issue-moved:${id}:${kind}:${booking.id}`,
              subject: 'newsroom:print.mail.subject',
              body: 'newsroom:print.mail.body',
              values,
            });
          }
        }
        await repo.cancelIssue(tx, id, input.kind, input.note || null);
        await notifications.record(tx, notes);
        mails = await outbox.enqueue(tx, messages);
        await audit.record(tx, {
          by,
          action: input.kind === 'holiday' ? 'print-issue.holiday' : 'print-issue.cancel',
          subject: { kind: 'print-issue', id },
          before: { status: row.status },
          after: { status: 'cancelled', kind: input.kind, moved: moved.length },
          reason: input.note || null,
        });
      });
      notifications.forget(notes.map((note) => note.userId));
      changed();
      await outbox.deliver(mails);
      return { issue: await oneIssue(id), moved };
    },

    /**
     * Publishes an issue: its PDF read (page count, text, the front page drawn as the cover), the
     * cover re-encoded by the image pipeline, the archive's new issue written and the schedule's
     * issues of that day linked to it, audited. A PDF that cannot be read is a 422.
     */
    async publish(viewer: Viewer | null, id: number, upload: PdfUpload, lang: 'ru' | 'en' | 'lt'): Promise<{ id: number; number: number }> {
      const by = requireRung(viewer, 'editor');
      if (upload.bytes > PRINT_PDF_MAX_BYTES) throw refusal(413, 'error-print-pdf-too-large', 'pdf');
      const bytes = new Uint8Array(await readFile(upload.path));
      const scheduled = await repo.issueById(id);
      if (!scheduled) throw notFound('No such issue.');
      if (!issueActions(stateOf(scheduled), chicagoDay(now())).publish) throw refusal(409, 'error-print-issue-closed');
      if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw refusal(422, 'error-print-pdf-invalid', 'pdf');
      let pdf;
      try {
        pdf = await readIssuePdf(bytes);
      } catch (error) {
        if (error instanceof UnreadablePdf) throw refusal(422, 'error-print-pdf-invalid', 'pdf');
        throw error;
      }
      const cover = await media.storeImage(pdf.cover);
      const file = await media.storePdf(bytes);
      try {
        const published = await db.transaction(async (tx) => {
          const row = await repo.lockIssue(tx, id);
          if (!row || !issueActions(stateOf(row), chicagoDay(now())).publish) throw refusal(409, 'error-print-issue-closed');
          if ((await repo.archiveOfDay(tx, row.publishOn)) !== null) throw refusal(409, 'error-print-issue-closed');
          await tx.execute(sqlLockArchive);
          const number = await archive.nextNumber(tx);
          const archiveId = await archive.insert(tx, {
            number,
            title: `Gazeta No. ${number}`,
            publishedOn: row.publishOn,
            pages: pdf.pages,
            coverId: cover.id,
            pdfId: file.id,
            lang,
            textContent: pdf.text,
          });
          const linked = await repo.linkPublished(tx, row.publishOn, archiveId);
          await audit.record(tx, {
            by,
            action: 'print-issue.publish',
            subject: { kind: 'print-issue', id },
            before: { archive: null },
            after: { archive: archiveId, number, pages: pdf.pages, linked },
          });
          return { id: archiveId, number };
        });
        changed();
        return published;
      } catch (error) {
        await media.release([cover.id, file.id]);
        throw error;
      }
    },

    /** The articles that ran in an archive issue become these (an editor's choice), audited. */
    async linkArticles(viewer: Viewer | null, archiveId: number, articleIds: readonly number[]): Promise<number[]> {
      const by = requireRung(viewer, 'editor');
      const wanted = [...new Set(articleIds)].toSorted((a, b) => a - b);
      const known = await archive.existingArticles(wanted);
      if (wanted.some((articleId) => !known.has(articleId))) throw refusal(422, 'error-print-article-unknown', 'article_ids');
      await db.transaction(async (tx) => {
        const before = await archive.replaceArticles(tx, archiveId, wanted);
        if (!before) throw notFound('No such issue.');
        await audit.record(tx, { by, action: 'print-issue.articles', subject: { kind: 'print-issue', id: `archive:${archiveId}` }, before: { articles: before }, after: { articles: wanted } });
      });
      cacheTags?.invalidate([TAGS.archive, ...wanted.map((articleId) => TAGS.article(articleId))]);
      return wanted;
    },

    /** An issue's deadline as the move form starts from. */
    deadlineParts,
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
