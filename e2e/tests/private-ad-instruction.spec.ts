import type { APIRequestContext } from '@playwright/test';
import {
  DEFAULT_RATES,
  CLASSIFIED_PRICING,
  countClassifiedWords,
  NO_EXTRAS,
  openIssues,
  quoteClassified,
  timeLeft,
  type PrintEditionsResponse,
  type PrintScheduleResponse,
} from '@gazeta/contract';
import { DEMO_READER, signIn } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { t, tList, type Locale } from '../helpers/i18n.ts';
import { expect, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { AdGuidePage } from '../pages/ad-guide-page.ts';

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The editions and the schedule as the API gives them, in a language. */
async function printSchedule(request: APIRequestContext, locale: Locale) {
  const headers = { 'accept-language': locale };
  const editions = (await (await request.get('/api/print/editions', { headers })).json()) as PrintEditionsResponse;
  const schedule = (await (await request.get('/api/print/schedule', { headers })).json()) as PrintScheduleResponse;
  return { editions: editions.data, schedule: schedule.data };
}

const minutesLeft = (deadlineAt: string, now: Date) => {
  const left = timeLeft(deadlineAt, now);
  return left.days * 1440 + left.hours * 60 + left.minutes;
};

test.describe('How to place a classified (/private-ad-instruction)', () => {
  test.describe.configure({ mode: 'parallel' });

  test.describe('figures', () => {
    test.skip(screenIndependent, SCREEN_INDEPENDENT);

    for (const locale of ['ru', 'en'] as Locale[]) {
      test(`shows the contract's prices, and an example counted and priced by the contract, in ${locale}`, async ({ page }) => {
        const guide = new AdGuidePage(page, locale);
        await guide.goto();
        await expect(guide.heading).toHaveText(t(locale, 'pages:privateAdInstruction.heading'));

        const price = (option: string, cents: number) =>
          t(locale, `pages:privateAdInstruction.price.${option}Value`, { price: money(cents, locale), plain: money(DEFAULT_RATES.classifieds.word_cents, locale) });
        await expect(guide.priceRow('online')).toContainText(t(locale, 'pages:privateAdInstruction.price.onlineValue'));
        await expect(guide.priceRow('print')).toContainText(price('print', DEFAULT_RATES.classifieds.word_cents));
        await expect(guide.priceRow('bold')).toContainText(price('bold', DEFAULT_RATES.classifieds.highlighted_word_cents));
        await expect(guide.priceRow('frame')).toContainText(price('frame', DEFAULT_RATES.classifieds.frame_or_photo_cents));
        await expect(guide.priceRow('photo')).toContainText(price('photo', DEFAULT_RATES.classifieds.frame_or_photo_cents));
        await expect(guide.priceRow('hot')).toContainText(price('hot', DEFAULT_RATES.classifieds.hot_cents));
        await expect(guide.priceRow('priority')).toContainText(price('priority', DEFAULT_RATES.classifieds.priority_cents));

        // The sample ad: bold with a frame, one edition, the usual run.
        const ad = { title: t(locale, 'pages:privateAdInstruction.exampleAd.title'), text: t(locale, 'pages:privateAdInstruction.exampleAd.text') };
        const quote = quoteClassified({ ...ad, version: 'both', editions: 1, issues: CLASSIFIED_PRICING.runWeeks, extras: { ...NO_EXTRAS, bold: true, frame: true } }, DEFAULT_RATES);
        await expect(guide.sampleAd).toContainText(ad.title);
        await expect(guide.sampleAd).toContainText(t(locale, 'pages:privateAdInstruction.exampleWords', { count: quote.words }));
        const rows = guide.quote.getByRole('row');
        await expect(rows).toHaveCount(1 + quote.lines.length + 1);
        for (const [i, line] of quote.lines.entries()) {
          await expect(rows.nth(i + 1)).toContainText(t(locale, `pages:privateAdInstruction.line.${line.code}`));
          await expect(rows.nth(i + 1)).toContainText(money(line.cents, locale));
        }
        await expect(rows.last()).toContainText(t(locale, 'pages:privateAdInstruction.total'));
        await expect(rows.last()).toContainText(money(quote.totalCents, locale));

        // What a word is: every example with the count the price uses.
        const examples = tList(locale, 'pages:privateAdInstruction.wordExamples');
        const exampleRows = guide.wordExamples.getByRole('row');
        await expect(exampleRows).toHaveCount(examples.length + 1);
        for (const [i, example] of examples.entries()) {
          await expect(exampleRows.nth(i + 1).getByRole('cell')).toHaveText([example, String(countClassifiedWords('', example))]);
        }
      });
    }

    test('gives each edition its next open issue with a countdown that ticks each minute and moves on at the deadline', async ({ page, request }) => {
      const { editions, schedule } = await printSchedule(request, 'en');
      expect(editions.length).toBeGreaterThanOrEqual(2);
      await page.clock.install({ time: new Date() });
      const guide = new AdGuidePage(page, 'en');
      await guide.goto();
      const now = new Date(await page.evaluate(() => Date.now()));
      for (const edition of editions) {
        const [next, after] = openIssues(schedule, now, edition.slug);
        await expect(guide.edition(edition.name)).toBeVisible();
        await expect(guide.countdown(edition.name)).toContainText('Next issue');
        expect(await guide.countdownIssueDay(edition.name)).toBe(next!.date);
        expect(Math.abs((await guide.countdownMinutes(edition.name)) - minutesLeft(next!.deadlineAt, now))).toBeLessThanOrEqual(1);
        // The edition's next issues, each with its deadline.
        await expect(guide.edition(edition.name).getByRole('row')).toHaveCount(1 + Math.min(4, openIssues(schedule, now, edition.slug).length));
        expect(after).toBeDefined();
      }

      const first = editions[0]!;
      const [next, after] = openIssues(schedule, now, first.slug);
      const before = await guide.countdownMinutes(first.name);
      await page.clock.fastForward(60_000);
      await expect.poll(() => guide.countdownMinutes(first.name)).toBe(before - 1);

      // Past the deadline the countdown names the issue after.
      await page.clock.setSystemTime(new Date(Date.parse(next!.deadlineAt) + 30_000));
      await page.clock.fastForward(60_000);
      await expect.poll(() => guide.countdownIssueDay(first.name)).toBe(after!.date);
    });

    test('brings the countdown’s texts along when reached by a link from another page', async ({ page }) => {
      const guide = new AdGuidePage(page, 'ru');
      await guide.goto('/archive');
      await guide.footer.link(t('ru', 'layout:links.privateAdInstruction')).click();
      await expect(guide.heading).toHaveText(t('ru', 'pages:privateAdInstruction.heading'));
      await expect(guide.countdown('Большой Чикаго')).toContainText('Следующий номер');
      await expect(guide.countdown('Большой Чикаго')).toContainText('приём закроется через');
    });

    test('sends a reader without an account to sign up or sign in', async ({ page }) => {
      const guide = new AdGuidePage(page, 'ru');
      await guide.goto();
      await expect(guide.registerLink).toHaveAttribute('href', '/register');
      await expect(guide.loginLink).toHaveAttribute('href', '/login');
      await expect(guide.placeAdLink).toHaveCount(0);
    });

    test('sends a signed-in reader to the ad form', async ({ page }) => {
      await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
      const guide = new AdGuidePage(page, 'ru');
      await guide.goto();
      await expect(guide.placeAdLink).toHaveAttribute('href', '/profile/classifields?new=1');
      await expect(guide.registerLink).toHaveCount(0);
      await expect(guide.loginLink).toHaveCount(0);
    });
  });

  for (const locale of ['ru', 'en'] as Locale[]) {
    test(`has no serious accessibility violations (${locale})`, { tag: '@layout' }, async ({ page }) => {
      const guide = new AdGuidePage(page, locale);
      await guide.goto();
      await expect(guide.countdown(locale === 'en' ? 'Chicagoland' : 'Большой Чикаго')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
