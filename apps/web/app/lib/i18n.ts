import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@gazeta/contract';

export type Messages = Record<string, Record<string, unknown>>;

/** Messages as one JSON string, as their file holds them. */
export type MessagesJson = string;

/**
 * The address of a file of messages (`/i18n/ru.{hash}.json`, `/i18n/ru.events.{hash}.json`,
 * decision 031): what loaders send instead of the messages themselves, which would otherwise
 * travel inside every page's HTML.
 */
export type MessagesHref = string;

const provided = new Map<MessagesHref, MessagesJson>();
const loading = new Map<MessagesHref, Promise<void>>();

/** Makes the messages at `href` known: the server does so for every file at start. */
export function provideMessages(href: MessagesHref, json: MessagesJson): void {
  provided.set(href, json);
}

/** The messages at `href`, if known. */
export const providedMessages = (href: MessagesHref): MessagesJson | undefined => provided.get(href);

/**
 * Fetches the messages at `href` once (the browser, before it hydrates a page or shows the next
 * one). The page's `<link rel="preload">` has usually fetched them already.
 */
export function loadMessages(href: MessagesHref): Promise<void> {
  if (provided.has(href)) return Promise.resolve();
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Messages ${href}: HTTP ${response.status}`);
        provideMessages(href, await response.text());
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}

const instances = new Map<Locale, { href: MessagesHref; i18n: i18n }>();

/**
 * One i18next instance per locale, built from the shared messages at `href` (the server and
 * the browser use the same ones, so the first render and hydration agree).
 */
export function getI18n(locale: Locale, href: MessagesHref): i18n {
  const cached = instances.get(locale);
  if (cached && cached.href === href) return cached.i18n;
  const json = provided.get(href);
  if (json === undefined) throw new Error(`Messages ${href} are not loaded`);
  const messages = JSON.parse(json) as Messages;
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: messages },
    ns: Object.keys(messages),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(locale, { href, i18n: instance });
  return instance;
}
