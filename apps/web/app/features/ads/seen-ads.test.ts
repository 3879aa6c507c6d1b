import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adIdsFrom, createSeenBatch, SEEN_REPORT_DELAY_MS, SEEN_REPORT_MAX } from './seen-ads.ts';

describe('the ads strip’s report of the ads a reader saw', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the ads seen within a second of each other in one report, each once per page view', () => {
    const sent: number[][] = [];
    const reported = new Set<number>();
    const batch = createSeenBatch(reported, (ids) => sent.push(ids));
    batch.seen(3);
    vi.advanceTimersByTime(SEEN_REPORT_DELAY_MS - 100);
    batch.seen(5);
    batch.seen(3);
    vi.advanceTimersByTime(SEEN_REPORT_DELAY_MS - 100);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([[3, 5]]);
    // Seen again on the same page view (scrolled back, or the strip refreshed): not counted again.
    batch.seen(5);
    batch.seen(3);
    vi.advanceTimersByTime(SEEN_REPORT_DELAY_MS * 2);
    expect(sent).toEqual([[3, 5]]);
    expect([...reported]).toEqual([3, 5]);
    // A new batch sharing the page view's record (the strip's ads changed) does not count them either.
    const again = createSeenBatch(reported, (ids) => sent.push(ids));
    again.seen(3);
    again.seen(8);
    vi.advanceTimersByTime(SEEN_REPORT_DELAY_MS);
    expect(sent).toEqual([[3, 5], [8]]);
  });

  it('reports what waits at once when the page changes, and nothing when cancelled', () => {
    const sent: number[][] = [];
    const batch = createSeenBatch(new Set(), (ids) => sent.push(ids));
    batch.seen(1);
    batch.flush();
    expect(sent).toEqual([[1]]);
    batch.flush();
    batch.seen(2);
    batch.cancel();
    vi.advanceTimersByTime(SEEN_REPORT_DELAY_MS * 2);
    expect(sent).toEqual([[1]]);
  });

  it('never names more ids in one report than the API takes, and ignores what is no id', () => {
    const sent: number[][] = [];
    const batch = createSeenBatch(new Set(), (ids) => sent.push(ids));
    for (let id = 1; id <= SEEN_REPORT_MAX + 5; id += 1) batch.seen(id);
    batch.seen(0);
    batch.seen(Number.NaN);
    batch.seen(2.5);
    vi.advanceTimersByTime(SEEN_REPORT_DELAY_MS);
    expect(sent.map((ids) => ids.length)).toEqual([SEEN_REPORT_MAX, 5]);
  });

  it('reads a report’s ids as the API takes them, or refuses it', () => {
    expect(adIdsFrom(['3', '5', '3'])).toEqual([3, 5]);
    expect(adIdsFrom([])).toBeNull();
    expect(adIdsFrom(['3', 'x'])).toBeNull();
    expect(adIdsFrom(['0'])).toBeNull();
    expect(adIdsFrom(['99999999999'])).toBeNull();
    expect(adIdsFrom(Array.from({ length: SEEN_REPORT_MAX + 1 }, (_, i) => String(i + 1)))).toBeNull();
  });
});
