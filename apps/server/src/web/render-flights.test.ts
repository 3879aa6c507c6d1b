import { describe, expect, it } from 'vitest';
import { createRenderFlights } from './render-flights.ts';

/** A render that finishes when told to, counting how often it was started. */
function controlledRender() {
  let started = 0;
  const signals: AbortSignal[] = [];
  const finishes: ((page: string) => void)[] = [];
  const fails: ((error: Error) => void)[] = [];
  const render = (signal: AbortSignal) => {
    started++;
    signals.push(signal);
    return new Promise<string>((resolve, reject) => {
      finishes.push(resolve);
      fails.push(reject);
    });
  };
  return {
    render,
    get started() {
      return started;
    },
    signals,
    finish: (n: number, page: string) => finishes[n]!(page),
    fail: (n: number, error: Error) => fails[n]!(error),
  };
}

const stays = () => new AbortController().signal;

describe('renders shared by the readers of a page', () => {
  it('gives readers who ask while a page renders that render, and renders anew once it is done', async () => {
    const flights = createRenderFlights<string>();
    const r = controlledRender();
    const first = flights.share('ru /private-ads br', 0, stays(), r.render);
    const second = flights.share('ru /private-ads br', 0, stays(), r.render);
    expect([first.joined, second.joined, r.started, flights.size]).toEqual([false, true, 1, 1]);
    r.finish(0, 'page one');
    expect(await second.result).toBe('page one');
    expect(await first.result).toBe('page one');
    expect(flights.size).toBe(0);

    const third = flights.share('ru /private-ads br', 0, stays(), r.render);
    expect([third.joined, r.started]).toEqual([false, 2]);
    r.finish(1, 'page two');
    expect(await third.result).toBe('page two');
  });

  it('never shares across pages', () => {
    const flights = createRenderFlights<string>();
    const r = controlledRender();
    flights.share('ru /private-ads br', 0, stays(), r.render);
    expect(flights.share('en /private-ads br', 0, stays(), r.render).joined).toBe(false);
    expect(flights.share('ru /private-ads gzip', 0, stays(), r.render).joined).toBe(false);
    expect(flights.share('ru /private-ads/cat/jobs br', 0, stays(), r.render).joined).toBe(false);
    expect(r.started).toBe(4);
  });

  it('never gives a render that began before a write to a reader who came after it', async () => {
    const flights = createRenderFlights<string>();
    const r = controlledRender();
    const before = flights.share('ru /private-ads br', 7, stays(), r.render);
    const after = flights.share('ru /private-ads br', 8, stays(), r.render);
    const later = flights.share('ru /private-ads br', 8, stays(), r.render);
    expect([before.joined, after.joined, later.joined, r.started]).toEqual([false, false, true, 2]);
    // The older render ending does not drop the newer one.
    r.finish(0, 'before the write');
    expect(await before.result).toBe('before the write');
    expect(flights.size).toBe(1);
    r.finish(1, 'after the write');
    expect(await later.result).toBe('after the write');
    expect(flights.size).toBe(0);
  });

  it('aborts a render only when every reader of it has gone', () => {
    const flights = createRenderFlights<string>();
    const r = controlledRender();
    const a = new AbortController();
    const b = new AbortController();
    flights.share('ru /private-ads br', 0, a.signal, r.render);
    flights.share('ru /private-ads br', 0, b.signal, r.render);
    a.abort();
    expect(r.signals[0]!.aborted).toBe(false);
    b.abort();
    expect(r.signals[0]!.aborted).toBe(true);
    // A reader coming now gets a render of their own, not the aborted one.
    expect(flights.share('ru /private-ads br', 0, stays(), r.render).joined).toBe(false);
    expect(r.started).toBe(2);
  });

  it('passes a failed render to each of its readers, and keeps nothing of it', async () => {
    const flights = createRenderFlights<string>();
    const r = controlledRender();
    const first = flights.share('ru /private-ads br', 0, stays(), r.render);
    const second = flights.share('ru /private-ads br', 0, stays(), r.render);
    r.fail(0, new Error('the API is down'));
    await expect(first.result).rejects.toThrow('the API is down');
    await expect(second.result).rejects.toThrow('the API is down');
    expect(flights.size).toBe(0);
  });
});
