import type { i18n } from 'i18next';
import { providedMessages, type MessagesHref } from './i18n.ts';

/**
 * Adds an on-demand namespace a loader named (lib/messages.server.ts) to the page's i18next
 * instance, once: they are not part of the shared messages. Safe to call during render and in
 * `meta`, on the server and in the browser (where its file is loaded before the page renders,
 * lib/message-loading.ts); the same messages give the same instance both times.
 */
export function addNamespace(instance: i18n, ns: string, href: MessagesHref | null | undefined): void {
  if (!href) return;
  const locale = instance.language;
  if (instance.hasResourceBundle(locale, ns)) return;
  const json = providedMessages(href);
  if (json !== undefined) instance.addResourceBundle(locale, ns, JSON.parse(json) as Record<string, unknown>, true, true);
}

/** `messages` (the shared file) or `{ns}Messages` (a namespace's) in loader data. */
const NAMED = /^(?:([a-z]+)M|m)essages$/;

/** Every message file a loader's data names (the shared one and its namespaces). */
export function messageHrefsIn(data: unknown): MessagesHref[] {
  if (!data || typeof data !== 'object') return [];
  const hrefs: MessagesHref[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && NAMED.test(key)) hrefs.push(value);
  }
  return hrefs;
}

interface MatchLike {
  loaderData?: unknown;
}

/**
 * Adds every namespace the matched loaders named as `{ns}Messages` to `instance`. The app shell
 * does this for every page before the page renders; a page's `meta` runs before any component,
 * so a meta that speaks an on-demand namespace does it too.
 */
export function addNamespacesFromMatches(instance: i18n, matches: readonly (MatchLike | undefined)[]): void {
  for (const match of matches) {
    const data = match?.loaderData;
    if (!data || typeof data !== 'object') continue;
    for (const [key, href] of Object.entries(data)) {
      const ns = NAMED.exec(key)?.[1];
      if (ns && typeof href === 'string') addNamespace(instance, ns, href);
    }
  }
}
