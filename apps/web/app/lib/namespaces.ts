import type { i18n } from 'i18next';
import type { MessagesJson } from './i18n.ts';

/**
 * Adds a namespace a loader sent (lib/messages.server.ts) to the page's i18next instance, once:
 * on-demand namespaces (the feed's, the account and static pages') are not part of the root
 * messages. Safe to call during render and in `meta`,
 * on the server and in the browser; the same messages give the same instance both times.
 */
export function addNamespace(instance: i18n, ns: string, json: MessagesJson | null | undefined): void {
  if (!json) return;
  const locale = instance.language;
  if (instance.hasResourceBundle(locale, ns)) return;
  instance.addResourceBundle(locale, ns, JSON.parse(json) as Record<string, unknown>, true, true);
}

interface MatchLike {
  loaderData?: unknown;
}

const SENT = /^([a-z]+)Messages$/;

/**
 * Adds every namespace the matched loaders sent as `{ns}Messages` (lib/messages.server.ts) to
 * `instance`. The app shell does this for every page before the page renders; a page's `meta`
 * runs before any component, so a meta that speaks an on-demand namespace does it too.
 */
export function addNamespacesFromMatches(instance: i18n, matches: readonly (MatchLike | undefined)[]): void {
  for (const match of matches) {
    const data = match?.loaderData;
    if (!data || typeof data !== 'object') continue;
    for (const [key, json] of Object.entries(data)) {
      const ns = SENT.exec(key)?.[1];
      if (ns && typeof json === 'string') addNamespace(instance, ns, json);
    }
  }
}
