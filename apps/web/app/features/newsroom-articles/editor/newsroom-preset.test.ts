import { describe, expect, it } from 'vitest';
import { generateHTML, generateJSON, getSchema, type JSONContent } from '@tiptap/core';
import { ARTICLE_HTML_TAGS } from '@gazeta/contract';
import { newsroomExtensions } from './newsroom-preset.ts';

const ALLOWED = new Set<string>(ARTICLE_HTML_TAGS);
const tagsOf = (html: string) => [...html.matchAll(/<([a-z][a-z\d]*)/g)].map((match) => match[1] ?? '');

describe('the newsroom editor preset (issue #27)', () => {
  const extensions = newsroomExtensions();

  it('has headings, lists, quotes, links, pictures and embeds', () => {
    const schema = getSchema(extensions);
    for (const node of ['heading', 'bulletList', 'orderedList', 'blockquote', 'articleImage', 'articleEmbed']) expect(Object.keys(schema.nodes)).toContain(node);
    expect(Object.keys(schema.marks)).toContain('link');
  });

  it('makes a picture with its alt text and focal point, and an embed as a figure with a plain link', () => {
    const html = generateHTML(
      {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'H' }] },
          { type: 'articleImage', attrs: { src: '/media/images/ab/960.webp', alt: 'Bridge', focus: '30 70' } },
          { type: 'articleEmbed', attrs: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
        ],
      },
      extensions,
    );
    expect(html).toContain('<img src="/media/images/ab/960.webp" alt="Bridge" data-focus="30 70">');
    expect(html).toContain(
      '<figure data-embed="youtube" data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer nofollow" target="_blank">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>',
    );
    for (const tag of tagsOf(html)) expect(ALLOWED, tag).toContain(tag);
  });

  it('reads back what it makes, and drops a picture from elsewhere or an embed of an unknown host', () => {
    const doc: JSONContent = generateJSON(
      '<img src="/media/images/ab/960.webp" alt="A" data-focus="10 20"><img src="https://evil.example/x.png" alt="B">' +
        '<figure data-embed="youtube" data-embed-url="https://evil.example/watch?v=dQw4w9WgXcQ"><a href="https://evil.example">x</a></figure>' +
        '<figure data-embed="instagram" data-embed-url="https://www.instagram.com/p/Cabcdef123/"><a href="https://www.instagram.com/p/Cabcdef123/">i</a></figure>',
      extensions,
    );
    const types = (doc.content ?? []).map((node) => node.type);
    expect(types.filter((type) => type === 'articleImage')).toHaveLength(1);
    expect(doc.content?.[0]?.attrs).toMatchObject({ src: '/media/images/ab/960.webp', alt: 'A', focus: '10 20' });
    expect(types.filter((type) => type === 'articleEmbed')).toHaveLength(1);
    expect(doc.content?.find((node) => node.type === 'articleEmbed')?.attrs).toEqual({ provider: 'instagram', url: 'https://www.instagram.com/p/Cabcdef123/' });
  });
});
