import { Outlet } from 'react-router';
import { CATALOGUE_LINKS } from '../components/catalogue-toolbar.tsx';
import type { Route } from './+types/ethnic-ads-layout';
import businessesCss from '../features/businesses/businesses.css?url';
import classifiedsCss from '../features/classifieds/classifieds.css?url';
import { namespaceMessages } from '../lib/messages.server.ts';
import { shouldRevalidateShell } from '../lib/revalidate.ts';
import type { RouteHandle } from '../lib/seo.ts';
import { getRenderContext } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'businesses:meta.titles.catalogue' };

// The catalogue's search, chips, filters and facts are the private ads' own: one look for both.
export const links: Route.LinksFunction = () => [
  ...CATALOGUE_LINKS,
  { rel: 'stylesheet', href: classifiedsCss },
  { rel: 'stylesheet', href: businessesCss },
];

/** The frame of the directory's pages: their texts (decision 010) and their styles. */
export function loader({ context }: Route.LoaderArgs) {
  return { businessesMessages: namespaceMessages(getRenderContext(context).locale, 'businesses') };
}

// The texts change with the language only.
export const shouldRevalidate = shouldRevalidateShell;

export default function EthnicAdsLayout() {
  return <Outlet />;
}
