import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorPreset } from '@gazeta/contract';
import { normalizeLinkUrl, PRESET_TOOLS, presetExtensions, type EditorTool } from './presets.ts';

export interface RichTextEditorProps {
  preset: EditorPreset;
  /** The HTML to start from (a draft or a post being edited). */
  initialHtml: string;
  /** Called with the HTML on every change; '' while the text is empty. */
  onChange: (html: string) => void;
  /** The id of the visible label. */
  labelledBy: string;
  describedBy?: string | undefined;
  placeholder?: string;
  invalid?: boolean;
}

const svg = (children: ReactNode) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const ICONS: Record<EditorTool, ReactNode> = {
  bold: <b className="editor__glyph">B</b>,
  italic: <i className="editor__glyph editor__glyph--serif">I</i>,
  underline: <u className="editor__glyph">U</u>,
  strike: <s className="editor__glyph">S</s>,
  heading2: <span className="editor__glyph">H2</span>,
  heading3: <span className="editor__glyph">H3</span>,
  bulletList: svg(
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </>,
  ),
  orderedList: svg(
    <>
      <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1.1L3.5 18H6.5" />
    </>,
  ),
  blockquote: <span className="editor__glyph editor__glyph--serif editor__glyph--quote">“</span>,
  link: svg(
    <>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </>,
  ),
  code: svg(<path d="m8 8-4 4 4 4M16 8l4 4-4 4" />),
  codeBlock: svg(
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m9.5 10-2 2 2 2M14.5 10l2 2-2 2" />
    </>,
  ),
  horizontalRule: svg(<path d="M3 12h18" />),
  undo: svg(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />),
  redo: svg(<path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />),
};

/** Runs a tool; the link tool is handled by the link row instead. */
function run(editor: Editor, tool: EditorTool): void {
  const chain = editor.chain().focus();
  switch (tool) {
    case 'bold':
      return void chain.toggleBold().run();
    case 'italic':
      return void chain.toggleItalic().run();
    case 'underline':
      return void chain.toggleUnderline().run();
    case 'strike':
      return void chain.toggleStrike().run();
    case 'heading2':
      return void chain.toggleHeading({ level: 2 }).run();
    case 'heading3':
      return void chain.toggleHeading({ level: 3 }).run();
    case 'bulletList':
      return void chain.toggleBulletList().run();
    case 'orderedList':
      return void chain.toggleOrderedList().run();
    case 'blockquote':
      return void chain.toggleBlockquote().run();
    case 'code':
      return void chain.toggleCode().run();
    case 'codeBlock':
      return void chain.toggleCodeBlock().run();
    case 'horizontalRule':
      return void chain.setHorizontalRule().run();
    case 'undo':
      return void chain.undo().run();
    case 'redo':
      return void chain.redo().run();
    case 'link':
      return;
  }
}

const TOGGLES: Partial<Record<EditorTool, [string, Record<string, unknown>?]>> = {
  bold: ['bold'],
  italic: ['italic'],
  underline: ['underline'],
  strike: ['strike'],
  heading2: ['heading', { level: 2 }],
  heading3: ['heading', { level: 3 }],
  bulletList: ['bulletList'],
  orderedList: ['orderedList'],
  blockquote: ['blockquote'],
  link: ['link'],
  code: ['code'],
  codeBlock: ['codeBlock'],
};

/**
 * The rich-text field (TipTap) with its toolbar: one tab stop, arrow keys move between the
 * buttons (the ARIA toolbar pattern); each button says what it does and whether it is on.
 * Loaded on demand, when the pop-up that holds it opens.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { preset, initialHtml, onChange, labelledBy, describedBy, placeholder, invalid } = props;
  const { t } = useTranslation('feed');
  const tools = PRESET_TOOLS[preset];
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState(false);
  const [focused, setFocused] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const linkId = useId();

  const editor = useEditor({
    extensions: presetExtensions(preset, placeholder ? { placeholder } : {}),
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'editor__content prose',
        spellcheck: 'true',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getText().trim() === '' ? '' : current.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const state: Partial<Record<EditorTool, boolean>> = {};
      if (!current) return state;
      for (const [tool, [name, attrs]] of Object.entries(TOGGLES) as [EditorTool, [string, Record<string, unknown>?]][]) {
        state[tool] = current.isActive(name, attrs);
      }
      state.undo = current.can().undo();
      state.redo = current.can().redo();
      return state;
    },
  });

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: tools.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setFocused(index);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  const applyLink = () => {
    if (!editor) return;
    const href = normalizeLinkUrl(linkText);
    if (!href) {
      setLinkError(true);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: linkText.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
    setLinkText('');
    setLinkError(false);
  };

  const onTool = (tool: EditorTool) => {
    if (!editor) return;
    if (tool !== 'link') return run(editor, tool);
    if (editor.isActive('link')) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    setLinkOpen((open) => !open);
    setLinkError(false);
  };

  return (
    <div className={`editor${invalid ? ' editor--invalid' : ''}`}>
      <div ref={toolbar} className="editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')} onKeyDown={onToolbarKey}>
        {tools.map((tool, index) => {
          const pressed = tool in TOGGLES ? Boolean(active?.[tool]) : undefined;
          const disabled = (tool === 'undo' || tool === 'redo') && !active?.[tool];
          return (
            <button
              key={tool}
              type="button"
              className="editor__tool"
              tabIndex={index === focused ? 0 : -1}
              aria-label={t(`editor.tools.${tool}`)}
              aria-pressed={tool === 'link' ? linkOpen || Boolean(active?.link) : pressed}
              aria-disabled={disabled || undefined}
              title={t(`editor.tools.${tool}`)}
              // Keep the text's selection: the button must not take the focus from the editor on a click.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocused(index)}
              onClick={() => {
                if (!disabled) onTool(tool);
              }}
            >
              {ICONS[tool]}
            </button>
          );
        })}
      </div>
      {linkOpen ? (
        <div className="editor__link">
          <label htmlFor={linkId} className="field__label">
            {t('editor.linkLabel')}
          </label>
          {linkError ? (
            <p className="field__error" id={`${linkId}-error`}>
              {t('editor.linkInvalid')}
            </p>
          ) : null}
          <div className="editor__link-row">
            <input
              id={linkId}
              className="field__input"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={linkText}
              aria-invalid={linkError || undefined}
              aria-describedby={linkError ? `${linkId}-error` : undefined}
              autoFocus
              onChange={(event) => setLinkText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') {
                  event.preventDefault();
                  event.stopPropagation();
                  setLinkOpen(false);
                }
              }}
            />
            <button type="button" className="button" onClick={applyLink}>
              {t('editor.linkApply')}
            </button>
            <button type="button" className="button" onClick={() => setLinkOpen(false)}>
              {t('editor.linkCancel')}
            </button>
          </div>
        </div>
      ) : null}
      <EditorContent editor={editor} className="editor__area" />
    </div>
  );
}
