import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeedPostSummary, Locale } from '@gazeta/contract';
import { CommentIcon, HeartIcon } from '../../../components/icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { categoryHref, tagLabel, type FeedQuery } from '../feed-query.ts';
import { useFeedEditor } from './editor-provider.tsx';
import { RejectionReason, StatusBadge } from './status-badge.tsx';

/**
 * A post in the feed list: its first picture, category, title, the first words, who wrote it and
 * when, likes and comments. In "my posts" it also says where the post stands (draft, waiting for
 * moderation, rejected and why), and a draft can be taken up again.
 */
export function PostCard({ post, query, showStatus, eager = false }: { post: FeedPostSummary; query: FeedQuery; showStatus: boolean; eager?: boolean }) {
  const { t, i18n } = useTranslation('feed');
  const locale = i18n.language as Locale;
  const { openEditor } = useFeedEditor();
  const image = post.images[0];
  return (
    <article className={`post-card${image ? ' post-card--media' : ''}`}>
      {image ? (
        <Link to={paths.feedPost(post.id)} className="post-card__media" tabIndex={-1} aria-hidden="true">
          <img
            src={image.src}
            srcSet={image.srcset}
            sizes="(min-width: 900px) 220px, 100vw"
            width={image.width}
            height={image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Link>
      ) : null}
      <div className="post-card__body">
        <p className="post-card__top">
          <Link to={categoryHref({ ...query, category: null }, post.tag.tag_name)} className="post-card__tag">
            {tagLabel(post.tag, locale)}
          </Link>
          {showStatus && post.status !== 'approved' ? <StatusBadge status={post.status} /> : null}
        </p>
        <h2 className="post-card__title">
          <Link to={paths.feedPost(post.id)}>{post.title}</Link>
        </h2>
        {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
        {showStatus && post.status === 'rejected' ? <RejectionReason reason={post.rejection_reason} /> : null}
        <p className="post-card__meta">
          <span>{post.author.name}</span>
          <time dateTime={post.created_at} suppressHydrationWarning>
            {formatDate(post.created_at, locale)}
          </time>
          {/* The likes and the comments keep together: a narrow card moves both to the next line, never one alone. */}
          <span className="post-card__stats">
            <span className="post-card__stat">
              <HeartIcon width={18} height={18} filled={post.liked} />
              <span aria-hidden="true">{post.likes}</span>
              <span className="visually-hidden">{t('post.likes', { count: post.likes })}</span>
            </span>
            <span className="post-card__stat">
              <CommentIcon width={18} height={18} />
              <span aria-hidden="true">{post.comments_count}</span>
              <span className="visually-hidden">{t('post.comments', { count: post.comments_count })}</span>
            </span>
          </span>
        </p>
        {showStatus && post.status === 'draft' ? (
          <p className="post-card__actions">
            <button type="button" className="button" onClick={() => openEditor(post)} aria-label={t('post.continueNamed', { title: post.title })}>
              {t('post.continue')}
            </button>
          </p>
        ) : null}
      </div>
    </article>
  );
}
