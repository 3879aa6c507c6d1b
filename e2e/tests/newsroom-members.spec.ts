/**
 * The newsroom's members (issue #27): an admin finds a member by their phone typed another way
 * than it was stored, changes their role and sees it in the audit log with before → after, and
 * signs them out everywhere (their own next request is signed out). Axe on the search and on a
 * member's page in both languages, and no sideways scrolling at 360 px.
 */
import type { MembersPage } from '@gazeta/contract';
import { newPerson, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { t, type Locale } from '../helpers/i18n.ts';
import { horizontalOverflow } from '../helpers/layout.ts';
import { expect, test } from '../fixtures.ts';
import { NewsroomAuditPage } from '../pages/newsroom-audit-page.ts';
import { NewsroomMembersPage } from '../pages/newsroom-members-page.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';

const DEMO_ADMIN = { email: 'admin@demo.gazeta.local', password: 'demo-admin' } as const;
const DEMO_EDITOR = { email: 'editor@demo.gazeta.local', password: 'demo-editor' } as const;

test.describe('members in the newsroom', () => {
  test.use({ ownClientIp: true });

  test('an admin finds a member by phone typed differently, changes their role (audited), and signs them out everywhere', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    // `request` keeps the member's own session.
    await signUp(request, person);
    expect((await request.get('/api/profile')).ok()).toBe(true);

    await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const members = new NewsroomMembersPage(page);
    await members.goto();
    await expect(members.heading).toHaveText(t('ru', 'newsroom:members.title'));
    // Stored as +1773555XXXX; typed as (773) 555-XXXX.
    const digits = person.phone.slice(-4);
    await members.search.fill(`(773) 555-${digits}`);
    await members.find.click();
    await expect(page).toHaveURL(/\?q=/);
    await expect(members.results).toHaveCount(1);
    await members.results.first().getByRole('link', { name: `${person.firstName} ${person.lastName}` }).click();
    await expect(members.heading).toHaveText(`${person.firstName} ${person.lastName}`);
    await expect(members.memberRole).toHaveText(t('ru', 'newsroom:members.roles.user'));

    // The role: asked to confirm (the box), then changed.
    await members.newRole.selectOption('editor');
    await members.action('role').getByLabel(t('ru', 'newsroom:members.actions.reason')).fill('Пишет для ленты');
    await members.sure('role').check();
    await members.changeRole.click();
    await expect(members.action('role').getByRole('status')).toHaveText(t('ru', 'newsroom:members.actions.role.done', { role: t('ru', 'newsroom:members.roles.editor') }));
    await expect(members.memberRole).toHaveText(t('ru', 'newsroom:members.roles.editor'));
    expect(((await (await request.get('/api/profile')).json()) as { role: string }).role).toBe('editor');

    // The audit log has it, with who and before → after.
    await members.auditLink.click();
    const audit = new NewsroomAuditPage(page);
    await expect(audit.heading).toHaveText(t('ru', 'newsroom:audit.title'));
    const entry = audit.entries.filter({ hasText: 'member.role' }).first();
    await expect(entry).toContainText('role: user → editor');
    await expect(entry).toContainText('Пишет для ленты');
    // Who: the demo admin.
    await expect(entry.getByRole('link', { name: 'Mark Levin' })).toBeVisible();
    await page.goBack();

    // Sign out everywhere: confirmed, then the member's own next request is signed out.
    await members.sure('signOut').check();
    await members.signOutEverywhere.click();
    await expect(members.action('signOut').getByRole('status')).toBeVisible();
    await expect(members.noSessions).toBeVisible();
    expect((await request.get('/api/profile')).status()).toBe(401);
    await audit.goto(`/newsroom/audit?action=member.sign-out`);
    await expect(audit.entries.first()).toContainText(/sessions: [1-9]\d* → 0/);
  });

  test('is not there for an editor (404), and its API refuses them (403)', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await signIn(page.request, DEMO_EDITOR.email, DEMO_EDITOR.password);
    const response = await page.goto('/newsroom/members');
    expect(response?.status()).toBe(404);
    await expect(new NotFoundPage(page).heading).toBeVisible();
    expect((await page.request.get('/api/newsroom/members?q=admin')).status()).toBe(403);
    expect((await page.request.post('/api/newsroom/members/1/sign-out', { data: {} })).status()).toBe(403);
  });

  for (const locale of ['ru', 'en'] as Locale[]) {
    test(`the search and a member's page have no serious accessibility violations and fit 360 px (${locale})`, { tag: '@layout' }, async ({ page }) => {
      await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const members = new NewsroomMembersPage(page, locale);
      await members.goto(`/newsroom/members${locale === 'en' ? '?lang=en' : ''}`);
      await expect(members.results.first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // A phone's browser widens its layout to content that overflows: the page is as wide as the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

      const found = (await (await page.request.get('/api/newsroom/members?q=reader@demo.gazeta.local')).json()) as MembersPage;
      await members.goto(`/newsroom/members/${found.data[0]!.id}${locale === 'en' ? '?lang=en' : ''}`);
      await expect(members.changeRole).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // A phone's browser widens its layout to content that overflows: the page is as wide as the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }
});
