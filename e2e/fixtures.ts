/**
 * The suite's `test`: Playwright's, plus
 * - `hideSubscribePopup` (option, default true): the home page's newsletter pop-up, which opens
 *   8 s after load, is marked as dismissed before any page script runs;
 * - `countVisits` (option, default false): the footer's visit counter is marked as already sent
 *   today, so the suite does not run into POST /api/viewers/send's rate limit (30/min per IP);
 * - `consoleErrors` (automatic): fails the test on any uncaught page error or console error,
 *   except network errors for other hosts (the machine is offline: map tiles, ad targets).
 *   A test that expects an error says so with `consoleErrors.allow(pattern)`;
 * - `api`: the public API through the `request` fixture (see helpers/api.ts);
 * - `ownClientIp` (option, default false): the test's browser and `request` come from an
 *   address of their own (`X-Forwarded-For: clientIp`; the test server trusts the proxy), so
 *   per-address limits (3 SMS per 15 minutes, password and sign-up attempts) hold per test;
 * - `clientIp`: that address, different for every test, project, retry and repetition;
 * - every page records each toast it shows (pages/toasts.ts reads the record), so a 3 s toast is
 *   not missed on a slow machine between an assertion's polls.
 */
import { createHash } from 'node:crypto';
import { test as base, expect, type ConsoleMessage, type TestInfo } from '@playwright/test';
import { GazetaApi } from './helpers/api.ts';
import { recordToastsIn } from './helpers/toast-record.ts';

export const SUBSCRIBE_POPUP_HIDDEN_KEY = 'gazeta:subscribePopupHidden';
export const VISIT_COUNTED_KEY = 'gazeta:viewedDate';

export interface ConsoleErrors {
  /** Lets console errors matching `pattern` through (for this test only). */
  allow(pattern: RegExp): void;
  /** Every console error seen so far, allowed or not. */
  readonly messages: readonly string[];
}

interface Options {
  hideSubscribePopup: boolean;
  countVisits: boolean;
  ownClientIp: boolean;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  api: GazetaApi;
  clientIp: string;
}

/**
 * A private address (10.x.y.z) of this test alone: from its project, title, retry and
 * repetition, so the other project, a retry or `--repeat-each` never share its allowances.
 */
export function clientIpFor(testInfo: TestInfo): string {
  const key = [testInfo.project.name, ...testInfo.titlePath, testInfo.retry, testInfo.repeatEachIndex].join('\u0000');
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(key).digest();
  return `10.${a}.${b}.${Math.max(1, Math.min(c, 254))}`;
}

export const test = base.extend<Options & Fixtures>({
  hideSubscribePopup: [true, { option: true }],
  countVisits: [false, { option: true }],
  ownClientIp: [false, { option: true }],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
  clientIp: async ({}, use, testInfo) => {
    await use(clientIpFor(testInfo));
  },

  extraHTTPHeaders: async ({ extraHTTPHeaders, ownClientIp, clientIp }, use) => {
    await use(ownClientIp ? { ...extraHTTPHeaders, 'x-forwarded-for': clientIp } : extraHTTPHeaders);
  },

  context: async ({ context, hideSubscribePopup, countVisits }, use) => {
    await context.addInitScript(
      ({ hidePopup, skipVisit, popupKey, visitKey }) => {
        try {
          if (hidePopup && window.localStorage.getItem(popupKey) === null) {
            window.localStorage.setItem(popupKey, JSON.stringify({ value: true }));
          }
          if (skipVisit && window.localStorage.getItem(visitKey) === null) {
            const now = Date.now();
            window.localStorage.setItem(visitKey, JSON.stringify({ value: now, expiresAt: now + 24 * 60 * 60 * 1000 }));
          }
        } catch {
          // about:blank and opaque origins have no storage.
        }
      },
      { hidePopup: hideSubscribePopup, skipVisit: !countVisits, popupKey: SUBSCRIBE_POPUP_HIDDEN_KEY, visitKey: VISIT_COUNTED_KEY },
    );
    await recordToastsIn(context);
    await use(context);
  },

  consoleErrors: [
    async ({ context, baseURL }, use, testInfo) => {
      const ownHost = new URL(baseURL ?? 'http://127.0.0.1').host;
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      const unexpected: string[] = [];
      const record = (text: string) => {
        messages.push(text);
        unexpected.push(text);
      };
      const isForeignNetworkError = (message: ConsoleMessage) => {
        const url = message.location().url;
        if (!/net::ERR_/.test(message.text()) || !url) return false;
        try {
          return new URL(url).host !== ownHost;
        } catch {
          return false;
        }
      };
      context.on('console', (message) => {
        if (message.type() !== 'error' || isForeignNetworkError(message)) return;
        const where = message.location().url;
        record(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      context.on('weberror', (error) => record(`page error: ${error.error().stack ?? error.error().message}`));

      await use({
        allow: (pattern) => void allowed.push(pattern),
        get messages() {
          return messages;
        },
      });

      const left = unexpected.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      if (left.length > 0 && testInfo.expectedStatus === 'passed') {
        throw new Error(`The page logged ${left.length} unexpected error(s):\n${left.map((text) => `  - ${text}`).join('\n')}`);
      }
    },
    { auto: true },
  ],

  api: async ({ request }, use) => {
    await use(new GazetaApi(request));
  },
});

export { expect };

/**
 * For `test.skip(screenIndependent, SCREEN_INDEPENDENT)`: what cannot depend on the screen
 * (HTTP statuses, metadata, server-side rendering, API-backed content) runs once, in the
 * desktop project, to keep the suite fast.
 */
export const screenIndependent = ({ isMobile }: { isMobile: boolean }) => isMobile;
export const SCREEN_INDEPENDENT = 'does not depend on the screen: runs once, in the desktop project';

/** The phone project (360 px: the menu button instead of the header navigation). */
export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';
