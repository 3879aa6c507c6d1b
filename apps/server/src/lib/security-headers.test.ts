import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('the CSP hashes of a page’s inline scripts', () => {
  it('hashes each inline script’s UTF-8 text, read from the page’s bytes (Cyrillic and emoji included), each once', () => {
    const data = 'window.__data = {"title":"Сдаётся квартира в Скоки — 2 спальни ✓ 🏠"};';
    const html = `<!doctype html><html lang="ru"><head><title>Объявления</title><script>${data}</script></head><body><p>Ещё текст</p><script type="module">import "/a.js";</script><script>${data}</script></body></html>`;
    expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual([sha256(data), sha256('import "/a.js";')]);
  });

  it('leaves out scripts with a src (whatever its case) and empty scripts', () => {
    const html = '<script SRC="/x.js"></script><script async\nsrc="/y.js"></script><script></script><scripts>no()</scripts><script data-x="Р">run()</script>';
    expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual([sha256('run()')]);
  });

  it('hashes only tags written in lower case, as React writes them: any other is left to the CSP to block', () => {
    const html = '<SCRIPT>evil()</SCRIPT><Script>evil()</Script><script>ok()</script>';
    expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual([sha256('ok()')]);
  });

  it('does not take a Cyrillic letter before "src=" in an attribute for whitespace (its UTF-8 bytes hold 0xA0)', () => {
    // "Р" is D0 A0 in UTF-8: read one byte per character, A0 is a no-break space, which \s would match.
    const html = '<script data-note="Рsrc=x">go()</script>';
    expect(inlineScriptHashes(Buffer.from(html, 'utf8'))).toEqual([sha256('go()')]);
  });
});
