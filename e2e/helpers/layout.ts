/**
 * Measures of how text is laid out, for the tests of what must not widen the page or break
 * mid-phrase (issue #13). They read the page's own geometry; nothing here changes it.
 */
import type { Locator, Page } from '@playwright/test';

/** How many CSS pixels the page is wider than its window (0 when nothing scrolls sideways). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Where the element's text breaks into lines: for each line after the first, the text of the
 * line before it (so a test can see the character the break follows). `[]` for one line.
 */
export function lineBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const lines: string[] = [];
    let line = '';
    let top: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        // A space at the end of a line has no box of its own: it stays with the line it ends.
        if (rect && rect.width > 0) {
          if (top !== null && rect.top > top + rect.height / 2) {
            lines.push(line);
            line = '';
          }
          if (top === null || rect.top > top + rect.height / 2) top = rect.top;
        }
        line += text.charAt(i);
      }
    }
    return lines;
  });
}

/** The number of lines the element's text takes. */
export const lineCount = async (element: Locator) => (await lineBreaks(element)).length + 1;
