import { describe, expect, it } from 'vitest';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS, autosaveDue, autosaveReducer, hasUnsent, initialAutosave, type AutosaveEvent, type AutosaveState } from './autosave.ts';
import { draftToOffer, sameText } from './draft-store.ts';

const run = (events: AutosaveEvent[], from: AutosaveState = initialAutosave()) => events.reduce(autosaveReducer, from);

describe('autosave', () => {
  it('saves a few seconds after the last keystroke, not before', () => {
    const state = run([{ type: 'edit', now: 1_000 }, { type: 'edit', now: 2_000 }]);
    expect(state.status).toEqual({ kind: 'unsaved' });
    expect(autosaveDue(state, 2_000 + AUTOSAVE_DELAY_MS - 1)).toBe(false);
    expect(autosaveDue(state, 2_000 + AUTOSAVE_DELAY_MS)).toBe(true);
  });

  it('says saving, then saved with the time, and has nothing to send after', () => {
    const sending = run([{ type: 'edit', now: 0 }, { type: 'send' }]);
    expect(sending.status).toEqual({ kind: 'saving' });
    expect(autosaveDue(sending, 1e9)).toBe(false);
    const saved = autosaveReducer(sending, { type: 'saved', at: '2026-12-07T18:04:00Z' });
    expect(saved.status).toEqual({ kind: 'saved', at: '2026-12-07T18:04:00Z' });
    expect(hasUnsent(saved)).toBe(false);
    expect(autosaveDue(saved, 1e9)).toBe(false);
  });

  it('keeps what was typed during a save to send next', () => {
    const state = run([{ type: 'edit', now: 0 }, { type: 'send' }, { type: 'edit', now: 500 }, { type: 'saved', at: 'T' }]);
    expect(state.status).toEqual({ kind: 'unsaved' });
    expect(state.savedAt).toBe('T');
    expect(autosaveDue(state, 500 + AUTOSAVE_DELAY_MS)).toBe(true);
  });

  it('offline: keeps the text unsent and tries again later', () => {
    const state = run([{ type: 'edit', now: 0 }, { type: 'send' }, { type: 'offline', now: 4_000 }]);
    expect(state.status).toEqual({ kind: 'offline' });
    expect(hasUnsent(state)).toBe(true);
    expect(autosaveDue(state, 4_000 + AUTOSAVE_RETRY_MS - 1)).toBe(false);
    expect(autosaveDue(state, 4_000 + AUTOSAVE_RETRY_MS)).toBe(true);
  });

  it('stale: stops sending, whatever is typed, until the editor decides', () => {
    const state = run([{ type: 'edit', now: 0 }, { type: 'send' }, { type: 'stale' }, { type: 'edit', now: 10 }]);
    expect(state.status).toEqual({ kind: 'stale' });
    expect(autosaveDue(state, 1e12)).toBe(false);
    expect(hasUnsent(state)).toBe(true);
    const decided = autosaveReducer(state, { type: 'reset', at: 'T2' });
    expect(decided).toEqual(initialAutosave('T2'));
  });

  it('refused: waits for the next keystroke', () => {
    const state = run([{ type: 'edit', now: 0 }, { type: 'send' }, { type: 'refused', code: 'validation-too-long' }]);
    expect(autosaveDue(state, 1e12)).toBe(false);
    expect(autosaveDue(autosaveReducer(state, { type: 'edit', now: 5 }), 5 + AUTOSAVE_DELAY_MS)).toBe(true);
  });
});

describe('the copy kept on this device', () => {
  const server = { title: 'T', lead: 'L', body_html: '<p>B</p>' };
  it('is offered only when it differs from the server\'s text', () => {
    expect(draftToOffer(undefined, server)).toBeNull();
    expect(draftToOffer({ ...server, version: 1, at: 'x' }, server)).toBeNull();
    const kept = { ...server, body_html: '<p>B and more</p>', version: 1, at: 'x' };
    expect(draftToOffer(kept, server)).toBe(kept);
    expect(sameText(kept, server)).toBe(false);
  });
});
