import { useState } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ForumPost, Locale } from '@gazeta/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { ApiError, browserApi } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { deletePost } from '../api/delete-post.ts';
import { categoryHref, DEFAULT_VIEW, feedHref, tagLabel } from '../feed-query.ts';
import { POST_INTENTS, THREAD_PARAMS, threadHref } from '../post-actions.ts';
import { useFeedEditor } from './editor-provider.tsx';
import { LikeForm } from './like-form.tsx';
import { RejectionReason, StatusBadge } from './status-badge.tsx';

/** The author's Edit and Delete (with a confirmation; without JavaScript a question in place). */
function OwnerActions({ post, asking }: { post: ForumPost; asking: boolean }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { openEditor } = useFeedEditor();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deletePost(browserApi, post.id);
      setOpen(false);
      toast({ message: t('post.deleted'), status: 'success' });
      void navigate(feedHref({ view: 'my' }));
    } catch (error) {
      setBusy(false);
      toast({ message: errorText(error instanceof ApiError ? error.code : 'error-internal') ?? '', status: 'error' });
    }
  };

  if (asking && !hydrated) {
    return (
      <Form method="post" className="confirm-inline" action={threadHref(pathname, search, null)}>
        <p className="confirm-inline__question">{t('post.deleteQuestion')}</p>
        <div className="form__actions">
          <button type="submit" name="intent" value={POST_INTENTS.deletePost} className="button button--danger">
            {t('post.deleteConfirm')}
          </button>
          <Link to={threadHref(pathname, search, null)} className="button">
            {t('actions.cancel')}
          </Link>
        </div>
      </Form>
    );
  }
  return (
    <div className="post__owner">
      {hydrated ? (
        <button type="button" className="button" onClick={() => openEditor(post)}>
          {post.status === 'draft' ? t('post.continue') : t('post.edit')}
        </button>
      ) : null}
      {hydrated ? (
        <button type="button" className="button button--danger-outline" onClick={() => setOpen(true)}>
          {t('post.delete')}
        </button>
      ) : (
        <Link to={threadHref(pathname, search, { param: THREAD_PARAMS.remove, id: 'post' })} className="button button--danger-outline">
          {t('post.delete')}
        </Link>
      )}
      <ConfirmDialog
        open={open}
        title={t('post.deleteQuestion')}
        confirmLabel={t('post.deleteConfirm')}
        cancelLabel={t('actions.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p>{t('post.deleteBody', { title: post.title })}</p>
      </ConfirmDialog>
    </div>
  );
}

/**
 * One post (spec §2 /feed/{id}): category, title, author and date, its pictures, the text, and
 * the like toggle. Its author also sees where it stands (and why it was rejected), with Edit and
 * Delete.
 */
export function PostView({ post, signedIn }: { post: ForumPost; signedIn: boolean }) {
  const { t, i18n } = useTranslation('feed');
  const locale = i18n.language as Locale;
  const { search } = useLocation();
  const [first, ...rest] = post.images;
  const asking = new URLSearchParams(search).get(THREAD_PARAMS.remove) === 'post';
  return (
    <article className="post" aria-labelledby="post-title">
      <header className="post__header">
        <p className="post__top">
          <Link to={categoryHref({ view: DEFAULT_VIEW, category: null, page: 1 }, post.tag.tag_name)} className="post__tag">
            {tagLabel(post.tag, locale)}
          </Link>
          {post.status === 'approved' ? null : <StatusBadge status={post.status} />}
        </p>
        <h1 id="post-title" className="post__title">
          {post.title}
        </h1>
        <p className="post__meta">
          <span>{t('post.by', { name: post.author.name })}</span>
          <time dateTime={post.created_at} suppressHydrationWarning>
            {formatDate(post.created_at, locale)}
          </time>
        </p>
        {post.status === 'rejected' ? <RejectionReason reason={post.rejection_reason} /> : null}
        {post.status === 'pending' && post.can_edit ? <p className="notice post__notice">{t('post.pendingNote')}</p> : null}
        {post.status === 'draft' && post.can_edit ? <p className="notice post__notice">{t('post.draftNote')}</p> : null}
      </header>
      {first ? (
        <figure className="post__figure">
          <img
            src={first.src}
            srcSet={first.srcset}
            sizes="(min-width: 900px) 720px, 100vw"
            width={first.width}
            height={first.height}
            alt={first.alt}
            fetchPriority="high"
            decoding="async"
          />
        </figure>
      ) : null}
      {/* Sanitized by the server against an allowlist, on write and again on read. */}
      <div className="post__body prose" dangerouslySetInnerHTML={{ __html: post.content }} />
      {rest.length > 0 ? (
        <ul className="post__gallery" aria-label={t('post.images')}>
          {rest.map((image) => (
            <li key={image.id}>
              <a href={image.src} className="post__gallery-link">
                <img src={image.src} srcSet={image.srcset} sizes="(min-width: 900px) 240px, 50vw" width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className="post__footer">
        {post.status === 'approved' ? (
          <LikeForm intent={POST_INTENTS.likePost} liked={post.liked} likes={post.likes} signedIn={signedIn} label={t('post.likeLabel')} />
        ) : null}
        {post.can_edit ? <OwnerActions post={post} asking={asking} /> : null}
      </footer>
    </article>
  );
}
