import type { Locale } from '@gazeta/contract';
import { allMessageFiles, namespaceMessageFile, sharedMessageFile, type MessageFile, type OnDemandNamespace } from '@gazeta/i18n/message-files';
import { provideMessages, type MessagesHref } from './i18n.ts';

/**
 * Which messages a page speaks (decisions 003, 008, 010 and 031). Its loaders name the files
 * (`/i18n/…json`), which the browser fetches once and keeps; the server renders with the same
 * texts. Every page speaks the shared namespaces (the root loader names them); e-mail and SMS
 * texts stay on the server. The feed's texts go only with the pages that use them (the feed
 * routes, and every page of a signed-in reader for the notification bell), the static and
 * account pages' (`pages`), the orders' and payments' (`orders`) only with those pages, the
 * print schedule's (`print`: the countdown to a deadline) only with the pages that show it, the
 * private ads' (`classifieds`) with the catalogue, the ad pages and search, the directory's
 * (`businesses`) with its pages and the owner's, the events' (`events`) with the events' pages:
 * a loader names them as `{ns}Messages` and the app shell adds them (lib/namespaces.ts).
 */
export type { OnDemandNamespace };

// The server renders every page with the same texts the browser will fetch.
for (const file of allMessageFiles()) provideMessages(file.href, file.json);

/** The shared messages' file in `locale`, for the root loader to name. */
export const sharedMessages = (locale: Locale): MessagesHref => sharedMessageFile(locale).href;

/** One on-demand namespace's file, for a loader to name as `{ns}Messages` (see lib/namespaces.ts). */
export const namespaceMessages = (locale: Locale, ns: OnDemandNamespace): MessagesHref => namespaceMessageFile(locale, ns).href;

/** The texts themselves, for a page that shows another language beside its own (the style guide). */
export const sharedMessagesOf = (locale: Locale): MessageFile => sharedMessageFile(locale);
export const namespaceMessagesOf = (locale: Locale, ns: OnDemandNamespace): MessageFile => namespaceMessageFile(locale, ns);
