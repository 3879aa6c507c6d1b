import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LINK_REL, type FeedResponse, type FeedComment, type FeedPost, type Page } from '@gazeta/contract';
import { escapeHtml } from '../../lib/html.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { feedTag, staff } from '../../test/factories.ts';
import { client, newMember, type Client } from '../../test/feed.ts';
import { body } from '../../test/http.ts';
import { plainTitle } from './text.ts';

/**
 * Attacks through every field a reader writes. Content is HTML rendered with
 * dangerouslySetInnerHTML, so what the API stores and serves must hold no executable markup;
 * titles and comments are plain text, served as the very characters written (the web escapes
 * them when it renders).
 */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/media/images/a/320.webp" onload="alert(1)">',
  '<p onclick="alert(1)" onmouseover=alert(1)>click</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="  javascript:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href="javascript&colon;alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<link rel=stylesheet href=//evil.example/x.css><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button><input autofocus onfocus=alert(1)></form>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<base href="javascript:/">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="https://example.com" target="_self" rel="opener">opener</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
  '<div><template><script>alert(1)</script></template></div>',
  '<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<x onclick=alert(1)>custom</x>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<a href=" https://untrimmed.example" target="_self">spaced</a><a href="&#9;https://tabbed.example">tab</a><a href="/feed/1">inside</a>',
  '<a href="java&#x09;script:alert(1)">tab</a><a href="/\\evil.example">backslash</a><a href="https://exa mple.com">broken</a>',
];

const ON_ATTRIBUTE = /^on/i;
const BAD_URL = /^\s*(javascript|vbscript|data):/i;

/** Parses HTML as a browser would and lists everything in it that could run. */
function executable(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body><div id="root">${html}</div>`).window;
  const found: string[] = [];
  for (const el of document.getElementById('root')!.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form', 'svg', 'math', 'template', 'img', 'video', 'audio', 'input', 'button', 'details'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      if (ON_ATTRIBUTE.test(attr.name)) found.push(`${tag}[${attr.name}]`);
      if (['style', 'srcdoc', 'formaction', 'action'].includes(attr.name)) found.push(`${tag}[${attr.name}]`);
      if (['href', 'src', 'xlink:href'].includes(attr.name) && (BAD_URL.test(attr.value) || attr.value.startsWith('//'))) found.push(`${tag}[${attr.name}=${attr.value}]`);
    }
    // Every link in readers' text, not only one that opens a new tab, carries the contract's rel.
    if (tag === 'a' && el.hasAttribute('href') && el.getAttribute('rel') !== USER_LINK_REL) found.push(`a[href=${el.getAttribute('href')}] without rel="${USER_LINK_REL}"`);
  }
  return found;
}

let t: TestApp;
let c: Client;
let moderator: string;
let chicago: number;
let clock: Date;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  moderator = await staff(t);
  chicago = await feedTag(t);
});
afterAll(() => t.close());

describe('the XSS corpus', () => {
  it('is rendered harmless in post content, stored and served, for authors, moderators and readers', async () => {
    for (const [i, attack] of CORPUS.entries()) {
      const author = await newMember(t);
      clock = new Date(clock.getTime() + 1000);
      const res = await c.post('/api/forum/posts', author.cookie, { title: `Пост ${i}`, content: `<p>Текст ${i}</p>${attack}`, tags: [chicago] });
      expect(res.statusCode, `${attack}: ${res.body}`).toBe(201);
      const created = body<FeedPost>(res);
      expect(executable(created.content), attack).toEqual([]);

      const [stored] = await t.database.query<{ content_html: string; excerpt: string }>('SELECT content_html, excerpt FROM feed_posts WHERE id = $1', [created.id]);
      expect(executable(stored!.content_html), `stored: ${attack}`).toEqual([]);

      expect((await c.post(`/api/forum/moderation/posts/${created.id}`, moderator, { decision: 'approve' })).statusCode).toBe(200);
      for (const cookie of [undefined, author.cookie, moderator]) {
        const served = body<FeedPost>(await c.get(`/api/forum/posts/${created.id}`, cookie));
        expect(executable(served.content), `served: ${attack}`).toEqual([]);
      }
    }
    const queue = body<Page<FeedPost>>(await c.get('/api/forum/moderation?kind=posts', moderator));
    for (const post of queue.data) expect(executable(post.content)).toEqual([]);
    // A new member (an argon2 hash) and several DOM parses per attack: minutes on a busy machine.
  }, 180_000);

  it('re-sanitizes on the way out: markup that reached the database some other way is not served', async () => {
    const author = await newMember(t);
    clock = new Date(clock.getTime() + 1000);
    const created = body<FeedPost>(await c.post('/api/forum/posts', author.cookie, { title: 'Старый пост', content: '<p>ok</p>', tags: [chicago] }));
    await t.database.query('UPDATE feed_posts SET content_html = $1 WHERE id = $2', [CORPUS.join(''), created.id]);
    const served = body<FeedPost>(await c.get(`/api/forum/posts/${created.id}`, author.cookie));
    expect(executable(served.content)).toEqual([]);
    expect(served.content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('keeps titles as plain text: stored and served as written, harmless once escaped', async () => {
    const author = await newMember(t);
    for (const attack of CORPUS.filter((a) => a.length <= 150)) {
      clock = new Date(clock.getTime() + 60_000);
      const res = await c.post('/api/forum/posts', author.cookie, { title: attack, content: '<p>Текст</p>', tags: [chicago] });
      expect(res.statusCode, res.body).toBe(201);
      const post = body<FeedPost>(res);
      // Spaces collapse (a title is one line); every other character stays as written.
      expect(post.title).toBe(plainTitle(attack));
      expect(executable(escapeHtml(post.title))).toEqual([]);
      expect(new JSDOM(`<p>${escapeHtml(post.title)}</p>`).window.document.querySelector('p')!.textContent).toBe(plainTitle(attack));
      const feed = body<FeedResponse>(await c.get('/api/forum/posts?view=my', author.cookie));
      expect(feed.data.find((p) => p.id === post.id)?.title).toBe(plainTitle(attack));
      // The excerpt is plain text as well: what it shows of markup is characters.
      expect(executable(escapeHtml(post.excerpt))).toEqual([]);
      clock = new Date(clock.getTime() + 10 * 60_000);
    }
  });

  it('keeps comments as plain text, stored and served as written', async () => {
    const author = await newMember(t);
    clock = new Date(clock.getTime() + 1000);
    const post = body<FeedPost>(await c.post('/api/forum/posts', author.cookie, { title: 'Комментарии', content: '<p>x</p>', tags: [chicago] }));
    await c.post(`/api/forum/moderation/posts/${post.id}`, moderator, { decision: 'approve' });
    const writer = await newMember(t);
    const made: FeedComment[] = [];
    for (const attack of CORPUS.slice(0, 19)) {
      clock = new Date(clock.getTime() + 1000);
      const res = await c.post(`/api/forum/posts/${post.id}/comments`, writer.cookie, { text: attack });
      expect(res.statusCode, res.body).toBe(201);
      const x = body<FeedComment>(res);
      expect(x.text).toBe(attack);
      made.push(x);
      await c.post(`/api/forum/moderation/comments/${x.id}`, moderator, { decision: 'approve' });
    }
    const served = body<Page<FeedComment>>(await c.get(`/api/forum/posts/${post.id}/comments`));
    expect(served.data.map((x) => x.text)).toEqual(made.map((x) => x.text));
    for (const x of served.data) expect(executable(escapeHtml(x.text))).toEqual([]);
    // Notifications carry previews of comments: plain text too.
    const notes = body<{ data: { data: { data: { content_preview: string | null } }[] } }>(await c.get('/api/forum/notifications', author.cookie));
    for (const n of notes.data.data) expect(executable(escapeHtml(n.data.content_preview ?? ''))).toEqual([]);
  });
});
