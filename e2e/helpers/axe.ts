import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the suite holds pages to: WCAG 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Serious and critical axe violations, one readable line per element; `exclude` leaves parts of
 * the page out (CSS selectors), for a test about another part.
 */
export async function seriousViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  // One axe.run in the page (there are no iframes to reach), reporting violations only: on the
  // map's long list this takes seconds instead of the ~20 s of the frame-by-frame default.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}`));
}
