import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import type { EventsResponse, EventView, EventWrite, MyEventsResponse } from '@gazeta/contract';
import { newPerson, otherBrowser, signIn, signUp } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { DEMO_MODERATOR, imageFile } from '../helpers/feed.ts';
import { deleteInPage } from '../helpers/forms.ts';
import { t } from '../helpers/i18n.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { ModerationPage } from '../pages/moderation-page.ts';
import { Toasts } from '../pages/toasts.ts';

const chicagoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The next `weekday` (0 Sunday … 6 Saturday) at least `after` days from `day`. */
function nextWeekday(day: string, weekday: number, after = 1): string {
  let date = addDays(day, after);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

/** The create-or-update pop-up of /profile/events (or the form in the page, where it stands before JavaScript runs). */
function eventForm(page: Page, scope = page.getByRole('dialog')) {
  const dialog = scope;
  const label = (key: string) => dialog.getByLabel(t('ru', `events:form.${key}`), { exact: true });
  const day = (weekday: string) => dialog.getByRole('group', { name: t('ru', `events:weekdays.${weekday}`) });
  return {
    dialog,
    title: label('title'),
    category: label('category'),
    start: label('start_date'),
    end: label('end_date'),
    opens: (weekday: string) => day(weekday).getByLabel(t('ru', 'events:form.opens')),
    closes: (weekday: string) => day(weekday).getByLabel(t('ru', 'events:form.closes')),
    off: (weekday: string) => day(weekday).getByLabel(t('ru', 'events:form.dayOff')),
    addDayOff: dialog.getByRole('button', { name: t('ru', 'events:form.addDayOff') }),
    dayOff: (n: number) => dialog.getByLabel(t('ru', 'events:form.dayOffDate', { n })),
    address: label('address'),
    city: label('city'),
    state: label('state'),
    zip: label('zip'),
    description: label('description'),
    images: dialog.getByLabel(t('ru', 'events:form.images', { count: 4 })),
    submit: dialog.getByRole('button', { name: t('ru', 'events:form.submitNew') }),
  };
}

const uniqueTitle = (project: string) => `Кружок шахмат ${project} ${Math.random().toString(36).slice(2, 7)}`;

test.describe('Events', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('a weekly event: placed with its schedule and a day off, approved by a moderator, in the catalogue, its .ics parsed back', async ({ page, browser, baseURL, clientIp }, testInfo) => {
    test.setTimeout(120_000);
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const today = chicagoToday();
    // From next Monday for five weeks: Tuesdays and Thursdays, the second Thursday off.
    const start = nextWeekday(today, 1);
    const end = addDays(start, 34);
    const skipped = addDays(start, 10);
    const title = uniqueTitle(testInfo.project.name);

    await page.goto('/profile/events?new=1');
    await waitForHydration(page);
    const f = eventForm(page);
    await expect(f.dialog).toBeVisible();
    await f.title.fill(title);
    await f.category.selectOption('classes');
    await f.start.fill(start);
    await f.end.fill(end);
    for (const day of ['tue', 'thu']) {
      await f.opens(day).fill('06:00 PM');
      await f.closes(day).fill('07:30 PM');
    }
    await f.off('sat').check();
    await f.addDayOff.click();
    await f.dayOff(1).fill(skipped);
    await f.address.fill('4436 Oakton St');
    await f.city.fill('Skokie');
    await f.state.selectOption('IL');
    await f.zip.fill('60076');
    await f.description.fill('Шахматы для детей 6–12 лет: дебюты, тактика, турниры.');
    await f.images.setInputFiles([imageFile('poster.png')]);
    await f.submit.click();
    await new Toasts(page).expectShown('status', t('ru', 'errors:notification-event-review'));
    await expect(f.dialog).toBeHidden();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText(t('ru', 'events:page.status.awaiting_review'));
    const mine = (await (await page.request.get('/api/me/events')).json()) as MyEventsResponse;
    const placed = mine.data.find((event) => event.title === title)!;
    expect(placed.schedule).toEqual({ tue: { opens: '18:00', closes: '19:30' }, thu: { opens: '18:00', closes: '19:30' }, sat: 'off' });
    expect(placed.days_off).toEqual([skipped]);

    // A moderator approves it in the review queue.
    const staff = await otherBrowser(browser, baseURL, clientIp);
    const moderatorPage = await staff.newPage();
    await signIn(moderatorPage.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const moderation = new ModerationPage(moderatorPage);
    await moderation.gotoKind('event');
    await waitForHydration(moderatorPage);
    const item = await moderation.open(title);
    await moderation.approveButton(item).click();
    await moderation.expectDone('approve');
    await staff.close();

    // Published: the catalogue shows it, found by its words.
    await page.goto(`/events?q=${encodeURIComponent(title)}`);
    const listed = page.getByRole('article').filter({ hasText: title });
    await expect(listed).toBeVisible();
    await listed.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${placed.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(t('ru', 'events:weekdays.tue')) })).toContainText('18:00–19:30');
    await expect(page.getByRole('row', { name: new RegExp(t('ru', 'events:weekdays.sat')) })).toContainText(t('ru', 'events:event.dayOff'));

    // "Add to calendar" downloads the event's file; parsed back, it holds its days.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: t('ru', 'events:event.addToCalendar') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`event-${placed.id}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const rule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.parts['BYDAY']).toEqual(['TU', 'TH']);
    expect(ics).toContain(`EXDATE;TZID=America/Chicago:${skipped.replaceAll('-', '')}T180000`);
    const starts: string[] = [];
    const iterator = new ICAL.Event(vevent).iterator();
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(`${next.year}-${String(next.month).padStart(2, '0')}-${String(next.day).padStart(2, '0')} ${next.hour}:${String(next.minute).padStart(2, '0')}`);
    expect(starts).toHaveLength(placed.days_count);
    expect(starts.every((start) => start.endsWith(' 18:00'))).toBe(true);
    expect(starts.some((start) => start.startsWith(skipped))).toBe(false);
  });

  test('missing fields get their "Please fill" messages beside them and in a toast; nothing typed is lost', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    await page.goto('/profile/events?new=1');
    await waitForHydration(page);
    const f = eventForm(page);
    await f.title.fill('Только название');
    await f.submit.click();
    await new Toasts(page).expectShown('alert', t('ru', 'errors:error-event-category-required'));
    for (const code of ['error-event-start-date-required', 'error-event-end-date-required', 'error-event-address-required', 'error-event-city-required', 'error-event-zip-required', 'error-event-description-required', 'error-event-picture-required']) {
      await expect(f.dialog).toContainText(t('ru', `errors:${code}`));
    }
    await expect(f.title).toHaveValue('Только название');
  });

  test('the month view: this month by day, today marked, the next month a link away', { tag: '@layout' }, async ({ page, request }, testInfo) => {
    await page.goto('/events');
    await page.getByRole('navigation', { name: t('ru', 'events:catalogue.views') }).getByRole('link', { name: t('ru', 'events:catalogue.month') }).click();
    await expect(page).toHaveURL(/\/events\?view=month$/);
    const today = chicagoToday();
    const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today}T12:00:00Z`));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(monthName, 'i') })).toBeVisible();
    // Today's events are listed under today.
    const todays = (await (await request.get('/api/events?when=today')).json()) as EventsResponse;
    const cell = page.locator('li[aria-current="date"]');
    if (todays.total > 0) await expect(cell.getByRole('link').first()).toBeVisible();
    // On a phone only the days with events are shown, one under another; a wide screen shows the weeks.
    const shownDays = await page.locator('.month__day').evaluateAll((days) => days.filter((day) => getComputedStyle(day).display !== 'none').length);
    if (isPhone(testInfo)) {
      // However many of the month's days have events (in a busy month, all of them), no empty day or other month's day is shown.
      expect(await page.locator('.month__day--empty, .month__day--other').evaluateAll((days) => days.filter((day) => getComputedStyle(day).display !== 'none').length)).toBe(0);
      expect(shownDays).toBe(await page.locator('.month__day--busy:not(.month__day--other)').count());
    } else expect(shownDays % 7).toBe(0);
    const next = new Date(`${today.slice(0, 7)}-15T12:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const nextName = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(next);
    await page.getByRole('link', { name: new RegExp(nextName, 'i') }).click();
    await expect(page).toHaveURL(new RegExp(`view=month&month=${next.toISOString().slice(0, 7)}`));
  });

  test('the header leads to /events; the header search is hidden there; choices by date have their addresses', { tag: '@layout' }, async ({ page }, testInfo) => {
    await page.goto('/');
    if (isPhone(testInfo)) {
      await page.goto('/events');
    } else {
      await page.getByRole('navigation').getByRole('link', { name: t('ru', 'layout:header.events') }).first().click();
      await expect(page).toHaveURL(/\/events$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'events:catalogue.heading') })).toBeVisible();
    await expect(page.getByRole('search', { name: t('ru', 'events:catalogue.searchLabel') })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(1);
    await page.getByRole('link', { name: t('ru', 'events:when.weekend') }).click();
    await expect(page).toHaveURL(/\/events\?when=weekend$/);
    await expect(page.getByRole('link', { name: t('ru', 'events:when.weekend') })).toHaveAttribute('aria-current', 'page');
  });

  test('an event page carries its JSON-LD Event and Open Graph, and a calendar feed to subscribe to', async ({ page, request }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    const list = (await (await request.get('/api/events')).json()) as EventsResponse;
    const recurring = list.data.find((event) => event.recurring)!;
    const event = (await (await request.get(`/api/events/${recurring.id}`)).json()) as EventView;
    await page.goto(`/event/${event.id}`);
    const ld = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>));
    const data = ld.find((item) => item['@type'] === 'Event')!;
    expect(data).toMatchObject({ name: event.title, location: { '@type': 'Place', address: { addressLocality: event.city, postalCode: event.zip } } });
    expect(String(data['startDate'])).toMatch(new RegExp(`^${event.next_date}T${event.opens}:00-0[56]:00$`));
    expect(data['eventSchedule']).toBeDefined();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const webcal = page.getByRole('link', { name: t('ru', 'events:subscribe.webcal') });
    await expect(webcal).toHaveAttribute('href', new RegExp(`^webcal://.*/api/events/calendar\\.ics\\?category=${event.category.slug}$`));
  });

  test('every events page passes axe', { tag: '@layout' }, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    for (const path of ['/events', '/events?view=month', '/events?when=past']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    const first = page.getByRole('article').first().getByRole('link').first();
    await page.goto('/events');
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'event page').toEqual([]);

    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const write = await page.request.post('/api/events', {
      multipart: {
        title: 'Проверка доступности',
        category: 'community',
        description: 'Описание',
        start_date: addDays(chicagoToday(), 3),
        end_date: addDays(chicagoToday(), 3),
        address: '1 Main St',
        city: 'Skokie',
        state: 'IL',
        zip: '60076',
        mon_opens: '10:00 AM',
        mon_closes: '11:00 AM',
        tue_opens: '10:00 AM',
        tue_closes: '11:00 AM',
        wed_opens: '10:00 AM',
        wed_closes: '11:00 AM',
        thu_opens: '10:00 AM',
        thu_closes: '11:00 AM',
        fri_opens: '10:00 AM',
        fri_closes: '11:00 AM',
        sat_opens: '10:00 AM',
        sat_closes: '11:00 AM',
        sun_opens: '10:00 AM',
        sun_closes: '11:00 AM',
        'images[0]': imageFile('a.png'),
      },
    });
    expect(write.status(), await write.text()).toBe(201);
    const placed = ((await write.json()) as EventWrite).event;
    await page.goto('/profile/events');
    await waitForHydration(page);
    expect(await seriousViolations(page), '/profile/events').toEqual([]);
    await page.getByRole('button', { name: t('ru', 'events:page.new') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'the pop-up').toEqual([]);
    // The owner's preview of an event not yet published.
    await page.goto(`/event/${placed.id}`);
    expect(await seriousViolations(page), 'an event awaiting review').toEqual([]);
  });

  test('the events review tab passes axe', { tag: '@layout' }, async ({ page }) => {
    await signIn(page.request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    // The old address leads to the review queue's events.
    await page.goto('/feed/moderation?kind=events');
    await waitForHydration(page);
    await expect(new ModerationPage(page).chip('event')).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('Events without JavaScript', () => {
  test.use({ javaScriptEnabled: false, ownClientIp: true });

  test('the form is part of the page: a refused form comes back with what was typed and what was wrong; a saved one goes back to the list; one is edited and deleted at its own addresses', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    test.setTimeout(90_000);
    await signUp(page.request, newPerson(testInfo));
    const today = chicagoToday();
    const title = uniqueTitle(testInfo.project.name);
    await page.goto('/profile/events');
    // "Add an event" is a link to the pop-up's own address: the form is shown in the page.
    await page.getByRole('link', { name: t('ru', 'events:page.new') }).click();
    await expect(page).toHaveURL(/\/profile\/events\?new=1$/);
    const region = () => page.getByRole('region', { name: t('ru', 'events:form.titleNew') });
    let f = eventForm(page, region());
    const lat = f.dialog.getByLabel(t('ru', 'map:picker.lat'));
    const lng = f.dialog.getByLabel(t('ru', 'map:picker.lng'));
    // Every kind of field, an end date already past, no ZIP and no picture.
    await f.title.fill(title);
    await f.category.selectOption('classes');
    await f.start.fill(addDays(today, -10));
    await f.end.fill(addDays(today, -3));
    await f.opens('tue').fill('06:00 PM');
    await f.closes('tue').fill('07:30 PM');
    await f.off('sat').check();
    await f.address.fill('4436 Oakton St');
    await f.city.fill('Skokie');
    await f.state.selectOption('IN');
    await lat.fill('42.0256');
    await lng.fill('-87.7395');
    await f.description.fill('Шахматы для детей: дебюты, тактика, турниры.');
    await f.dialog.getByRole('button', { name: t('ru', 'events:form.submitNew') }).click();

    // The server's own words beside the field, and everything typed kept.
    await expect(page).toHaveURL(/\/profile\/events$/);
    f = eventForm(page, region());
    await expect(f.dialog).toContainText(t('ru', 'errors:error-event-zip-required'));
    const kept = async () => {
      await expect(f.title).toHaveValue(title);
      await expect(f.category).toHaveValue('classes');
      await expect(f.start).toHaveValue(addDays(today, -10));
      await expect(f.opens('tue')).toHaveValue('06:00 PM');
      await expect(f.closes('tue')).toHaveValue('07:30 PM');
      await expect(f.off('sat')).toBeChecked();
      await expect(f.off('mon')).not.toBeChecked();
      await expect(f.address).toHaveValue('4436 Oakton St');
      await expect(f.city).toHaveValue('Skokie');
      await expect(f.state).toHaveValue('IN');
      await expect(f.dialog.getByLabel(t('ru', 'map:picker.lat'))).toHaveValue('42.0256');
      await expect(f.dialog.getByLabel(t('ru', 'map:picker.lng'))).toHaveValue('-87.7395');
      await expect(f.description).toHaveValue('Шахматы для детей: дебюты, тактика, турниры.');
    };
    await kept();
    await expect(f.end).toHaveValue(addDays(today, -3));

    // With the ZIP, the contract's write rule (the server's): the event has ended already.
    await f.zip.fill('60076');
    await f.state.selectOption('IL');
    await f.dialog.getByRole('button', { name: t('ru', 'events:form.submitNew') }).click();
    f = eventForm(page, region());
    await expect(f.dialog).toContainText(t('ru', 'errors:error-event-ended'));
    await expect(f.zip).toHaveValue('60076');

    // Fixed, with its picture: saved and sent for review, back on the list.
    await f.end.fill(addDays(today, 20));
    await f.images.setInputFiles([imageFile('poster.png')]);
    await f.dialog.getByRole('button', { name: t('ru', 'events:form.submitNew') }).click();
    await expect(page).toHaveURL(/\/profile\/events\?notice=sent-for-review$/);
    await expect(page.getByText(t('ru', 'common:notices.sent-for-review'))).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText(t('ru', 'events:page.status.awaiting_review'));
    const mine = (await (await page.request.get('/api/me/events')).json()) as MyEventsResponse;
    const placed = mine.data.find((event) => event.title === title)!;
    expect(placed.schedule).toEqual({ tue: { opens: '18:00', closes: '19:30' }, sat: 'off' });
    expect(placed.end_date).toBe(addDays(today, 20));
    expect(placed.location).toMatchObject({ lat: 42.0256, lng: -87.7395, source: 'owner' });
    expect(placed.images).toHaveLength(1);

    // Edit is a link to the event's own form, filled, in the page; sent without JavaScript, it saves.
    const card = () => page.getByRole('article').filter({ hasText: title });
    await card().getByRole('link', { name: t('ru', 'events:page.edit') }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/events\\?edit=${placed.id}$`));
    const editRegion = () => page.getByRole('region', { name: t('ru', 'events:form.titleEdit') });
    f = eventForm(page, editRegion());
    await expect(f.title).toHaveValue(title);
    await expect(f.city).toHaveValue('Skokie');
    // A refusal comes back in the same form, still the event's.
    await f.title.fill('');
    await f.dialog.getByRole('button', { name: t('ru', 'events:form.submitEdit') }).click();
    f = eventForm(page, editRegion());
    await expect(f.dialog).toContainText(t('ru', 'errors:error-event-title-required'));
    await expect(f.city).toHaveValue('Skokie');
    const renamed = `${title} (2)`;
    await f.title.fill(renamed);
    await f.dialog.getByRole('button', { name: t('ru', 'events:form.submitEdit') }).click();
    await expect(page).toHaveURL(/\/profile\/events\?notice=/);
    await expect(page.getByRole('article').filter({ hasText: renamed })).toBeVisible();
    const edited = (await (await page.request.get('/api/me/events')).json()) as MyEventsResponse;
    expect(edited.data.find((event) => event.id === placed.id)?.title).toBe(renamed);

    // Delete is a link to its question, asked in the page; confirmed, the event is gone.
    await deleteInPage(page, page.getByRole('article').filter({ hasText: renamed }), {
      link: t('ru', 'events:page.delete'),
      address: new RegExp(`/profile/events\\?delete=${placed.id}$`),
      title: t('ru', 'events:page.deleteTitle'),
      question: [t('ru', 'events:page.deleteText', { title: renamed })],
      confirm: t('ru', 'events:page.delete'),
      done: t('ru', 'events:page.deleted'),
    });
    const left = (await (await page.request.get('/api/me/events')).json()) as MyEventsResponse;
    expect(left.data.some((event) => event.id === placed.id)).toBe(false);
  });
});
