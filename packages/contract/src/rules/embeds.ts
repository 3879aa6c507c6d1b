/**
 * Embeds in the newsroom's articles (issue #27): a YouTube, Facebook or Instagram address the
 * editor pasted, read into what the article keeps (the provider and a canonical link) and what a
 * reader may load after a click (a frame from a privacy-respecting address). Nothing else is an
 * embed: an address this does not know stays a plain link. The editor, the server's sanitizer
 * and the reader's page all read an embed through this one parser.
 */

export const EMBED_PROVIDERS = ['youtube', 'facebook', 'instagram'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export interface Embed {
  provider: EmbedProvider;
  /** The canonical address of the item on its site: the link readers see without a frame. */
  url: string;
  /** The frame a reader may load after a click (never on page load). */
  frameSrc: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const INSTAGRAM_CODE = /^[\w-]{5,40}$/;
const FACEBOOK_PATH = /^\/[\w.\-/%]{1,300}$/;

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|mobile|web)\./, '');

function youtube(url: URL): Embed | null {
  const host = hostOf(url);
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length >= 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', url: `https://www.youtube.com/watch?v=${id}`, frameSrc: `https://www.youtube-nocookie.com/embed/${id}` };
}

function instagram(url: URL): Embed | null {
  if (hostOf(url) !== 'instagram.com') return null;
  const [kind, code] = url.pathname.split('/').filter(Boolean);
  if (!kind || !['p', 'reel', 'tv'].includes(kind) || !code || !INSTAGRAM_CODE.test(code)) return null;
  const link = `https://www.instagram.com/${kind}/${code}/`;
  return { provider: 'instagram', url: link, frameSrc: `${link}embed/` };
}

function facebook(url: URL): Embed | null {
  const host = hostOf(url);
  if (host !== 'facebook.com' && host !== 'fb.watch') return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (!FACEBOOK_PATH.test(path) || path.includes('..')) return null;
  let link: string;
  if (host === 'fb.watch') link = `https://fb.watch${path}/`;
  else {
    // Only the parameters that name the item are kept (never tracking ones such as fbclid).
    const keep = new URLSearchParams();
    for (const name of ['v', 'story_fbid', 'id', 'fbid']) {
      const value = url.searchParams.get(name);
      if (value !== null && /^[\w.-]{1,64}$/.test(value)) keep.set(name, value);
    }
    const query = keep.toString();
    link = `https://www.facebook.com${path}${query ? `?${query}` : ''}`;
  }
  const video = /\/(videos|watch|reel)\b/.test(path) || host === 'fb.watch';
  const plugin = video ? 'video.php' : 'post.php';
  return { provider: 'facebook', url: link, frameSrc: `https://www.facebook.com/plugins/${plugin}?href=${encodeURIComponent(link)}&show_text=true` };
}

/**
 * The embed an address names, or null: only https (or http, read as https) addresses of the
 * three providers, in the shapes they share items by (a watch page, a short link, a post).
 */
export function parseEmbedUrl(raw: string | null | undefined): Embed | null {
  if (raw == null) return null;
  const text = raw.trim();
  if (text === '' || text.length > 500 || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  return youtube(url) ?? instagram(url) ?? facebook(url);
}

/** The origins a reader's page may frame after a click (the page's CSP frame-src). */
export const EMBED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.instagram.com', 'https://www.facebook.com'] as const;
