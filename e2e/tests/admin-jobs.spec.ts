/**
 * The admin's job record (decisions 038 and 047, /admin/jobs): an admin, from the profile's link,
 * sees the outbox's delivery job (it runs every minute and at start) with its schedule in words,
 * its cron, its last run and result, and its next run as people write dates; and the outbox's
 * section. A moderator has no link and is told the page is not there; a visitor is sent to sign
 * in. At 360 px the page does not scroll sideways.
 */
import type { JobQueuesResponse } from '@gazeta/contract';
import { signIn } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR } from '../helpers/feed.ts';
import { formatDateTime } from '../helpers/format.ts';
import { t } from '../helpers/i18n.ts';
import { horizontalOverflow } from '../helpers/layout.ts';
import { expect, test } from '../fixtures.ts';
import { NotFoundPage } from '../pages/not-found-page.ts';

const DEMO_ADMIN = { email: 'admin@demo.gazeta.local', password: 'demo-admin' } as const;
const JOBS_PAGE = '/admin/jobs';
const JOB = 'deliver-outbox';
const linkName = new RegExp(`^${t('ru', 'pages:adminJobs.nav')}(\\s|$)`);

test.describe('the job record', () => {
  test('an admin sees every job with its schedule, last and next run, and the mail not delivered', async ({ page }) => {
    await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    // The job runs at the server's start: its first run is done (or under way) within seconds.
    await expect
      .poll(async () => {
        const record = (await (await page.request.get('/api/admin/jobs')).json()) as JobQueuesResponse;
        return record.data.find((queue) => queue.name === JOB)?.lastRuns.length ?? 0;
      })
      .toBeGreaterThan(0);

    // The link lives in the profile's navigation, beside the rate table's.
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: new RegExp(`^${t('ru', 'pages:adminRates.nav')}(\\s|$)`) })).toBeVisible();
    await page.getByRole('link', { name: linkName }).click();
    await expect(page).toHaveURL(JOBS_PAGE);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'pages:adminJobs.title') })).toBeVisible();

    const card = page.getByTestId(`job-${JOB}`);
    await expect(card.getByRole('heading', { level: 3 })).toContainText(t('ru', `pages:adminJobs.jobs.${JOB}`));
    await expect(card).toContainText(t('ru', 'pages:adminJobs.cron.everyMinute'));
    await expect(card.locator('code')).toHaveText('* * * * *');
    const facts = (name: string) => card.locator('dt', { hasText: t('ru', name) }).locator('xpath=following-sibling::dd');
    // Its last run ended (or runs now), at a time written as people write it.
    await expect(facts('pages:adminJobs.result')).toHaveText(
      new RegExp(`^(${['completed', 'active', 'waiting'].map((result) => t('ru', `pages:adminJobs.results.${result}`)).join('|')})$`),
    );
    const last = facts('pages:adminJobs.lastRun').locator('time');
    await expect(last).toHaveText(formatDateTime((await last.getAttribute('datetime'))!, 'ru'));
    // The next run is within the coming minute, in Chicago time.
    const next = facts('pages:adminJobs.nextRun').locator('time');
    const nextAt = (await next.getAttribute('datetime'))!;
    expect(new Date(nextAt).getTime() - Date.now()).toBeLessThanOrEqual(61_000);
    expect(new Date(nextAt).getUTCSeconds()).toBe(0);
    await expect(next).toHaveText(formatDateTime(nextAt, 'ru'));

    // The hourly jobs say their minute in words.
    await expect(page.getByTestId('job-prune-expired')).toContainText(t('ru', 'pages:adminJobs.cron.hourlyAt', { minute: '35' }));
    // The outbox's section says how many wait and failed.
    await expect(page.getByRole('heading', { level: 2, name: t('ru', 'pages:adminJobs.outbox') })).toBeVisible();
    await expect(page.locator('.outbox-summary')).toHaveText(/\d+.*\d+/);
  });

  test('a moderator has no link and is told the page is not there; a visitor is sent to sign in', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const visitor = await page.goto(JOBS_PAGE);
    expect(visitor?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/login/);

    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    await page.goto('/profile');
    // The moderator's own link is there, the admin's are not.
    await expect(page.getByRole('link', { name: new RegExp(`^${t('ru', 'feed:nav.moderation')}(\\s|$)`) })).toBeVisible();
    await expect(page.getByRole('link', { name: linkName })).toHaveCount(0);
    expect((await page.request.get('/api/admin/jobs')).status()).toBe(403);
    expect((await page.request.post('/api/admin/outbox/1/retry')).status()).toBe(403);
    const response = await page.goto(JOBS_PAGE);
    expect(response?.status()).toBe(404);
    const notFound = new NotFoundPage(page);
    await expect(notFound.main.getByRole('heading', { level: 1 })).toHaveText(notFound.expectedHeading);
  });

  test('fits a 360 px screen', { tag: '@layout' }, async ({ page }, testInfo) => {
    await signIn(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(JOBS_PAGE);
    await expect(page.getByTestId(`job-${JOB}`)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('admin-jobs.png'), fullPage: true });
  });
});
