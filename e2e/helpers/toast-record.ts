import type { BrowserContext } from '@playwright/test';

/** Where a page keeps the toasts it has shown: `{ role, text }` in order. */
export const TOAST_RECORD = '__gazetaShownToasts';

/** Runs in the page before its scripts: records every toast added to the notifications region. */
export function recordToasts(recordName: string) {
  // A window the page opens (about:blank, then the ad's site) may run this again.
  if (recordName in window) return;
  const shown: { role: string; text: string }[] = [];
  Object.defineProperty(window, recordName, { value: shown });
  const record = (element: Element) => {
    const role = element.getAttribute('role');
    if ((role === 'status' || role === 'alert') && element.closest('.toaster')) {
      shown.push({ role, text: element.textContent ?? '' });
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        record(node);
        node.querySelectorAll('[role=status], [role=alert]').forEach(record);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Makes every page of `context` record its toasts (the suite's own contexts do it already). */
export async function recordToastsIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordToasts, TOAST_RECORD);
}
