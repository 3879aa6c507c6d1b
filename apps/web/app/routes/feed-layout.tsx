import { Outlet, useRouteLoaderData } from 'react-router';
import type { Tag } from '@gazeta/contract';
import type { Route } from './+types/feed-layout';
import type { loader as rootLoader } from '../root.tsx';
import { getFeedTags } from '../features/feed/api/get-tags.ts';
import { FeedEditorProvider } from '../features/feed/components/editor-provider.tsx';
import { FeedSidebar } from '../features/feed/components/feed-sidebar.tsx';
import feedCss from '../features/feed/feed.css?url';
import { namespaceMessages } from '../lib/messages.server.ts';
import { shouldRevalidateShell } from '../lib/revalidate.ts';
import type { RouteHandle } from '../lib/seo.ts';
import { getRenderContext, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'feed:meta.titles.feed' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: feedCss }];

/** The frame of every feed page: the categories for the sidebar and the feed's texts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRenderContext(context);
  let tags: Tag[] = [];
  try {
    tags = (await getFeedTags(serverApi(context))).data;
  } catch (error) {
    // The sidebar lists no categories; the feed itself still works.
    console.error('Failed to get tags', error);
  }
  return { tags, feedMessages: namespaceMessages(locale, 'feed') };
}

// The categories change with the language, not with the view or the page.
export const shouldRevalidate = shouldRevalidateShell;

/** Spec §2: on routes containing "feed" the feed sidebar sits beside the content. */
export default function FeedLayout({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return (
    <FeedEditorProvider tags={loaderData.tags} signedIn={signedIn}>
      <div className="container feed-layout">
        <FeedSidebar tags={loaderData.tags} signedIn={signedIn} />
        <div className="feed-layout__content">
          <Outlet />
        </div>
      </div>
    </FeedEditorProvider>
  );
}
