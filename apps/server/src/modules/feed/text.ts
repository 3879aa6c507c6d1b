import { htmlToText, sanitizePostHtml } from '../../lib/html.ts';

/** Longest excerpt of a post in lists, and preview in a notification (plain text). */
export const EXCERPT_MAX = 240;
export const PREVIEW_MAX = 120;

// Control characters but the line feed, and the bidirectional overrides that can make a title
// or comment read differently from what it is.
const CONTROL = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** A title: one line of plain text, spaces collapsed. */
export function plainTitle(text: string): string {
  return text.replace(/\s+/g, ' ').replace(CONTROL, '').replace(/ {2,}/g, ' ').trim();
}

/** A comment: plain text, line breaks kept (at most one blank line in a row). */
export function plainComment(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(/[^\S\n]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when text has something to read: a letter, digit, punctuation mark or symbol. */
export function hasText(text: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(text);
}

/** At most `max` characters of `text` on one line, cut at a word where it can be, with an ellipsis. */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  // By code points, so an emoji is never cut in half.
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—–-]+$/u, '')}…`;
}

/** A post's content as stored: sanitized HTML and the plain-text excerpt of it. */
export function postContent(html: string): { html: string; excerpt: string; empty: boolean } {
  const clean = sanitizePostHtml(html);
  const text = htmlToText(clean);
  return { html: clean, excerpt: clip(text, EXCERPT_MAX), empty: !hasText(text) };
}
