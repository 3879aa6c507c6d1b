import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The browser suite's server keeps its data here (e2e/serve.ts empties it at start). */
export const E2E_DATA_DIR = path.join(tmpdir(), `gazeta-e2e-${process.env['E2E_PORT'] ?? '3210'}`);

/** Whom the suite's local "Google" signs in (e2e/serve.ts). */
export const E2E_GOOGLE_USER = { sub: 'e2e-google-user', email: 'google.reader@example.com', firstName: 'Gloria', lastName: 'Googleson' } as const;

const smsDir = path.join(E2E_DATA_DIR, 'outbox', 'sms');
const mailDir = path.join(E2E_DATA_DIR, 'outbox', 'mail');

async function filesIn(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).sort().map((name) => path.join(dir, name));
}

/** The newest SMS code sent to `phone` (+1XXXXXXXXXX), waiting for it to arrive. */
export async function smsCodeFor(phone: string, after = 0): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const files = (await filesIn(smsDir)).slice(after);
    for (const file of files.reverse()) {
      const message = JSON.parse(await readFile(file, 'utf8')) as { to: string; body: string };
      const code = message.to === phone ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${phone} in ${smsDir}`);
}

/**
 * The code of the `n`-th SMS (0: the first) sent to `phone`, waiting for it to arrive. With a
 * number of its own, a test knows how many codes it asked for, so it never reads an older one.
 */
export async function nthSmsCodeFor(phone: string, n: number): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const codes: string[] = [];
    for (const file of await filesIn(smsDir)) {
      const message = JSON.parse(await readFile(file, 'utf8')) as { to: string; body: string };
      const code = message.to === phone ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
      if (code) codes.push(code);
    }
    if (codes.length > n) return codes[n]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code number ${n + 1} for ${phone} in ${smsDir}`);
}

/** How many SMS were sent so far (to look only at newer ones). */
export async function smsCount(): Promise<number> {
  return (await filesIn(smsDir)).length;
}

/** The newest link to `pathname` e-mailed to `to`, waiting for it to arrive. */
export async function mailedLink(to: string, pathname: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+${pathname.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  for (let tries = 0; tries < 50; tries += 1) {
    for (const file of (await filesIn(mailDir)).reverse()) {
      const raw = await readFile(file, 'utf8');
      if (!raw.includes(to)) continue;
      // Quoted-printable soft line breaks would split the link.
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = pattern.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${pathname} link mailed to ${to} in ${mailDir}`);
}
