/**
 * People for the account tests. A test that signs up, or changes or deletes an account, uses
 * a person of its own (a phone number and e-mail address no other test of the run holds);
 * tests that only read one may sign in as the seeded demo reader.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Browser, BrowserContext, TestInfo } from '@playwright/test';
import { E2E_DATA_DIR, mailedLink, nthSmsCodeFor } from './outbox.ts';
import { recordToastsIn } from './toast-record.ts';

/** The seeded reader (apps/server/src/seed/accounts.ts); never changed by a test. */
export const DEMO_READER = {
  firstName: 'Анна',
  email: 'reader@demo.gazeta.local',
  phone: '+13125550101',
  typedPhone: '1-312-555-0101',
  password: 'demo-reader',
} as const;

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  /** As the API stores it: +1773555XXXX. */
  phone: string;
  /** As a person types it: 1-773-555-XXXX. */
  typedPhone: string;
  password: string;
}

const FIRST_NAMES = ['Мария', 'Ольга', 'Дмитрий', 'Сергей', 'Елена', 'Никита', 'Светлана', 'Павел'];
const claims = path.join(E2E_DATA_DIR, 'e2e-claims');
let made = 0;

/**
 * A number 0–9999 that no other test of this run holds. Numbers are claimed as files in the
 * test server's data directory, which it empties when it starts, so parallel workers, both
 * projects, retries and repetitions never get the same one.
 */
function claimNumber(seed: string): number {
  mkdirSync(claims, { recursive: true });
  const start = createHash('sha256').update(seed).digest().readUInt32BE(0) % 10_000;
  for (let i = 0; i < 10_000; i += 1) {
    const n = (start + i) % 10_000;
    try {
      closeSync(openSync(path.join(claims, String(n)), 'wx'));
      return n;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`every test phone number is taken (${claims})`);
}

/** A new person with their own phone number and e-mail address. */
export function newPerson(testInfo: TestInfo): Person {
  made += 1;
  const n = claimNumber([testInfo.project.name, ...testInfo.titlePath, testInfo.retry, testInfo.repeatEachIndex, made].join('|'));
  const digits = String(n).padStart(4, '0');
  return {
    firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
    lastName: `Тестова-${digits}`,
    email: `e2e-${digits}@example.com`,
    phone: `+1773555${digits}`,
    typedPhone: `1-773-555-${digits}`,
    password: `Secret-${digits}-pass`,
  };
}

async function ok(response: APIResponse): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/**
 * Signs `person` up through the API (the details, then the code from the SMS outbox). The
 * `request` keeps the session: `page.request` leaves the browser signed in, the `request`
 * fixture does not. Sends one SMS to the person's phone.
 */
export async function signUp(request: APIRequestContext, person: Person): Promise<void> {
  await ok(
    await request.post('/api/auth/register', {
      data: {
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        phone: person.phone,
        password: person.password,
        password_confirmation: person.password,
        terms: true,
      },
    }),
  );
  const code = await nthSmsCodeFor(person.phone, 0);
  await ok(await request.post('/api/auth/register/verify', { data: { phone: person.phone, code } }));
}

/** Confirms the person's e-mail address through the link mailed at sign-up (reset links go only to a confirmed one). */
export async function confirmEmail(request: APIRequestContext, person: Person): Promise<void> {
  const token = new URL(await mailedLink(person.email, '/verify-email')).searchParams.get('token');
  await ok(await request.post('/api/auth/email/verify', { data: { token } }));
}

/** Signs in with a password through the API (as `signUp`, the `request` keeps the session). */
export async function signIn(request: APIRequestContext, login: string, password: string): Promise<void> {
  await ok(await request.post('/api/auth/login', { data: { login, password } }));
}

/** Whether `password` signs `login` in (use the `request` fixture: a success starts a session there). */
export async function passwordWorks(request: APIRequestContext, login: string, password: string): Promise<boolean> {
  return (await request.post('/api/auth/login', { data: { login, password } })).ok();
}

/**
 * Another browser (another device of the same person): a context of its own, from the same
 * address as the test, in Russian like the suite.
 */
export async function otherBrowser(browser: Browser, baseURL: string | undefined, clientIp: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  await recordToastsIn(context);
  return context;
}

