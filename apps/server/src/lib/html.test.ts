import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_TAGS, USER_HTML_TAGS, USER_LINK_REL } from '@gazeta/contract';
import { escapeHtml, htmlToText, sanitizePostHtml, sanitizeRichText } from './html.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed structure, emphasis and safe links', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em> and <a href="https://gazeta.example/a">a link</a>.</p>' +
      '<blockquote>q</blockquote><ul><li>one</li></ul><p><a href="/about">about</a> <a href="mailto:info@gazeta.example">mail</a></p>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<em>em</em>');
    expect(out).toContain('<blockquote>q</blockquote>');
    expect(out).toContain('<ul><li>one</li></ul>');
    expect(out).toMatch(/<a href="https:\/\/gazeta\.example\/a"[^>]*>a link<\/a>/);
    expect(out).toContain('<a href="/about">about</a>');
    expect(out).toContain('<a href="mailto:info@gazeta.example">mail</a>');
  });

  it('drops script, style, iframe and other active content with their contents', () => {
    const out = sanitizeRichText(
      '<p>ok</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>' +
        '<object data="x"></object><svg><script>alert(2)</script></svg><form><input name="x"></form>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('drops event handler and style attributes, keeping the element', () => {
    const out = sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">text</p><h2 onmouseover="x()">h</h2>');
    expect(out).toBe('<p>text</p><h2>h</h2>');
  });

  it('drops javascript:, data: and protocol-relative link targets however they are spelled', () => {
    const out = sanitizeRichText(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href=" javascript:alert(1)">c</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="//evil.example/x">e</a>',
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).not.toContain('data:');
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('href');
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a>');
  });

  it('keeps images from the media store only', () => {
    const out = sanitizeRichText(
      '<img src="/media/images/ab12/640.webp" alt="A" onerror="alert(1)">' +
        '<img src="https://evil.example/x.png" alt="B"><img src="//evil.example/y.png"><img src="x" onerror="alert(1)">' +
        '<img src="data:image/png;base64,AAAA"><img src="/media/../etc/passwd?x=1">',
    );
    expect(out).toContain('src="/media/images/ab12/640.webp"');
    expect(out).toContain('alt="A"');
    expect(out).toContain('loading="lazy"');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('data:');
    expect(out).not.toContain('passwd');
    expect(out.match(/<img/g)).toHaveLength(1);
  });

  it('opens external links in a new tab without an opener, whatever the author wrote', () => {
    const out = sanitizeRichText('<a href="https://example.com" target="_self" rel="opener">e</a><a href="/archive">i</a>');
    const [external, internal] = out.split('</a>');
    expect(external).toContain('rel="noopener noreferrer nofollow"');
    expect(external).toContain('target="_blank"');
    expect(external).not.toContain('_self');
    expect(internal).toBe('<a href="/archive">i');
  });

  it('escapes stray markup characters in text', () => {
    expect(sanitizeRichText('<p>1 < 2 & "x"</p>')).toBe('<p>1 &lt; 2 &amp; "x"</p>');
  });
});

describe('sanitizeRichText: what the newsroom editor makes (issue #27)', () => {
  it('keeps a picture with its alt text and focal point, and drops a focal point in any other form', () => {
    const out = sanitizeRichText(
      '<figure><img src="/media/images/ab/960.webp" alt="Bridge" data-focus="30 70"><figcaption>Cap</figcaption></figure>' +
        '<img src="/media/images/cd/960.webp" alt="" data-focus="30;background:url(x)"><img src="/media/images/ef/960.webp" alt="" data-focus="101 2">',
    );
    expect(out).toContain('<figure><img src="/media/images/ab/960.webp" alt="Bridge" loading="lazy" data-focus="30 70" /><figcaption>Cap</figcaption></figure>');
    expect(out.match(/data-focus/g)).toHaveLength(1);
  });

  it('keeps an embed of a known provider with its canonical address and its plain link', () => {
    const out = sanitizeRichText(
      '<figure data-embed="youtube" data-embed-url="https://youtu.be/dQw4w9WgXcQ?si=track"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">video</a></figure>',
    );
    expect(out).toContain('<figure data-embed="youtube" data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ">');
    expect(out).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer nofollow" target="_blank">video</a>');
  });

  it('drops the embed attributes of an unknown host, a javascript: address or a provider that does not match', () => {
    const out = sanitizeRichText(
      '<figure data-embed="youtube" data-embed-url="https://evil.example/watch?v=dQw4w9WgXcQ">a</figure>' +
        '<figure data-embed="youtube" data-embed-url="javascript:alert(1)">b</figure>' +
        '<figure data-embed="facebook" data-embed-url="https://www.instagram.com/p/Cabcdef123/">c</figure>' +
        '<figure data-embed="youtube" data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" onclick="x()" class="c" style="x">d</figure>',
    );
    expect(out).toBe(
      '<figure>a</figure><figure>b</figure><figure>c</figure><figure data-embed="youtube" data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ">d</figure>',
    );
  });

  it('still strips a script, an onerror, a javascript: link and an iframe, even to a provider\'s own host', () => {
    const out = sanitizeRichText(
      '<p>ok</p><script>alert(1)</script><img src="/media/images/ab/960.webp" alt="a" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">x</a><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://unknown.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|javascript|iframe|unknown\.example|youtube-nocookie/i);
    expect(out).toBe('<p>ok</p><img src="/media/images/ab/960.webp" alt="a" loading="lazy" /><a>x</a>');
  });

  it('keeps exactly the contract\'s article tags (and pasted b and i)', () => {
    const html = ARTICLE_HTML_TAGS.map((tag) => (tag === 'img' ? '<img src="/media/x.webp" alt="">' : tag === 'br' || tag === 'hr' ? `<${tag}>` : `<${tag}>x</${tag}>`)).join('');
    const out = sanitizeRichText(html);
    for (const tag of ARTICLE_HTML_TAGS) expect(out, tag).toContain(`<${tag}`);
  });
});

describe('sanitizePostHtml stays as strict as before', () => {
  it('drops the figures, pictures and embeds articles may have', () => {
    const out = sanitizePostHtml(
      '<figure data-embed="youtube" data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">v</a></figure>' +
        '<img src="/media/images/ab/960.webp" alt="a" data-focus="1 2" onerror="x()"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(out).toBe(`<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="${USER_LINK_REL}" target="_blank">v</a>`);
  });
});

describe('htmlToText', () => {
  it('decodes named and numeric entities', () => {
    expect(htmlToText('A &amp; B &lt;c&gt; &quot;q&quot; &#39;s&apos; &#x41;&#66;&nbsp;x')).toBe('A & B <c> "q" \'s\' AB x');
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('a &bogus; b')).toBe('a &bogus; b');
  });

  it('leaves numeric entities that name no character as they are, rather than failing', () => {
    expect(htmlToText('a &#99999999; &#x110000; b')).toBe('a &#99999999; &#x110000; b');
  });

  it('turns blocks into lines and drops tags', () => {
    expect(htmlToText('<h2>Head</h2><p>First <b>bold</b></p><p>Second<br>third</p><ul><li>x</li><li>y</li></ul>')).toBe(
      'Head\nFirst bold\nSecond\nthird\nx\ny',
    );
  });

  it('does not re-interpret decoded text as markup', () => {
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<script>alert(1)</script>');
  });

  it('collapses spaces and trims', () => {
    expect(htmlToText('  <p>  a   b  </p>\n\n\n<p>c</p>  ')).toBe('a b \nc');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Привет, Čikaga!')).toBe('Привет, Čikaga!');
  });
});

describe('sanitizePostHtml', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2>H</h2><h3>h</h3><p>a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code><br></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr>';
    expect(sanitizePostHtml(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('turns pasted b, i, h1 and h4 into the editor equivalents', () => {
    expect(sanitizePostHtml('<h1>t</h1><h4>s</h4><p><b>b</b><i>i</i></p>')).toBe('<h2>t</h2><h3>s</h3><p><strong>b</strong><em>i</em></p>');
  });

  it('drops images, tables, classes and styles that articles may have', () => {
    const out = sanitizePostHtml('<p class="x" style="color:red">t</p><img src="/media/images/a/320.webp"><table><tr><td>c</td></tr></table><figure>f</figure>');
    expect(out).toBe('<p>t</p>cf');
  });

  it('keeps safe links, each marked user-generated without opener or referrer, external ones in a new tab', () => {
    expect(sanitizePostHtml('<a href="https://example.com" title="t" target="_self" rel="opener">e</a>')).toBe(
      `<a href="https://example.com" rel="${USER_LINK_REL}" target="_blank">e</a>`,
    );
    expect(sanitizePostHtml('<a href="/feed/1">i</a><a href="mailto:a@example.com">m</a>')).toBe(
      `<a href="/feed/1" rel="${USER_LINK_REL}">i</a><a href="mailto:a@example.com" rel="${USER_LINK_REL}">m</a>`,
    );
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a><a href="data:text/html,x">y</a>')).toBe('<a>x</a><a>y</a>');
  });

  it('reads an address as a browser would before checking its scheme (issue #12)', () => {
    // Spaces, controls, tabs and line breaks a browser ignores: the link is kept, trimmed, with its rel.
    for (const href of [' https://example.com/a ', '\thttps://example.com/a', 'https://example.com/\na', '\u0001https://example.com/a']) {
      expect(sanitizePostHtml(`<a href="${href}">x</a>`), JSON.stringify(href)).toMatch(new RegExp(`^<a href="https://example\\.com/a" rel="${USER_LINK_REL}" target="_blank">x</a>$`));
    }
    expect(sanitizePostHtml('<a href="HTTPS://EXAMPLE.COM">x</a>')).toBe(`<a href="HTTPS://EXAMPLE.COM" rel="${USER_LINK_REL}" target="_blank">x</a>`);
    // What a browser would read as script, another site or nothing: the address goes, the text stays.
    for (const href of ['java\tscript:alert(1)', ' javascript:alert(1)', 'jav&#x09;ascript:alert(1)', '//evil.example', '/\\evil.example', '\\\\evil.example', 'https://', 'https://exa mple.com', 'ftp://example.com', 'example.com', '#top', '']) {
      expect(sanitizePostHtml(`<a href="${href}">x</a>`), JSON.stringify(href)).toBe('<a>x</a>');
    }
  });

  it('gives every link it keeps the rel, whatever the address', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', ' ', '\t', 'https://', 'mailto:', '/', 'javascript:'), (tail, head) => {
        const out = sanitizePostHtml(`<p><a href="${escapeHtml(head + tail)}" rel="opener" target="_self">x</a></p>`);
        for (const [tag] of out.matchAll(/<a\b[^>]*>/g)) {
          if (tag === '<a>') continue;
          expect(tag).toContain(` rel="${USER_LINK_REL}"`);
          expect(tag).not.toContain('_self');
        }
      }),
    );
  });

  it('keeps exactly the contract\'s tags', () => {
    const every = USER_HTML_TAGS.map((tag) => (tag === 'br' || tag === 'hr' ? `<${tag} />` : `<${tag}>${tag}</${tag}>`)).join('');
    expect(sanitizePostHtml(every)).toBe(every);
    expect(sanitizePostHtml('<h4>x</h4><img src="/media/a.webp"><table><tr><td>t</td></tr></table><span>s</span><div>d</div>')).toBe('<h3>x</h3>tsd');
  });
});
