import { useEffect, useRef } from 'react';

export interface ReviewKeys {
  next(): void;
  previous(): void;
  approve(): void;
  reject(): void;
  help(): void;
}

/** Whether a key press belongs to a field (typing a reason never moves the queue). */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The queue's keys: j or ↓ the next item, k or ↑ the previous one, a approves, r goes to the
 * reason to reject, ? shows the help. Never while typing in a field, nor with Ctrl, Alt or ⌘.
 */
export function useReviewKeys(keys: ReviewKeys): void {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || inField(event.target)) return;
      const actions: Record<string, (() => void) | undefined> = {
        j: current.current.next,
        ArrowDown: current.current.next,
        k: current.current.previous,
        ArrowUp: current.current.previous,
        a: current.current.approve,
        r: current.current.reject,
        '?': current.current.help,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
