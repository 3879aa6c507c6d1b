import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventCalendarIssues, eventFormSchema, eventWriteIssues, readScheduleInput } from '../api/events.ts';
import { daysBetween, eventDays, eventSessions, eventWindows, monthGrid, scheduleGroups, shiftMonth, weekdayOf, weekdaysIn, whenGroup } from './events.ts';
import { addDays } from './print-schedule.ts';
import { WEEKDAYS, type WeeklySchedule } from './weekly-schedule.ts';

describe('eventDays', () => {
  it('takes the span’s days whose weekday has hours, less the days off', () => {
    // 2026-03-02 is a Monday.
    const schedule: WeeklySchedule = { tue: { opens: '19:00', closes: '21:00' }, thu: { opens: '19:00', closes: '21:00' }, sat: 'off' };
    expect(eventDays({ startDate: '2026-03-02', endDate: '2026-03-15', schedule, daysOff: ['2026-03-10'] })).toEqual(['2026-03-03', '2026-03-05', '2026-03-12']);
    expect(eventDays({ startDate: '2026-03-07', endDate: '2026-03-07', schedule, daysOff: [] })).toEqual([]);
  });

  it('ends a sitting that runs past midnight on the next day', () => {
    expect(eventSessions({ startDate: '2026-06-05', endDate: '2026-06-05', schedule: { fri: { opens: '22:00', closes: '02:00' } }, daysOff: [] })).toEqual([
      { date: '2026-06-05', opens: '22:00', endDate: '2026-06-06', closes: '02:00' },
    ]);
  });

  const hours = fc.oneof(fc.constant('off' as const), fc.record({ opens: fc.constantFrom('09:00', '18:30'), closes: fc.constantFrom('12:00', '21:00', '01:00') }));
  const schedule = fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Record<(typeof WEEKDAYS)[number], typeof hours>, { requiredKeys: [] }) as fc.Arbitrary<WeeklySchedule>;

  it('gives each day of the span exactly when its weekday has hours and it is not a day off (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 100 }), schedule, fc.array(fc.integer({ min: 0, max: 100 })), (offset, span, sched, off) => {
        const startDate = addDays('2024-01-01', offset);
        const endDate = addDays(startDate, span);
        const daysOff = off.map((d) => addDays(startDate, d));
        const days = eventDays({ startDate, endDate, schedule: sched, daysOff });
        expect(days).toEqual([...days].sort());
        for (let i = 0; i <= span; i++) {
          const day = addDays(startDate, i);
          const hoursOfDay = sched[weekdayOf(day)];
          expect(days.includes(day)).toBe(hoursOfDay !== undefined && hoursOfDay !== 'off' && !daysOff.includes(day));
        }
        // One VEVENT per set of weekdays with the same hours covers every day with hours.
        expect(scheduleGroups(sched).flatMap((g) => g.days).sort()).toEqual(WEEKDAYS.filter((d) => sched[d] && sched[d] !== 'off').sort());
      }),
    );
  });
});

describe('the catalogue’s choices by date', () => {
  it('reads this week to Sunday and this weekend from today on', () => {
    // Thursday 19 November 2026.
    expect(eventWindows('2026-11-19')).toEqual({
      today: { from: '2026-11-19', to: '2026-11-19' },
      weekend: { from: '2026-11-21', to: '2026-11-22' },
      week: { from: '2026-11-19', to: '2026-11-22' },
      later: { from: '2026-11-23' },
      past: { to: '2026-11-18' },
    });
    // On a Sunday this weekend is today only; on a Saturday both days.
    expect(eventWindows('2026-11-22').weekend).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(eventWindows('2026-11-21').weekend).toEqual({ from: '2026-11-21', to: '2026-11-22' });
    expect(eventWindows('2026-11-23').week).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('puts an event in one group by its next day', () => {
    expect(whenGroup('2026-11-19', '2026-11-19')).toBe('today');
    expect(whenGroup('2026-11-20', '2026-11-19')).toBe('week');
    expect(whenGroup('2026-11-22', '2026-11-19')).toBe('weekend');
    expect(whenGroup('2026-11-23', '2026-11-19')).toBe('later');
    expect(whenGroup('2026-11-18', '2026-11-19')).toBe('past');
  });
});

describe('the month view', () => {
  it('runs from the Monday on or before the first to the Sunday on or after the last day', () => {
    expect(monthGrid('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30', from: '2026-10-26', to: '2026-12-06' });
    expect(monthGrid('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28', from: '2027-02-01', to: '2027-02-28' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    for (const month of ['2026-03', '2026-08', '2028-02']) {
      const grid = monthGrid(month);
      expect(weekdayOf(grid.from)).toBe('mon');
      expect(weekdayOf(grid.to)).toBe('sun');
      expect((daysBetween(grid.from, grid.to) + 1) % 7).toBe(0);
    }
  });

  it('knows which weekdays a span has', () => {
    expect(weekdaysIn('2026-11-20', '2026-11-22')).toEqual(['fri', 'sat', 'sun']);
    expect(weekdaysIn('2026-11-20', '2026-12-22')).toEqual([...WEEKDAYS]);
  });
});

describe('the event form', () => {
  it('reads the §5 day inputs: "08:00 AM", "off", empty skips; anything else is that day’s error', () => {
    expect(readScheduleInput({ mon_opens: '08:00 AM', mon_closes: '05:30 PM', sat_opens: 'off', sun_opens: '', sun_closes: '', tue_opens: '25:00', tue_closes: '10:00' })).toEqual({
      schedule: { mon: { opens: '08:00', closes: '17:30' }, sat: 'off' },
      invalid: ['tue'],
    });
  });

  it('checks the dates, the schedule and the days off together', () => {
    const schedule: WeeklySchedule = { sat: { opens: '10:00', closes: '12:00' } };
    expect(eventCalendarIssues({ start_date: '2026-11-21', end_date: '2026-11-20', schedule, days_off: [] })).toEqual([{ field: 'end_date', code: 'error-event-end-before-start' }]);
    expect(eventCalendarIssues({ start_date: '2026-11-21', end_date: '2027-11-22', schedule, days_off: [] })).toEqual([{ field: 'end_date', code: 'error-event-too-long' }]);
    expect(eventCalendarIssues({ start_date: '2026-11-21', end_date: '2027-11-21', schedule, days_off: [] })).toEqual([]);
    expect(eventCalendarIssues({ start_date: '2026-11-23', end_date: '2026-11-27', schedule, days_off: [] })).toEqual([{ field: 'schedule', code: 'error-event-schedule-required' }]);
    expect(eventCalendarIssues({ start_date: '2026-11-21', end_date: '2026-11-21', schedule, days_off: ['2026-11-22'] })).toEqual([{ field: 'days_off', code: 'error-event-days-off-invalid' }]);
    expect(eventCalendarIssues({ start_date: '2026-11-21', end_date: '2026-11-21', schedule, days_off: ['2026-11-21'] })).toEqual([{ field: 'days_off', code: 'error-event-no-days' }]);
    expect(eventCalendarIssues({ start_date: '2026-11-21', end_date: '2026-11-28', schedule, days_off: ['2026-11-21'] })).toEqual([]);
  });

  it('gives every missing field its "Please fill" code', () => {
    const parsed = eventFormSchema.safeParse({ schedule: {}, category: '', state: '', start_date: '' });
    expect(parsed.success).toBe(false);
    const codes = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(codes).toMatchObject({
      title: 'error-event-title-required',
      category: 'error-event-category-required',
      description: 'error-event-description-required',
      start_date: 'error-event-start-date-required',
      end_date: 'error-event-end-date-required',
      address: 'error-event-address-required',
      city: 'error-event-city-required',
      state: 'error-event-state-required',
      zip: 'error-event-zip-required',
    });
  });
});

describe('eventWriteIssues', () => {
  it('refuses an event that ended before today, and one without a picture', () => {
    expect(eventWriteIssues({ end_date: '2026-03-01' }, 0, '2026-03-02')).toEqual([
      { field: 'end_date', code: 'error-event-ended' },
      { field: 'images', code: 'error-event-picture-required' },
    ]);
  });

  it('takes an event that ends today or later with a picture, and leaves a missing end date to the form schema', () => {
    expect(eventWriteIssues({ end_date: '2026-03-02' }, 1, '2026-03-02')).toEqual([]);
    expect(eventWriteIssues({ end_date: '2027-01-01' }, 4, '2026-03-02')).toEqual([]);
    expect(eventWriteIssues({ end_date: '' }, 1, '2026-03-02')).toEqual([]);
    expect(eventWriteIssues({}, 1, '2026-03-02')).toEqual([]);
  });
});
