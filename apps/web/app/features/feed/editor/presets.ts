import type { Extensions } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { StarterKit, type StarterKitOptions } from '@tiptap/starter-kit';
import { USER_LINK_REL, userLinkHref, type EditorPreset } from '@gazeta/contract';

/**
 * The rich-text editor's presets (spec §9: essential, minimal, full), each a set of TipTap
 * extensions and the toolbar that goes with it. Everything they can make is in the contract's
 * allowlist of readers' HTML (USER_HTML_TAGS), which the server keeps: paragraphs, line breaks, emphasis, lists, quotes,
 * links, and in "full" also headings, code and rules. Only the editor (loaded when the pop-up
 * opens) imports this module: TipTap never reaches a page's first load.
 */

/** A toolbar button; its label is `feed:editor.tools.{tool}`. */
export type EditorTool =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'code'
  | 'codeBlock'
  | 'horizontalRule'
  | 'undo'
  | 'redo';

/** Everything off: each preset turns on what it offers. Document, paragraph and text are always there. */
const NOTHING: Partial<StarterKitOptions> = {
  blockquote: false,
  bold: false,
  bulletList: false,
  code: false,
  codeBlock: false,
  dropcursor: false,
  hardBreak: false,
  heading: false,
  horizontalRule: false,
  italic: false,
  link: false,
  listItem: false,
  listKeymap: false,
  orderedList: false,
  strike: false,
  trailingNode: false,
  underline: false,
  undoRedo: false,
};

/** Web and e-mail links only (TipTap refuses javascript: and the like by itself). */
const LINK: Partial<StarterKitOptions['link']> = {
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  protocols: ['http', 'https', 'mailto'],
  HTMLAttributes: { rel: USER_LINK_REL, target: '_blank' },
};

/**
 * What the link field's text means: a web address (https:// added when the reader left it out),
 * an e-mail address, or nothing usable (null). What it makes is a link the server keeps (userLinkHref).
 */
export function normalizeLinkUrl(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^https?:\/\/[^/]+\.[^/]+/i.test(text)) return userLinkHref(text);
  if (/^mailto:[^@]+@[^@]+\.[^@]+$/i.test(text)) return userLinkHref(text);
  if (/^[^@/:]+@[^@/:]+\.[^@/:]+$/.test(text)) return userLinkHref(`mailto:${text}`);
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return null;
  return /^[^/]+\.[a-z]{2,}(?:[/?#]|$)/i.test(text) ? userLinkHref(`https://${text}`) : null;
}

const MINIMAL: Partial<StarterKitOptions> = { ...NOTHING, bold: {}, italic: {}, hardBreak: {}, undoRedo: {} };
const ESSENTIAL: Partial<StarterKitOptions> = {
  ...MINIMAL,
  underline: {},
  strike: {},
  bulletList: {},
  orderedList: {},
  listItem: {},
  listKeymap: {},
  blockquote: {},
  link: LINK,
  dropcursor: {},
  trailingNode: {},
};
const FULL: Partial<StarterKitOptions> = { ...ESSENTIAL, heading: { levels: [2, 3] }, code: {}, codeBlock: {}, horizontalRule: {} };

const KITS: Record<EditorPreset, Partial<StarterKitOptions>> = { minimal: MINIMAL, essential: ESSENTIAL, full: FULL };

export const PRESET_TOOLS: Record<EditorPreset, readonly EditorTool[]> = {
  minimal: ['bold', 'italic', 'undo', 'redo'],
  essential: ['bold', 'italic', 'underline', 'strike', 'bulletList', 'orderedList', 'blockquote', 'link', 'undo', 'redo'],
  full: [
    'bold',
    'italic',
    'underline',
    'strike',
    'heading2',
    'heading3',
    'bulletList',
    'orderedList',
    'blockquote',
    'link',
    'code',
    'codeBlock',
    'horizontalRule',
    'undo',
    'redo',
  ],
};

/** A preset's extensions; `placeholder` is the translated hint shown in an empty editor. */
export function presetExtensions(preset: EditorPreset, options: { placeholder?: string } = {}): Extensions {
  const extensions: Extensions = [StarterKit.configure(KITS[preset])];
  if (options.placeholder) extensions.push(Placeholder.configure({ placeholder: options.placeholder }));
  return extensions;
}
