import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ArchiveSearchResponse, CancelIssueResult, NewsroomIssue, NewsroomSchedule, PrintIssueDetail } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, multipart, type Client, type Part } from '../../test/client.ts';
import { member, staff } from '../../test/factories.ts';
import { body, expectError } from '../../test/http.ts';

/** The print desk (issue #27, decision 060): every endpoint by role, its rules, cancelling, publishing from a PDF, search. */

let t: TestApp;
let c: Client;
let clock: Date;
let editor: string;
let admin: string;
let moderator: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // An hour after the demo was seeded (a Thursday morning in Chicago).
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  [editor, admin, moderator, reader] = [await staff(t, 'editor'), await staff(t, 'admin'), await staff(t, 'moderator'), (await member(t)).cookie];
});
afterAll(() => t?.close());

const rows = async <T extends Record<string, unknown>>(query: string): Promise<T[]> => t.database.query<T>(query);

async function issuePdf(lines: string[], pages = 3): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < pages; n++) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(n === 0 ? line : `Page ${n + 1}: ${line}`, { x: 40, y: 780 - i * 24, size: 16, font }));
  }
  return Buffer.from(await document.save());
}

const pdfPart = (data: Buffer, filename = 'issue.pdf'): Part => ['pdf', { data, filename, type: 'application/pdf' }];
const schedule = async (cookie = editor) => body<NewsroomSchedule>(await c.get('/api/newsroom/print', cookie));
const issuesOf = (desk: NewsroomSchedule, edition?: string) => desk.editions.filter((e) => !edition || e.slug === edition).flatMap((e) => e.issues);
const auditOf = (action: string, id: number | string) =>
  rows<{ actor_id: number; before: Record<string, unknown>; after: Record<string, unknown>; reason: string | null }>(
    `SELECT actor_id, before, after, reason FROM audit_log WHERE action = '${action}' AND subject_kind = 'print-issue' AND subject_id = '${id}'`,
  );

/** A future issue nobody booked, to move or cancel freely. */
const freeIssue = async (skip = 0): Promise<NewsroomIssue> => {
  const free = issuesOf(await schedule()).filter((issue) => issue.actions.move && issue.bookings.length === 0 && issue.date > '2026-12-01');
  return free[skip]!;
};

describe('who may use the desk', () => {
  it('answers 401 signed out and 403 to a member and a moderator, on every endpoint', async () => {
    const desk = await schedule();
    const id = issuesOf(desk)[0]!.id;
    const calls = [
      (cookie?: string) => c.get('/api/newsroom/print', cookie),
      (cookie?: string) => t.app.inject({ method: 'PATCH', url: `/api/newsroom/print/issues/${id}`, headers: cookie ? { cookie } : {}, payload: { date: '2027-01-01', deadline_date: '2026-12-28', deadline_time: '17:00' } }),
      (cookie?: string) => c.post(`/api/newsroom/print/issues/${id}/cancel`, cookie, { kind: 'holiday' }),
      (cookie?: string) => t.app.inject({ method: 'PUT', url: '/api/newsroom/print/archive/1/articles', headers: cookie ? { cookie } : {}, payload: { article_ids: [] } }),
      async (cookie?: string) => c.form(`/api/newsroom/print/issues/${id}/publish`, cookie, [pdfPart(await issuePdf(['x']))]),
    ];
    for (const call of calls) {
      expectError(await call(), 401, 'notification-auth-error');
      expectError(await call(reader), 403, 'error-editor-only');
      expectError(await call(moderator), 403, 'error-editor-only');
    }
    // Nothing changed.
    expect(await rows(`SELECT 1 FROM audit_log WHERE subject_kind = 'print-issue'`)).toEqual([]);
  });

  it('shows editors and admins each edition with its issues, states and bookings', async () => {
    for (const cookie of [editor, admin]) {
      const desk = await schedule(cookie);
      expect(desk.editions.map((e) => e.slug).length).toBeGreaterThan(0);
      const issues = issuesOf(desk);
      expect(issues.some((issue) => issue.archive !== null)).toBe(true);
      const booked = issues.find((issue) => issue.bookings.length > 0)!;
      expect(booked.counts.classifieds + booked.counts.display_ads).toBe(booked.bookings.length);
      expect(desk.next_number).toBe(1251);
    }
    const [sample] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM classified_bookings`);
    expect(sample!.n).toBeGreaterThan(0);
  });
});

describe('moving an issue', () => {
  it('moves it to a free day with a deadline before it, audited', async () => {
    const issue = await freeIssue();
    const date = new Date(Date.parse(`${issue.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const deadlineDate = new Date(Date.parse(`${issue.date}T12:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/newsroom/print/issues/${issue.id}`, headers: { cookie: admin }, payload: { date, deadline_date: deadlineDate, deadline_time: '12:30' } });
    expect(res.statusCode, res.body).toBe(200);
    const moved = body<NewsroomIssue>(res);
    expect(moved.date).toBe(date);
    expect(new Date(moved.deadline_at).toISOString()).toBe(new Date(`${deadlineDate}T18:30:00Z`).toISOString());
    const [entry] = await auditOf('print-issue.move', issue.id);
    expect(entry!.before).toEqual({ date: issue.date, deadline_at: issue.deadline_at });
    expect(entry!.after).toEqual({ date, deadline_at: moved.deadline_at });
    // The public schedule shows it moved.
    const open = body<{ data: { id: number; date: string }[] }>(await c.get(`/api/print/schedule?from=${date}`)).data.find((i) => i.id === issue.id);
    expect(open?.date).toBe(date);
  });

  it('refuses the contract rules with field errors: deadline after the day, a taken day, the past', async () => {
    const issue = await freeIssue(1);
    const other = issuesOf(await schedule(), issue.edition).find((i) => i.id !== issue.id && i.date > issue.date)!;
    const move = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/newsroom/print/issues/${issue.id}`, headers: { cookie: editor }, payload });
    const after = expectError(await move({ date: issue.date, deadline_date: issue.date, deadline_time: '10:00' }), 422, 'error-print-deadline-after-date');
    expect(after.errors?.['deadline_date']?.[0]?.code).toBe('error-print-deadline-after-date');
    expectError(await move({ date: other.date, deadline_date: '2026-12-01', deadline_time: '10:00' }), 422, 'error-print-date-taken');
    expectError(await move({ date: '2026-11-01', deadline_date: '2026-10-30', deadline_time: '10:00' }), 422, 'error-print-date-past');
    for (const bad of [{ date: '2026-02-30', deadline_date: '2026-02-27', deadline_time: '10:00' }, { date: issue.date, deadline_date: '2026-12-01', deadline_time: '25:00' }, {}]) {
      expect((await move(bad)).statusCode).toBe(422);
    }
    expectError(await t.app.inject({ method: 'PATCH', url: '/api/newsroom/print/issues/999999', headers: { cookie: editor }, payload: { date: '2027-03-04', deadline_date: '2027-03-01', deadline_time: '10:00' } }), 404, 'error-not-found');
    expect(await auditOf('print-issue.move', issue.id)).toEqual([]);
  });
});

describe('cancelling an issue', () => {
  it("moves every booking to the edition's next issue, tells each owner in their language, audited", async () => {
    const desk = await schedule();
    // The future issue with the most paid bookings.
    const issue = issuesOf(desk)
      .filter((i) => i.actions.cancel && i.bookings.some((b) => b.paid))
      .toSorted((a, b) => b.bookings.length - a.bookings.length)[0]!;
    const owners = await rows<{ owner_id: number }>(
      `SELECT DISTINCT c.owner_id FROM classified_bookings b JOIN classifieds c ON c.id = b.classified_id WHERE b.issue_id = ${issue.id}
       UNION SELECT DISTINCT d.owner_id FROM display_ad_bookings b JOIN display_ads d ON d.id = b.ad_id WHERE b.issue_id = ${issue.id}`,
    );
    // One owner reads English, the others Russian; all have proven addresses.
    const ids = owners.map((o) => Number(o.owner_id));
    await t.database.query(`UPDATE users SET locale = 'ru', email_verified_at = now() WHERE id IN (${ids.join(', ')})`);
    await t.database.query(`UPDATE users SET locale = 'en' WHERE id = ${ids[0]}`);
    const paidBefore = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM classified_bookings WHERE NOT held`);

    const res = await c.post(`/api/newsroom/print/issues/${issue.id}/cancel`, editor, { kind: 'holiday', note: 'Thanksgiving' });
    expect(res.statusCode, res.body).toBe(200);
    const result = body<CancelIssueResult>(res);
    expect(result.issue).toMatchObject({ status: 'cancelled', cancel_kind: 'holiday', note: 'Thanksgiving', bookings: [] });
    expect(result.moved).toHaveLength(issue.bookings.length);
    for (const move of result.moved) expect(move.to.date > issue.date).toBe(true);
    // Nothing booked is lost: the same number of paid bookings, none left on the cancelled issue.
    expect(await rows(`SELECT 1 FROM classified_bookings WHERE issue_id = ${issue.id} UNION ALL SELECT 1 FROM display_ad_bookings WHERE issue_id = ${issue.id}`)).toEqual([]);
    expect(await rows<{ n: number }>(`SELECT count(*)::int AS n FROM classified_bookings WHERE NOT held`)).toEqual(paidBefore);
    // Each moved ad sits in its new issue.
    const after = await schedule();
    for (const move of result.moved) {
      expect(issuesOf(after).find((i) => i.id === move.to.id)!.bookings.some((b) => b.kind === move.kind && b.id === move.id)).toBe(true);
    }
    // The owners: a notification each, and a mail in their language.
    const notes = await rows<{ user_id: number }>(`SELECT user_id FROM notifications WHERE type = 'print_issue_moved'`);
    expect(new Set(notes.map((n) => Number(n.user_id)))).toEqual(new Set(ids));
    const mails = await t.outbox.mail();
    const english = mails.filter((m) => m.subject.startsWith('Your ad moves to the issue of'));
    const russian = mails.filter((m) => m.subject.startsWith('Ваше объявление переходит в номер от'));
    expect(english.length).toBeGreaterThan(0);
    expect(english.length + russian.length).toBe(result.moved.length);
    if (ids.length > 1) expect(russian.length).toBeGreaterThan(0);
    const [entry] = await auditOf('print-issue.holiday', issue.id);
    expect(entry).toMatchObject({ before: { status: 'scheduled' }, after: { status: 'cancelled', kind: 'holiday', moved: result.moved.length }, reason: 'Thanksgiving' });
    // Cancelled is final: no second cancel, no move.
    expectError(await c.post(`/api/newsroom/print/issues/${issue.id}/cancel`, editor, { kind: 'cancelled' }), 409, 'error-print-issue-closed');
    // The public schedule leaves it out.
    expect(body<{ data: { id: number }[] }>(await c.get('/api/print/schedule')).data.some((i) => i.id === issue.id)).toBe(false);
  });

  it('refuses to cancel the last issue of an edition with bookings (nowhere to move them)', async () => {
    const desk = await schedule();
    const edition = desk.editions[0]!;
    const last = edition.issues.filter((i) => i.actions.cancel).at(-1)!;
    const [ad] = await rows<{ id: number }>(`SELECT id FROM classifieds WHERE deleted_at IS NULL ORDER BY id LIMIT 1`);
    await t.database.query(`INSERT INTO classified_bookings (classified_id, issue_id, held) VALUES (${ad!.id}, ${last.id}, false) ON CONFLICT DO NOTHING`);
    expectError(await c.post(`/api/newsroom/print/issues/${last.id}/cancel`, admin, { kind: 'cancelled' }), 409, 'error-print-no-next-issue');
    expect(issuesOf(await schedule()).find((i) => i.id === last.id)!.status).toBe('scheduled');
    expect(await auditOf('print-issue.cancel', last.id)).toEqual([]);
  });

  it('refuses bad input', async () => {
    const issue = await freeIssue(2);
    for (const bad of [{}, { kind: 'party' }, { kind: 'holiday', note: 'x'.repeat(121) }, { kind: 'holiday', note: 'a\u0000b' }]) {
      expect((await c.post(`/api/newsroom/print/issues/${issue.id}/cancel`, editor, bad)).statusCode).toBe(422);
    }
  });
});

describe('publishing an issue', () => {
  const PHRASE = 'Lakefront carousel restoration';

  it('reads the page count, cover and text from the PDF; the archive and search then have it', async () => {
    const desk = await schedule();
    const waiting = issuesOf(desk).find((i) => i.actions.publish && i.date > '2026-11-19')!;
    const pdf = await issuePdf([`Gazeta weekly: ${PHRASE} begins in Evanston`, 'Volunteers repaint forty horses'], 3);
    const res = await c.form(`/api/newsroom/print/issues/${waiting.id}/publish`, editor, [pdfPart(pdf), ['lang', 'en']]);
    expect(res.statusCode, res.body).toBe(201);
    const published = body<{ id: number; number: number }>(res);
    expect(published.number).toBe(1251);

    const detail = body<PrintIssueDetail>(await c.get(`/api/issues/${published.id}`));
    expect(detail).toMatchObject({ number: 1251, published_on: waiting.date, pages: 3, pdf_bytes: pdf.byteLength });
    expect(detail.cover.width).toBe(1200);
    expect(detail.cover.height).toBe(Math.round((842 * 1200) / 595));
    const coverFile = await c.get(detail.cover.src);
    expect(coverFile.statusCode).toBe(200);
    expect(coverFile.headers['content-type']).toBe('image/webp');
    // Newest first in the archive.
    expect(body<{ data: { number: number }[] }>(await c.post('/api/issues/get')).data[0]!.number).toBe(1251);
    // The schedule's issues of that day are now that archive issue.
    expect(issuesOf(await schedule()).filter((i) => i.date === waiting.date).every((i) => i.archive?.number === 1251)).toBe(true);
    const [entry] = await auditOf('print-issue.publish', waiting.id);
    expect(entry!.after).toMatchObject({ archive: published.id, number: 1251, pages: 3 });

    // Search finds a phrase of its text, in a group of its own, with a snippet.
    const found = body<ArchiveSearchResponse>(await c.get(`/api/search/archive?q=${encodeURIComponent('carousel restoration')}`));
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ number: 1251, published_on: waiting.date });
    expect(found.data[0]!.snippet).toContain('<mark>');
    expect(found.data[0]!.snippet.toLowerCase()).toContain('carousel');
    const none = body<ArchiveSearchResponse>(await c.get('/api/search/archive?q=zzqxnonexistent'));
    expect(none.total).toBe(0);
    // A second publish of the same issue is refused.
    expectError(await c.form(`/api/newsroom/print/issues/${waiting.id}/publish`, admin, [pdfPart(pdf)]), 409, 'error-print-issue-closed');
  });

  it("publishes the demo's committed issue (the fixture the demo editor uploads): two pages, its text searchable", async () => {
    const fixture = await readFile(new URL('../archive/fixtures/demo-issue.pdf', import.meta.url));
    expect(fixture.byteLength).toBeLessThan(10_000);
    const waiting = issuesOf(await schedule()).filter((i) => i.actions.publish && i.archive === null).at(-1)!;
    const res = await c.form(`/api/newsroom/print/issues/${waiting.id}/publish`, admin, [pdfPart(fixture, 'demo-issue.pdf'), ['lang', 'en']]);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = body<{ id: number }>(res);
    expect(body<PrintIssueDetail>(await c.get(`/api/issues/${id}`)).pages).toBe(2);
    const found = body<ArchiveSearchResponse>(await c.get(`/api/search/archive?q=${encodeURIComponent('"harbor lights festival"')}`));
    expect(found.data.map((hit) => hit.id)).toEqual([id]);
  });

  it('answers 422 with a translated message to a broken PDF and to no PDF, never a 500; 413 to one too large', async () => {
    const waiting = issuesOf(await schedule()).find((i) => i.actions.publish && i.archive === null)!;
    const url = `/api/newsroom/print/issues/${waiting.id}/publish`;
    const broken = expectError(await c.form(url, editor, [pdfPart(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntrailer\n%%EOF'))]), 422, 'error-print-pdf-invalid');
    expect(broken.errors?.['pdf']?.[0]?.code).toBe('error-print-pdf-invalid');
    const fake = multipart([pdfPart(Buffer.from('not a pdf at all'), 'fake.pdf')]);
    const ru = await t.app.inject({ method: 'POST', url, headers: { ...fake.headers, cookie: editor, 'accept-language': 'ru' }, payload: fake.payload });
    expectError(ru, 422, 'error-print-pdf-invalid');
    expectError(await c.form(url, editor, [['lang', 'en']]), 422, 'error-print-pdf-required');
    expect((await c.form(url, editor, [pdfPart(await issuePdf(['x'])), ['lang', 'xx']])).statusCode).toBe(422);
    const big = Buffer.concat([await issuePdf(['big']), Buffer.alloc(20 * 1024 * 1024 + 10, 32)]);
    expectError(await c.form(url, editor, [pdfPart(big)]), 413, 'error-print-pdf-too-large');
    expect(await auditOf('print-issue.publish', waiting.id)).toEqual([]);
    // JSON is not taken on this route's body.
    expect((await c.post(url, editor, { pdf: 'x' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the articles of an issue', () => {
  it('links articles to an issue from its side, shown on its page, audited; unknown ids refused', async () => {
    const [issue] = await rows<{ id: number; number: number }>(`SELECT id, number FROM print_issues ORDER BY published_on DESC LIMIT 1 OFFSET 1`);
    const articles = await rows<{ id: number; title: string }>(`SELECT id, title FROM articles ORDER BY id LIMIT 2`);
    const put = (cookie: string, article_ids: unknown) => t.app.inject({ method: 'PUT', url: `/api/newsroom/print/archive/${issue!.id}/articles`, headers: { cookie }, payload: { article_ids } });
    const res = await put(editor, articles.map((a) => a.id));
    expect(res.statusCode, res.body).toBe(200);
    const detail = body<PrintIssueDetail>(await c.get(`/api/issues/${issue!.id}`));
    expect(detail.ran.articles.map((a) => a.id).toSorted()).toEqual(articles.map((a) => a.id).toSorted());
    const [entry] = await auditOf('print-issue.articles', `archive:${issue!.id}`);
    expect(entry!.after).toEqual({ articles: articles.map((a) => Number(a.id)).toSorted((a, b) => a - b) });
    expectError(await put(admin, [99_999_999]), 422, 'error-print-article-unknown');
    expect((await put(admin, ['1'])).statusCode).toBe(422);
    expectError(await t.app.inject({ method: 'PUT', url: '/api/newsroom/print/archive/99999/articles', headers: { cookie: admin }, payload: { article_ids: [] } }), 404, 'error-not-found');
  });

  it("lists the ads that ran in an issue from their bookings", async () => {
    const [withAds] = await rows<{ id: number }>(
      `SELECT DISTINCT ei.archive_issue_id AS id FROM classified_bookings b JOIN edition_issues ei ON ei.id = b.issue_id JOIN classifieds c ON c.id = b.classified_id
       WHERE ei.archive_issue_id IS NOT NULL AND NOT b.held AND c.status IN ('running', 'expired', 'scheduled') LIMIT 1`,
    );
    expect(withAds, 'the demo has paid classifieds in issues already out').toBeDefined();
    const detail = body<PrintIssueDetail>(await c.get(`/api/issues/${withAds!.id}`));
    expect(detail.ran.classifieds.length).toBeGreaterThan(0);
    expectError(await c.get('/api/issues/99999'), 404, 'error-not-found');
  });
});
