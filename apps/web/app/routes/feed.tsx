import { useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import type { Route } from './+types/feed';
import type { loader as feedLayoutLoader } from './feed-layout.tsx';
import { RemovableChip } from '../components/chip.tsx';
import { Pager } from '../components/pager.tsx';
import { loginRedirectFor } from '../features/account/session.server.ts';
import { getFeed } from '../features/feed/api/get-feed.ts';
import { WriteButton } from '../features/feed/components/editor-provider.tsx';
import { PostCard } from '../features/feed/components/post-card.tsx';
import { feedHref, parseFeedQuery, tagLabel } from '../features/feed/feed-query.ts';
import { savePost } from '../features/feed/post-save.server.ts';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'feed:meta.titles.feed' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFrom(request);
  const query = { ...parseFeedQuery(new URL(request.url).searchParams), page };
  let feed;
  try {
    // An unknown category is a page that does not exist.
    feed = await getFeed(pageApi(context), query);
  } catch (error) {
    // "My posts" needs a sign-in (spec §6): without one, /login.
    throw loginRedirectFor(error, context) ?? error;
  }
  if (page > Math.max(1, feed.last_page)) notFound();
  return { feed, query };
}

/** The post form of the editor pop-up (any feed page opens it): a new post or an edit. */
export async function action({ context, request }: Route.ActionArgs) {
  return savePost(context, await request.formData());
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const [root, layout] = args.matches;
  const tag = layout?.loaderData?.tags.find((item) => item.tag_name === data.query.category);
  const category = tag ? tagLabel(tag, root?.loaderData?.locale ?? 'ru') : null;
  const my = data.query.view === 'my';
  return namespacedSeoMeta(args, {
    titleKey: my ? 'feed:meta.titles.my' : category ? 'feed:meta.titles.category' : handle.titleKey,
    titleValues: category ? { category } : {},
    descriptionKey: category ? 'feed:meta.descriptions.category' : 'feed:meta.descriptions.feed',
    descriptionValues: category ? { category } : {},
    // One's own posts are nobody else's business; other views and pages are the same feed re-sorted.
    noindex: my || data.query.view !== 'popularity' || data.query.page > 1,
  });
};

/**
 * The community feed (spec §2 /feed): posts by popularity, newest first, or one's own. A chosen
 * category is named in the heading, with a chip (a plain link) that shows every category again.
 */
export default function FeedPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('feed');
  const { feed, query } = loaderData;
  const tags = useRouteLoaderData<typeof feedLayoutLoader>('routes/feed-layout')?.tags ?? [];
  const tag = query.category ? tags.find((item) => item.tag_name === query.category) : undefined;
  const category = tag ? tagLabel(tag, i18n.language as Locale) : null;
  const my = query.view === 'my';
  const base = my ? t('list.myHeading') : t('list.heading');
  const heading = category ? t('list.headingWithCategory', { heading: base, category }) : base;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{heading}</h1>
        {category ? (
          <p className="chips">
            <RemovableChip to={feedHref({ view: query.view })} label={category} removeLabel={t('list.clearCategory', { category })} />
          </p>
        ) : null}
        <p className="page-lead">{my ? t('list.myLead') : t('list.lead')}</p>
      </header>
      {feed.data.length === 0 ? (
        <div className="notice feed-empty">
          <p>{my ? t('list.myEmpty') : query.category ? t('list.categoryEmpty') : t('list.empty')}</p>
          <WriteButton />
        </div>
      ) : (
        <ol className="post-list" aria-label={heading}>
          {feed.data.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} query={query} showStatus={my} eager={index === 0} />
            </li>
          ))}
        </ol>
      )}
      <Pager page={feed.current_page} last={feed.last_page} href={(page) => feedHref({ ...query, page })} />
    </>
  );
}
