import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintScheduleData } from '../load-print-schedule.ts';
import { usePrintSchedule, type PrintScheduleState } from './use-print-schedule.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const EDITIONS = [{ slug: 'chicagoland', name: 'Chicagoland', issue_weekday: 4, deadline_days_before: 3, deadline_time: '17:00' }];
const ISSUES = [{ id: 2, edition: 'chicagoland', date: '2026-12-03', deadlineAt: '2026-11-30T23:00:00.000Z' }];

function render(initial?: PrintScheduleData, query?: { editions?: string[] }) {
  const seen: PrintScheduleState[] = [];
  function Probe() {
    seen.push(usePrintSchedule(initial, query));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  return { seen, root, mount: () => act(async () => root.render(<Probe />)) };
}

describe('usePrintSchedule', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives what the loader read, without asking again', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const initial = { editions: EDITIONS, schedule: ISSUES, now: '2026-11-26T00:00:00.000Z' };
    const { seen, mount, root } = render(initial);
    await mount();
    expect(seen.at(-1)).toEqual({ status: 'ready', data: initial });
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });

  it('reads the editions and the schedule through the API when mounted without them', async () => {
    const fetch = vi.fn(async (url: string) => new Response(JSON.stringify({ data: url.startsWith('/api/print/editions') ? EDITIONS : ISSUES }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { seen, mount, root } = render(undefined, { editions: ['chicagoland', 'milwaukee'] });
    await mount();
    expect(seen[0]).toEqual({ status: 'loading' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/print/editions', '/api/print/schedule?edition=chicagoland&edition=milwaukee']);
    expect(seen.at(-1)).toMatchObject({ status: 'ready', data: { editions: EDITIONS, schedule: ISSUES } });
    await act(async () => root.unmount());
  });

  it('gives the error’s code when the API refuses', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'The given data was invalid.', code: 'error-validation' }), { status: 422 })));
    const { seen, mount, root } = render(undefined, { editions: ['nowhere'] });
    await mount();
    expect(seen.at(-1)).toEqual({ status: 'error', code: 'error-validation' });
    await act(async () => root.unmount());
  });
});
