import { describe, expect, it } from 'vitest';
import { generateHTML, getSchema, type JSONContent } from '@tiptap/core';
import { EDITOR_PRESETS, USER_HTML_TAGS, USER_LINK_REL } from '@gazeta/contract';
import { FEED_EDITOR_PRESET } from '../editor-preset.ts';
import { normalizeLinkUrl, PRESET_TOOLS, presetExtensions, type EditorTool } from './presets.ts';

const schemaOf = (preset: (typeof EDITOR_PRESETS)[number]) => getSchema(presetExtensions(preset));
const names = (record: Record<string, unknown>) => Object.keys(record).sort();

/** What each toolbar button needs from the schema. */
const NEEDS: Record<EditorTool, string | null> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  heading2: 'heading',
  heading3: 'heading',
  bulletList: 'bulletList',
  orderedList: 'orderedList',
  blockquote: 'blockquote',
  link: 'link',
  code: 'code',
  codeBlock: 'codeBlock',
  horizontalRule: 'horizontalRule',
  undo: null,
  redo: null,
};

/** The allowlist of readers' HTML, which the server keeps (apps/server/src/lib/html.ts). */
const ALLOWED = new Set<string>(USER_HTML_TAGS);

describe('editor presets (spec §9: essential, minimal, full)', () => {
  it('defines every preset of the contract, and the feed writes with one of them', () => {
    for (const preset of EDITOR_PRESETS) expect(PRESET_TOOLS[preset].length).toBeGreaterThan(0);
    expect(EDITOR_PRESETS).toContain(FEED_EDITOR_PRESET);
  });

  it('minimal: paragraphs, line breaks, bold and italic', () => {
    const schema = schemaOf('minimal');
    expect(names(schema.nodes)).toEqual(['doc', 'hardBreak', 'paragraph', 'text']);
    expect(names(schema.marks)).toEqual(['bold', 'italic']);
  });

  it('essential adds underline, strike, links, lists and quotes', () => {
    const schema = schemaOf('essential');
    expect(names(schema.nodes)).toEqual(['blockquote', 'bulletList', 'doc', 'hardBreak', 'listItem', 'orderedList', 'paragraph', 'text']);
    expect(names(schema.marks)).toEqual(['bold', 'italic', 'link', 'strike', 'underline']);
  });

  it('full adds headings, code and dividing lines', () => {
    const schema = schemaOf('full');
    expect(names(schema.nodes)).toEqual([
      'blockquote',
      'bulletList',
      'codeBlock',
      'doc',
      'hardBreak',
      'heading',
      'horizontalRule',
      'listItem',
      'orderedList',
      'paragraph',
      'text',
    ]);
    expect(names(schema.marks)).toEqual(['bold', 'code', 'italic', 'link', 'strike', 'underline']);
  });

  it('has a toolbar button only for what its preset can make', () => {
    for (const preset of EDITOR_PRESETS) {
      const schema = schemaOf(preset);
      for (const tool of PRESET_TOOLS[preset]) {
        const need = NEEDS[tool];
        if (need) expect(Boolean(schema.nodes[need] ?? schema.marks[need]), `${preset}: ${tool}`).toBe(true);
      }
    }
  });

  it('makes only HTML the server keeps', () => {
    const text = (value: string, marks: JSONContent['marks'] = []): JSONContent => ({ type: 'text', text: value, marks });
    const doc: JSONContent = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Title')] },
        {
          type: 'paragraph',
          content: [
            text('b', [{ type: 'bold' }]),
            text('i', [{ type: 'italic' }]),
            text('u', [{ type: 'underline' }]),
            text('s', [{ type: 'strike' }]),
            text('c', [{ type: 'code' }]),
            text('link', [{ type: 'link', attrs: { href: 'https://example.com' } }]),
            { type: 'hardBreak' },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('one')] }] }] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('two')] }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('quote')] }] },
        { type: 'codeBlock', content: [text('x = 1')] },
        { type: 'horizontalRule' },
      ],
    };
    const html = generateHTML(doc, presetExtensions('full'));
    const tags = new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]!));
    expect([...tags].filter((tag) => !ALLOWED.has(tag))).toEqual([]);
    expect(html).toContain(`rel="${USER_LINK_REL}"`);
  });

  it('adds the placeholder only when one is given', () => {
    expect(presetExtensions('essential')).toHaveLength(1);
    expect(presetExtensions('essential', { placeholder: 'Write…' }).map((e) => e.name)).toEqual(['starterKit', 'placeholder']);
  });
});

describe('the link field', () => {
  it('takes web and e-mail addresses, adding https:// when left out', () => {
    expect(normalizeLinkUrl('https://gazeta.com/a?b=1')).toBe('https://gazeta.com/a?b=1');
    expect(normalizeLinkUrl(' gazeta.com ')).toBe('https://gazeta.com');
    expect(normalizeLinkUrl('www.gazeta.com/path')).toBe('https://www.gazeta.com/path');
    expect(normalizeLinkUrl('anna@example.com')).toBe('mailto:anna@example.com');
    expect(normalizeLinkUrl('mailto:anna@example.com')).toBe('mailto:anna@example.com');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'hello', 'javascript:alert(1)', 'data:text/html,x', 'two words.com', 'ftp://x.com', 'https://a.b\\@evil.example']) expect(normalizeLinkUrl(bad), bad).toBeNull();
  });
});
