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

/**
 * The controls (links, buttons, a city's row, fields, focusable regions) a reader sees under the
 * element: for each point of a grid over its box, the topmost thing below it, if that is or lies
 * in a control. `[]` when the element is absent or out of sight (hidden, transparent).
 */
export function controlsUnder(element: Locator): Promise<string[]> {
  return element.evaluateAll((elements) => {
    const CONTROL =
      'a[href], button, summary, input, select, textarea, label, [role=button], [role=link], [role=tab], [role=checkbox], [tabindex]:not([tabindex="-1"]), [contenteditable]';
    const found = new Set<string>();
    for (const element of elements) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      const box = element.getBoundingClientRect();
      for (let i = 0; i <= 4; i += 1) {
        for (let j = 0; j <= 4; j += 1) {
          const x = box.left + 2 + ((box.width - 4) * i) / 4;
          const y = box.top + 2 + ((box.height - 4) * j) / 4;
          const under = document.elementsFromPoint(x, y).find((other) => !element.contains(other));
          const control = under?.closest(CONTROL);
          if (control) found.add(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
    }
    return [...found];
  });
}

/** Whether an input's placeholder fits inside it whole (a cut one reads "Например, Skokie или Devor"). */
export function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element) => {
    if (!(element instanceof HTMLInputElement) || !element.placeholder) return true;
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
    probe.textContent = element.placeholder;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width <= element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) + 0.5;
  });
}
