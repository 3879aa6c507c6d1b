import type { Locale } from '@gazeta/contract';
import { resources, type Namespace } from '@gazeta/i18n';
import type { MessagesJson } from './i18n.ts';

/**
 * Which messages a page carries (decisions 003, 008 and 010). Every page gets the shared
 * namespaces; e-mail and SMS texts stay on the server. The feed's texts travel only with the
 * pages that use them (the feed routes, and every page of a signed-in reader for the
 * notification bell), the static and account pages' (`pages`), the orders' and payments'
 * (`orders`) only with those pages, the print schedule's (`print`: the countdown to a deadline)
 * only with the pages that show it, the private ads' (`classifieds`) with the catalogue, the ad
 * pages and search, the directory's (`businesses`) with its pages and the owner's, the events' (`events`) with the events' pages: a loader sends them as `{ns}Messages` and the app shell adds them
 * (lib/namespaces.ts).
 */
const ON_DEMAND = ['feed', 'pages', 'placing', 'orders', 'print', 'classifieds', 'businesses', 'events'] as const satisfies readonly Namespace[];
export type OnDemandNamespace = (typeof ON_DEMAND)[number];
const SERVER_ONLY: readonly Namespace[] = ['emails'];

function shared(locale: Locale): MessagesJson {
  const skip = new Set<string>([...ON_DEMAND, ...SERVER_ONLY]);
  return JSON.stringify(Object.fromEntries(Object.entries(resources[locale]).filter(([ns]) => !skip.has(ns))));
}

/** Serialized once per process, not per page. */
const SHARED: Record<Locale, MessagesJson> = { en: shared('en'), ru: shared('ru') };
const NAMESPACE_JSON = new Map<string, MessagesJson>();

export const sharedMessages = (locale: Locale): MessagesJson => SHARED[locale];

/** One on-demand namespace as JSON, for a loader to send (see lib/namespaces.ts). */
export function namespaceMessages(locale: Locale, ns: OnDemandNamespace): MessagesJson {
  const key = `${locale}:${ns}`;
  let json = NAMESPACE_JSON.get(key);
  if (json === undefined) {
    json = JSON.stringify(resources[locale][ns]);
    NAMESPACE_JSON.set(key, json);
  }
  return json;
}
