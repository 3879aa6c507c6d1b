import type { Route } from './+types/not-found';
import { notFound } from '../lib/loader-utils.ts';
import type { RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.notFound' };

/** Every unknown URL: a real 404, rendered by the root error boundary inside the site frame. */
export function loader(_args: Route.LoaderArgs): never {
  notFound();
}

export default function NotFound() {
  return null;
}
