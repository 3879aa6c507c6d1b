import { mergeAttributes, Node, type Extensions } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { StarterKit } from '@tiptap/starter-kit';
import { ARTICLE_IMAGE_SRC, formatFocalPoint, parseEmbedUrl, parseFocalPoint, userLinkHref, type EmbedProvider } from '@gazeta/contract';

/**
 * The newsroom's "full" preset (issue #27): what the feed's full preset offers (headings, lists,
 * quotes, links, code, rules) and, for articles, pictures from our media store with their alt
 * text and focal point, and embeds of YouTube, Facebook and Instagram by address. Everything it
 * makes is in the contract's ARTICLE_HTML_* allowlist, which the server keeps; an embed is a
 * figure with a plain link inside, never a frame or a script (the reader's page frames it after a
 * click). Only the editor route loads this module.
 */

export type NewsroomTool =
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
  | 'image'
  | 'embed'
  | 'horizontalRule'
  | 'undo'
  | 'redo';

export const NEWSROOM_TOOLS: readonly NewsroomTool[] = [
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
  'image',
  'embed',
  'horizontalRule',
  'undo',
  'redo',
];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    articleImage: { insertArticleImage: (attrs: { src: string; alt: string; focus?: string | null }) => ReturnType };
    articleEmbed: { insertArticleEmbed: (url: string) => ReturnType };
  }
}

/** A picture: from our media store only, its alt text required by the insert form, a focal point ("x y" percent). */
export const ArticleImage = Node.create({
  name: 'articleImage',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      focus: {
        default: null,
        parseHTML: (element) => (parseFocalPoint(element.getAttribute('data-focus')) ? element.getAttribute('data-focus') : null),
        renderHTML: (attributes: { focus?: string | null }) => (attributes.focus ? { 'data-focus': attributes.focus } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (ARTICLE_IMAGE_SRC.test(element.getAttribute('src') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      insertArticleImage:
        ({ src, alt, focus }) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src, alt, focus: focus ? formatFocalPoint(parseFocalPoint(focus) ?? { x: 50, y: 50 }) : null } }),
    };
  },
});

/** An embed: the provider and canonical address (parseEmbedUrl), shown in the editor and to readers without JavaScript as a link. */
export const ArticleEmbed = Node.create({
  name: 'articleEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { provider: { default: null }, url: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure[data-embed]',
        getAttrs: (element) => {
          const embed = parseEmbedUrl(element.getAttribute('data-embed-url'));
          return embed && embed.provider === element.getAttribute('data-embed') ? { provider: embed.provider, url: embed.url } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { provider, url } = node.attrs as { provider: EmbedProvider; url: string };
    const href = userLinkHref(url) ?? '';
    return ['figure', { 'data-embed': provider, 'data-embed-url': url }, ['a', { href, rel: 'noopener noreferrer nofollow', target: '_blank' }, url]];
  },
  addCommands() {
    return {
      insertArticleEmbed:
        (raw) =>
        ({ commands }) => {
          const embed = parseEmbedUrl(raw);
          return embed ? commands.insertContent({ type: this.name, attrs: { provider: embed.provider, url: embed.url } }) : false;
        },
    };
  },
});

export function newsroomExtensions(options: { placeholder?: string } = {}): Extensions {
  const extensions: Extensions = [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    ArticleImage,
    ArticleEmbed,
  ];
  if (options.placeholder) extensions.push(Placeholder.configure({ placeholder: options.placeholder }));
  return extensions;
}
