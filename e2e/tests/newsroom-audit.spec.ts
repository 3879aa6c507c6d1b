/**
 * The audit log (issue #27): an admin filters it with a GET form (it works before JavaScript
 * too) by action prefix, subject and days; each entry says who, what, when and before → after.
 * Axe in both languages, and no sideways scrolling at 360 px.
 */
import { signIn } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { t, type Locale } from '../helpers/i18n.ts';
import { horizontalOverflow } from '../helpers/layout.ts';
import { expect, test } from '../fixtures.ts';
import { NewsroomAuditPage } from '../pages/newsroom-audit-page.ts';

const DEMO_ADMIN = { email: 'admin@demo.gazeta.local', password: 'demo-admin' } as const;

test.describe('the audit log', () => {
  test('filters by action prefix, subject and day, and shows before → after', async ({ page }) => {
    await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const audit = new NewsroomAuditPage(page);
    await audit.goto();
    await expect(audit.heading).toHaveText(t('ru', 'newsroom:audit.title'));
    // The demo's staff actions are there.
    await expect(audit.entries.first()).toBeVisible();

    // The demo admin's goodwill credit (the seed's staff action).
    await audit.action.fill('balance.');
    await audit.show.click();
    await expect(page).toHaveURL(/action=balance\./);
    // The list is replaced after the address changes: wait until every entry is a balance action.
    const actions = () => audit.entries.evaluateAll((entries) => entries.map((entry) => entry.querySelector('code')?.textContent ?? ''));
    await expect.poll(async () => { const shown = await actions(); return shown.length > 0 && shown.every((action) => action.startsWith('balance.')); }).toBe(true);
    const first = audit.entries.first();
    await expect(first).toContainText('→');
    await expect(first).toContainText(/balance_cents: \d+ → \d+/);
    const subjectLink = first.getByRole('link', { name: new RegExp(`^${t('ru', 'newsroom:audit.kinds.member')} \\d+$`) });
    const subjectId = (await subjectLink.textContent())!.replace(/\D/g, '');

    // One subject.
    await audit.subject.fill(subjectId);
    await audit.show.click();
    await expect(page).toHaveURL(new RegExp(`subject=${subjectId}`));
    await expect(audit.entries.first()).toContainText(`${t('ru', 'newsroom:audit.kinds.member')} ${subjectId}`);

    // Days long gone have nothing.
    await audit.goto('/newsroom/audit?from=2001-01-01&to=2001-01-31');
    await expect(audit.none).toBeVisible();
    await expect(audit.from).toHaveValue('2001-01-01');
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const audit = new NewsroomAuditPage(page);
    await audit.goto();
    await audit.action.fill('rates.');
    await audit.show.click();
    await expect(page).toHaveURL(/action=rates\./);
    await expect(audit.heading).toBeVisible();
    await context.close();
  });

  for (const locale of ['ru', 'en'] as Locale[]) {
    test(`has no serious accessibility violations and fits 360 px (${locale})`, { tag: '@layout' }, async ({ page }) => {
      await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const audit = new NewsroomAuditPage(page, locale);
      await audit.goto();
      await expect(audit.entries.first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // A phone's browser widens its layout to content that overflows: the page is as wide as the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }
});
