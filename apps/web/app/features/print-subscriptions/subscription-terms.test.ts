import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_RATES, printSubscriptionRate, addDays, PRINT_SUBSCRIPTION_PHASES, PRINT_SUBSCRIPTION_REMINDER_DAYS, type MyPrintSubscription, type ScheduledIssue } from '@gazeta/contract';
import {
  addressLine,
  askedTerms,
  canDelete,
  canPay,
  canRenew,
  daysBetween,
  DEFAULT_TERM,
  endsWithin,
  idParam,
  mailingIssues,
  PHASE_BADGE,
  renewalStart,
  termChoices,
  termChoice,
} from './subscription-terms.ts';

const TODAY = '2026-11-19';

function term(overrides: Partial<MyPrintSubscription> = {}): MyPrintSubscription {
  return {
    id: 1,
    first_name: 'Ольга',
    last_name: 'Иванова',
    address: '4901 Golf Rd',
    address2: null,
    city: 'Skokie',
    state: 'IL',
    zip: '60077',
    months: 3,
    price_cents: 2400,
    status: 'paid',
    phase: 'active',
    starts_on: '2026-11-19',
    ends_on: '2027-02-18',
    order_id: null,
    renewed: false,
    actions: ['renew'],
    created_at: '2026-11-19T15:00:00.000Z',
    ...overrides,
  };
}

const statusOf = (phase: MyPrintSubscription['phase']): MyPrintSubscription['status'] => (phase === 'awaiting_payment' || phase === 'cancelled' ? phase : 'paid');

describe('the terms offered', () => {
  it('are 3, 6 and 12 months at the contract’s prices, cheaper by the month the longer they run', () => {
    expect(termChoices(DEFAULT_RATES)).toEqual([
      { months: 3, cents: printSubscriptionRate(DEFAULT_RATES, 3), perMonthCents: 800 },
      { months: 6, cents: printSubscriptionRate(DEFAULT_RATES, 6), perMonthCents: 750 },
      { months: 12, cents: printSubscriptionRate(DEFAULT_RATES, 12), perMonthCents: 700 },
    ]);
    expect(termChoice(DEFAULT_TERM, DEFAULT_RATES)?.months).toBe(3);
  });

  it('reads a submitted term, and nothing else', () => {
    expect(termChoice('6', DEFAULT_RATES)?.cents).toBe(printSubscriptionRate(DEFAULT_RATES, 6));
    expect(termChoice(12, DEFAULT_RATES)?.months).toBe(12);
    for (const bad of ['', '4', '6.0x', 'twelve', null, undefined]) expect(termChoice(bad, DEFAULT_RATES), String(bad)).toBeUndefined();
  });
});

describe('what the member may do with a term in each phase', () => {
  it('pays and deletes only one waiting for payment (with its order open)', () => {
    const phases = PRINT_SUBSCRIPTION_PHASES.map((phase) => term({ phase, status: statusOf(phase), order_id: phase === 'awaiting_payment' ? 9 : null }));
    expect(phases.filter(canPay).map((t) => t.phase)).toEqual(['awaiting_payment']);
    expect(phases.filter(canDelete).map((t) => t.phase)).toEqual(['awaiting_payment']);
    expect(canPay(term({ phase: 'awaiting_payment', status: 'awaiting_payment', order_id: null }))).toBe(false);
  });

  it('renews a paid one, unless the address already has a later term', () => {
    const phases = PRINT_SUBSCRIPTION_PHASES.map((phase) => term({ phase, status: statusOf(phase) }));
    expect(phases.filter(canRenew).map((t) => t.phase)).toEqual(['scheduled', 'active', 'ended']);
    expect(canRenew(term({ renewed: true }))).toBe(false);
  });

  it('shows every phase with a badge', () => {
    for (const phase of PRINT_SUBSCRIPTION_PHASES) expect(PHASE_BADGE[phase]).toMatch(/^badge--/);
  });
});

describe('the end of a term', () => {
  it('counts calendar days, whatever the time zone', () => {
    expect(daysBetween('2026-11-19', '2027-02-18')).toBe(91);
    // Across the change to summer time: still whole days.
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -400, max: 400 }), (offset, days) => {
        const from = addDays('2025-01-01', offset);
        expect(daysBetween(from, addDays(from, days))).toBe(days);
      }),
    );
  });

  it('is close within the reminder’s days, for a paid term not renewed', () => {
    const ends = addDays(TODAY, PRINT_SUBSCRIPTION_REMINDER_DAYS);
    expect(endsWithin(term({ ends_on: ends }), TODAY)).toBe(PRINT_SUBSCRIPTION_REMINDER_DAYS);
    expect(endsWithin(term({ ends_on: TODAY }), TODAY)).toBe(0);
    expect(endsWithin(term({ ends_on: addDays(ends, 1) }), TODAY)).toBeNull();
    expect(endsWithin(term({ ends_on: addDays(TODAY, -1), phase: 'ended' }), TODAY)).toBeNull();
    expect(endsWithin(term({ ends_on: ends, renewed: true }), TODAY)).toBeNull();
    expect(endsWithin(term({ ends_on: null, starts_on: null, status: 'awaiting_payment', phase: 'awaiting_payment' }), TODAY)).toBeNull();
  });

  it('is followed by a renewal the next day, or one that starts when it is paid once the term is over', () => {
    expect(renewalStart(term({ ends_on: '2027-02-18' }), TODAY)).toBe('2027-02-19');
    expect(renewalStart(term({ ends_on: TODAY }), TODAY)).toBe('2026-11-20');
    expect(renewalStart(term({ ends_on: '2026-11-18', phase: 'ended' }), TODAY)).toBeNull();
  });
});

describe('the page’s addresses', () => {
  it('reads whole-number ids only', () => {
    expect(idParam('7')).toBe(7);
    expect(idParam('2147483647')).toBe(2_147_483_647);
    for (const bad of ['', '0', '07', '-1', '1.5', '2147483648', 'abc', null, undefined]) expect(idParam(bad), String(bad)).toBeNull();
  });

  it('opens the renewal of a renewable term and the question of a deletable one, of the member’s own only', () => {
    const paid = term({ id: 3 });
    const unpaid = term({ id: 4, status: 'awaiting_payment', phase: 'awaiting_payment', starts_on: null, ends_on: null, order_id: 11 });
    const renewed = term({ id: 5, renewed: true });
    const ask = (query: string) => askedTerms(new URLSearchParams(query), [paid, unpaid, renewed]);
    expect(ask('renew=3')).toEqual({ renew: paid, remove: null });
    expect(ask('delete=4')).toEqual({ renew: null, remove: unpaid });
    for (const query of ['renew=4', 'renew=5', 'renew=99', 'delete=3', 'delete=x', '']) expect(ask(query), query).toEqual({ renew: null, remove: null });
  });

  it('writes the delivery address on one line', () => {
    expect(addressLine(term())).toBe('4901 Golf Rd, Skokie, IL 60077');
    expect(addressLine(term({ address2: 'Apt 2', zip: '60077-1234' }))).toBe('4901 Golf Rd, Apt 2, Skokie, IL 60077-1234');
  });
});

describe('the issues offered for a mailing list', () => {
  const issue = (id: number, date: string, edition = 'chicagoland'): ScheduledIssue => ({ id, edition, date, deadlineAt: `${addDays(date, -2)}T23:00:00Z` });

  it('are those of the weeks around today, earliest first, the next to come out chosen', () => {
    const schedule = [issue(1, '2026-10-01'), issue(5, '2026-11-26', 'milwaukee'), issue(2, '2026-11-05'), issue(4, '2026-11-26'), issue(3, '2026-11-12'), issue(9, '2027-03-04')];
    expect(mailingIssues(schedule, TODAY)).toEqual({ issues: [issue(2, '2026-11-05'), issue(3, '2026-11-12'), issue(4, '2026-11-26'), issue(5, '2026-11-26', 'milwaukee')], next: 4 });
  });

  it('chooses today’s issue when there is one, else the latest, else none', () => {
    expect(mailingIssues([issue(1, '2026-11-12'), issue(2, TODAY)], TODAY).next).toBe(2);
    expect(mailingIssues([issue(1, '2026-11-05'), issue(2, '2026-11-12')], TODAY).next).toBe(2);
    expect(mailingIssues([], TODAY)).toEqual({ issues: [], next: null });
  });
});
