import { Outlet } from 'react-router';
import type { Route } from './+types/pages-layout';
import { namespaceMessages } from '../lib/messages.server.ts';
import { shouldRevalidateShell } from '../lib/revalidate.ts';
import { getRenderContext } from '../lib/server-context.ts';

/**
 * The static and account pages (decision 010): their texts (`pages`, a third of all texts) come
 * with them, not with every article. The app shell adds them before the page renders.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { pagesMessages: namespaceMessages(getRenderContext(context).locale, 'pages') };
}

// The texts change with the language only.
export const shouldRevalidate = shouldRevalidateShell;

export default function PagesLayout() {
  return <Outlet />;
}
