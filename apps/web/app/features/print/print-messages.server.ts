import type { RouterContextProvider } from 'react-router';
import type { MessagesJson } from '../../lib/i18n.ts';
import { namespaceMessages } from '../../lib/messages.server.ts';
import { getRenderContext } from '../../lib/server-context.ts';

/**
 * The print schedule's texts (the countdown's words and plurals) travel only with the pages that
 * show it: a route that renders NextIssueCountdown returns `printMessages: printMessages(context)`
 * from its loader, and the app shell adds them (decision 010).
 */
export function printMessages(context: Readonly<RouterContextProvider>): MessagesJson {
  return namespaceMessages(getRenderContext(context).locale, 'print');
}
