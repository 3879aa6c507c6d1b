import { Outlet } from 'react-router';
import { CATALOGUE_LINKS } from '../components/catalogue-toolbar.tsx';
import type { Route } from './+types/events-layout';
import eventsCss from '../features/events/events.css?url';
import { namespaceMessages } from '../lib/messages.server.ts';
import { shouldRevalidateShell } from '../lib/revalidate.ts';
import { getRenderContext } from '../lib/server-context.ts';

export const links: Route.LinksFunction = () => [...CATALOGUE_LINKS, { rel: 'stylesheet', href: eventsCss }];

/** The frame of the events' pages (/events, /event/{id}): their texts (decision 010) and their styles. */
export function loader({ context }: Route.LoaderArgs) {
  return { eventsMessages: namespaceMessages(getRenderContext(context).locale, 'events') };
}

// The texts change with the language only.
export const shouldRevalidate = shouldRevalidateShell;

export default function EventsLayout() {
  return <Outlet />;
}
