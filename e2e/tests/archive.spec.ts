import { PDFDocument } from 'pdf-lib';
import { formatDate } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { ArchivePage } from '../pages/archive-page.ts';

test.describe('Print archive', () => {
  test.describe.configure({ mode: 'parallel' });

  test('shows the newest issues with their covers and dates', async ({ page, api }) => {
    const { data: issues } = await api.issues(1);
    const archive = new ArchivePage(page);

    await archive.goto();

    await expect(archive.heading).toHaveText(t('ru', 'archive:heading'));
    await expect(archive.issues).toHaveCount(issues.length);
    for (const issue of issues) {
      const card = archive.issue(issue.number);
      await expect(card.getByText(formatDate(issue.published_on, 'ru'))).toBeVisible();
      await expect(card.getByText(t('ru', 'archive:pages', { count: issue.pages }))).toBeVisible();
      await expect(archive.cover(issue.number)).toHaveAttribute('src', issue.cover.src);
    }
    // The first covers load at once (the rest lazily).
    await expect
      .poll(() => archive.cover(issues[0]!.number).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('an issue says as many pages as its PDF has', async ({ page, api, request }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const { data: issues } = await api.issues(1);
    const archive = new ArchivePage(page);
    await archive.goto();

    for (const issue of issues.slice(0, 4)) {
      const pdf = await request.get(issue.pdf_url);
      const pages = (await PDFDocument.load(await pdf.body())).getPageCount();
      expect(issue.pages, `No. ${issue.number}`).toBe(pages);
      await expect(archive.issue(issue.number).getByText(t('ru', 'archive:pages', { count: pages }))).toBeVisible();
    }
  });

  test('"Open PDF" opens the issue\'s PDF in a new tab', async ({ page, api, request }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const { data: issues } = await api.issues(1);
    const archive = new ArchivePage(page);
    await archive.goto();

    for (const issue of issues.slice(0, 3)) {
      const link = archive.pdfLink(issue.number);
      await expect(link).toHaveText(t('ru', 'archive:openPdf'));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(issue.pdf_url);
      const pdf = await request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('pages through older issues', async ({ page, api }) => {
    const first = await api.issues(1);
    const second = await api.issues(2);
    expect(first.last_page).toBeGreaterThan(1);
    const archive = new ArchivePage(page);
    await archive.goto();

    await archive.pageLink(2).click();

    await expect(page).toHaveURL('/archive?page=2');
    await expect(archive.issues).toHaveCount(second.data.length);
    await expect(archive.issues.getByRole('heading', { level: 2 })).toHaveText(
      second.data.map((issue) => t('ru', 'archive:issue', { number: issue.number })),
    );
  });

  test('a page past the last is a 404', async ({ page, api, consoleErrors }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    consoleErrors.allow(/status of 404/);
    const { last_page } = await api.issues(1);
    const response = await page.goto(`/archive?page=${last_page + 1}`);
    expect(response?.status()).toBe(404);
  });
});
