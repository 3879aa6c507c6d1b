import { describe, expect, it } from 'vitest';
import { clip, hasText, plainComment, plainTitle, postContent } from './text.ts';

describe('plain text of titles and comments', () => {
  it('keeps a title on one line without control or direction-override characters', () => {
    expect(plainTitle(' Коляска\n\tв\u0000 Скоки\u202e ')).toBe('Коляска в Скоки');
  });

  it('keeps the line breaks of a comment, at most one blank line in a row', () => {
    expect(plainComment('Привет!\r\n\r\n\r\n\r\nКак дела?  \n\u0007ок')).toBe('Привет!\n\nКак дела?\nок');
  });

  it('leaves markup in plain text as the characters it is', () => {
    expect(plainComment('<b>hi</b> & <script>')).toBe('<b>hi</b> & <script>');
  });
});

describe('clip', () => {
  it('leaves short text alone and cuts long text at a word, with an ellipsis', () => {
    expect(clip('one two', 10)).toBe('one two');
    expect(clip('alpha beta gamma delta', 15)).toBe('alpha beta…');
  });

  it('never cuts an emoji in half', () => {
    const out = clip('😀'.repeat(20), 10);
    expect(Array.from(out)).toHaveLength(10);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('postContent', () => {
  it('sanitizes and finds the excerpt', () => {
    const c = postContent('<p onclick="x()">Hello <script>bad()</script><b>world</b></p>');
    expect(c.html).toBe('<p>Hello <strong>world</strong></p>');
    expect(c.excerpt).toBe('Hello world');
    expect(c.empty).toBe(false);
  });

  it('counts markup without anything to read as empty', () => {
    for (const html of ['<p></p>', '<p>&nbsp;</p>', '<p><br></p><hr>', '<script>alert(1)</script>', '<img src="/media/x/1.webp">', '<p>\u200b</p>']) {
      expect(postContent(html).empty, html).toBe(true);
    }
    expect(hasText('…')).toBe(true);
  });
});
