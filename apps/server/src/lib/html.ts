import sanitizeHtml from 'sanitize-html';
import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  ARTICLE_IMAGE_SRC,
  formatFocalPoint,
  isExternalHref,
  LINK_SCHEMES,
  parseEmbedUrl,
  parseFocalPoint,
  USER_HTML_ATTRIBUTES,
  USER_HTML_RENAMED_TAGS,
  USER_HTML_TAGS,
  USER_LINK_REL,
  userLinkHref,
} from '@gazeta/contract';

/**
 * Links: the address as a browser will read it, checked before anything else (userLinkHref);
 * one that is not a safe link loses its address, keeping its text. External ones open in a new
 * tab without an opener, whatever the author wrote.
 */
const newsroomLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const href = userLinkHref(attribs['href']);
  const { href: _raw, rel: _rel, target: _target, ...rest } = attribs;
  if (href === null) return { tagName, attribs: rest };
  return { tagName, attribs: isExternalHref(href) ? { ...rest, href, rel: 'noopener noreferrer nofollow', target: '_blank' } : { ...rest, href } };
};

/** Readers' links (issue #12): the same check, and every link kept is marked user-generated, with no opener or referrer. */
const userLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const href = userLinkHref(attribs['href']);
  if (href === null) return { tagName, attribs: {} };
  return { tagName, attribs: { href, rel: USER_LINK_REL, ...(isExternalHref(href) ? { target: '_blank' } : {}) } };
};

/**
 * An embed's figure keeps its provider and address only when the address is one of that
 * provider's (parseEmbedUrl), rewritten to its canonical form; any other figure keeps neither.
 */
const embedFigure: sanitizeHtml.Transformer = (tagName, attribs) => {
  const embed = parseEmbedUrl(attribs['data-embed-url']);
  const kept: sanitizeHtml.Attributes = embed && embed.provider === attribs['data-embed'] ? { 'data-embed': embed.provider, 'data-embed-url': embed.url } : {};
  return { tagName, attribs: kept };
};

/** A picture is lazy, and keeps a focal point only in its one form ("x y"). */
const articleImage: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { 'data-focus': focus, ...rest } = attribs;
  const point = parseFocalPoint(focus);
  return { tagName, attribs: { ...rest, loading: 'lazy', ...(point ? { 'data-focus': formatFocalPoint(point) } : {}) } };
};

/**
 * The allowlist for the newsroom's rich text (articles; ARTICLE_HTML_* in the contract):
 * structure, emphasis, links, tables, images from our own media store, embeds by address.
 * Everything else is dropped, attributes included (no iframe, no script: a reader's page frames
 * an embed only after a click). Pasted `b` and `i` are kept as they were.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS, 'b', 'i'],
  allowedAttributes: Object.fromEntries(Object.entries(ARTICLE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Images only from our own media store (relative /media/ URLs).
  exclusiveFilter: (frame) => frame.tag === 'img' && !ARTICLE_IMAGE_SRC.test(frame.attribs['src'] ?? ''),
  transformTags: {
    a: newsroomLink,
    img: articleImage,
    figure: embedFigure,
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/**
 * The allowlist for readers' feed posts (USER_HTML_* in the contract): exactly what the editor
 * (TipTap, every preset) makes. No images inside the text (a post's images are attached), no
 * tables, no attributes but a link's. Pasted `b`, `i`, `h1` and `h4` become their editor equivalents.
 */
const POST_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...USER_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(USER_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowProtocolRelative: false,
  transformTags: { ...USER_HTML_RENAMED_TAGS, a: userLink },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_TEXT);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The character of a numeric entity, unless the number names none. */
const codePoint = (n: number) => (Number.isInteger(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : undefined);

/** Plain text of an HTML fragment: blocks become line breaks, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote|\/figcaption|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(parseInt(name.slice(2), 16)) ?? entity;
      if (name.startsWith('#') && name !== '#39') return codePoint(Number(name.slice(1))) ?? entity;
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
