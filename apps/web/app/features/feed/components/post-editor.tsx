import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGES, TITLE_MAX, type FeedPost, type Tag } from '@gazeta/contract';
import { ErrorMessage, useErrorText } from '../../../components/form.tsx';
import { ImagePreviews, useImagePicker } from '../../../components/image-picker.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { FEED_EDITOR_PRESET } from '../editor-preset.ts';
import { addImages, IMAGE_ACCEPT } from '../images.ts';
import { missingFields, postFormData, type Missing } from '../post-form-data.ts';
import { POST_FORM_ACTION, POST_ID_FIELD, type SavePostResult } from '../post-save.ts';
import { ImageIcon } from './feed-icons.tsx';
import { TagPicker } from './tag-picker.tsx';

/** TipTap loads when the pop-up opens, never with the page (the first-load budget, issue #2). */
const RichTextEditor = lazy(() => import('../editor/rich-text-editor.tsx'));


export interface PostEditorProps {
  /** The post to edit (a draft to resume), or null for a new one. */
  post: FeedPost | null;
  tags: readonly Tag[];
  /** After the server accepted it: the form closes, the page reloads its data. */
  onSaved: (post: FeedPost, draft: boolean) => void;
  /** A 401: the session ran out while writing. */
  onSignedOut: () => void;
}

/**
 * The create-or-update pop-up's form (spec §2, §4, §5, §7): title (at most 150 characters,
 * counted as you type), exactly one tag, the text with a toolbar, up to 4 images with previews,
 * "Save draft" and "Publish". It checks what it can before sending; the server decides.
 */
export function PostEditor({ post, tags, onSaved, onSignedOut }: PostEditorProps) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const ids = { title: useId(), count: useId(), content: useId(), images: useId(), imagesHint: useId() };
  const errorIds = { title: `${ids.title}-error`, content: `${ids.content}-error` };
  const [title, setTitle] = useState(post?.title ?? '');
  const [tagId, setTagId] = useState<string>(post?.tag ? String(post.tag.tag_id) : '');
  const [content, setContent] = useState(post?.content ?? '');
  const [sending, setSending] = useState<'draft' | 'publish' | null>(null);
  // Shown once the form was sent with the field empty, until the field is filled.
  const [missing, setMissing] = useState<Missing>({});
  const now = missingFields({ title, content, tagId });
  const shown = { title: Boolean(missing.title && now.title), content: Boolean(missing.content && now.content), tag: Boolean(missing.tag && now.tag) };
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<SavePostResult>();
  const images = useImagePicker({
    kept: post?.images ?? [],
    max: MAX_IMAGES,
    take: addImages,
    onProblems: (problems) => {
      for (const problem of problems) toast({ message: errorText(problem) ?? problem, status: 'error' });
    },
  });
  const count = images.count;

  useFetcherSettled(
    fetcher,
    (result) => {
      if (result.ok) {
        toast({ message: errorText(result.draft ? 'notification-draft-saved' : 'notification-create-success') ?? '', status: 'success' });
        setTitle('');
        setContent('');
        images.clear();
        onSaved(result.post, result.draft);
        return;
      }
      setSending(null);
      toast({ message: errorText(result.error) ?? '', status: 'error' });
      if (result.signedOut) onSignedOut();
    },
    { atAnswer: true },
  );

  const send = (draft: boolean) => {
    if (sending) return;
    setMissing(now);
    if (now.title || now.content || now.tag) {
      // The toast says it once; each empty field says it beside itself and the first takes the focus.
      toast({ message: errorText(now.title || now.content ? 'error-empty-fields' : 'error-tag-required') ?? '', status: 'error' });
      const first = now.title ? `#${CSS.escape(ids.title)}` : now.tag ? '.tag-picker__filter' : '.editor__content';
      window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(first)?.focus());
      return;
    }
    setSending(draft ? 'draft' : 'publish');
    const body = postFormData({ title: title.trim(), content, draft, tagId: Number(tagId), images: images.chosen.map((image) => image.file), keep: post ? images.kept.map((image) => image.id) : null });
    if (post) body.set(POST_ID_FIELD, String(post.id));
    toast({ message: t('editor.requestAwait'), status: 'info' });
    // The pop-up's owner decides what to show after it (the author's posts, or this page again).
    void fetcher.submit(body, { method: 'post', action: POST_FORM_ACTION, encType: 'multipart/form-data', defaultShouldRevalidate: false });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    send(submitter?.value === 'draft');
  };

  return (
    <form ref={form} className="post-editor" onSubmit={onSubmit} noValidate>
      <div className={`field${shown.title ? ' field--invalid' : ''}`}>
        <label htmlFor={ids.title} className="field__label">
          {t('editor.title')}
        </label>
        <p id={ids.count} className="field__hint post-editor__count" aria-live={title.length >= TITLE_MAX - 10 ? 'polite' : 'off'}>
          {t('editor.titleCount', { count: title.length, max: TITLE_MAX })}
        </p>
        {shown.title ? <ErrorMessage id={errorIds.title}>{t('editor.titleMissing')}</ErrorMessage> : null}
        <div className="field__control">
          <input
            id={ids.title}
            className="field__input"
            name="title"
            type="text"
            value={title}
            maxLength={TITLE_MAX}
            autoComplete="off"
            aria-describedby={shown.title ? `${ids.count} ${errorIds.title}` : ids.count}
            aria-invalid={shown.title || undefined}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      </div>
      <TagPicker tags={tags} value={tagId} onChange={setTagId} error={shown.tag ? t('editor.tagMissing') : undefined} />
      <div className={`field${shown.content ? ' field--invalid' : ''}`}>
        <span id={ids.content} className="field__label">
          {t('editor.content')}
        </span>
        {shown.content ? <ErrorMessage id={errorIds.content}>{t('editor.contentMissing')}</ErrorMessage> : null}
        <Suspense fallback={<p className="editor editor--loading">{t('editor.loading')}</p>}>
          <RichTextEditor
            preset={FEED_EDITOR_PRESET}
            initialHtml={content}
            onChange={setContent}
            labelledBy={ids.content}
            describedBy={shown.content ? errorIds.content : undefined}
            invalid={shown.content}
            placeholder={t('editor.placeholder')}
          />
        </Suspense>
      </div>
      <fieldset className="field post-editor__images">
        <legend className="field__label">{t('editor.images')}</legend>
        <p id={ids.imagesHint} className="field__hint">
          {t('editor.imagesHint', { count, max: MAX_IMAGES })}
        </p>
        <ImagePreviews picker={images} removeLabel={(n) => t('editor.removeImage', { n })} alt={(n) => t('editor.imageAlt', { n })} />
        <label className="button post-editor__add" htmlFor={ids.images}>
          <ImageIcon />
          {t('editor.addImages')}
        </label>
        <input
          id={ids.images}
          className="visually-hidden post-editor__file"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-describedby={ids.imagesHint}
          onChange={(event) => images.pick(event.currentTarget)}
        />
      </fieldset>
      <div className="form__actions post-editor__actions">
        <button type="submit" name="intent" value="publish" className="button button--primary" aria-disabled={sending !== null || undefined}>
          {sending === 'publish' ? t('common:form.sending') : t('editor.publish')}
        </button>
        <button type="submit" name="intent" value="draft" className="button" aria-disabled={sending !== null || undefined}>
          {sending === 'draft' ? t('common:form.sending') : t('editor.saveDraft')}
        </button>
      </div>
    </form>
  );
}
