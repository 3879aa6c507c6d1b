import type { i18n } from 'i18next';
import type { MessagesJson } from './i18n.ts';

/**
 * Adds a namespace a loader sent (lib/messages.server.ts) to the page's i18next instance, once:
 * the feed's texts are not part of the root messages. Safe to call during render and in `meta`,
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

/**
 * The first `{ns}Messages` any matched loader sent (the root sends the feed's to a signed-in
 * reader, the feed routes to everyone), added to `instance`: a page's `meta` runs before its
 * components, so it adds them itself.
 */
export function addNamespaceFromMatches(instance: i18n, ns: string, matches: readonly (MatchLike | undefined)[]): void {
  for (const match of matches) {
    const json = (match?.loaderData as Record<string, unknown> | null | undefined)?.[`${ns}Messages`];
    if (typeof json === 'string') return addNamespace(instance, ns, json);
  }
}
