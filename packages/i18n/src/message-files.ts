import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@gazeta/contract';
import { resources, type Namespace } from './index.ts';

/**
 * The namespaces a page brings along only when it needs them: its loader names them as
 * `{ns}Messages` (apps/web lib/messages.server.ts, decisions 003, 008, 010 and 031).
 */
export const ON_DEMAND_NAMESPACES = ['feed', 'pages', 'placing', 'orders', 'print', 'classifieds', 'businesses', 'events', 'banners', 'subscriptions', 'social', 'advertising', 'newsroom'] as const satisfies readonly Namespace[];
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

/** E-mail and SMS texts never leave the server. */
const SERVER_ONLY: readonly Namespace[] = ['emails'];

/** Where the message files are served (apps/server web/message-files-route.ts). */
export const MESSAGE_FILES_PATH = '/i18n/';

/**
 * Messages as the browser fetches them: one JSON file per language for the namespaces every
 * page speaks (`/i18n/ru.{hash}.json`) and one per on-demand namespace
 * (`/i18n/ru.events.{hash}.json`). A file's name carries a hash of its content, so a browser
 * keeps it for good and fetches it again only when a text changed (decision 031).
 */
export interface MessageFile {
  json: string;
  href: string;
}

function file(locale: Locale, part: string | null, messages: unknown): MessageFile {
  const json = JSON.stringify(messages);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12);
  return { json, href: `${MESSAGE_FILES_PATH}${locale}.${part ? `${part}.` : ''}${hash}.json` };
}

function sharedOf(locale: Locale): MessageFile {
  const skip = new Set<string>([...ON_DEMAND_NAMESPACES, ...SERVER_ONLY]);
  return file(locale, null, Object.fromEntries(Object.entries(resources[locale]).filter(([ns]) => !skip.has(ns))));
}

const SHARED = Object.fromEntries(LOCALES.map((locale) => [locale, sharedOf(locale)])) as Record<Locale, MessageFile>;
const NAMESPACES = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.fromEntries(ON_DEMAND_NAMESPACES.map((ns) => [ns, file(locale, ns, resources[locale][ns])]))]),
) as Record<Locale, Record<OnDemandNamespace, MessageFile>>;

/** The namespaces every page speaks, in `locale`. */
export const sharedMessageFile = (locale: Locale): MessageFile => SHARED[locale];

/** One on-demand namespace in `locale`. */
export const namespaceMessageFile = (locale: Locale, ns: OnDemandNamespace): MessageFile => NAMESPACES[locale][ns];

/** Every file, for whoever renders pages with them. */
export const allMessageFiles = (): MessageFile[] => LOCALES.flatMap((locale) => [SHARED[locale], ...Object.values(NAMESPACES[locale])]);

const NAME = /^([a-z]{2})\.(?:([a-z]+)\.)?[A-Za-z0-9_-]+\.json$/;

/**
 * The file a name asks for: `current` when the name is today's; a name of an earlier version of
 * the texts (a page from before they changed) gets today's file, not current. Undefined for a
 * language or namespace that does not exist.
 */
export function messageFileNamed(name: string): { file: MessageFile; current: boolean } | undefined {
  const [, locale, ns] = NAME.exec(name) ?? [];
  if (!(LOCALES as readonly string[]).includes(locale ?? '')) return undefined;
  const namespaces = NAMESPACES[locale as Locale];
  if (ns !== undefined && !Object.hasOwn(namespaces, ns)) return undefined;
  const found = ns === undefined ? SHARED[locale as Locale] : namespaces[ns as OnDemandNamespace];
  return { file: found, current: found.href === MESSAGE_FILES_PATH + name };
}
