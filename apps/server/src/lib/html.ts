import sanitizeHtml from 'sanitize-html';

/** Links: only safe schemes; an external one opens in a new tab without an opener, whatever the author wrote. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const externalLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const external = /^https?:/i.test(attribs['href'] ?? '');
  return {
    tagName,
    attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
  };
};

/**
 * The allowlist for the newsroom's rich text (articles): structure, emphasis, links, images from
 * our own media store. Everything else is dropped, attributes included.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's',
    'a', 'figure', 'figcaption', 'img', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Images only from our own media store (relative /media/ URLs).
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/media\/[\w./-]+$/.test(frame.attribs['src'] ?? ''),
  transformTags: {
    a: externalLink,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/**
 * The allowlist for readers' feed posts: exactly what the editor (TipTap, every preset) makes.
 * No images inside the text (a post's images are attached), no tables, no attributes but a
 * link's target. Pasted `b`, `i`, `h1` and `h4` become their editor equivalents.
 */
const POST_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'u', 's', 'a', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: LINK_SCHEMES,
  allowProtocolRelative: false,
  transformTags: { a: externalLink, b: 'strong', i: 'em', h1: 'h2', h4: 'h3' },
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
