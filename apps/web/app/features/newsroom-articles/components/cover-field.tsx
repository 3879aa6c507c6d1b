import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWSROOM_ARTICLE_LIMITS, type ArticleMedia, type FocalPoint } from '@gazeta/contract';
import { paths } from '../../../lib/paths.ts';
import { FocalPointPicker } from '../editor/article-body-editor.tsx';

export interface CoverValue {
  media_id: number;
  src: string;
  alt: string;
  focus: FocalPoint;
}

export type UploadAnswer = { ok: true; media: ArticleMedia } | { ok: false; code: string };

/**
 * The cover: uploaded through the newsroom's media endpoint (by the upload page's action), its
 * alt text, and the focal point a crop keeps, picked by a click on the picture.
 */
export function CoverField({ value, onChange, altError }: { value: CoverValue | null; onChange: (cover: CoverValue | null) => void; altError?: string | undefined }) {
  const { t } = useTranslation(['newsroom', 'errors']);
  const id = useId();
  const upload = useFetcher<UploadAnswer>();
  const input = useRef<HTMLInputElement>(null);
  const handled = useRef<UploadAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = upload.data;
    if (upload.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) onChange({ media_id: answer.media.media_id, src: answer.media.src, alt: value?.alt ?? '', focus: { x: 50, y: 50 } });
    if (input.current) input.current.value = '';
  }, [upload.state, upload.data, onChange, value?.alt]);
  const failed = upload.state === 'idle' && upload.data && !upload.data.ok ? upload.data.code : null;
  return (
    <fieldset className="panel editor-side__panel cover-field">
      <legend className="panel__title">{t('newsroom:articles.cover.title')}</legend>
      {value ? (
        <>
          <FocalPointPicker src={value.src} point={value.focus} onPick={(focus) => onChange({ ...value, focus })} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-alt`}>
              {t('newsroom:articles.cover.alt')}
            </label>
            <p className="field__hint" id={`${id}-alt-hint`}>
              {t('newsroom:articles.cover.altHint')}
            </p>
            {altError ? (
              <p className="field__error" id={`${id}-alt-error`}>
                {altError}
              </p>
            ) : null}
            <input
              id={`${id}-alt`}
              className="field__input"
              value={value.alt}
              maxLength={NEWSROOM_ARTICLE_LIMITS.altMax}
              required
              aria-invalid={altError ? true : undefined}
              aria-describedby={`${id}-alt-hint${altError ? ` ${id}-alt-error` : ''}`}
              onChange={(event) => onChange({ ...value, alt: event.target.value })}
            />
          </div>
          <button type="button" className="button button--small" onClick={() => onChange(null)}>
            {t('newsroom:articles.cover.remove')}
          </button>
        </>
      ) : (
        <p className="field__hint">{t('newsroom:articles.cover.none')}</p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          {value ? t('newsroom:articles.cover.replace') : t('newsroom:articles.cover.upload')}
        </label>
        {failed ? (
          <p className="field__error" id={`${id}-file-error`}>
            {t(`errors:${failed}`, { defaultValue: t('errors:notification-error') })}
          </p>
        ) : null}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="field__input"
          aria-describedby={failed ? `${id}-file-error` : undefined}
          disabled={upload.state !== 'idle'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const form = new FormData();
            form.set('file', file);
            void upload.submit(form, { method: 'post', action: paths.newsroomArticleMedia(), encType: 'multipart/form-data' });
          }}
        />
        {upload.state !== 'idle' ? <p role="status">{t('newsroom:articles.cover.uploading')}</p> : null}
      </div>
    </fieldset>
  );
}
