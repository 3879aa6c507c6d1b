import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chicagoClock,
  formatClockTime12,
  openStatus,
  parseClockTime,
  parseDayInput,
  scheduleIsFilled,
  WEEKDAYS,
  weeklyScheduleSchema,
  type WeeklySchedule,
} from './weekly-schedule.ts';

const weekdays: WeeklySchedule = {
  mon: { opens: '09:00', closes: '18:00' },
  tue: { opens: '09:00', closes: '18:00' },
  wed: { opens: '09:00', closes: '18:00' },
  thu: { opens: '09:00', closes: '18:00' },
  fri: { opens: '18:00', closes: '02:00' },
  sat: 'off',
};

describe('parseClockTime and formatClockTime12 (spec §5: "08:00 AM")', () => {
  it('reads the 12-hour and 24-hour ways of writing a time', () => {
    expect(parseClockTime('08:00 AM')).toBe('08:00');
    expect(parseClockTime('8 pm')).toBe('20:00');
    expect(parseClockTime('12:00 AM')).toBe('00:00');
    expect(parseClockTime('12:30 PM')).toBe('12:30');
    expect(parseClockTime('8:30p.m.')).toBe('20:30');
    expect(parseClockTime('20:30')).toBe('20:30');
    expect(parseClockTime('13:00 PM')).toBeNull();
    expect(parseClockTime('24:00')).toBeNull();
    expect(parseClockTime('noon')).toBeNull();
  });

  it('formats every minute of the day and reads it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(formatClockTime12(time)).toMatch(/^(0\d|1[0-2]):[0-5]\d (AM|PM)$/);
        expect(parseClockTime(formatClockTime12(time))).toBe(time);
      }),
    );
  });
});

describe('parseDayInput (spec §5: off is a day off, empty skips)', () => {
  it('reads a day', () => {
    expect(parseDayInput({ opens: 'off', closes: '' })).toEqual({ ok: true, hours: 'off' });
    expect(parseDayInput({ opens: ' ', closes: '' })).toEqual({ ok: true, hours: undefined });
    expect(parseDayInput({ opens: '08:00 AM', closes: '05:30 PM' })).toEqual({ ok: true, hours: { opens: '08:00', closes: '17:30' } });
    expect(parseDayInput({ opens: '08:00 AM', closes: '' })).toEqual({ ok: false });
    expect(parseDayInput({ opens: 'soon', closes: '05:00 PM' })).toEqual({ ok: false });
  });

  it('an empty schedule is a missing one', () => {
    expect(scheduleIsFilled({})).toBe(false);
    expect(scheduleIsFilled(null)).toBe(false);
    expect(scheduleIsFilled({ sun: 'off' })).toBe(true);
    expect(weeklyScheduleSchema.safeParse({ mon: { opens: '9:00', closes: '18:00' } }).success).toBe(false);
    expect(weeklyScheduleSchema.safeParse({ holiday: 'off' }).success).toBe(false);
  });
});

describe('chicagoClock', () => {
  it('reads the wall clock in Chicago, summer and winter', () => {
    expect(chicagoClock(new Date('2026-07-06T14:30:00Z'))).toEqual({ day: 'mon', date: '2026-07-06', minutes: 9 * 60 + 30 });
    expect(chicagoClock(new Date('2026-12-07T14:30:00Z'))).toEqual({ day: 'mon', date: '2026-12-07', minutes: 8 * 60 + 30 });
    expect(chicagoClock(new Date('2026-12-08T03:00:00Z'))).toEqual({ day: 'mon', date: '2026-12-07', minutes: 21 * 60 });
  });
});

describe('openStatus (Chicago time)', () => {
  it('open during the hours, with the closing time', () => {
    expect(openStatus(weekdays, new Date('2026-12-07T16:00:00Z'))).toEqual({ open: true, allDay: false, closesAt: { day: 'mon', time: '18:00' } });
  });

  it('closed before opening, with the opening time today', () => {
    expect(openStatus(weekdays, new Date('2026-12-07T14:00:00Z'))).toEqual({ open: false, opensAt: { day: 'mon', time: '09:00' } });
  });

  it('closed after hours, opening the next day with hours', () => {
    // Thursday 19:00 in Chicago: Friday opens at 18:00.
    expect(openStatus(weekdays, new Date('2026-12-11T01:00:00Z'))).toEqual({ open: false, opensAt: { day: 'fri', time: '18:00' } });
  });

  it('hours that run past midnight stay open into the next day', () => {
    // Saturday 01:30 in Chicago is still Friday night's hours; Saturday itself is off.
    expect(openStatus(weekdays, new Date('2026-12-12T07:30:00Z'))).toEqual({ open: true, allDay: false, closesAt: { day: 'sat', time: '02:00' } });
    // Saturday 02:30: closed, and Sunday is skipped, so Monday.
    expect(openStatus(weekdays, new Date('2026-12-12T08:30:00Z'))).toEqual({ open: false, opensAt: { day: 'mon', time: '09:00' } });
  });

  it('follows the change to and from daylight-saving time', () => {
    const evenings: WeeklySchedule = { sun: { opens: '01:00', closes: '04:00' }, sat: { opens: '22:00', closes: '03:00' } };
    // 2026-03-08 clocks jump 02:00 → 03:00 in Chicago. 08:30Z is 03:30 CDT on Sunday: Saturday's hours ended at 03:00,
    // Sunday's own hours (01:00–04:00) hold.
    expect(openStatus(evenings, new Date('2026-03-08T08:30:00Z'))).toEqual({ open: true, allDay: false, closesAt: { day: 'sun', time: '04:00' } });
    // 2026-11-01 clocks fall back 02:00 → 01:00. 09:30Z is 03:30 CST: open until 04:00; 10:30Z is 04:30 CST: closed.
    expect(openStatus(evenings, new Date('2026-11-01T09:30:00Z'))).toMatchObject({ open: true });
    expect(openStatus(evenings, new Date('2026-11-01T10:30:00Z'))).toEqual({ open: false, opensAt: { day: 'sat', time: '22:00' } });
    // Same wall-clock hour either side of the change: Sunday 12:00 in Chicago is 18:00Z in summer, 17:00Z after.
    expect(chicagoClock(new Date('2026-10-25T17:00:00Z')).minutes).toBe(12 * 60);
    expect(chicagoClock(new Date('2026-11-01T18:00:00Z')).minutes).toBe(12 * 60);
  });

  it('a range that ends where it starts is open all day', () => {
    const allWeek: WeeklySchedule = Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '00:00' }]));
    expect(openStatus(allWeek, new Date('2026-12-07T10:00:00Z'))).toMatchObject({ open: true, allDay: true });
  });

  it('never opens when every day is off or skipped', () => {
    expect(openStatus({ mon: 'off' }, new Date('2026-12-07T16:00:00Z'))).toEqual({ open: false, opensAt: null });
  });

  it('is open exactly when the wall-clock minute falls in today\'s range or in yesterday\'s overnight tail', () => {
    const hoursArb = fc.oneof(
      fc.constant('off' as const),
      fc.record({ opens: fc.integer({ min: 0, max: 1439 }), closes: fc.integer({ min: 0, max: 1439 }) }).map(({ opens, closes }) => ({
        opens: `${String(Math.floor(opens / 60)).padStart(2, '0')}:${String(opens % 60).padStart(2, '0')}`,
        closes: `${String(Math.floor(closes / 60)).padStart(2, '0')}:${String(closes % 60).padStart(2, '0')}`,
      })),
    );
    fc.assert(
      fc.property(
        fc.record({ mon: hoursArb, tue: hoursArb, wed: hoursArb, thu: hoursArb, fri: hoursArb, sat: hoursArb, sun: hoursArb }, { requiredKeys: [] }),
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        (schedule, now) => {
          const status = openStatus(schedule, now);
          const { day, minutes } = chicagoClock(now);
          if (status.open) {
            expect(status.closesAt.time).toMatch(/^\d\d:\d\d$/);
          } else if (status.opensAt) {
            const hours = schedule[status.opensAt.day];
            expect(hours && hours !== 'off' && hours.opens).toBe(status.opensAt.time);
          } else {
            expect(WEEKDAYS.every((d) => schedule[d] === undefined || schedule[d] === 'off')).toBe(true);
          }
          const today = schedule[day];
          if (today && today !== 'off') {
            const [o, c] = [today.opens, today.closes].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
            if (o! < c! && minutes >= o! && minutes < c!) expect(status.open).toBe(true);
          }
        },
      ),
    );
  });
});
