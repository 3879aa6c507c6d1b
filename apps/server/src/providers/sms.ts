import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** One message as the outbox keeps it. */
export interface OutboxSms {
  to: string;
  body: string;
  sent_at: string;
}

const TWILIO_TIMEOUT_MS = 15_000;

let lastStamp = 0;
/** ISO time plus a random suffix; the clock never repeats or goes back, so names sort in sending order. */
function outboxFileName(extension: string): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  const stamp = new Date(lastStamp).toISOString().replaceAll(':', '-');
  return `${stamp}-${randomBytes(4).toString('hex')}${extension}`;
}

/**
 * Keeps every SMS as a JSON file instead of sending it: development, tests and the browser
 * suite read the codes from there.
 */
export function outboxSms(opts: { dir: string; log?: (line: string) => void }): SmsSender {
  return {
    async send({ to, body }) {
      opts.log?.(`SMS to ${to}: ${body}`);
      await mkdir(opts.dir, { recursive: true });
      const name = outboxFileName('.json');
      const message: OutboxSms = { to, body, sent_at: new Date().toISOString() };
      // Written beside the folder and renamed in, so a reader polling it never parses half a file.
      const temp = path.join(path.dirname(opts.dir), `.${name}.tmp`);
      await writeFile(temp, JSON.stringify(message, null, 2));
      await rename(temp, path.join(opts.dir, name));
    },
  };
}

/** The outbox's messages, oldest first. */
export async function readSmsOutbox(dir: string): Promise<OutboxSms[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxSms));
}

/** Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource). */
export function twilioSms(opts: { accountSid: string; authToken: string; from: string; apiUrl: string }): SmsSender {
  const url = `${opts.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, accept: 'application/json' },
        body: new URLSearchParams({ To: to, From: opts.from, Body: body }),
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (response.ok) return;
      const text = await response.text().catch(() => '');
      let detail = text.slice(0, 300);
      try {
        const json = JSON.parse(text) as { code?: unknown; message?: unknown };
        detail = `${String(json.code ?? '')} ${String(json.message ?? '')}`.trim();
      } catch {
        // Not JSON (a proxy's error page, say): the start of the text is the best clue.
      }
      // The error ends up in logs, so the token is cut out even if a server echoed it back.
      throw new Error(`Twilio refused the SMS: HTTP ${response.status} ${detail}`.replaceAll(opts.authToken, '***').trim());
    },
  };
}

/** The SMS sender the configuration asks for. */
export function createSmsSender(config: Config, log: (line: string) => void): SmsSender {
  if (config.SMS_PROVIDER === 'outbox') return outboxSms({ dir: path.join(config.dataDir, 'outbox', 'sms'), log });
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  if (!accountSid || !authToken || !from) {
    const missing = Object.entries({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new ConfigError(`SMS_PROVIDER=twilio needs ${missing.join(', ')} to be set`);
  }
  return twilioSms({ accountSid, authToken, from, apiUrl: config.TWILIO_API_URL });
}
