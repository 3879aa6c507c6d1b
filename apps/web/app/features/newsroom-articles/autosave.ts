/**
 * The editor's autosave (issue #27), as a pure state machine the page drives: every keystroke
 * is an `edit`, and the page sends the working copy once `dueAt` has passed with nothing sent
 * and nothing new typed (a few seconds after the last keystroke). An answer says how it went:
 * saved, offline (the copy stays on this device and is sent again later), refused, or stale
 * (someone else saved first: autosave stops until the editor decides; nothing is overwritten).
 */

/** Quiet time after the last keystroke before an autosave. */
export const AUTOSAVE_DELAY_MS = 3_000;
/** How long to wait before trying again after the network failed. */
export const AUTOSAVE_RETRY_MS = 15_000;

export type SaveStatus =
  | { kind: 'clean' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'refused'; code: string }
  | { kind: 'stale' };

export interface AutosaveState {
  status: SaveStatus;
  /** Typed since the last copy sent. */
  dirty: boolean;
  /** A save is on its way. */
  sending: boolean;
  /** When the next autosave is due (ms since the epoch), or null when none is. */
  dueAt: number | null;
  /** When the server last confirmed a save (ISO), shown beside the other states. */
  savedAt: string | null;
}

export type AutosaveEvent =
  | { type: 'edit'; now: number }
  | { type: 'send' }
  | { type: 'saved'; at: string }
  | { type: 'offline'; now: number }
  | { type: 'refused'; code: string }
  | { type: 'stale' }
  /** The editor chose a version after a conflict, or restored one: the page's copy is the server's again. */
  | { type: 'reset'; at: string | null };

export const initialAutosave = (savedAt: string | null = null): AutosaveState => ({ status: { kind: 'clean' }, dirty: false, sending: false, dueAt: null, savedAt });

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'edit':
      // After a conflict the edits are kept (and on this device) but not sent until the editor decides.
      if (state.status.kind === 'stale') return { ...state, dirty: true };
      return { ...state, dirty: true, dueAt: event.now + AUTOSAVE_DELAY_MS, status: state.sending ? state.status : { kind: 'unsaved' } };
    case 'send':
      return { ...state, dirty: false, sending: true, dueAt: null, status: { kind: 'saving' } };
    case 'saved':
      // Typed while the save was on its way: that is still to send, at the time already set.
      return { ...state, sending: false, savedAt: event.at, status: state.dirty ? { kind: 'unsaved' } : { kind: 'saved', at: event.at } };
    case 'offline':
      return { ...state, sending: false, dirty: true, dueAt: Math.max(state.dueAt ?? 0, event.now + AUTOSAVE_RETRY_MS), status: { kind: 'offline' } };
    case 'refused':
      // A refused copy (a title too long, say) is not sent again until something is typed.
      return { ...state, sending: false, dirty: true, dueAt: null, status: { kind: 'refused', code: event.code } };
    case 'stale':
      return { ...state, sending: false, dirty: true, dueAt: null, status: { kind: 'stale' } };
    case 'reset':
      return initialAutosave(event.at ?? state.savedAt);
  }
}

/** Whether the page should send the working copy now. */
export const autosaveDue = (state: AutosaveState, now: number): boolean =>
  state.dirty && !state.sending && state.dueAt !== null && now >= state.dueAt && state.status.kind !== 'stale';

/** Whether leaving the page now would lose what the server has not got (it is still on this device). */
export const hasUnsent = (state: AutosaveState): boolean => state.dirty || state.sending;
