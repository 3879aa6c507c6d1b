import { Outlet } from 'react-router';
import { CATALOGUE_LINKS } from '../components/catalogue-toolbar.tsx';
import type { Route } from './+types/private-ads-layout';
import classifiedsCss from '../features/classifieds/classifieds.css?url';
import { namespaceMessages } from '../lib/messages.server.ts';
import { shouldRevalidateShell } from '../lib/revalidate.ts';
import type { RouteHandle } from '../lib/seo.ts';
import { getRenderContext } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'classifieds:meta.titles.catalogue' };

export const links: Route.LinksFunction = () => [...CATALOGUE_LINKS, { rel: 'stylesheet', href: classifiedsCss }];

/** The frame of the private ads' pages: their texts (decision 010) and their styles. */
export function loader({ context }: Route.LoaderArgs) {
  return { classifiedsMessages: namespaceMessages(getRenderContext(context).locale, 'classifieds') };
}

// The texts change with the language only.
export const shouldRevalidate = shouldRevalidateShell;

export default function PrivateAdsLayout() {
  return <Outlet />;
}
