import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeedPost, Locale } from '@gazeta/contract';
import { ShareLinks } from '../../../components/share-links.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { categoryHref, DEFAULT_VIEW, tagLabel } from '../feed-query.ts';
import { POST_INTENTS, THREAD_PARAMS, threadHref } from '../post-actions.ts';
import { useFeedEditor } from './editor-provider.tsx';
import { DeleteControl } from './delete-control.tsx';
import { LikeForm } from './like-form.tsx';
import { RejectionReason, StatusBadge } from './status-badge.tsx';
import { Picture } from '../../../components/picture.tsx';

/** The author's Edit and Delete. */
function OwnerActions({ post, asking }: { post: FeedPost; asking: boolean }) {
  const { t } = useTranslation('feed');
  const hydrated = useHydrated();
  const { openEditor } = useFeedEditor();
  const { pathname, search } = useLocation();
  return (
    <div className="post__owner">
      {hydrated ? (
        <button type="button" className="button" onClick={() => openEditor(post)}>
          {post.status === 'draft' ? t('post.continue') : t('post.edit')}
        </button>
      ) : null}
      <DeleteControl
        labels={{ action: t('post.delete'), question: t('post.deleteQuestion'), confirm: t('post.deleteConfirm'), done: t('post.deleted') }}
        asking={asking}
        askHref={threadHref(pathname, search, { param: THREAD_PARAMS.remove, id: 'post' })}
        cancelHref={threadHref(pathname, search, null)}
        intent={POST_INTENTS.deletePost}
        triggerClassName="button button--danger-outline"
      >
        <p>{t('post.deleteBody', { title: post.title })}</p>
      </DeleteControl>
    </div>
  );
}

/**
 * One post (spec §2 /feed/{id}): category, title, author and date, its pictures, the text, and,
 * once approved, the like toggle and the share links for `url` (its public address). Its author
 * also sees where it stands (and why it was rejected), with Edit and Delete.
 */
export function PostView({ post, url, signedIn }: { post: FeedPost; url: string; signedIn: boolean }) {
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
          <Picture image={first} sizes="(min-width: 900px) 720px, 100vw" lead />
        </figure>
      ) : null}
      {/* Sanitized by the server against an allowlist, on write and again on read. */}
      <div className="post__body prose" dangerouslySetInnerHTML={{ __html: post.content }} />
      {rest.length > 0 ? (
        <ul className="post__gallery" aria-label={t('post.images')}>
          {rest.map((image) => (
            <li key={image.id}>
              <a href={image.src} className="post__gallery-link">
                <Picture image={image} sizes="(min-width: 900px) 240px, 50vw" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className="post__footer">
        {post.status === 'approved' ? (
          <div className="post__reactions">
            <LikeForm intent={POST_INTENTS.likePost} liked={post.liked} likes={post.likes} signedIn={signedIn} label={t('post.likeLabel')} />
            <ShareLinks url={url} title={post.title} label={t('post.share')} />
          </div>
        ) : null}
        {post.can_edit ? <OwnerActions post={post} asking={asking} /> : null}
      </footer>
    </article>
  );
}
