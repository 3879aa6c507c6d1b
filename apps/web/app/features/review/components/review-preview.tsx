import { useTranslation } from 'react-i18next';
import type { FeedPost, Locale, ModerationClassified, ModerationComment, ReviewDetail } from '@gazeta/contract';
import { ReviewPictures } from '../../../components/review-pictures.tsx';
import { formatDate } from '../../../lib/format.ts';
import { BannerReviewItem } from '../../banners/components/review-item.tsx';
import { BusinessReviewItem } from '../../business-form/components/review-item.tsx';
import { ReviewItem } from '../../classified-form/components/review-item.tsx';
import { DisplayAdReviewItem } from '../../display-ads/components/review-item.tsx';
import { EventReviewItem } from '../../events/components/review-item.tsx';
import { tagLabel } from '../../feed/feed-query.ts';
import { SocialReviewItem } from '../../social-requests/components/review-item.tsx';

/** A post as its readers would see it in the feed. */
function PostPreview({ post }: { post: FeedPost }) {
  const { t, i18n } = useTranslation('feed');
  const locale = i18n.language as Locale;
  const titleId = `review-post-${post.id}`;
  return (
    <article className="moderation-item" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <p className="post__top">
          <span className="post__tag">{tagLabel(post.tag, locale)}</span>
        </p>
        <h3 id={titleId} className="moderation-item__title">
          {post.title}
        </h3>
        <p className="post__meta">
          <span>{t('post.by', { name: post.author.name })}</span>
          <time dateTime={post.updated_at} suppressHydrationWarning>
            {formatDate(post.updated_at, locale)}
          </time>
        </p>
      </header>
      <ReviewPictures images={post.images} label={t('post.images')} />
      <div className="moderation-item__content prose" dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}

/** A comment under the post it answers. */
function CommentPreview({ comment }: { comment: ModerationComment }) {
  const { t } = useTranslation('feed');
  const titleId = `review-comment-${comment.id}`;
  return (
    <article className="moderation-item" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <h3 id={titleId} className="moderation-item__title moderation-item__title--small">
          {t('moderation.commentBy', { name: comment.author.name })}
        </h3>
        <p className="post__meta">
          {t('moderation.onPost')} {comment.post_title}
        </p>
      </header>
      <p className="comment__text moderation-item__text">{comment.text}</p>
    </article>
  );
}

/** What readers reported about a running ad. */
function Reports({ reports }: { reports: ModerationClassified['reports'] }) {
  const { t, i18n } = useTranslation('classifieds');
  return (
    <ul className="review-reports">
      {reports.items.map((report) => (
        <li key={report.created_at}>
          <strong>{t(`report.reasons.${report.reason}`)}</strong> · <time dateTime={report.created_at}>{formatDate(report.created_at, i18n.language as Locale)}</time>
          {report.note ? <p>{report.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The item as it will look where it goes, drawn by its kind's own review component (a
 * classified with its print look, a banner at its size…); the decision is the queue's.
 */
export function ReviewPreview({ item }: { item: ReviewDetail }) {
  switch (item.kind) {
    case 'post':
      return <PostPreview post={item.view} />;
    case 'comment':
      return <CommentPreview comment={item.view} />;
    case 'classified':
      return <ReviewItem ad={item.view} decision={null} />;
    case 'report':
      return <ReviewItem ad={item.view} decision={<Reports reports={item.view.reports} />} />;
    case 'business':
      return <BusinessReviewItem business={item.view} decision={null} />;
    case 'event':
      return <EventReviewItem event={item.view} decision={null} />;
    case 'banner':
      return <BannerReviewItem banner={item.view} decision={null} />;
    case 'display-ad':
      return <DisplayAdReviewItem ad={item.view} decision={null} />;
    case 'social-request':
      return <SocialReviewItem request={item.view} decision={null} />;
  }
}
