import type { TestInfo } from '@playwright/test';
import type { ArticleSummary } from '@gazeta/contract';

/**
 * Tests that change or count an article's numbers (likes, views) each take their own article,
 * different per project, so parallel tests never see each other's clicks.
 */
const SLOTS = { like: [1, 2], 'like-no-js': [3, 4], details: [7, 8] } as const;

export function articleFor(testInfo: TestInfo, purpose: keyof typeof SLOTS, articles: readonly ArticleSummary[]): ArticleSummary {
  const [phone, desktop] = SLOTS[purpose];
  const article = articles[testInfo.project.name === 'phone' ? phone : desktop];
  if (!article) throw new Error(`No article for "${purpose}" in a list of ${articles.length}`);
  return article;
}

/** The text of the first paragraph of an article body (sanitized HTML from the API). */
export function firstParagraph(bodyHtml: string): string {
  const match = /<p[^>]*>([\s\S]*?)<\/p>/.exec(bodyHtml);
  const text = (match?.[1] ?? bodyHtml).replace(/<[^>]+>/g, '');
  return text
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
