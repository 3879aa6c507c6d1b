/**
 * What readers' rich text (feed posts) may hold (spec §9, issue #12), named once: the server's
 * sanitizer (apps/server/src/lib/html.ts) keeps exactly this, the editor's presets make nothing
 * else, and both their tests read it from here.
 */

/** The elements the editor makes, in every preset. */
export const USER_HTML_TAGS = ['p', 'br', 'hr', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'u', 's', 'a', 'code', 'pre'] as const;
export type UserHtmlTag = (typeof USER_HTML_TAGS)[number];

/** Pasted markup that becomes the editor's own element. */
export const USER_HTML_RENAMED_TAGS: Readonly<Record<string, UserHtmlTag>> = { b: 'strong', i: 'em', h1: 'h2', h4: 'h3' };

/** The only attributes kept: a link's address, and the rel and target the server sets itself. */
export const USER_HTML_ATTRIBUTES: Readonly<Partial<Record<UserHtmlTag, readonly string[]>>> = { a: ['href', 'rel', 'target'] };

/** The schemes a link may have; an address without one must be a path of this site. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Every link in readers' text: no opener, no referrer, no ranking credit, and marked as user-generated. */
export const USER_LINK_REL = 'noopener noreferrer nofollow ugc';

/* eslint-disable no-control-regex -- a browser drops these from an address; so must the check */
const SURROUNDING = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const INSIDE = /[\t\n\r]/g;
const CONTROL = /[\u0000-\u001F\u007F]/;
/* eslint-enable no-control-regex */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * A link's address as a browser reads it (surrounding spaces and controls dropped, tabs and
 * line breaks inside removed), when it is one readers may post: http(s) that parses, mailto or
 * tel, or a path of this site (never `//host` or `/\host`, which browsers take for another
 * site). Null for anything else. Checking the address as the browser will read it, before the
 * scheme, is what keeps ` javascript:` or `java\tscript:` out.
 */
export function userLinkHref(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const href = raw.replace(SURROUNDING, '').replace(INSIDE, '');
  if (href === '' || CONTROL.test(href) || href.includes('\\')) return null;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^\/(?!\/)/.test(href) ? href : null;
  if (!(LINK_SCHEMES as readonly string[]).includes(scheme)) return null;
  if ((scheme === 'http' || scheme === 'https') && !URL.canParse(href)) return null;
  return href;
}

/** A link that leaves the site, opened in a new tab. */
export const isExternalHref = (href: string) => /^https?:/i.test(href);

/**
 * What the newsroom's articles may hold (issue #27): everything readers' text may, and what the
 * newsroom's "full" editor adds: a fourth heading level, tables, pictures from our own media
 * store (each with its alt text and focal point, data-focus "x y") in a figure with a caption,
 * and embeds: a figure naming its provider (data-embed) and the item's address (data-embed-url,
 * read by parseEmbedUrl), with a plain link inside for readers without JavaScript. The server's
 * sanitizer (sanitizeRichText) keeps exactly this, on write and on render.
 */
export const ARTICLE_HTML_TAGS = [
  ...USER_HTML_TAGS,
  'h4',
  'figure',
  'figcaption',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export type ArticleHtmlTag = (typeof ARTICLE_HTML_TAGS)[number];

export const ARTICLE_HTML_ATTRIBUTES: Readonly<Partial<Record<ArticleHtmlTag, readonly string[]>>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'data-focus'],
  figure: ['data-embed', 'data-embed-url'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** A picture inside an article comes from our own media store only (a relative /media/ address). */
export const ARTICLE_IMAGE_SRC = /^\/media\/(?!.*\.\.)[\w./-]+$/;
