import { useId } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeedPost, Locale, ModerationComment, ModerationKind } from '@gazeta/contract';
import { FormAlert, FormStatus, useErrorText } from '../../../components/form.tsx';
import { RejectReason } from '../../../components/reject-reason.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { tagLabel } from '../feed-query.ts';
import { StatusBadge } from './status-badge.tsx';
import { ReviewPictures } from '../../../components/review-pictures.tsx';

export const MODERATION_INTENTS = { approve: 'approve', reject: 'reject' } as const;

/**
 * The queues an approve-or-reject decision is made in: the moderation API's kinds, and the display
 * ads' queue, which has its own call (POST /api/forum/moderation/advertising/{id}) but the same decision.
 */
export type DecisionQueue = ModerationKind | 'advertising';

/** What the moderation page's action answers. */
export interface ModerationResult {
  intent: string;
  kind: DecisionQueue;
  id: number;
  ok: boolean;
  error?: string;
  reason?: string;
}

/**
 * Approve, or reject with a reason (required), one queued post or comment. A plain form: it
 * works without JavaScript; with it, a toast says what was done and the queue reloads.
 */
export function Decision({ kind, id }: { kind: DecisionQueue; id: number }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const fetcher = useFetcher<ModerationResult>();
  const actionData = useActionData<ModerationResult>();
  const reasonId = useId();
  const busy = fetcher.state !== 'idle';
  const mine = (result: ModerationResult | undefined) => (result && result.kind === kind && result.id === id ? result : undefined);
  const result = mine(fetcher.data) ?? mine(actionData);
  const reasonError = result && !result.ok && result.error === 'error-rejection-reason-required' ? errorText(result.error) : undefined;

  // A decided item leaves the queue when the page reloads: say so at once.
  useFetcherSettled(
    fetcher,
    (data) => {
      if (data.ok) toast({ message: data.intent === MODERATION_INTENTS.approve ? t('moderation.approved') : t('moderation.rejected'), status: 'success' });
      else toast({ message: errorText(data.error) ?? '', status: 'error' });
    },
    { atAnswer: true },
  );

  return (
    <fetcher.Form method="post" className="decision" noValidate>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {!fetcher.data && result?.ok ? <FormStatus>{result.intent === MODERATION_INTENTS.approve ? t('moderation.approved') : t('moderation.rejected')}</FormStatus> : null}
      {!fetcher.data && result && !result.ok && !reasonError ? <FormAlert>{errorText(result.error)}</FormAlert> : null}
      <div className="decision__approve">
        <button type="submit" name="intent" value={MODERATION_INTENTS.approve} className="button button--success" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
          {t('moderation.approve')}
        </button>
      </div>
      <RejectReason
        id={reasonId}
        label={t('moderation.reason')}
        hint={t('moderation.reasonHint')}
        error={reasonError}
        defaultValue={result && !result.ok ? (result.reason ?? '') : ''}
        intent={MODERATION_INTENTS.reject}
        submit={t('moderation.reject')}
        busy={busy}
      />
    </fetcher.Form>
  );
}

/** In place of the decision on a moderator's own item: the server refuses it (error-own-item). */
export function OwnItem() {
  const { t } = useTranslation('feed');
  return <p className="notice decision__own">{t('moderation.ownItem')}</p>;
}

/** A queued post as its readers would see it, then the decision. */
export function ModerationPost({ post }: { post: FeedPost }) {
  const { t, i18n } = useTranslation('feed');
  const locale = i18n.language as Locale;
  const titleId = `moderation-post-${post.id}`;
  return (
    <article className="moderation-item" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <p className="post__top">
          <span className="post__tag">{tagLabel(post.tag, locale)}</span>
          <StatusBadge status={post.status} />
        </p>
        <h2 id={titleId} className="moderation-item__title">
          <Link to={paths.feedPost(post.id)}>{post.title}</Link>
        </h2>
        <p className="post__meta">
          <span>{t('post.by', { name: post.author.name })}</span>
          <time dateTime={post.updated_at} suppressHydrationWarning>
            {formatDate(post.updated_at, locale)}
          </time>
        </p>
      </header>
      <ReviewPictures images={post.images} label={t('post.images')} />
      <div className="moderation-item__content prose" dangerouslySetInnerHTML={{ __html: post.content }} />
      {post.can_edit ? <OwnItem /> : <Decision kind="posts" id={post.id} />}
    </article>
  );
}

/** A queued comment with the post it belongs to, then the decision. */
export function ModerationCommentItem({ comment }: { comment: ModerationComment }) {
  const { t, i18n } = useTranslation('feed');
  const locale = i18n.language as Locale;
  const titleId = `moderation-comment-${comment.id}`;
  return (
    <article className="moderation-item" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <h2 id={titleId} className="moderation-item__title moderation-item__title--small">
          {t('moderation.commentBy', { name: comment.author.name })}
        </h2>
        <p className="post__meta">
          <span>
            {t('moderation.onPost')} <Link to={paths.feedPost(comment.post_id)}>{comment.post_title}</Link>
          </span>
          <time dateTime={comment.updated_at} suppressHydrationWarning>
            {formatDate(comment.updated_at, locale)}
          </time>
        </p>
      </header>
      <p className="comment__text moderation-item__text">{comment.text}</p>
      {comment.can_edit ? <OwnItem /> : <Decision kind="comments" id={comment.id} />}
    </article>
  );
}
