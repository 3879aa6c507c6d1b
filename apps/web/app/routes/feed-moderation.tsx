import { useTranslation } from 'react-i18next';
import { isStaff, MODERATION_KINDS, moderationDecisionSchema, type ModerationKind } from '@gazeta/contract';
import type { Route } from './+types/feed-moderation';
import { FormStatus } from '../components/form.tsx';
import { Pager } from '../components/pager.tsx';
import { ViewSwitch } from '../components/view-switch.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import { decide } from '../features/feed/api/decide.ts';
import { getModeration } from '../features/feed/api/get-moderation.ts';
import { Decision, MODERATION_INTENTS, ModerationCommentItem, ModerationPost, OwnItem, type DecisionQueue, type ModerationResult } from '../features/feed/components/moderation.tsx';
import { getReviewQueue } from '../features/classified-form/api/get-review-queue.ts';
import { getEventReviewQueue } from '../features/events/api/get-event-review-queue.ts';
import { EventReviewItem } from '../features/events/components/review-item.tsx';
import { ReviewItem } from '../features/classified-form/components/review-item.tsx';
import { getBusinessReviewQueue } from '../features/business-form/api/get-business-review-queue.ts';
import { BusinessReviewItem } from '../features/business-form/components/review-item.tsx';
import { getBannerReviewQueue } from '../features/banners/api/get-banner-review-queue.ts';
import bannersCss from '../features/banners/banners.css?url';
import { BannerReviewItem } from '../features/banners/components/review-item.tsx';
import { getModerationCounts } from '../features/social-requests/api/get-moderation-counts.ts';
import { getSocialQueue } from '../features/social-requests/api/get-social-queue.ts';
import { SocialDecisionForm, SocialReviewItem } from '../features/social-requests/components/review-item.tsx';
import { isSocialDecisionIntent, SOCIAL_DECISIONS, SOCIAL_QUEUE_KIND, socialDecisionAnswer } from '../features/social-requests/social-intents.ts';
import { socialDecisionIntent } from '../features/social-requests/social-review.server.ts';
import socialCss from '../features/social-requests/social-requests.css?url';
import { decideDisplayAd } from '../features/display-ads/api/decide-display-ad.ts';
import { getDisplayAdQueue } from '../features/display-ads/api/get-display-ad-queue.ts';
import { DisplayAdReviewItem } from '../features/display-ads/components/review-item.tsx';
import { DISPLAY_AD_QUEUE_KIND } from '../features/display-ads/display-ad-intents.ts';
import displayAdsCss from '../features/display-ads/display-ads.css?url';
import classifiedCss from '../features/classified-form/classified-form.css?url';
import eventsCss from '../features/events/events.css?url';
import { namespaceMessages } from '../lib/messages.server.ts';
import { fieldText } from '../lib/form-data.ts';
import { errorsFromIssues } from '../lib/form-issues.ts';
import { pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'feed:meta.titles.moderation' };

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: classifiedCss },
  { rel: 'stylesheet', href: eventsCss },
  { rel: 'stylesheet', href: bannersCss },
  { rel: 'stylesheet', href: socialCss },
  { rel: 'stylesheet', href: displayAdsCss },
];

const kindFrom = (value: string | null): ModerationKind => ((MODERATION_KINDS as readonly (string | null)[]).includes(value) ? (value as ModerationKind) : 'posts');
/** The page's tabs: the moderation queue's kinds, and the social requests' own queue (decision 034). */
type Tab = ModerationKind | typeof SOCIAL_QUEUE_KIND | typeof DISPLAY_AD_QUEUE_KIND;
const tabFrom = (value: string | null): Tab => (value === SOCIAL_QUEUE_KIND ? SOCIAL_QUEUE_KIND : value === DISPLAY_AD_QUEUE_KIND ? DISPLAY_AD_QUEUE_KIND : kindFrom(value));

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireRole(context, isStaff);
  const kind = tabFrom(new URL(request.url).searchParams.get('kind'));
  const page = pageFrom(request);
  const api = pageApi(context);
  const placingMessages = namespaceMessages(getRenderContext(context).locale, 'placing');
  // The business listings', the events' and the banners' words (their tabs and queues) are their own.
  const businessesMessages = namespaceMessages(getRenderContext(context).locale, 'businesses');
  const eventsMessages = namespaceMessages(getRenderContext(context).locale, 'events');
  const bannersMessages = namespaceMessages(getRenderContext(context).locale, 'banners');
  const socialMessages = namespaceMessages(getRenderContext(context).locale, 'social');
  const advertisingMessages = namespaceMessages(getRenderContext(context).locale, 'advertising');
  const messages = { placingMessages, businessesMessages, eventsMessages, bannersMessages, socialMessages, advertisingMessages };
  const none = { posts: null, comments: null, classifieds: null, businesses: null, events: null, banners: null, social: null, advertising: null };
  if (kind === SOCIAL_QUEUE_KIND) {
    const [queue, counts] = await Promise.all([getSocialQueue(api, page), getModerationCounts(api)]);
    return { ...none, kind, social: queue, counts, ...messages, viewerId: viewer.id };
  }
  if (kind === DISPLAY_AD_QUEUE_KIND) {
    // The display ads' queue has its own call, without the counts (read as the social tab reads them).
    const [queue, counts] = await Promise.all([getDisplayAdQueue(api, page), getModerationCounts(api)]);
    return { ...none, kind, advertising: queue, counts, ...messages, viewerId: viewer.id };
  }
  if (kind === 'posts') {
    const queue = await getModeration(api, 'posts', page);
    return { ...none, kind, posts: queue, counts: queue.counts, ...messages, viewerId: viewer.id };
  }
  if (kind === 'classifieds') {
    const queue = await getReviewQueue(api, page);
    // The ads' section names are the catalogue's (the classifieds namespace).
    const classifiedsMessages = namespaceMessages(getRenderContext(context).locale, 'classifieds');
    return { ...none, kind, classifieds: queue, counts: queue.counts, ...messages, classifiedsMessages, viewerId: viewer.id };
  }
  if (kind === 'businesses') {
    const queue = await getBusinessReviewQueue(api, page);
    return { ...none, kind, businesses: queue, counts: queue.counts, ...messages, viewerId: viewer.id };
  }
  if (kind === 'events') {
    const queue = await getEventReviewQueue(api, page);
    return { ...none, kind, events: queue, counts: queue.counts, ...messages, viewerId: viewer.id };
  }
  if (kind === 'banners') {
    const queue = await getBannerReviewQueue(api, page);
    return { ...none, kind, banners: queue, counts: queue.counts, ...messages, viewerId: viewer.id };
  }
  const queue = await getModeration(api, 'comments', page);
  return { ...none, kind, comments: queue, counts: queue.counts, ...messages, viewerId: viewer.id };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireRole(context, isStaff);
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  // The social requests' decision is "published with its links" or "rejected", not approve/reject (decision 034).
  if (isSocialDecisionIntent(intent)) return socialDecisionIntent(context, intent, form);
  const asked = fieldText(form, 'kind');
  const kind: DecisionQueue = asked === DISPLAY_AD_QUEUE_KIND ? DISPLAY_AD_QUEUE_KIND : kindFrom(asked);
  const id = Number(fieldText(form, 'id'));
  const reason = fieldText(form, 'reason');
  const result = { intent, kind, id };
  if (!Number.isInteger(id) || id < 1) return { ...result, ok: false, error: 'error-bad-request' } satisfies ModerationResult;
  const parsed = moderationDecisionSchema.safeParse(intent === MODERATION_INTENTS.reject ? { decision: 'reject', reason } : { decision: intent });
  if (!parsed.success) {
    const errors = errorsFromIssues(parsed.error.issues);
    return { ...result, ok: false, error: errors.fields['reason'] ?? errors.form ?? 'error-bad-request', reason } satisfies ModerationResult;
  }
  try {
    if (kind === DISPLAY_AD_QUEUE_KIND) await decideDisplayAd(serverApi(context), id, parsed.data);
    else await decide(serverApi(context), kind, id, parsed.data);
  } catch (error) {
    const errors = accountFailure(error, context, { fields: [] });
    return { ...result, ok: false, error: errors.form ?? 'error-internal', reason } satisfies ModerationResult;
  }
  return { ...result, ok: true } satisfies ModerationResult;
}

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** The moderation queue (spec §3, §4: posts and comments are approved, or rejected with a reason; so are ads, listings, events and banners; paid social requests are published with their links, or rejected). */
export default function ModerationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('feed');
  const { t: tPlacing } = useTranslation('placing');
  const { t: tBusinesses } = useTranslation('businesses');
  const { t: tEvents } = useTranslation('events');
  const { t: tBanners } = useTranslation('banners');
  const { t: tSocial } = useTranslation('social');
  const { t: tAdvertising } = useTranslation('advertising');
  const { kind, posts, comments, classifieds, businesses, events, banners, social, advertising, counts } = loaderData;
  const queue = posts ?? comments ?? classifieds ?? businesses ?? events ?? banners ?? social ?? advertising;
  // A social decision sent without JavaScript: the request has left the queue, the page says what was done.
  const socialDone = socialDecisionAnswer(actionData);
  const href = (to: Tab, page = 1) => `${paths.feedModeration()}?kind=${to}${page > 1 ? `&page=${page}` : ''}`;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('moderation.heading')}</h1>
        <p className="page-lead">{t('moderation.lead')}</p>
      </header>
      <ViewSwitch
        label={t('moderation.queues')}
        className="moderation-tabs"
        options={[...MODERATION_KINDS.map((to) => ({
          to: href(to),
          label:
            to === 'classifieds'
              ? tPlacing('review.tab', { count: counts[to] })
              : to === 'businesses'
                ? tBusinesses('review.tab', { count: counts[to] })
                : to === 'events'
                  ? tEvents('review.tab', { count: counts[to] })
                  : to === 'banners'
                    ? tBanners('review.tab', { count: counts[to] })
                    : t(`moderation.tabs.${to}`, { count: counts[to] }),
          current: kind === to,
        })),
        { to: href(SOCIAL_QUEUE_KIND), label: tSocial('review.tab', { count: counts.social }), current: kind === SOCIAL_QUEUE_KIND },
        { to: href(DISPLAY_AD_QUEUE_KIND), label: tAdvertising('review.tab', { count: counts.advertising }), current: kind === DISPLAY_AD_QUEUE_KIND },
        ]}
      />
      {socialDone?.ok ? <FormStatus>{tSocial(socialDone.intent === SOCIAL_DECISIONS.publish ? 'review.published' : 'review.rejected')}</FormStatus> : null}
      {queue && queue.data.length > 0 ? (
        <ol className="moderation-list">
          {advertising
            ? advertising.data.map((ad) => (
                <li key={ad.id}>
                  <DisplayAdReviewItem ad={ad} decision={ad.author.id === loaderData.viewerId ? <OwnItem /> : <Decision kind={DISPLAY_AD_QUEUE_KIND} id={ad.id} />} />
                </li>
              ))
            : social
            ? social.data.map((request) => (
                <li key={request.id}>
                  <SocialReviewItem request={request} decision={request.author.id === loaderData.viewerId ? <OwnItem /> : <SocialDecisionForm request={request} />} />
                </li>
              ))
            : banners
            ? banners.data.map((banner) => (
                <li key={banner.id}>
                  <BannerReviewItem banner={banner} decision={banner.author.id === loaderData.viewerId ? <OwnItem /> : <Decision kind="banners" id={banner.id} />} />
                </li>
              ))
            : events
            ? events.data.map((event) => (
                <li key={event.id}>
                  <EventReviewItem event={event} decision={event.author.id === loaderData.viewerId ? <OwnItem /> : <Decision kind="events" id={event.id} />} />
                </li>
              ))
            : businesses
            ? businesses.data.map((business) => (
                <li key={business.id}>
                  <BusinessReviewItem business={business} decision={business.author.id === loaderData.viewerId ? <OwnItem /> : <Decision kind="businesses" id={business.id} />} />
                </li>
              ))
            : classifieds
            ? classifieds.data.map((ad) => (
                <li key={ad.id}>
                  <ReviewItem ad={ad} decision={ad.author.id === loaderData.viewerId ? <OwnItem /> : <Decision kind="classifieds" id={ad.id} />} />
                </li>
              ))
            : posts
            ? posts.data.map((post) => (
                <li key={post.id}>
                  <ModerationPost post={post} />
                </li>
              ))
            : comments?.data.map((comment) => (
                <li key={comment.id}>
                  <ModerationCommentItem comment={comment} />
                </li>
              ))}
        </ol>
      ) : (
        <p className="notice">
          {kind === 'posts'
            ? t('moderation.emptyPosts')
            : kind === 'classifieds'
              ? tPlacing('review.empty')
              : kind === 'businesses'
                ? tBusinesses('review.empty')
                : kind === 'events'
                  ? tEvents('review.empty')
                  : kind === 'banners'
                    ? tBanners('review.empty')
                    : kind === SOCIAL_QUEUE_KIND
                      ? tSocial('review.empty')
                      : kind === DISPLAY_AD_QUEUE_KIND
                        ? tAdvertising('review.empty')
                        : t('moderation.emptyComments')}
        </p>
      )}
      {queue ? <Pager page={queue.current_page} last={queue.last_page} href={(page) => href(kind, page)} /> : null}
    </>
  );
}
