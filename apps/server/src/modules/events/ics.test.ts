import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventSessions, WEEKDAYS, type EventCalendar, type WeeklySchedule } from '@gazeta/contract';
import { addDays, chicagoInstant } from '../../lib/chicago-time.ts';
import { calendarFile, escapeText, foldLine, type CalendarEvent } from './ics.ts';

const created = new Date('2026-01-05T15:00:00Z');

function event(calendar: EventCalendar, overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 7,
    title: 'Концерт; камерный, вечер',
    description: 'Программа:\nБах, Шопен\\Лист',
    location: '1234 W Main St, Skokie, IL 60077',
    geo: { lat: 42.0334, lng: -87.7334 },
    url: 'https://gazeta.example/event/7',
    category: 'Concerts',
    organizer: 'Cafe Europa',
    calendar,
    createdAt: created,
    updatedAt: new Date(created.getTime() + 90_000),
    ...overrides,
  };
}

const file = (...events: CalendarEvent[]) => calendarFile({ name: 'Gazeta events', host: 'gazeta.example', events, refreshHours: 1 });

/** Every sitting a calendar program would show for the file: ical.js expands each VEVENT's RRULE less its EXDATEs. */
function expand(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const sittings: { start: Date; end: Date; local: string; localEnd: string; uid: string }[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const item = new ICAL.Event(vevent);
    const duration = item.duration;
    const iterator = item.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const end = next.clone();
      end.addDuration(duration);
      const wall = (time: ICAL.Time) => `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')} ${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
      sittings.push({ start: next.toJSDate(), end: end.toJSDate(), local: wall(next), localEnd: wall(end), uid: item.uid });
      if (sittings.length > 2000) throw new Error('runaway recurrence');
    }
  }
  return sittings.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The same sittings from the contract's rule (the reference) and the zone rules of the platform (Intl). */
function reference(calendar: EventCalendar) {
  return eventSessions(calendar).map((s) => ({
    start: chicagoInstant(s.date, s.opens),
    end: chicagoInstant(s.endDate, s.closes),
    local: `${s.date} ${s.opens}`,
    localEnd: `${s.endDate} ${s.closes}`,
  }));
}

const weekly: EventCalendar = {
  startDate: '2026-02-02',
  endDate: '2026-04-30',
  schedule: { tue: { opens: '19:00', closes: '21:00' }, thu: { opens: '19:00', closes: '21:00' }, sat: { opens: '10:00', closes: '13:30' }, sun: 'off' },
  daysOff: ['2026-03-10', '2026-03-14', '2026-04-02'],
};

describe('RFC 5545 text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character, and unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'Вечер русского романса, '.repeat(12)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replaceAll('\r\n ', '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes CRLF line ends only, and no line longer than 75 octets', () => {
    const text = file(event(weekly, { description: 'Длинное описание. '.repeat(40) }));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});

describe('a calendar file parsed back by ical.js', () => {
  it('keeps the texts, the place, the link and the time zone', () => {
    const text = file(event(weekly));
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Gazeta events');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    const vevents = calendar.getAllSubcomponents('vevent');
    const first = new ICAL.Event(vevents[0]!);
    expect(first.summary).toBe('Концерт; камерный, вечер');
    expect(first.description).toBe('Программа:\nБах, Шопен\\Лист\n\n— Cafe Europa\n\nhttps://gazeta.example/event/7');
    expect(first.location).toBe('1234 W Main St, Skokie, IL 60077');
    expect(vevents[0]!.getFirstPropertyValue('url')).toBe('https://gazeta.example/event/7');
    expect(vevents[0]!.getFirstPropertyValue('geo')).toEqual([42.0334, -87.7334]);
    expect(first.startDate.zone?.tzid).toBe('America/Chicago');
    expect(vevents[0]!.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-01-05T15:01:30Z');
  });

  it('writes one weekly rule per set of weekdays with the same hours, with BYDAY, UNTIL and EXDATE for days off', () => {
    const text = file(event(weekly));
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(2);
    const rules = vevents.map((v) => v.getFirstPropertyValue('rrule') as ICAL.Recur);
    expect(rules.map((r) => r.freq)).toEqual(['WEEKLY', 'WEEKLY']);
    expect(rules.map((r) => r.parts['BYDAY'])).toEqual([['TU', 'TH'], ['SA']]);
    expect(new Set(vevents.map((v) => v.getFirstPropertyValue('uid')))).toEqual(new Set(['event-7-tuth@gazeta.example', 'event-7-sa@gazeta.example']));
    // Tuesday 10 March and Thursday 2 April are off; Saturday 14 March too.
    expect(text).toContain('EXDATE;TZID=America/Chicago:20260310T190000,20260402T190000');
    expect(text).toContain('EXDATE;TZID=America/Chicago:20260314T100000');
    // UNTIL is the last start as UTC: Thursday 30 April 19:00 CDT.
    expect(text).toContain('UNTIL=20260501T000000Z');
  });

  it('expands to exactly the days and hours the event takes place, days off left out', () => {
    const sittings = expand(file(event(weekly)));
    expect(sittings.map(({ start, end, local, localEnd }) => ({ start, end, local, localEnd }))).toEqual(reference(weekly));
    expect(sittings.map((s) => s.local)).not.toContain('2026-03-10 19:00');
    expect(sittings.map((s) => s.local)).toContain('2026-03-12 19:00');
  });

  it('keeps the wall-clock time across the daylight-saving changes of March and November', () => {
    const spring = expand(file(event({ startDate: '2026-03-01', endDate: '2026-03-20', schedule: { sun: { opens: '19:00', closes: '20:30' } }, daysOff: [] })));
    expect(spring.map((s) => s.local)).toEqual(['2026-03-01 19:00', '2026-03-08 19:00', '2026-03-15 19:00']);
    // 19:00 CST is 01:00 UTC; from 8 March, 19:00 CDT is 00:00 UTC.
    expect(spring.map((s) => s.start.toISOString())).toEqual(['2026-03-02T01:00:00.000Z', '2026-03-09T00:00:00.000Z', '2026-03-16T00:00:00.000Z']);
    const autumn = expand(file(event({ startDate: '2026-10-24', endDate: '2026-11-08', schedule: { sat: { opens: '09:30', closes: '11:00' }, sun: { opens: '09:30', closes: '11:00' } }, daysOff: [] })));
    expect(autumn.map((s) => s.local)).toEqual(['2026-10-24 09:30', '2026-10-25 09:30', '2026-10-31 09:30', '2026-11-01 09:30', '2026-11-07 09:30', '2026-11-08 09:30']);
    expect(autumn.map((s) => s.start.toISOString().slice(11, 16))).toEqual(['14:30', '14:30', '14:30', '15:30', '15:30', '15:30']);
  });

  it('ends a sitting that runs past midnight on the next day', () => {
    const night: EventCalendar = { startDate: '2026-06-05', endDate: '2026-06-06', schedule: { fri: { opens: '22:00', closes: '02:00' }, sat: { opens: '22:00', closes: '02:00' } }, daysOff: [] };
    const text = file(event(night));
    expect(text).toContain('DTSTART;TZID=America/Chicago:20260605T220000');
    expect(text).toContain('DURATION:PT4H');
    expect(expand(text).map(({ start, end, local, localEnd }) => ({ start, end, local, localEnd }))).toEqual(reference(night));
  });

  it('writes a one-day event without a rule', () => {
    const once: EventCalendar = { startDate: '2026-07-04', endDate: '2026-07-04', schedule: { sat: { opens: '12:00', closes: '18:00' } }, daysOff: [] };
    const text = file(event(once));
    expect(text.slice(text.indexOf('BEGIN:VEVENT'))).not.toContain('RRULE');
    expect(text).toContain('UID:event-7@gazeta.example');
    expect(expand(text).map((s) => s.local)).toEqual(['2026-07-04 12:00']);
  });

  it('starts the rule on the first day that takes place when the first days are off', () => {
    const late: EventCalendar = { startDate: '2026-05-04', endDate: '2026-05-25', schedule: { mon: { opens: '18:00', closes: '19:00' } }, daysOff: ['2026-05-04', '2026-05-11'] };
    const text = file(event(late));
    expect(text).toContain('DTSTART;TZID=America/Chicago:20260518T180000');
    expect(text).not.toContain('EXDATE');
    expect(expand(text).map((s) => s.local)).toEqual(['2026-05-18 18:00', '2026-05-25 18:00']);
  });

  it('holds many events in one feed, each with its own UIDs', () => {
    const text = file(event(weekly), event({ startDate: '2026-07-04', endDate: '2026-07-04', schedule: { sat: { opens: '12:00', closes: '18:00' } }, daysOff: [] }, { id: 8 }));
    const uids = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'));
    expect(uids).toEqual(['event-7-tuth@gazeta.example', 'event-7-sa@gazeta.example', 'event-8@gazeta.example']);
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });

  it('its America/Chicago zone agrees with the platform’s zone rules from 2026 to 2040', () => {
    const calendar = new ICAL.Component(ICAL.parse(file()));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    for (let year = 2026; year <= 2040; year++) {
      for (const [month, day, time] of [[3, 1, '12:00'], [3, 31, '03:00'], [6, 15, '23:30'], [11, 30, '00:15'], [12, 31, '18:00']] as const) {
        const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const local = ICAL.Time.fromData({ year, month, day, hour: Number(time.slice(0, 2)), minute: Number(time.slice(3)) }, zone);
        expect(local.toJSDate().toISOString(), `${date} ${time}`).toBe(chicagoInstant(date, time).toISOString());
      }
    }
  });
});

// ---- any event the form can make: the file expands to the contract's days, at the same instants ----

const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
// 01:00–02:59 is left out: on the March night those times do not exist on Chicago's clocks and
// the November night shows them twice, where calendar programs disagree among themselves.
const safeClock = clock.filter((time) => time < '01:00' || time >= '03:00');
const hours = fc.oneof(
  fc.constant('off' as const),
  fc.tuple(safeClock, safeClock).filter(([a, b]) => a !== b).map(([opens, closes]) => ({ opens, closes })),
);
const schedule = fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Record<(typeof WEEKDAYS)[number], typeof hours>, { requiredKeys: [] }) as fc.Arbitrary<WeeklySchedule>;
const calendar = fc
  .record({ offset: fc.integer({ min: 0, max: 700 }), span: fc.integer({ min: 0, max: 120 }), schedule, off: fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 8 }) })
  .map(({ offset, span, schedule, off }) => {
    const startDate = addDays('2026-01-01', offset);
    return { startDate, endDate: addDays(startDate, span), schedule, daysOff: [...new Set(off.filter((d) => d <= span))].map((d) => addDays(startDate, d)) };
  });

describe('any event (property)', () => {
  it('expands to the same sittings as eventSessions, at the same instants', () => {
    fc.assert(
      fc.property(calendar, (cal) => {
        const sittings = expand(file(event(cal)));
        const expected = reference(cal);
        expect(sittings.map(({ start, local }) => ({ start, local }))).toEqual(expected.map(({ start, local }) => ({ start, local })));
        // A sitting that itself spans a change of the clocks (overnight into the November or
        // March Sunday) lasts the file's exact DURATION, so its wall-clock end is an hour off:
        // its end is compared only when the clocks do not change during it.
        const offset = (at: Date, day: string, time: string) => at.getTime() - Date.parse(`${day}T${time}:00Z`);
        expected.forEach((sitting, i) => {
          const [day, time] = sitting.local.split(' ') as [string, string];
          const [endDay, endTime] = sitting.localEnd.split(' ') as [string, string];
          if (offset(sitting.start, day, time) !== offset(sitting.end, endDay, endTime)) return;
          expect({ end: sittings[i]!.end, localEnd: sittings[i]!.localEnd }).toEqual({ end: sitting.end, localEnd: sitting.localEnd });
        });
      }),
      { numRuns: 150 },
    );
  });
});
