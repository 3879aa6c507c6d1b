import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale, ScheduledIssue } from '@gazeta/contract';
import { resources } from '@gazeta/i18n';
import { getI18n, provideMessages } from '../../../lib/i18n.ts';
import { NextIssueCountdown } from './next-issue-countdown.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** Thursday issues; booking closes Monday 17:00 in Chicago (CST: 23:00 UTC). */
const SCHEDULE: ScheduledIssue[] = [
  { id: 1, edition: 'chicagoland', date: '2026-11-26', deadlineAt: '2026-11-23T23:00:00.000Z' },
  { id: 2, edition: 'chicagoland', date: '2026-12-03', deadlineAt: '2026-11-30T23:00:00.000Z' },
  { id: 3, edition: 'milwaukee', date: '2026-12-03', deadlineAt: '2026-11-30T23:00:00.000Z' },
  { id: 4, edition: 'chicagoland', date: '2026-12-10', deadlineAt: '2026-12-07T23:00:00.000Z' },
];

const i18nFor = (locale: Locale) => {
  const href = `/i18n/test-${locale}.json`;
  provideMessages(href, JSON.stringify(resources[locale]));
  return getI18n(locale, href);
};

function Countdown({ locale, now, edition }: { locale: Locale; now: string; edition?: string }) {
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <NextIssueCountdown schedule={SCHEDULE} now={now} showDeadline {...(edition ? { edition } : {})} />
    </I18nextProvider>
  );
}

const ssr = (locale: Locale, now: string, edition?: string) => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Countdown locale={locale} now={now} {...(edition ? { edition } : {})} />);
  return host;
};

describe('NextIssueCountdown', () => {
  it('says the next open issue and the time left, in English and in Russian with its plurals', () => {
    // Wednesday 25 Nov, 18:00 CST: today's Thursday issue closed on Monday.
    const now = '2026-11-26T00:00:00.000Z';
    expect(ssr('en', now).textContent).toBe('Next issue Thu, Dec 3 · deadline in 4 days 23 hoursBooking closes Mon, Nov 30, 5:00 PM, Chicago time');
    expect(ssr('ru', now).textContent).toBe('Следующий номер чт, 3 дек. · приём закроется через 4 дня 23 часаПриём закрывается пн, 30 нояб., 17:00 по чикагскому времени');
    expect(ssr('ru', '2026-11-29T21:59:00.000Z').querySelector('.countdown__left')?.textContent).toBe('приём закроется через 1 день 1 час');
    // Two units at most: a day and no hours is a day.
    expect(ssr('ru', '2026-11-29T22:59:00.000Z').querySelector('.countdown__left')?.textContent).toBe('приём закроется через 1 день');
    expect(ssr('ru', '2026-11-30T22:39:00.000Z').querySelector('.countdown__left')?.textContent).toBe('приём закроется через 21 минуту');
    expect(ssr('ru', '2026-11-30T22:49:00.000Z').querySelector('.countdown__left')?.textContent).toBe('приём закроется через 11 минут');
    expect(ssr('ru', '2026-11-25T18:00:00.000Z').querySelector('.countdown__left')?.textContent).toBe('приём закроется через 5 дней 5 часов');
    expect(ssr('ru', '2026-11-30T20:58:00.000Z').querySelector('.countdown__left')?.textContent).toBe('приём закроется через 2 часа 2 минуты');
    expect(ssr('en', '2026-11-30T22:59:30.000Z').querySelector('.countdown__left')?.textContent).toBe('deadline in less than a minute');
    expect(ssr('en', '2026-11-30T21:59:00.000Z').querySelector('.countdown__left')?.textContent).toBe('deadline in 1 hour 1 minute');
  });

  it('gives machine-readable dates and the duration', () => {
    const host = ssr('en', '2026-11-26T00:00:00.000Z');
    expect(host.querySelector('.countdown__date')?.getAttribute('datetime')).toBe('2026-12-03');
    expect(host.querySelector('.countdown__time')?.getAttribute('datetime')).toBe('P4DT23H0M');
  });

  it('moves on to the next issue once a deadline has passed, and says when none is open', () => {
    expect(ssr('en', '2026-11-30T23:00:00.000Z').textContent).toContain('Next issue Thu, Dec 10');
    expect(ssr('en', '2026-11-30T23:00:00.000Z', 'milwaukee').textContent).toBe('No issue is open for booking at the moment.');
    expect(ssr('ru', '2026-11-26T00:00:00.000Z', 'milwaukee').textContent).toContain('Следующий номер чт, 3 дек.');
  });
});

describe('NextIssueCountdown in the browser', () => {
  let root: Root | undefined;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    vi.useRealTimers();
  });

  it('hydrates the server’s text without a mismatch, then counts with the browser’s clock each minute', async () => {
    // The page was rendered (or cached) at 18:00 CST; the reader opens it 30 minutes later.
    const serverNow = '2026-11-26T00:00:00.000Z';
    vi.useFakeTimers({ now: new Date('2026-11-26T00:30:10.000Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const host = ssr('en', serverNow);
    expect(host.querySelector('.countdown__left')?.textContent).toBe('deadline in 4 days 23 hours');
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(host, <Countdown locale="en" now={serverNow} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(host.querySelector('.countdown__left')?.textContent).toBe('deadline in 4 days 22 hours');
    expect(host.querySelector('.countdown__time')?.getAttribute('datetime')).toBe('P4DT22H29M');
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(host.querySelector('.countdown__time')?.getAttribute('datetime')).toBe('P4DT22H28M');
    // The tab sleeps past the deadline; at the next minute the countdown moves to the next issue.
    vi.setSystemTime(new Date('2026-11-30T23:00:30.000Z'));
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(host.textContent).toContain('Next issue Thu, Dec 10');
    expect(host.querySelector('.countdown__left')?.textContent).toBe('deadline in 6 days 23 hours');
    expect(host.querySelector('.countdown')?.getAttribute('data-issue')).toBe('4');
  });
});
