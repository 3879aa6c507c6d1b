import type { Page } from '@playwright/test';

/** Scrolls the window at once (the stylesheet asks for smooth scrolling otherwise). */
export async function scrollWindowTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Reads one local-storage value (raw string) of the page's origin. */
export const storageItem = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/**
 * Resolves once React has hydrated the page: the app mirrors the reader's language into the
 * `locale` cookie from an effect, which runs only after hydration (first page of a context).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => /(?:^|;\s*)locale=/.test(document.cookie));
}
