import type { APIRequestContext } from '@playwright/test';
import type { EventsResponse, EventView } from '@gazeta/contract';
import { t } from '../helpers/i18n.ts';
import { expect, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import { BasePage } from '../pages/base-page.ts';

/** The first upcoming events of the calendar with their organisers (the demo links some to its listings). */
async function upcoming(request: APIRequestContext): Promise<EventView[]> {
  const list = (await (await request.get('/api/events?per_page=50')).json()) as EventsResponse;
  return Promise.all(list.data.map(async (e) => (await (await request.get(`/api/events/${e.id}`)).json()) as EventView));
}

test.describe('Events and the businesses that organise them', () => {
  test.skip(screenIndependent, SCREEN_INDEPENDENT);

  for (const locale of ['ru', 'en'] as const) {
    test(`in ${locale}: an event links its organiser’s page, and that page lists the event among its upcoming events`, async ({ page, request }) => {
      const events = await upcoming(request);
      const linked = events.find((e) => e.organizer.business_id !== null);
      expect(linked, 'a demo event organised by a listed business').toBeDefined();
      const businessId = linked!.organizer.business_id!;
      const base = new BasePage(page, locale);

      await page.goto(`/event/${linked!.id}?lang=${locale}`);
      const organiser = base.main.getByRole('link', { name: linked!.organizer.name, exact: true });
      await expect(organiser).toHaveAttribute('href', `/ethnic-ads/${businessId}`);
      await organiser.click();

      await expect(page).toHaveURL(`/ethnic-ads/${businessId}`);
      await expect(base.heading).toHaveText(linked!.organizer.name);
      const section = base.main.getByRole('region', { name: t(locale, 'businesses:business.upcomingEvents') });
      const organised = (await (await request.get(`/api/events?business=${businessId}&per_page=6`)).json()) as EventsResponse;
      await expect(section.getByRole('listitem')).toHaveCount(organised.data.length);
      await expect(section.getByRole('link')).toHaveText(organised.data.map((e) => e.title));
      for (const [i, event] of organised.data.entries()) await expect(section.getByRole('time').nth(i)).toHaveAttribute('datetime', event.next_date);
      await section.getByRole('link', { name: linked!.title, exact: true }).click();
      await expect(page).toHaveURL(`/event/${linked!.id}`);
      await expect(base.heading).toHaveText(linked!.title);
    });
  }

  test('an organiser that is not a listing is plain text, and a business with no events shows no such list', async ({ page, request }) => {
    const events = await upcoming(request);
    const plain = events.find((e) => e.organizer.business_id === null && e.organizer.name !== '');
    expect(plain).toBeDefined();
    const base = new BasePage(page);
    await page.goto(`/event/${plain!.id}`);
    await expect(base.main.getByText(plain!.organizer.name, { exact: true })).toBeVisible();
    await expect(base.main.getByRole('link', { name: plain!.organizer.name, exact: true })).toHaveCount(0);

    const linked = new Set(events.map((e) => e.organizer.business_id));
    const businesses = (await (await request.get('/api/businesses?per_page=20')).json()) as { data: { id: number; name: string }[] };
    const lonely = businesses.data.find((b) => !linked.has(b.id))!;
    const organised = (await (await request.get(`/api/events?business=${lonely.id}`)).json()) as EventsResponse;
    expect(organised.total).toBe(0);
    await page.goto(`/ethnic-ads/${lonely.id}`);
    await expect(base.heading).toHaveText(lonely.name);
    await expect(base.main.getByRole('region', { name: t('ru', 'businesses:business.upcomingEvents') })).toHaveCount(0);
  });
});
