import { describe, expect, it } from 'vitest';
import { chicagoWallClock, deadlineParts, issueActions, issueChangeProblems, moveTarget, type NewsroomIssueState } from './print-issue-changes.ts';

// Monday 7 December 2026, 12:00 in Chicago (UTC−6).
const now = new Date('2026-12-07T18:00:00Z');
const others = [
  { id: 1, date: '2026-12-10' },
  { id: 2, date: '2026-12-17' },
];

describe('chicagoWallClock', () => {
  it('reads the Chicago clock, winter and summer', () => {
    expect(chicagoWallClock(now)).toBe('2026-12-07T12:00');
    expect(chicagoWallClock(new Date('2026-07-01T03:30:00Z'))).toBe('2026-06-30T22:30');
    expect(deadlineParts('2026-12-07T23:00:00Z')).toEqual({ deadlineDate: '2026-12-07', deadlineTime: '17:00' });
  });
});

describe('issueChangeProblems', () => {
  it('accepts a move to a free future day with a deadline before it', () => {
    expect(issueChangeProblems(1, { date: '2026-12-11', deadlineDate: '2026-12-08', deadlineTime: '17:00' }, { now, others })).toEqual({});
    // The issue keeping its own day is no clash.
    expect(issueChangeProblems(1, { date: '2026-12-10', deadlineDate: '2026-12-09', deadlineTime: '09:00' }, { now, others })).toEqual({});
  });

  it('refuses a deadline on or after the issue day', () => {
    expect(issueChangeProblems(1, { date: '2026-12-11', deadlineDate: '2026-12-11', deadlineTime: '08:00' }, { now, others })).toEqual({
      deadline_date: 'error-print-deadline-after-date',
    });
    expect(issueChangeProblems(1, { date: '2026-12-11', deadlineDate: '2026-12-12', deadlineTime: '08:00' }, { now, others })).toEqual({
      deadline_date: 'error-print-deadline-after-date',
    });
  });

  it('refuses a day another issue of the edition has', () => {
    expect(issueChangeProblems(1, { date: '2026-12-17', deadlineDate: '2026-12-14', deadlineTime: '17:00' }, { now, others })).toEqual({
      date: 'error-print-date-taken',
    });
  });

  it('refuses the past: a day before today, a deadline already gone', () => {
    expect(issueChangeProblems(1, { date: '2026-12-06', deadlineDate: '2026-12-03', deadlineTime: '17:00' }, { now, others })).toEqual({
      date: 'error-print-date-past',
      deadline_time: 'error-print-deadline-past',
    });
    expect(issueChangeProblems(1, { date: '2026-12-09', deadlineDate: '2026-12-07', deadlineTime: '11:59' }, { now, others })).toEqual({
      deadline_time: 'error-print-deadline-past',
    });
    expect(issueChangeProblems(1, { date: '2026-12-09', deadlineDate: '2026-12-07', deadlineTime: '12:01' }, { now, others })).toEqual({});
  });

  it('never accepts a deadline on or after its day, whatever the days (property)', () => {
    for (let d = 0; d < 60; d++) {
      for (let k = -3; k <= 3; k++) {
        const date = new Date(Date.UTC(2026, 11, 8 + d)).toISOString().slice(0, 10);
        const deadlineDate = new Date(Date.UTC(2026, 11, 8 + d + k)).toISOString().slice(0, 10);
        const problems = issueChangeProblems(9, { date, deadlineDate, deadlineTime: '17:00' }, { now, others: [] });
        expect(problems.deadline_date === undefined, `${date} ${deadlineDate}`).toBe(k < 0);
      }
    }
  });
});

describe('moveTarget', () => {
  const issues: NewsroomIssueState[] = [
    { id: 1, date: '2026-12-10', status: 'scheduled', published: false },
    { id: 2, date: '2026-12-17', status: 'cancelled', published: false },
    { id: 3, date: '2026-12-24', status: 'scheduled', published: false },
    { id: 4, date: '2026-12-31', status: 'scheduled', published: false },
  ];
  it('takes the first later scheduled issue the ad does not hold', () => {
    expect(moveTarget({ date: '2026-12-10' }, issues, new Set())?.id).toBe(3);
    expect(moveTarget({ date: '2026-12-10' }, issues, new Set([3]))?.id).toBe(4);
    expect(moveTarget({ date: '2026-12-10' }, issues, new Set([3, 4]))).toBeNull();
  });
});

describe('issueActions', () => {
  it('offers nothing on a cancelled or published issue, and publishing only for a past one', () => {
    expect(issueActions({ id: 1, date: '2026-12-10', status: 'scheduled', published: false }, '2026-12-07')).toEqual({ move: true, cancel: true, publish: true });
    expect(issueActions({ id: 1, date: '2026-12-03', status: 'scheduled', published: false }, '2026-12-07')).toEqual({ move: false, cancel: false, publish: true });
    expect(issueActions({ id: 1, date: '2026-12-10', status: 'cancelled', published: false }, '2026-12-07')).toEqual({ move: false, cancel: false, publish: false });
    expect(issueActions({ id: 1, date: '2026-12-10', status: 'scheduled', published: true }, '2026-12-07')).toEqual({ move: false, cancel: false, publish: false });
  });
});
