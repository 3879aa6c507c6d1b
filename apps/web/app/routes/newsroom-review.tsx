import { useRef, useState } from 'react';
import { Form, Link, redirect, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canModerate, REVIEW_KINDS, reviewDecisionSchema, type FeedPost, type Locale, type ModerationClassified, type ModerationComment, type RejectTemplate, type ReviewDetail, type ReviewEntry } from '@gazeta/contract';
import type { Route } from './+types/newsroom-review';
import { FormAlert, FormStatus, useErrorText } from '../components/form.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import bannersCss from '../features/banners/banners.css?url';
import classifiedCss from '../features/classified-form/classified-form.css?url';
import displayAdsCss from '../features/display-ads/display-ads.css?url';
import eventsCss from '../features/events/events.css?url';
import feedCss from '../features/feed/feed.css?url';
import { decideReviewItem, getRejectTemplates, getReviewItem, getReviewQueue } from '../features/review/api.ts';
import reviewCss from '../features/review/review.css?url';
import { isReviewKind, itemKey, readReviewAddress, reviewHref, type ReviewAddress } from '../features/review/review-url.ts';
import { useReviewKeys } from '../features/review/use-review-keys.ts';
import socialCss from '../features/social-requests/social-requests.css?url';
import { ApiError } from '../lib/api-client.ts';
import { fieldText } from '../lib/form-data.ts';
import { errorsFromIssues } from '../lib/form-issues.ts';
import { formatDate } from '../lib/format.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';
import { ReviewPictures } from '../components/review-pictures.tsx';
import { BannerReviewItem } from '../features/banners/components/review-item.tsx';
import { BusinessReviewItem } from '../features/business-form/components/review-item.tsx';
import { ReviewItem } from '../features/classified-form/components/review-item.tsx';
import { DisplayAdReviewItem } from '../features/display-ads/components/review-item.tsx';
import { EventReviewItem } from '../features/events/components/review-item.tsx';
import { tagLabel } from '../features/feed/feed-query.ts';
import { SocialReviewItem } from '../features/social-requests/components/review-item.tsx';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomReview' };

export const links: Route.LinksFunction = () =>
  [feedCss, classifiedCss, eventsCss, bannersCss, socialCss, displayAdsCss, reviewCss].map((href) => ({ rel: 'stylesheet', href }));

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

const DONE = ['approve', 'reject'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireRole(context, canModerate);
  const search = new URL(request.url).searchParams;
  const address = readReviewAddress(search);
  const api = pageApi(context);
  const [page, templates] = await Promise.all([getReviewQueue(api, address.kind, address.cursor), getRejectTemplates(api)]);
  const first = page.data[0];
  const selected = address.item ?? (first ? { kind: first.kind, id: first.id } : null);
  // An item decided meanwhile (or never there) leaves the detail empty, not the page broken.
  const item = selected
    ? await getReviewItem(serverApi(context), selected.kind, selected.id).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
        throw error;
      })
    : null;
  const locale = getRenderContext(context).locale;
  const done = search.get('done');
  return {
    address,
    page,
    templates: templates.data,
    item,
    done: (DONE as readonly (string | null)[]).includes(done) ? (done as (typeof DONE)[number]) : null,
    // The kinds' own previews bring their words along (decision 031).
    feedMessages: namespaceMessages(locale, 'feed'),
    placingMessages: namespaceMessages(locale, 'placing'),
    classifiedsMessages: namespaceMessages(locale, 'classifieds'),
    businessesMessages: namespaceMessages(locale, 'businesses'),
    eventsMessages: namespaceMessages(locale, 'events'),
    bannersMessages: namespaceMessages(locale, 'banners'),
    socialMessages: namespaceMessages(locale, 'social'),
    advertisingMessages: namespaceMessages(locale, 'advertising'),
  };
}

export interface ReviewActionResult {
  key: string;
  error: string;
  reason: string;
  /** The fields in error (`reason`, `links.telegram`…), marked invalid in the form. */
  fields: string[];
}

/** A decision, then back to the queue at the next item (with or without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  await requireRole(context, canModerate);
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  const kind = fieldText(form, 'kind');
  const id = Number(fieldText(form, 'id'));
  const reason = fieldText(form, 'reason');
  if (!isReviewKind(kind) || !Number.isInteger(id) || id < 1 || (intent !== 'approve' && intent !== 'reject')) {
    return { key: '', error: 'error-bad-request', reason, fields: [] } satisfies ReviewActionResult;
  }
  const key = itemKey({ kind, id });
  const template = Number(fieldText(form, 'template'));
  const links = Object.fromEntries([...form.keys()].filter((name) => name.startsWith('links.')).map((name) => [name.slice('links.'.length), fieldText(form, name)]));
  const parsed = reviewDecisionSchema.safeParse(
    intent === 'approve'
      ? { decision: 'approve', ...(kind === 'social-request' ? { links } : {}) }
      : { decision: 'reject', ...(template > 0 ? { template } : {}), ...(reason.trim() ? { reason } : {}) },
  );
  if (!parsed.success) {
    const errors = errorsFromIssues(parsed.error.issues);
    return { key, error: Object.values(errors.fields)[0] ?? errors.form ?? 'error-bad-request', reason, fields: Object.keys(errors.fields) } satisfies ReviewActionResult;
  }
  try {
    await decideReviewItem(serverApi(context), kind, id, parsed.data);
  } catch (error) {
    const errors = accountFailure(error, context, { fields: ['reason', ...Object.keys(links).map((network) => `links.${network}`)] });
    return { key, error: Object.values(errors.fields)[0] ?? errors.form ?? 'error-internal', reason, fields: Object.keys(errors.fields) } satisfies ReviewActionResult;
  }
  const filter = fieldText(form, 'filter');
  const next = readReviewAddress(new URLSearchParams({ item: fieldText(form, 'next') })).item;
  const back = reviewHref({ kind: isReviewKind(filter) ? filter : null, cursor: fieldText(form, 'cursor') || null, item: next });
  return redirect(`${back}${back.includes('?') ? '&' : '?'}done=${intent}`);
}

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

function KindChips({ address, counts }: { address: ReviewAddress; counts: Record<string, number> }) {
  const { t } = useTranslation('newsroom');
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <nav aria-label={t('review.kindsLabel')}>
      <ul className="review-kinds">
        <li>
          <Link to={reviewHref({})} aria-current={address.kind === null ? 'page' : undefined} preventScrollReset>
            {t('review.chip', { label: t('review.all'), count: total })}
          </Link>
        </li>
        {REVIEW_KINDS.map((kind) => (
          <li key={kind}>
            <Link to={reviewHref({ kind })} aria-current={address.kind === kind ? 'page' : undefined} preventScrollReset>
              {t('review.chip', { label: t(`review.kinds.${kind}`), count: counts[kind] ?? 0 })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Changes({ item }: { item: ReviewDetail }) {
  const { t } = useTranslation('newsroom');
  return (
    <section aria-labelledby="review-changes">
      <h3 id="review-changes">{t('review.changes')}</h3>
      {item.changes === null ? (
        <p>{t('review.firstReview')}</p>
      ) : item.changes.length === 0 ? (
        <p>{t('review.noChanges')}</p>
      ) : (
        <table className="review-changes">
          <thead>
            <tr>
              <th scope="col">{t('review.field')}</th>
              <th scope="col">{t('review.before')}</th>
              <th scope="col">{t('review.after')}</th>
            </tr>
          </thead>
          <tbody>
            {item.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>{change.before === null ? '—' : <del>{change.before}</del>}</td>
                <td>{change.after === null ? '—' : <ins>{change.after}</ins>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function History({ item }: { item: ReviewDetail }) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  return (
    <section aria-labelledby="review-history">
      <h3 id="review-history">{t('review.history')}</h3>
      <ol className="review-history">
        {item.history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at} suppressHydrationWarning>
              {formatDate(event.at, locale)}
            </time>{' '}
            — {t(`review.actions.${event.action}`, { defaultValue: event.action })}
            {event.by ? ` ${t('review.historyBy', { name: event.by })}` : ''}
            {event.reason ? <q>{event.reason}</q> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

interface DecisionProps {
  item: ReviewDetail;
  templates: readonly RejectTemplate[];
  address: ReviewAddress;
  next: ReviewEntry | undefined;
  failed: ReviewActionResult | undefined;
  approveRef: React.RefObject<HTMLButtonElement | null>;
  reasonRef: React.RefObject<HTMLTextAreaElement | null>;
}

/** Approve, or reject with a reason picked from the templates (in the author's language) and edited at will. */
function DecisionForm({ item, templates, address, next, failed, approveRef, reasonRef }: DecisionProps) {
  const { t, i18n } = useTranslation('newsroom');
  const { t: tSocial } = useTranslation('social');
  const errorText = useErrorText();
  const busy = useNavigation().state === 'submitting';
  const [reason, setReason] = useState(failed?.reason ?? '');
  const mine = i18n.language as Locale;
  const authorLanguage = t(`review.languages.${item.author.locale}`);
  return (
    <Form method="post" className="review-decision" aria-labelledby="review-decision" noValidate>
      <h3 id="review-decision">{t('review.decision')}</h3>
      {failed ? <FormAlert>{errorText(failed.error)}</FormAlert> : null}
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="filter" value={address.kind ?? ''} />
      <input type="hidden" name="cursor" value={address.cursor ?? ''} />
      <input type="hidden" name="next" value={next ? itemKey(next) : ''} />
      {item.kind === 'social-request'
        ? item.view.networks.map((network) => (
            <div className="field" key={network}>
              <label className="field__label" htmlFor={`review-link-${network}`}>
                {t('review.link', { network: tSocial(`networks.${network}`) })}
              </label>
              <input
                id={`review-link-${network}`}
                className="input"
                type="url"
                name={`links.${network}`}
                inputMode="url"
                aria-invalid={failed?.fields.includes(`links.${network}`) || undefined}
              />
            </div>
          ))
        : null}
      <div className="review-decision__buttons">
        <button ref={approveRef} type="submit" name="intent" value="approve" className="button button--primary" aria-disabled={busy || undefined} aria-keyshortcuts="a">
          {t('review.approve')}
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="review-template">
          {t('review.template')}
        </label>
        <select
          id="review-template"
          name="template"
          className="input"
          defaultValue=""
          onChange={(event) => {
            const picked = templates.find((template) => String(template.id) === event.target.value);
            if (picked) setReason(picked.text[item.author.locale]);
          }}
        >
          <option value="">{t('review.ownReason')}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title[mine]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="review-reason">
          {t('review.reason')}
        </label>
        <p id="review-reason-hint" className="field__hint">
          {t('review.reasonHint', { language: authorLanguage })}
        </p>
        <textarea
          ref={reasonRef}
          id="review-reason"
          name="reason"
          className="input"
          rows={4}
          lang={item.author.locale}
          aria-describedby="review-reason-hint"
          aria-invalid={failed?.fields.includes('reason') || undefined}
          aria-keyshortcuts="r"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="review-decision__buttons">
        <button type="submit" name="intent" value="reject" className="button button--danger" aria-disabled={busy || undefined}>
          {t('review.reject')}
        </button>
      </div>
    </Form>
  );
}

/**
 * The one review queue (issue #27, decision 059): every kind members submit, oldest first,
 * filtered by kind; the selected item as it will appear, what changed and its history beside
 * the list; keys to work through it. What is shown is the address's alone (kind, page, item):
 * the list is keyed by its kind and drawn only from the loader's answer for that address, so a
 * chip's navigation can never show another kind's list.
 */
export default function NewsroomReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  const { page, item, templates, done } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const approveRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // The loader's answer is for its own address; while the address moves on, nothing stale is drawn.
  const address = readReviewAddress(new URLSearchParams(location.search));
  const fresh = address.kind === loaderData.address.kind && address.cursor === loaderData.address.cursor;
  const list = fresh ? page.data : [];
  const selectedKey = item ? itemKey(item) : null;
  const index = list.findIndex((entry) => itemKey(entry) === selectedKey);
  const next = index >= 0 ? list[index + 1] : undefined;
  const failed = actionData && actionData.key === selectedKey ? actionData : undefined;

  const go = (entry: ReviewEntry | undefined) => {
    if (entry) void navigate(reviewHref({ kind: address.kind, cursor: address.cursor, item: entry }), { preventScrollReset: true });
  };
  useReviewKeys({
    next: () => go(index < 0 ? list[0] : list[index + 1]),
    previous: () => go(index < 0 ? list[0] : list[index - 1]),
    approve: () => approveRef.current?.click(),
    reject: () => reasonRef.current?.focus(),
    help: () => setHelp((shown) => !shown),
  });

  // Screen readers hear where they are in the queue when the selection moves.
  const announced = item && index >= 0 ? t('review.position', { index: index + 1, total: list.length, title: item.title }) : '';

  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('review.title')}</h1>
        <p className="page-lead">{t('review.lead')}</p>
      </header>
      <div className="review-toolbar">
        <button type="button" className="button button--quiet" aria-expanded={help} aria-controls="review-help" aria-keyshortcuts="?" onClick={() => setHelp(!help)}>
          {t('review.shortcuts.open')} (?)
        </button>
      </div>
      <section id="review-help" className="review-help" aria-labelledby="review-help-title" hidden={!help}>
        <h2 id="review-help-title">{t('review.shortcuts.title')}</h2>
        <ul>
          <li>{t('review.shortcuts.next')}</li>
          <li>{t('review.shortcuts.prev')}</li>
          <li>{t('review.shortcuts.approve')}</li>
          <li>{t('review.shortcuts.reject')}</li>
          <li>{t('review.shortcuts.help')}</li>
        </ul>
        <button type="button" className="button button--secondary" onClick={() => setHelp(false)}>
          {t('review.shortcuts.close')}
        </button>
      </section>
      <KindChips address={loaderData.address} counts={page.counts} />
      <p className="visually-hidden" aria-live="polite" data-testid="review-announcer">
        {announced}
      </p>
      {done ? <FormStatus>{t(done === 'approve' ? 'review.approved' : 'review.rejected')}</FormStatus> : null}
      <div className="review">
        <div>
          {list.length === 0 ? (
            <p className="notice" key={`empty-${loaderData.address.kind ?? 'all'}`}>
              {t('review.empty')}
            </p>
          ) : (
            <ol className="review-list" aria-label={t('review.listLabel')} key={`list-${loaderData.address.kind ?? 'all'}-${loaderData.address.cursor ?? ''}`} data-kind={loaderData.address.kind ?? 'all'}>
              {list.map((entry) => (
                <li key={itemKey(entry)}>
                  <Link
                    to={reviewHref({ kind: loaderData.address.kind, cursor: loaderData.address.cursor, item: entry })}
                    aria-current={itemKey(entry) === selectedKey ? 'true' : undefined}
                    preventScrollReset
                  >
                    <span className="review-list__kind">
                      {t(`review.kind.${entry.kind}`)} · {t('review.by', { name: entry.author.name })} ·{' '}
                      <time dateTime={entry.submitted_at} suppressHydrationWarning>
                        {formatDate(entry.submitted_at, locale)}
                      </time>
                    </span>
                    <span className="review-list__title">{entry.title}</span>
                    {entry.flagged.length > 0 ? <span className="review-flag">{t('review.flagged', { words: entry.flagged.join(', ') })}</span> : null}
                  </Link>
                </li>
              ))}
            </ol>
          )}
          {fresh && page.next ? (
            <p>
              <Link to={reviewHref({ kind: loaderData.address.kind, cursor: page.next })}>{t('review.more')}</Link>
            </p>
          ) : null}
        </div>
        {item ? (
          <div className="review-item" key={selectedKey}>
            <h2>
              {t(`review.kind.${item.kind}`)}: {item.title}
            </h2>
            <p className="post__meta">
              {t('review.by', { name: item.author.name })} · {t('review.sent', { date: formatDate(item.submitted_at, locale) })}
            </p>
            {item.flagged.length > 0 ? <p className="notice review-flag">{t('review.flagged', { words: item.flagged.join(', ') })}</p> : null}
            {item.own ? (
              <p className="notice">{t('review.own')}</p>
            ) : (
              <DecisionForm item={item} templates={templates} address={loaderData.address} next={next} failed={failed} approveRef={approveRef} reasonRef={reasonRef} />
            )}
            <section aria-labelledby="review-preview">
              <h3 id="review-preview">{t('review.preview')}</h3>
              <ReviewPreview item={item} />
            </section>
            <Changes item={item} />
            <History item={item} />
          </div>
        ) : (
          <p className="notice">{t('review.noItem')}</p>
        )}
      </div>
    </>
  );
}
