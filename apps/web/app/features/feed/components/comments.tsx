import { useId, useRef } from 'react';
import { Link, useActionData, useFetcher, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, type FeedComment, type FeedPost, type Locale, type Page } from '@gazeta/contract';
import { FormAlert, FormStatus, useErrorText } from '../../../components/form.tsx';
import { Pager } from '../../../components/pager.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { threadComments } from '../comment-thread.ts';
import { commentAnchor, POST_INTENTS, THREAD_PARAMS, threadHref, type PostActionResult } from '../post-actions.ts';
import { DeleteControl } from './delete-control.tsx';
import { LikeForm } from './like-form.tsx';
import { RejectionReason, StatusBadge } from './status-badge.tsx';

interface ThreadContext {
  signedIn: boolean;
  /** Comments open once the post is approved. */
  open: boolean;
  /** The in-place form the address asks for (?reply=, ?edit=, ?delete=). */
  replyTo: number | null;
  editing: number | null;
  deleting: number | null;
  placeOf: CommentPlace;
}

const idParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** Where a comment is: on the page shown (its anchor here), or on another page of the thread. */
type CommentPlace = (id: number) => { href: string; here: boolean };

/** Brings a comment into view and gives it the focus, so its author sees (and hears) where it went. */
function revealComment(id: number): void {
  window.requestAnimationFrame(() => {
    const element = document.getElementById(commentAnchor(id));
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    element.focus({ preventScroll: true });
  });
}

/** The answer to this form, whether it came through a fetcher (JavaScript) or a page post. */
function useResult(fetcherData: PostActionResult | undefined, intent: string, id?: number): PostActionResult | undefined {
  const actionData = useActionData<PostActionResult>();
  const mine = (result: PostActionResult | undefined) => (result && result.intent === intent && result.id === id ? result : undefined);
  return mine(fetcherData) ?? mine(actionData);
}

/**
 * Writes a comment or a reply (plain text, at most 2000 characters). Sent, it waits for
 * moderation: a toast says so, and the author is taken to it in the thread, where a badge says
 * it waits (on the thread's last page for a new comment when the thread has several pages).
 */
function CommentForm({ replyTo, replyToName, autoFocus = false, placeOf }: { replyTo: number | null; replyToName?: string; autoFocus?: boolean; placeOf: CommentPlace }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const fetcher = useFetcher<PostActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const result = useResult(fetcher.data, POST_INTENTS.comment, replyTo ?? undefined);
  const busy = fetcher.state !== 'idle';

  useFetcherSettled(fetcher, (data) => {
    if (!data.ok) {
      toast({ message: errorText(data.error) ?? '', status: 'error' });
      return;
    }
    toast({ message: errorText('notification-comment-success') ?? '', status: 'success' });
    form.current?.reset();
    const id = data.commentId;
    if (id === undefined) return;
    const place = placeOf(id);
    // A reply closes its form (?reply= leaves the address); a comment on another page goes there.
    if (replyTo === null && place.here) revealComment(id);
    else void Promise.resolve(navigate(place.href, { replace: replyTo !== null, preventScrollReset: true })).then(() => revealComment(id));
  });

  const label = replyTo === null ? t('comments.yourComment') : t('comments.yourReply', { name: replyToName ?? '' });
  return (
    <fetcher.Form method="post" ref={form} className="comment-form" noValidate>
      {replyTo === null ? null : <input type="hidden" name="reply_to" value={replyTo} />}
      {replyTo === null ? null : <input type="hidden" name="id" value={replyTo} />}
      {!fetcher.data && result?.ok ? (
        <FormStatus>
          {errorText('notification-comment-success')}{' '}
          {result.commentId === undefined ? null : <Link to={placeOf(result.commentId).href}>{t('comments.showMine')}</Link>}
        </FormStatus>
      ) : null}
      {!fetcher.data && result && !result.ok ? <FormAlert>{errorText(result.error)}</FormAlert> : null}
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {t('comments.hint', { max: COMMENT_MAX })}
        </p>
        <textarea
          id={id}
          name="text"
          className="field__input field__textarea"
          rows={replyTo === null ? 4 : 3}
          maxLength={COMMENT_MAX}
          required
          aria-describedby={`${id}-hint`}
          defaultValue={result && !result.ok ? (result.text ?? '') : ''}
          autoFocus={autoFocus}
        />
      </div>
      <div className="form__actions">
        <button type="submit" name="intent" value={POST_INTENTS.comment} className="button button--primary" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
          {busy ? t('common:form.sending') : replyTo === null ? t('comments.send') : t('comments.sendReply')}
        </button>
        {replyTo === null ? null : (
          <Link to={threadHref(pathname, search, null, `comment-${replyTo}`)} className="button" replace preventScrollReset>
            {t('actions.cancel')}
          </Link>
        )}
      </div>
    </fetcher.Form>
  );
}

/** Changes one's own comment (it goes back to moderation). */
function EditCommentForm({ comment }: { comment: FeedComment }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const fetcher = useFetcher<PostActionResult>();
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const result = useResult(fetcher.data, POST_INTENTS.editComment, comment.id);
  const busy = fetcher.state !== 'idle';
  const back = threadHref(pathname, search, null, `comment-${comment.id}`);

  useFetcherSettled(fetcher, (data) => {
    if (!data.ok) {
      toast({ message: errorText(data.error) ?? '', status: 'error' });
      return;
    }
    toast({ message: errorText('notification-comment-success') ?? '', status: 'success' });
    void navigate(back, { replace: true, preventScrollReset: true });
  });

  return (
    <fetcher.Form method="post" className="comment-form comment-form--edit" noValidate>
      <input type="hidden" name="id" value={comment.id} />
      {!fetcher.data && result && !result.ok ? <FormAlert>{errorText(result.error)}</FormAlert> : null}
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('comments.editLabel')}
        </label>
        <textarea id={id} name="text" className="field__input field__textarea" rows={4} maxLength={COMMENT_MAX} required defaultValue={result?.text ?? comment.text} autoFocus />
      </div>
      <div className="form__actions">
        <button type="submit" name="intent" value={POST_INTENTS.editComment} className="button button--primary" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
          {busy ? t('common:form.sending') : t('comments.save')}
        </button>
        <Link to={back} className="button" replace preventScrollReset>
          {t('actions.cancel')}
        </Link>
      </div>
    </fetcher.Form>
  );
}

/** Deleting one's own comment. */
function DeleteComment({ comment, asking }: { comment: FeedComment; asking: boolean }) {
  const { t } = useTranslation('feed');
  const { pathname, search } = useLocation();
  return (
    <DeleteControl
      labels={{ action: t('comments.delete'), question: t('comments.deleteQuestion'), confirm: t('comments.deleteConfirm'), done: t('comments.deleted') }}
      asking={asking}
      askHref={threadHref(pathname, search, { param: THREAD_PARAMS.remove, id: comment.id }, `comment-${comment.id}`)}
      cancelHref={threadHref(pathname, search, null, `comment-${comment.id}`)}
      intent={POST_INTENTS.deleteComment}
      id={comment.id}
      triggerClassName="link-button comment__action"
    >
      <blockquote className="comment__quote">{comment.text}</blockquote>
    </DeleteControl>
  );
}

function CommentView({ comment, replyTo, context, reply }: { comment: FeedComment; replyTo: FeedComment | null; context: ThreadContext; reply: boolean }) {
  const { t, i18n } = useTranslation('feed');
  const errorText = useErrorText();
  const locale = i18n.language as Locale;
  const { pathname, search } = useLocation();
  const approved = comment.status === 'approved';
  // Without JavaScript a saved edit comes back as the page's answer: the form is done.
  const actionData = useActionData<PostActionResult>();
  const saved = actionData?.intent === POST_INTENTS.editComment && actionData.ok && actionData.id === comment.id;
  const editing = context.editing === comment.id && comment.can_edit && !saved;
  const canReply = context.signedIn && context.open && approved;
  return (
    <article id={commentAnchor(comment.id)} tabIndex={-1} className={`comment${approved ? '' : ' comment--pending'}`} aria-labelledby={`comment-${comment.id}-by`}>
      <header className="comment__header">
        <strong id={`comment-${comment.id}-by`} className="comment__author">
          {comment.author.name}
        </strong>
        <time className="comment__date" dateTime={comment.created_at} suppressHydrationWarning>
          {formatDate(comment.created_at, locale)}
        </time>
        {approved ? null : <StatusBadge status={comment.status} />}
      </header>
      {replyTo ? <p className="comment__reply-to">{t('comments.inReplyTo', { name: replyTo.author.name })}</p> : null}
      {comment.status === 'rejected' ? <RejectionReason reason={comment.rejection_reason} /> : null}
      {saved ? <FormStatus>{errorText('notification-comment-success')}</FormStatus> : null}
      {editing ? <EditCommentForm comment={comment} /> : <p className="comment__text">{comment.text}</p>}
      {editing ? null : (
        <div className="comment__actions">
          {approved ? (
            <LikeForm
              intent={POST_INTENTS.likeComment}
              id={comment.id}
              liked={comment.liked}
              likes={comment.likes}
              signedIn={context.signedIn}
              label={t('comments.likeLabel', { name: comment.author.name })}
              small
            />
          ) : null}
          {canReply ? (
            <Link
              to={threadHref(pathname, search, { param: THREAD_PARAMS.reply, id: comment.id }, `reply-${comment.id}`)}
              className="comment__action"
              preventScrollReset
              replace
              aria-label={t('comments.replyTo', { name: comment.author.name })}
            >
              {t('comments.reply')}
            </Link>
          ) : null}
          {comment.can_edit ? (
            <>
              <Link
                to={threadHref(pathname, search, { param: THREAD_PARAMS.edit, id: comment.id }, `comment-${comment.id}`)}
                className="comment__action"
                preventScrollReset
                replace
              >
                {t('comments.edit')}
              </Link>
              <DeleteComment comment={comment} asking={context.deleting === comment.id} />
            </>
          ) : null}
        </div>
      )}
      {reply && context.replyTo === comment.id && canReply ? (
        <div id={`reply-${comment.id}`} className="comment__reply-form">
          <CommentForm replyTo={comment.id} replyToName={comment.author.name} autoFocus placeOf={context.placeOf} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * The comment thread of a post (spec §3 Comment): top-level comments, each with its replies one
 * level in. Texts are plain and keep their line breaks. Signed-in readers write, reply, edit and
 * delete their own, and like; the rest see a way to sign in.
 */
export function Comments({ post, comments, signedIn }: { post: FeedPost; comments: Page<FeedComment>; signedIn: boolean }) {
  const { t } = useTranslation('feed');
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const pageHref = (page: number, hash = 'comments-heading') => {
    const next = new URLSearchParams();
    if (page > 1) next.set('page', String(page));
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}#${hash}`;
  };
  const shown = new Set(comments.data.map((comment) => comment.id));
  // A new top-level comment is the thread's last; a reply is on the page of the comment it answers.
  const placeOf: CommentPlace = (id) =>
    shown.has(id) ? { href: threadHref(pathname, search, null, commentAnchor(id)), here: true } : { href: pageHref(comments.last_page, commentAnchor(id)), here: false };
  const context: ThreadContext = {
    placeOf,
    signedIn,
    open: post.status === 'approved',
    replyTo: idParam(params, THREAD_PARAMS.reply),
    editing: idParam(params, THREAD_PARAMS.edit),
    deleting: idParam(params, THREAD_PARAMS.remove),
  };
  const threads = threadComments(comments.data);
  return (
    <section className="comments" aria-labelledby="comments-heading">
      {/* No published comments: the heading says "Comments" and the line below says there are none (once). */}
      <h2 id="comments-heading" className="comments__heading">
        {post.comments_count > 0 ? t('comments.heading', { count: post.comments_count }) : t('comments.headingNone')}
      </h2>
      {!signedIn ? (
        <p className="comments__sign-in">
          <Link to={paths.login()} className="button">
            {t('comments.signIn')}
          </Link>
        </p>
      ) : context.open ? (
        <CommentForm replyTo={null} placeOf={placeOf} />
      ) : (
        <p className="notice">{t('comments.closed')}</p>
      )}
      {threads.length === 0 ? (
        <p className="comments__none">{t('comments.none')}</p>
      ) : (
        <ol className="comments__list">
          {threads.map((thread) => (
            <li key={thread.comment.id} className="comments__thread">
              <CommentView comment={thread.comment} replyTo={null} context={context} reply />
              {thread.replies.length > 0 ? (
                <ol className="comments__replies" aria-label={t('comments.repliesTo', { name: thread.comment.author.name })}>
                  {thread.replies.map((item) => (
                    <li key={item.comment.id}>
                      <CommentView comment={item.comment} replyTo={item.replyTo} context={context} reply />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Pager page={comments.current_page} last={comments.last_page} href={(page) => pageHref(page)} />
    </section>
  );
}
