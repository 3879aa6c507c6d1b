/**
 * The print desk (issue #27, decision 060, /newsroom/print): the demo editor publishes this
 * week's issue from a PDF made here (its text found afterwards from /search and from the
 * archive's own search box), moves an issue to another day and cancels one as a holiday; the page
 * passes axe in Russian and English, and fits a 360 px screen.
 *
 * The issues changed are the last ones of the schedule, which no other spec books: the moved one
 * is put back through the API at the end.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { deadlineParts, type NewsroomIssue, type NewsroomSchedule } from '@gazeta/contract';
import { signIn } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { t } from '../helpers/i18n.ts';
import { horizontalOverflow } from '../helpers/layout.ts';
import { expect, test } from '../fixtures.ts';

const DEMO_EDITOR = { email: 'editor@demo.gazeta.local', password: 'demo-editor' } as const;
const DESK = '/newsroom/print';

async function desk(request: APIRequestContext): Promise<NewsroomSchedule> {
  const response = await request.get('/api/newsroom/print');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as NewsroomSchedule;
}

async function issuePdf(phrase: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  const front = document.addPage([595, 842]);
  front.drawText('GAZETA', { x: 40, y: 770, size: 48, font });
  front.drawText(phrase, { x: 40, y: 700, size: 18, font });
  document.addPage([595, 842]).drawText('Classifieds', { x: 40, y: 770, size: 24, font });
  return Buffer.from(await document.save());
}

const card = (page: Page, issue: Pick<NewsroomIssue, 'id'>): Locator => page.locator(`[data-issue="${issue.id}"]`);
const statusIn = (scope: Locator, text: string) => scope.getByText(text, { exact: true });

test.describe('the print desk', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page.request, DEMO_EDITOR.email, DEMO_EDITOR.password);
  });

  test('an editor publishes an issue from its PDF, and its text is found from search and the archive', async ({ page }) => {
    test.setTimeout(120_000);
    const phrase = `Riverwalk lanterns ${Math.random().toString(36).slice(2, 8)}`;
    const schedule = await desk(page.request);
    const waiting = schedule.editions.flatMap((e) => e.issues).find((issue) => issue.actions.publish)!;
    await page.goto(DESK);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'newsroom:print.title') })).toBeVisible();
    const issue = card(page, waiting);
    await issue.getByText(t('ru', 'newsroom:print.actions.publish'), { exact: true }).first().click();
    const form = issue.getByRole('form', { name: t('ru', 'newsroom:print.publish.title', { date: await issue.locator('h3 time').innerText() }) });
    await form.getByLabel(t('ru', 'newsroom:print.publish.pdf')).setInputFiles({ name: 'issue.pdf', mimeType: 'application/pdf', buffer: await issuePdf(phrase) });
    await form.getByLabel(t('ru', 'newsroom:print.publish.lang')).selectOption('en');
    await form.getByRole('button', { name: t('ru', 'newsroom:print.actions.publish') }).click();
    const number = schedule.next_number;
    await expect(statusIn(page.locator(`[data-issue="${waiting.id}"]`), t('ru', 'newsroom:print.done.published', { number }))).toBeVisible();
    await expect(card(page, waiting).getByText(t('ru', 'newsroom:print.state.published', { number }))).toBeVisible();

    // /search finds it in the archive's group.
    await page.goto(`/search/${encodeURIComponent(phrase)}`);
    const group = page.getByRole('region', { name: t('ru', 'archive:inSearch') });
    await expect(group.getByRole('link', { name: new RegExp(`№ ${number} `) })).toBeVisible();
    await expect(group.locator('mark').first()).toBeVisible();

    // The archive's own search box finds it too, and its page lists what ran in it.
    await page.goto('/archive');
    const box = page.getByRole('search', { name: t('ru', 'archive:searchLabel') });
    await box.getByLabel(t('ru', 'archive:searchLabel')).fill(phrase);
    await box.getByRole('button', { name: t('ru', 'archive:searchButton') }).click();
    await expect(page).toHaveURL(/\/archive\?q=/);
    await page.getByRole('link', { name: new RegExp(`№ ${number} `) }).click();
    const contents = page.getByRole('region', { name: new RegExp(`№ ${number} `) });
    await expect(contents.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(contents.getByText(t('ru', 'archive:pages', { count: 2 }), { exact: false })).toBeVisible();
  });

  test('an editor moves an issue to another day and cancels one as a holiday', async ({ page }) => {
    test.setTimeout(90_000);
    const schedule = await desk(page.request);
    const edition = schedule.editions.at(-1)!;
    const open = edition.issues.filter((issue) => issue.actions.move && issue.bookings.length === 0);
    const last = open.at(-1)!;
    const holiday = open.at(-2)!;
    const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const nextDay = shift(last.date, 1);
    try {
      await page.goto(DESK);
      await waitForHydration(page);
      const moving = card(page, last);
      await moving.getByText(t('ru', 'newsroom:print.actions.move'), { exact: true }).click();
      // The contract's rule, from the server: the deadline must be before the issue day.
      await moving.getByLabel(t('ru', 'newsroom:print.move.deadlineDate')).fill(last.date);
      await moving.getByRole('button', { name: t('ru', 'newsroom:print.actions.save') }).click();
      await expect(moving.getByText(t('ru', 'errors:error-print-deadline-after-date')).first()).toBeVisible();
      await moving.getByLabel(t('ru', 'newsroom:print.move.date')).fill(nextDay);
      await moving.getByLabel(t('ru', 'newsroom:print.move.deadlineDate')).fill(shift(last.date, -2));
      await moving.getByRole('button', { name: t('ru', 'newsroom:print.actions.save') }).click();
      await expect(statusIn(card(page, last), t('ru', 'newsroom:print.done.moved'))).toBeVisible();
      await expect(card(page, last).locator(`time[datetime="${nextDay}"]`)).toBeVisible();

      const cancelling = card(page, holiday);
      await cancelling.getByText(t('ru', 'newsroom:print.actions.cancel'), { exact: true }).click();
      await cancelling.getByLabel(t('ru', 'newsroom:print.cancel.holiday')).check();
      await cancelling.getByLabel(t('ru', 'newsroom:print.cancel.note')).fill('Рождество');
      await cancelling.getByRole('button', { name: t('ru', 'newsroom:print.actions.confirmCancel') }).click();
      await expect(statusIn(card(page, holiday), t('ru', 'newsroom:print.done.cancelled', { count: 0 }))).toBeVisible();
      await expect(card(page, holiday).getByText(`${t('ru', 'newsroom:print.state.holiday')} · Рождество`)).toBeVisible();
      // The public schedule no longer offers it.
      const publicSchedule = (await (await page.request.get('/api/print/schedule')).json()) as { data: { id: number }[] };
      expect(publicSchedule.data.some((issue) => issue.id === holiday.id)).toBe(false);
    } finally {
      const { deadlineDate, deadlineTime } = deadlineParts(last.deadline_at);
      await page.request.patch(`/api/newsroom/print/issues/${last.id}`, { data: { date: last.date, deadline_date: deadlineDate, deadline_time: deadlineTime } });
    }
  });

  for (const locale of ['ru', 'en'] as const) {
    test(`passes axe and fits the screen (${locale})`, { tag: '@layout' }, async ({ page }) => {
      await page.goto(`${DESK}?lang=${locale}`);
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'newsroom:print.title') })).toBeVisible();
      // A list of bookings and a form open as well: they are part of the page.
      const first = page.locator('.desk-issue').first();
      await first.locator('.desk-issue__bookings > summary').click();
      await first.locator('.desk-issue__action > summary').first().click();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The card with its longest titles stays inside the screen (nothing cut off at its right).
      const box = (await first.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }
});
