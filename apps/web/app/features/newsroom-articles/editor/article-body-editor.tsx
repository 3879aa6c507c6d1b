import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { ARTICLE_IMAGE_SRC, FOCAL_CENTER, focalPointFromClick, formatFocalPoint, objectPosition, parseEmbedUrl, userLinkHref, type FocalPoint } from '@gazeta/contract';
import { NEWSROOM_TOOLS, newsroomExtensions, type NewsroomTool } from './newsroom-preset.ts';

export interface ArticleBodyEditorProps {
  initialHtml: string;
  /** Called with the HTML on every change; '' while the text is empty. */
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  lang: string;
}

const GLYPHS: Record<NewsroomTool, ReactNode> = {
  bold: <b>B</b>,
  italic: <i>I</i>,
  underline: <u>U</u>,
  strike: <s>S</s>,
  heading2: 'H2',
  heading3: 'H3',
  bulletList: '•',
  orderedList: '1.',
  blockquote: '“',
  link: '🔗',
  image: '🖼',
  embed: '▶',
  horizontalRule: '—',
  undo: '↶',
  redo: '↷',
};

/** A glyph of letters or digits ("H2", "1.") is said in the tool's name too: what a voice user reads aloud must work (WCAG 2.5.3). */
const toolName = (tool: NewsroomTool, label: string): string => {
  const glyph = GLYPHS[tool];
  return typeof glyph === 'string' && glyph.length > 1 && /[\p{L}\p{N}]/u.test(glyph) ? `${label} (${glyph})` : label;
};

const TOGGLES: Partial<Record<NewsroomTool, [string, Record<string, unknown>?]>> = {
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
};

type Row = 'link' | 'image' | 'embed' | null;

function run(editor: Editor, tool: NewsroomTool): void {
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
    case 'horizontalRule':
      return void chain.setHorizontalRule().run();
    case 'undo':
      return void chain.undo().run();
    case 'redo':
      return void chain.redo().run();
    default:
      return;
  }
}

/**
 * The article's text in the newsroom's full preset (TipTap): a toolbar (one tab stop, arrow
 * keys between the buttons) and, under it, the row of the tool that needs words: a link's
 * address, a picture's address and alt text (required) with its focal point picked by a click,
 * an embed's address (YouTube, Facebook, Instagram).
 */
export function ArticleBodyEditor({ initialHtml, onChange, labelledBy, describedBy, lang }: ArticleBodyEditorProps) {
  const { t } = useTranslation('newsroom');
  const [row, setRow] = useState<Row>(null);
  const [focused, setFocused] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);

  const editor = useEditor({
    extensions: newsroomExtensions({ placeholder: t('articles.editor.placeholder') }),
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'nr-editor__content prose',
        spellcheck: 'true',
        lang,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const state: Partial<Record<NewsroomTool, boolean>> = {};
      if (!current) return state;
      for (const [tool, [name, attrs]] of Object.entries(TOGGLES) as [NewsroomTool, [string, Record<string, unknown>?]][]) state[tool] = current.isActive(name, attrs);
      state.undo = current.can().undo();
      state.redo = current.can().redo();
      return state;
    },
  });

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: NEWSROOM_TOOLS.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + NEWSROOM_TOOLS.length) % NEWSROOM_TOOLS.length;
    setFocused(index);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  const onTool = (tool: NewsroomTool) => {
    if (!editor) return;
    if (tool === 'link' && editor.isActive('link')) return void editor.chain().focus().extendMarkRange('link').unsetLink().run();
    if (tool === 'link' || tool === 'image' || tool === 'embed') return setRow((open) => (open === tool ? null : tool));
    run(editor, tool);
  };

  const close = () => {
    setRow(null);
    editor?.commands.focus();
  };

  return (
    <div className="nr-editor">
      <div ref={toolbar} className="nr-editor__toolbar" role="toolbar" aria-label={t('articles.editor.toolbar')} onKeyDown={onToolbarKey}>
        {NEWSROOM_TOOLS.map((tool, index) => {
          const disabled = (tool === 'undo' || tool === 'redo') && !active?.[tool];
          const pressed = tool === 'link' || tool === 'image' || tool === 'embed' ? row === tool || Boolean(active?.[tool]) : tool in TOGGLES ? Boolean(active?.[tool]) : undefined;
          return (
            <button
              key={tool}
              type="button"
              className="nr-editor__tool"
              tabIndex={index === focused ? 0 : -1}
              aria-label={toolName(tool, t(`articles.editor.tools.${tool}`))}
              title={t(`articles.editor.tools.${tool}`)}
              aria-pressed={pressed}
              aria-disabled={disabled || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocused(index)}
              onClick={() => {
                if (!disabled) onTool(tool);
              }}
            >
              <span aria-hidden="true">{GLYPHS[tool]}</span>
            </button>
          );
        })}
      </div>
      {row === 'link' && editor ? <LinkRow editor={editor} onDone={close} /> : null}
      {row === 'image' && editor ? <ImageRow editor={editor} onDone={close} /> : null}
      {row === 'embed' && editor ? <EmbedRow editor={editor} onDone={close} /> : null}
      <EditorContent editor={editor} className="nr-editor__area" />
    </div>
  );
}

function RowFrame({ children, onApply, onCancel }: { children: ReactNode; onApply: () => void; onCancel: () => void }) {
  const { t } = useTranslation('newsroom');
  return (
    <div
      className="nr-editor__row"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          onApply();
        }
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {children}
      <div className="nr-editor__row-actions">
        <button type="button" className="button button--primary" onClick={onApply}>
          {t('articles.editor.insert')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('articles.editor.cancel')}
        </button>
      </div>
    </div>
  );
}

function TextInput(props: { label: string; value: string; onChange: (value: string) => void; error?: string | null; type?: string; autoFocus?: boolean; required?: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {props.label}
      </label>
      {props.hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="field__error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
      <input
        id={id}
        className="field__input"
        type={props.type ?? 'text'}
        value={props.value}
        required={props.required}
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

function LinkRow({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('newsroom');
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const apply = () => {
    const typed = text.trim();
    const href = userLinkHref(/^[a-z][a-z\d+.-]*:|^\//i.test(typed) ? typed : `https://${typed}`);
    if (!typed || !href) return setError(true);
    if (editor.state.selection.empty) editor.chain().focus().insertContent({ type: 'text', text: typed, marks: [{ type: 'link', attrs: { href } }] }).run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onDone();
  };
  return (
    <RowFrame onApply={apply} onCancel={onDone}>
      <TextInput label={t('articles.editor.linkLabel')} type="url" value={text} onChange={setText} autoFocus error={error ? t('articles.editor.linkInvalid') : null} />
    </RowFrame>
  );
}

function ImageRow({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('newsroom');
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [focus, setFocus] = useState<FocalPoint>(FOCAL_CENTER);
  const [tried, setTried] = useState(false);
  const srcOk = ARTICLE_IMAGE_SRC.test(src.trim());
  const altOk = alt.trim().length > 0;
  const apply = () => {
    setTried(true);
    if (!srcOk || !altOk) return;
    editor.chain().focus().insertArticleImage({ src: src.trim(), alt: alt.trim(), focus: formatFocalPoint(focus) }).run();
    onDone();
  };
  return (
    <RowFrame onApply={apply} onCancel={onDone}>
      <TextInput label={t('articles.editor.imageSrc')} hint={t('articles.editor.imageSrcHint')} value={src} onChange={setSrc} autoFocus error={tried && !srcOk ? t('articles.editor.imageSrcInvalid') : null} />
      <TextInput label={t('articles.editor.imageAlt')} hint={t('articles.editor.imageAltHint')} value={alt} onChange={setAlt} required error={tried && !altOk ? t('articles.editor.imageAltRequired') : null} />
      {srcOk ? <FocalPointPicker src={src.trim()} point={focus} onPick={setFocus} /> : null}
    </RowFrame>
  );
}

function EmbedRow({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('newsroom');
  const [url, setUrl] = useState('');
  const [error, setError] = useState(false);
  const apply = () => {
    if (!parseEmbedUrl(url)) return setError(true);
    editor.chain().focus().insertArticleEmbed(url).run();
    onDone();
  };
  return (
    <RowFrame onApply={apply} onCancel={onDone}>
      <TextInput label={t('articles.editor.embedLabel')} hint={t('articles.editor.embedHint')} type="url" value={url} onChange={setUrl} autoFocus error={error ? t('articles.editor.embedInvalid') : null} />
    </RowFrame>
  );
}

/**
 * A picture's focal point, picked by a click (or the arrow keys) on the picture: the mark shows
 * where it is, and the crops below show how a wide and a square frame keep it in view.
 */
export function FocalPointPicker({ src, point, onPick }: { src: string; point: FocalPoint; onPick: (point: FocalPoint) => void }) {
  const { t } = useTranslation('newsroom');
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onPick({ x: Math.min(100, Math.max(0, point.x + move[0])), y: Math.min(100, Math.max(0, point.y + move[1])) });
  };
  return (
    <div className="focal-picker">
      <p className="field__label" id={`${src}-focus`}>
        {t('articles.focal.label')}
      </p>
      <button
        type="button"
        className="focal-picker__frame"
        aria-describedby={`${src}-focus`}
        aria-label={t('articles.focal.where', { x: point.x, y: point.y })}
        onClick={(event) => onPick(focalPointFromClick(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()))}
        onKeyDown={onKey}
      >
        <img src={src} alt="" className="focal-picker__image" />
        <span className="focal-picker__mark" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
      </button>
      <p className="field__hint">{t('articles.focal.hint')}</p>
      <div className="focal-picker__crops" aria-hidden="true">
        <img src={src} alt="" className="focal-picker__crop focal-picker__crop--wide" style={{ objectPosition: objectPosition(point) }} />
        <img src={src} alt="" className="focal-picker__crop focal-picker__crop--square" style={{ objectPosition: objectPosition(point) }} />
      </div>
    </div>
  );
}
